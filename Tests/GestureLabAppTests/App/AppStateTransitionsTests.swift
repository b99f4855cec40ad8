import Testing
@testable import GestureLabApp

@Suite("The window app's state machine: the transitions beside commands")
struct AppStateTransitionsTests {
    @Test("a pass's time is held from beginPass to endPass and gone after")
    func passTime() {
        var state = AppState(clock: SceneClock(), showsPanels: false)
        #expect(state.passTime == nil)
        state.beginPass(at: 3.25)
        #expect(state.passTime == 3.25)
        state.endPass()
        #expect(state.passTime == nil)
    }

    @Test("a screenshot asked for stays wanted until it is taken; quit only ever turns quitting on")
    func screenshotAndQuit() {
        var state = AppState(clock: SceneClock(), showsPanels: false)
        #expect(state.perform(.screenshot, at: 0) == [])
        #expect(state.wantsScreenshot)
        state.requestFrames()
        #expect(state.wantsScreenshot)
        state.screenshotTaken()
        #expect(!state.wantsScreenshot)
        #expect(!state.isQuitting)
        state.quit()
        state.quit()
        #expect(state.isQuitting)
    }

    @Test("scene time restarts at 0 at the given wall time, and a pause is kept across the restart")
    func restartSceneTime() {
        var state = AppState(clock: SceneClock(startingAt: 10), showsPanels: false)
        #expect(state.clock.sceneTime(wall: 15) == 5)
        state.restartSceneTime(wall: 20)
        #expect(state.clock.sceneTime(wall: 20) == 0)
        #expect(state.clock.sceneTime(wall: 21.5) == 1.5)
        _ = state.perform(.togglePause, at: 22)
        state.restartSceneTime(wall: 30)
        #expect(state.clock.isPaused)
        #expect(state.clock.sceneTime(wall: 40) == 0)
    }
}
