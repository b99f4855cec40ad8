import Testing
@testable import GestureLabApp

@Suite("Frame state")
struct FrameStateTests {
    @Test("the status line is rebuilt at most twice a second, and at once after it is invalidated")
    func statusRefresh() {
        var state = FrameState()
        var builds = 0
        func line(at wall: Double) -> String {
            state.statusLine(at: wall) { _ in
                builds += 1
                return "line \(builds)"
            }
        }
        #expect(line(at: 0) == "line 1")
        #expect(line(at: 0.3) == "line 1")
        #expect(line(at: 0.5) == "line 1")
        #expect(line(at: 0.51) == "line 2")
        state.invalidateStatus()
        #expect(line(at: 0.6) == "line 3")
        #expect(state.status == "line 3")
        #expect(builds == 3)
    }
}
