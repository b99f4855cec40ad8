import Testing
@testable import GestureCore

@Test func placeholder() { #expect(Bool(true)) }
