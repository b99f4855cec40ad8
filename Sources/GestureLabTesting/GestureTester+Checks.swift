#if canImport(Testing)
    import Testing
#endif

extension GestureTester {
    // MARK: Checks: nil when they hold, else a message

    /// Nil if the recognizer began or recognized; else a message naming it, its last state and the reason.
    ///
    /// From XCTest: `XCTAssertNil(tester.checkRecognized("card.doubleTap"))` shows the message on failure.
    public func checkRecognized(_ recognizer: String) -> String? {
        if let unknown = unknownRecognizer(recognizer) { return unknown }
        return didRecognize(recognizer) ? nil : "expected \(recognizer) to be recognized, but " + history(recognizer)
    }

    /// Nil if the recognizer never began nor recognized; else a message naming when it did and why.
    public func checkNotRecognized(_ recognizer: String) -> String? {
        if let unknown = unknownRecognizer(recognizer) { return unknown }
        return didRecognize(recognizer)
            ? "expected \(recognizer) not to be recognized, but " + history(recognizer) : nil
    }

    /// Nil if the recognizer failed (and, with `reason`, a failure's reason contains it); else a message.
    ///
    /// `reason` is a part of the recorded reason: `"shouldBegin returned false"`, `"excluded by banner.pan"`,
    /// `"Failing due to recognition of card.doubleTap"`.
    public func checkFailed(_ recognizer: String, because reason: String? = nil) -> String? {
        if let unknown = unknownRecognizer(recognizer) { return unknown }
        let failures = transitions(of: recognizer).filter { $0.to == .failed }
        guard !failures.isEmpty else { return "expected \(recognizer) to fail, but " + history(recognizer) }
        guard let reason else { return nil }
        if failures.contains(where: { $0.reason.contains(reason) }) { return nil }
        return "expected \(recognizer) to fail because \"\(reason)\", but " + history(recognizer)
    }

    /// Nil if the recognizer went through `state` at some point; else a message.
    public func checkReached(_ recognizer: String, _ state: GestureRecognizerState) -> String? {
        if let unknown = unknownRecognizer(recognizer) { return unknown }
        return states(of: recognizer).contains(state)
            ? nil : "expected \(recognizer) to reach \(state.rawValue), but " + history(recognizer)
    }

    /// Nil if the scene reported `action` (`count` times exactly when given); else a message listing the actions.
    public func checkReported(_ action: String, count: Int? = nil) -> String? {
        if didReport(action, count: count) { return nil }
        let seen = actionNames.filter { $0 == action }.count
        let wanted = count.map { "\($0) time\($0 == 1 ? "" : "s")" } ?? "at least once"
        let all = actionNames.isEmpty ? "none" : actionNames.joined(separator: ", ")
        return "expected action \(action) \(wanted), but it was reported \(seen) time\(seen == 1 ? "" : "s") "
            + "by \(String(format: "%.3f", time)) s (actions: \(all))"
    }

    /// "its last state is failed at 0.433 s: <reason> (began 0.2, failed 0.433)", or that it never changed.
    private func history(_ recognizer: String) -> String {
        let changes = transitions(of: recognizer)
        guard let last = changes.last else {
            return
                "it never left possible by \(seconds(time)) s (state now: \(state(of: recognizer)?.rawValue ?? "gone"))"
        }
        let path = changes.map { "\($0.to.rawValue) \(seconds($0.time))" }.joined(separator: ", ")
        return "its last state is \(last.to.rawValue) at \(seconds(last.time)) s: \(last.reason) (\(path))"
    }

    /// A message when no recognizer has this name now nor had a transition: the likely typo.
    private func unknownRecognizer(_ recognizer: String) -> String? {
        guard state(of: recognizer) == nil, transitions(of: recognizer).isEmpty else { return nil }
        let known = Array(Set(recognizerNames + transitions.map(\.recognizer))).sorted()
        return "no recognizer named \(recognizer); known: \(known.joined(separator: ", "))"
    }

    private func seconds(_ time: Double) -> String { String(format: "%.3f", time) }

    // MARK: Expectations recorded as Swift Testing issues

    /// Records a Swift Testing issue with `checkRecognized`'s message when the recognizer did not recognize;
    /// returns whether it did. Outside a Swift Testing test (XCTest) nothing is recorded: use the check there.
    @discardableResult
    public func expectRecognized(
        _ recognizer: String, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
        column: Int = #column
    ) -> Bool {
        record(checkRecognized(recognizer), fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Records an issue with `checkNotRecognized`'s message when the recognizer began or recognized.
    @discardableResult
    public func expectNotRecognized(
        _ recognizer: String, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
        column: Int = #column
    ) -> Bool {
        record(checkNotRecognized(recognizer), fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Records an issue with `checkFailed`'s message when the recognizer did not fail (for `reason`, if given).
    @discardableResult
    public func expectFailed(
        _ recognizer: String, because reason: String? = nil, fileID: String = #fileID, filePath: String = #filePath,
        line: Int = #line, column: Int = #column
    ) -> Bool {
        record(
            checkFailed(recognizer, because: reason), fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Records an issue with `checkReported`'s message when the scene did not report `action` (`count` times).
    @discardableResult
    public func expectReported(
        _ action: String, count: Int? = nil, fileID: String = #fileID, filePath: String = #filePath,
        line: Int = #line, column: Int = #column
    ) -> Bool {
        record(checkReported(action, count: count), fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Records `failure` as a Swift Testing issue at the caller's line; true when there is none.
    private func record(_ failure: String?, fileID: String, filePath: String, line: Int, column: Int) -> Bool {
        guard let failure else { return true }
        #if canImport(Testing)
            Issue.record(
                Comment(rawValue: failure),
                sourceLocation: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
        #endif
        return false
    }
}
