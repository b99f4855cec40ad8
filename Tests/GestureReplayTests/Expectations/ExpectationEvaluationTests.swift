import GestureScript
import Testing
@testable import GestureReplay

/// A double tap at 0.4 on the taps scene with the fix on: doubleTap at 0.6, and the single tap waits.
private let doubleTap = """
    scene taps
    set single-waits-for-double=on
    0.4 tap 195 422 count 2
    """

@Suite("Expect lines are checked on the replay's timeline and say what was there")
struct ExpectationEvaluationTests {
    @Test("an action expectation holds only once the action has happened by its time")
    func actionByTime() throws {
        let report = try replay(doubleTap + """

            0.59 expect not action doubleTap
            0.6 expect action doubleTap count 1
            0.6 expect not action singleTap
            1.5 end
            """)
        #expect(report.expectations.map(\.passed) == [true, true, true])
        #expect(report.expectations.map(\.line) == [4, 5, 6])
        #expect(report.expectations[2].actual == "doubleTap at 0.60")
    }

    @Test("a failed action expectation says what was expected and which actions happened instead")
    func actionFailureText() throws {
        let report = try replay(doubleTap + "\n1 expect action singleTap\n1.5 end")
        let result = try #require(report.expectations.first)
        #expect(!result.passed)
        #expect(result.message == "expected action singleTap by 1.00 s, got doubleTap at 0.60")
    }

    @Test("a recognizer expectation fails with the recognizer's transitions and their reasons")
    func recognizerFailureText() throws {
        let report = try replay(doubleTap + "\n0.7 expect card.singleTap recognized\n1.5 end")
        let result = try #require(report.expectations.first)
        #expect(!result.passed)
        #expect(result.actual == "possible → failed at 0.60 (Failing due to recognition of card.doubleTap)")
    }

    @Test("a deadline between frames counts at its own time, not at the next frame")
    func deadlineBetweenFrames() throws {
        // The double tap's 0.35 s timeout after the tap lifts at 1.65 fires at 2.0, between the frames at 1.8 and
        // 2.1 (0.3 s apart): the expectation at 2.0 is checked with the state of 1.8 and the history up to 2.0.
        let text = """
            scene taps
            1.6 tap 195 422
            1.999 expect not card.singleTap recognized
            2.0 expect card.singleTap recognized
            2.0 expect action singleTap count 1
            2.5 end
            """
        let report = try replay(text, settings: ReplaySettings(frameInterval: 0.3))
        #expect(report.expectations.map(\.passed) == [true, true, true])
    }

    @Test("'is STATE' reads the state at the time: a finished recognizer is possible again")
    func currentState() throws {
        let report = try replay("""
            scene taps
            0.4 drag 100 400 -> 300 400 in 0.4
            0.6 expect card.pan is changed
            1 expect card.pan is possible
            1 expect card.pan ended
            1.5 end
            """)
        #expect(report.expectations.map(\.passed) == [true, true, true], "\(report.expectations.map(\.actual))")
    }

    @Test("screen, depth and a missing scroll view are checked against the state at the time")
    func stateConditions() throws {
        let report = try replay("""
            scene navigation
            0.1 expect screen album
            0.1 expect depth 2
            0.1 expect page banner 0
            0.1 expect offset banner x == 0
            0.4 drag 5 400 -> 300 400 in 0.4
            2.5 expect not offset banner x == 0
            2.5 expect depth 1
            2.5 end
            """)
        #expect(report.expectations.map(\.passed) == [true, true, true, true, false, true])
        #expect(report.expectations[4].actual.hasPrefix("no scroll view banner"), "a popped page's scroll view is gone")
    }

    @Test("the report lists the expectations after the final state, and only when the script has some")
    func reportJSON() throws {
        let with = try replay(doubleTap + "\n0.6 expect action doubleTap\n1.5 end")
        #expect(with.json.keys.last == "expectations")
        let entry = with.json["expectations"].flatMap { value -> JSONValue? in
            if case .array(let entries) = value { return entries.first }
            return nil
        }
        #expect(entry?.keys == ["line", "text", "passed", "actual"])
        #expect(entry?["text"] == .string("0.6 expect action doubleTap"))
        let without = try replay(doubleTap + "\n1.5 end")
        #expect(!without.json.keys.contains("expectations"))
    }

    @Test("adding expect lines does not change the run")
    func expectationsDoNotPerturb() throws {
        let plain = try replay(doubleTap + "\n1.5 end")
        let checked = try replay(doubleTap + "\n0.45 expect depth 1\n0.5013 expect not action doubleTap\n1.5 end")
        #expect(plain.transitions == checked.transitions)
        #expect(plain.actions == checked.actions)
        #expect(plain.end == checked.end)
    }

    @Test("the session calls back for each expectation as it is checked, in order")
    func callback() throws {
        let replaySession = try session(doubleTap + "\n0.5 expect depth 1\n1 expect depth 3\n1.5 end")
        var seen: [(line: Int, passed: Bool, at: Double)] = []
        replaySession.onExpectation = { [unowned replaySession] result in
            seen.append((result.line, result.passed, replaySession.time))
        }
        replaySession.step(to: 0.75)
        #expect(seen.map(\.line) == [4], "the expectation at 1 s is not checked before then")
        _ = replaySession.run()
        #expect(seen.map(\.line) == [4, 5])
        #expect(seen.map(\.passed) == [true, false])
    }
}

@Suite("Expectations about things that are not there")
struct MissingNameTests {
    @Test("'not' cannot pass on a recognizer that does not exist, but does on one that never moved")
    func notOnMissingRecognizer() throws {
        // The photos scene declares page.N.pan; with no images, there is no page and so no page.0.pan.
        let report = try replay("""
            scene photos
            0.5 expect not page.0.pan began
            0.5 expect not gallery.pan began
            1 end
            """)
        #expect(report.expectations.map(\.passed) == [false, true])
        #expect(report.expectations[0].actual.hasPrefix("no recognizer page.0.pan"))
    }
}
