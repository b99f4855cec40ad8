import Testing
@testable import GesturePhysics

@Test func placeholder() { #expect(Bool(true)) }
