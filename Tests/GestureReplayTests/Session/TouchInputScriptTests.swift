import Foundation
import GestureUIKit
import GestureReplay
import GestureScript
import Testing

@Suite("Script events as window input")
struct TouchInputScriptTests {
    @Test("each script phase becomes the matching input, its finger offset and its time kept")
    func phases() {
        let point = ScriptPoint(x: 12, y: 34)
        func input(_ phase: TouchScriptEvent.Phase) -> TouchInput {
            TouchInput(TouchScriptEvent(time: 1.25, finger: 2, phase: phase, point: point), fingerOffset: 100)
        }
        #expect(input(.down) == .down(finger: 102, at: CGPoint(x: 12, y: 34), time: 1.25))
        #expect(input(.move) == .moved(finger: 102, to: CGPoint(x: 12, y: 34), time: 1.25))
        #expect(input(.up) == .up(finger: 102, at: CGPoint(x: 12, y: 34), time: 1.25))
        #expect(input(.cancel) == .cancel(finger: 102, time: 1.25))
    }
}
