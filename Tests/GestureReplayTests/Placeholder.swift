import Testing
@testable import GestureReplay

@Test func placeholder() { #expect(Bool(true)) }
