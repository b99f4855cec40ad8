/// Writes raw touch events (and a header) as `.touches` text that parses back to the same events.
///
/// Used to record what a person did. Times print with `timeDecimals` places and coordinates with up to
/// `pointDecimals`, so a round trip is exact to 1e-4 (the parser sees the rounded values). Events are written
/// in the order given, which is the truth for a recording: a time earlier than the one before (clock jitter)
/// is raised to it, and negative times become 0, so the text always satisfies "times never decrease".
public enum TouchScriptWriter {
    /// Decimal places of times: 4 (0.1 ms).
    public static let timeDecimals = 4
    /// Most decimal places of coordinates and radii: 4 (trailing zeros dropped).
    public static let pointDecimals = 4

    /// The script text: an optional comment, the header (`scene`, `set`, `images`, `device`, `ios`, `whatif`), one line per
    /// event (touch events, and pointer events before the touch event at their `touchIndex`) and per expectation (after the events at its time), and `end` when `endTime` is given (raised to
    /// the last line's time if earlier).
    ///
    /// Fingers are written as given; a recorder should number them 0...99 as the parser requires.
    public static func write(
        events: [TouchScriptEvent],
        scene: String? = nil,
        sceneOptions: [(key: String, value: String)] = [],
        setOptions: [(key: String, value: String)] = [],
        device: DeviceSpec? = nil,
        iosVersion: Int? = nil,
        whatIfEdits: [WhatIfEdit] = [],
        images: [String] = [],
        endTime: Double? = nil,
        comment: String? = nil,
        expectations: [ScriptExpectation] = [],
        pointerEvents: [ScriptPointerEvent] = []
    ) -> String {
        var lines: [String] = []
        if let comment {
            for line in comment.split(separator: "\n", omittingEmptySubsequences: false) {
                lines.append(line.isEmpty ? "#" : "# \(line)")
            }
        }
        if let scene {
            lines.append((["scene", scene] + sceneOptions.map { "\($0.key)=\($0.value)" }).joined(separator: " "))
        }
        if !setOptions.isEmpty {
            lines.append((["set"] + setOptions.map { "\($0.key)=\($0.value)" }).joined(separator: " "))
        }
        if !images.isEmpty {
            lines.append((["images"] + images.map(quoteIfNeeded)).joined(separator: " "))
        }
        if let device {
            lines.append("device \(device)")
        }
        if let iosVersion {
            lines.append("ios \(iosVersion)")
        }
        lines += whatIfEdits.map { "whatif \($0)" }
        var previous = 0.0
        // An expectation goes after the events at its time (it is checked after them), in the order given.
        var pendingExpectations = expectations[...]
        func writeExpectations(before limit: Double) {
            while let expectation = pendingExpectations.first, expectation.time < limit {
                pendingExpectations.removeFirst()
                let time = max(previous, roundedTime(expectation.time))
                previous = time
                lines.append("\(ScriptNumber.fixed(time, decimals: timeDecimals)) \(expectation.body)")
            }
        }
        // A pointer event goes before the touch event at its `touchIndex` (after all of them past the end).
        var pendingPointers = pointerEvents[...]
        func writePointers(upTo index: Int) {
            while let pointer = pendingPointers.first, pointer.touchIndex <= index {
                pendingPointers.removeFirst()
                writeExpectations(before: pointer.time)
                let time = max(previous, roundedTime(pointer.time))
                previous = time
                switch pointer.kind {
                case .hover(let point):
                    lines.append(
                        "\(ScriptNumber.fixed(time, decimals: timeDecimals)) hover "
                            + "\(coordinate(point.x)) \(coordinate(point.y))")
                case .out:
                    lines.append("\(ScriptNumber.fixed(time, decimals: timeDecimals)) hover-out")
                }
            }
        }
        for (index, event) in events.enumerated() {
            writePointers(upTo: index)
            writeExpectations(before: event.time)
            let time = max(previous, roundedTime(event.time))
            previous = time
            var line = "\(ScriptNumber.fixed(time, decimals: timeDecimals)) \(event.phase.rawValue) \(event.finger)"
            if event.phase != .cancel {
                line += " \(coordinate(event.point.x)) \(coordinate(event.point.y))"
            }
            lines.append(line)
        }
        writePointers(upTo: .max)
        writeExpectations(before: .infinity)
        if let endTime {
            let time = max(previous, roundedTime(endTime))
            lines.append("\(ScriptNumber.fixed(time, decimals: timeDecimals)) end")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A parsed script written back with its header, images as written, expanded events and end.
    public static func write(_ script: TouchScript, comment: String? = nil) -> String {
        write(
            events: script.events, scene: script.scene, sceneOptions: script.sceneOptions,
            setOptions: script.setOptions, device: script.device, iosVersion: script.iosVersion,
            whatIfEdits: script.whatIfEdits,
            images: script.imagesAsWritten,
            endTime: script.endTime, comment: comment, expectations: script.expectations,
            pointerEvents: script.pointerEvents)
    }

    /// `time` on the written grid, never negative.
    private static func roundedTime(_ time: Double) -> Double {
        guard time.isFinite, time > 0 else { return 0 }
        let text = ScriptNumber.fixed(time, decimals: timeDecimals)
        return ScriptNumber.parse(text) ?? time
    }

    private static func coordinate(_ value: Double) -> String { ScriptNumber.format(value, decimals: pointDecimals) }

    /// A path as a bare word when the scanner reads it back unchanged, else in double quotes with `"` and `\`
    /// escaped.
    static func quoteIfNeeded(_ path: String) -> String {
        let needsQuotes =
            path.isEmpty || path.hasPrefix("\"")
            || path.unicodeScalars.contains { $0 == "#" || ScriptScanner.isSpace($0) }
        guard needsQuotes else { return path }
        var quoted = "\""
        for scalar in path.unicodeScalars {
            if scalar == "\"" || scalar == "\\" { quoted.unicodeScalars.append("\\") }
            quoted.unicodeScalars.append(scalar)
        }
        return quoted + "\""
    }
}
