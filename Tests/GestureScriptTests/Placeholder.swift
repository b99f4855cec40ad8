import Testing
@testable import GestureScript

@Test func placeholder() { #expect(Bool(true)) }
