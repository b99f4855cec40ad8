import Testing
@testable import GestureLabApp

@Suite("The window app's state machine")
struct AppStateMachineTests {
    @Test("pause freezes scene time at the app clock's time and a step moves it one frame; both ask for frames")
    func pauseAndStep() {
        var state = AppState(clock: SceneClock(startingAt: 10), showsPanels: true)
        state.frameDrawn()
        state.frameDrawn()
        #expect(state.framesToDraw == 0)
        #expect(state.perform(.togglePause, at: 12) == [.pauseChanged])
        #expect(state.clock.isPaused)
        #expect(state.clock.sceneTime(wall: 50) == 2)
        #expect(state.framesToDraw == AppState.framesAfterChange)
        #expect(state.perform(.stepFrame, at: 50) == [])
        #expect(abs(state.clock.sceneTime(wall: 60) - (2 + 1.0 / 60)) < 1e-12)
        #expect(state.perform(.togglePause, at: 60) == [.pauseChanged])
        #expect(abs(state.clock.sceneTime(wall: 61) - (3 + 1.0 / 60)) < 1e-9)
    }

    @Test("commands that need the scene or the window come back as effects; the rest only change the state")
    func effects() {
        var state = AppState(clock: SceneClock(), showsPanels: true)
        #expect(state.perform(.switchScene(2), at: 0) == [.switchScene(2)])
        #expect(state.perform(.toggleMainFix, at: 0) == [.toggleMainFix])
        #expect(state.perform(.reset, at: 0) == [.reset])
        #expect(state.perform(.toggleRecording, at: 0) == [.toggleRecording])
        #expect(state.perform(.togglePanels, at: 0) == [.relayout])
        #expect(!state.showsPanels)
        #expect(state.perform(.toggleHelp, at: 0) == [])
        #expect(state.showsHelp)
        #expect(state.perform(.screenshot, at: 0) == [])
        #expect(state.wantsScreenshot)
        #expect(!state.isQuitting)
        #expect(state.perform(.quit, at: 0) == [])
        #expect(state.isQuitting)
    }

    @Test("a change asks for two frames; each frame drawn uses one, never below zero")
    func frames() {
        var state = AppState(clock: SceneClock(), showsPanels: false)
        #expect(state.framesToDraw == 2)
        for _ in 0..<3 { state.frameDrawn() }
        #expect(state.framesToDraw == 0)
        state.requestFrames()
        state.requestFrames()
        #expect(state.framesToDraw == 2)
    }
}
