import CSDL2
import Foundation
import GestureUIKit
import Testing
@testable import GestureLabApp

extension SDLSuites {
/// The window loop: a pure `step(to:inputs:)` driven on a manual clock, and `run(until:)` that always ends.
@Suite("The window loop: stepping on a manual clock", .timeLimit(.minutes(3)))
struct AppLoopTests {
    /// A hidden taps window on `clock`, without panels.
    private func makeApp(_ clock: ManualClock) throws -> App {
        let sdl = try #require(TestSupport.sdl)
        return try App(options: AppOptions(scene: "taps", showsPanels: false), sdl: sdl, hidden: true, clock: clock)
    }

    @Test("a new window draws two frames, then none until something asks for one")
    func drawsOnlyWhenNeeded() throws {
        let clock = ManualClock()
        let app = try makeApp(clock)
        defer { app.close() }
        var drawn: [Bool] = []
        for _ in 0..<4 {
            clock.advance(by: 1.0 / 60)
            drawn.append(app.step(to: clock.seconds, inputs: []))
        }
        #expect(drawn == [true, true, false, false])
        app.perform(.toggleHelp)
        #expect(app.step(to: clock.seconds, inputs: []))
    }

    @Test("scene time is the manual clock's time; paused it stands still and the step key moves it one frame")
    func sceneTimeFollowsTheClock() throws {
        let clock = ManualClock()
        let app = try makeApp(clock)
        defer { app.close() }
        clock.advance(by: 1.5)
        app.perform(.reset)  // anything that needs a frame
        #expect(app.step(to: clock.seconds, inputs: []))
        // The reset restarted scene time at 1.5 s on the clock: the frame drew scene time 0.
        #expect(app.host.window.now == 0)
        clock.advance(by: 0.25)
        app.perform(.toggleHelp)
        app.step(to: clock.seconds, inputs: [])
        #expect(app.host.window.now == 0.25)
        app.perform(.togglePause)
        clock.advance(by: 10)
        app.perform(.stepFrame)
        app.step(to: clock.seconds, inputs: [])
        // 0.25 + 1/60: one step while paused, however far the clock moved.
        #expect(abs(app.host.window.now - (0.25 + 1.0 / 60)) < 1e-9)
    }

    @Test("a quit event handed to a step ends the loop before it draws")
    func quitInput() throws {
        let clock = ManualClock()
        let app = try makeApp(clock)
        defer { app.close() }
        var quit = SDL_Event()
        quit.type = SDL_QUIT.rawValue
        #expect(!app.step(to: 0, inputs: [quit]))
        #expect(app.isQuitting)
        var asked = 0
        #expect(app.run(until: { asked += 1; return false }) == 0)
        #expect(asked == 0, "a quitting app does not run another pass")
    }

    @Test("run(until:) returns when its condition holds though the window is idle and draws nothing")
    func runEndsWhileIdle() throws {
        let clock = ManualClock()
        let app = try makeApp(clock)
        defer { app.close() }
        // Two passes draw the first frames; once idle, each pass waits at most 250 ms for an event, then asks again.
        var passes = 0
        #expect(app.run(until: { passes += 1; return passes > 8 }) == 0)
        #expect(passes == 9)
    }
}
}

extension SDLSuites {
/// The loop sleeps while the scene only waits for a deadline, and wakes for it.
@Suite("The window loop: sleeping until a deadline", .timeLimit(.minutes(3)))
struct AppLoopDeadlineTests {
    @Test("a single tap waiting for a double tap draws no frames while it waits, and the pass at its deadline fires it")
    func sleepsUntilTheDeadline() throws {
        let clock = ManualClock()
        let sdl = try #require(TestSupport.sdl)
        let app = try App(options: AppOptions(scene: "taps", showsPanels: false), sdl: sdl, hidden: true, clock: clock)
        defer { app.close() }
        for _ in 0..<3 {
            clock.advance(by: 1.0 / 60)
            app.step(to: clock.seconds, inputs: [])
        }
        let center = app.host.window.bounds.size
        let point = CGPoint(x: center.width / 2, y: center.height / 2)
        let t0 = app.host.window.now
        app.host.send(.down(finger: 1, at: point, time: t0))
        app.host.send(.up(finger: 1, at: point, time: t0 + 0.05))
        clock.advance(by: 0.05)
        app.step(to: clock.seconds, inputs: [])
        app.step(to: clock.seconds, inputs: [])
        #expect(app.host.window.diagnostics.transitions.allSatisfy { $0.recognizer != "card.singleTap" })
        let deadline = try #require(app.host.nextDeadline, "the single tap waits for the double tap's interval")
        #expect(!app.host.isAnimating, "a pending deadline alone needs no frames")
        #expect(!app.needsFrame)
        let wait = app.idleWait(at: clock.seconds)
        #expect(wait > 200 && wait <= 250, "sleeps until the deadline, at most 250 ms: \(wait)")
        clock.advance(by: 0.1)
        #expect(!app.step(to: clock.seconds, inputs: []), "nothing to draw 0.1 s into the wait")
        #expect(app.idleWait(at: clock.seconds) <= Int32(((deadline - app.host.window.now) * 1000).rounded(.up)))
        clock.advance(by: 0.3)
        #expect(app.needsFrame, "the deadline is due")
        #expect(app.step(to: clock.seconds, inputs: []))
        #expect(app.host.nextDeadline == nil)
        let single = app.host.window.diagnostics.transitions.filter { $0.recognizer == "card.singleTap" }
        #expect(single.last?.to == .ended, "the single tap recognized at its deadline: \(single.map(\.to))")
    }
}
}
