import Testing
@testable import GestureScenes

@Test func placeholder() { #expect(Bool(true)) }
