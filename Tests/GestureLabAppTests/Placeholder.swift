import Testing
@testable import GestureLabApp

@Test func placeholder() { #expect(Bool(true)) }
