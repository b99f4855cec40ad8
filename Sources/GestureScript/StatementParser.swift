/// One statement parsed from a line, with the extra positions the document-level checks point at.
struct ParsedStatement {
    var statement: ScriptStatement
    /// Column of the time token (event statements) or of the verb (headers).
    var timeColumn: Int
    /// Column blamed for finger-state errors: the finger token of a raw verb, `finger F`'s value for a drag
    /// that names one, else the verb.
    var fingerColumn: Int
    /// Column of the first token after the verb (the scene name of `scene NAME`); the verb's when there is none.
    var argumentColumn: Int
}

/// Parses the tokens of one non-empty line into a statement.
///
/// Grammar (touch-script.md): a header line starts with its verb; an event line starts with a time, absolute
/// (`0.25`) or relative (`+0.016`, added to `previousTime`, the previous event line's start time), then a verb.
/// Optional clauses (`count N`, `finger F`, ...) come in any order, each at most once; anything else left on
/// the line is an error.
enum StatementParser {
    static let headerVerbs = ["scene", "set", "images", "device", "ios", "whatif"]
    static let eventVerbs = [
        "down", "move", "up", "cancel", "tap", "drag", "pinch", "hover", "hover-out", "end", "expect",
    ]
    /// Finger numbers a script may use.
    static let fingers = 0...99

    /// Parses one line; `scene` is the scene named so far, whose declared names `expect` lines must use.
    static func parse(
        _ cursor: inout TokenCursor, previousTime: Double, scene: SceneCatalog.SceneEntry? = nil
    ) throws(ScriptError) -> ParsedStatement {
        let first = try cursor.word("a statement")
        if let initial = first.text.unicodeScalars.first, "0123456789+-.".unicodeScalars.contains(initial) {
            let (time, relative) = try parseTime(first, previousTime: previousTime, cursor: cursor)
            let verb = try cursor.word("a verb after the time")
            var parsed = try parseEvent(verb: verb, cursor: &cursor, scene: scene)
            parsed.statement.time = time
            parsed.statement.isRelativeTime = relative
            parsed.timeColumn = first.column
            if case .expect(var expectation) = parsed.statement.kind {
                expectation.time = time
                expectation.column = first.column
                parsed.statement.kind = .expect(expectation)
            }
            return parsed
        }
        if headerVerbs.contains(first.text) { return try parseHeader(verb: first, cursor: &cursor, scene: scene) }
        if eventVerbs.contains(first.text) {
            throw cursor.error("missing time before '\(first.text)'", at: first.column)
        }
        throw cursor.error(
            "unknown statement '\(first.text)'; expected a time, or one of \(headerVerbs.joined(separator: ", "))",
            at: first.column)
    }

    private static func parseTime(
        _ token: ScriptToken, previousTime: Double, cursor: TokenCursor
    ) throws(ScriptError) -> (time: Double, relative: Bool) {
        let relative = token.text.hasPrefix("+")
        let body = relative ? Substring(token.text.dropFirst()) : Substring(token.text)
        guard let value = ScriptNumber.parse(body, allowMinus: false) else {
            if !relative, body.hasPrefix("-"), ScriptNumber.isDecimal(body) {
                throw cursor.error("time must not be negative", at: token.column)
            }
            if ScriptNumber.isDecimal(body, allowMinus: false) {
                throw cursor.error("time '\(token.text)' is out of range", at: token.column)
            }
            throw cursor.error("malformed time '\(token.text)'", at: token.column)
        }
        let time = relative ? previousTime + value : value
        guard time.isFinite else { throw cursor.error("time '\(token.text)' is out of range", at: token.column) }
        return (time, relative)
    }

    private static func parseHeader(
        verb: ScriptToken, cursor: inout TokenCursor, scene: SceneCatalog.SceneEntry?
    ) throws(ScriptError) -> ParsedStatement {
        let kind: ScriptStatement.Kind
        let argumentColumn = cursor.peek()?.column ?? verb.column
        switch verb.text {
        case "scene":
            let name = try cursor.word("a scene name after 'scene'")
            kind = .scene(name: name.text, options: try cursor.options(after: "scene", required: false))
        case "set":
            kind = .set(try cursor.options(after: "set", required: true))
        case "images":
            var paths: [String] = []
            while !cursor.isAtEnd { paths.append(try cursor.any("an image path").text) }
            if paths.isEmpty { throw cursor.error("missing an image path after 'images'", at: cursor.endColumn) }
            kind = .images(paths)
        case "ios":
            let version = try cursor.word("an iOS version after 'ios' (\(IOSVersion.supportedList))")
            guard let value = IOSVersion.parse(version.text) else {
                throw cursor.error(
                    "unsupported iOS version '\(version.text)'; expected \(IOSVersion.supportedList)",
                    at: version.column)
            }
            try cursor.expectEnd(after: "the iOS version")
            kind = .ios(value)
        case "whatif":
            kind = .whatif(try WhatIfParser.parse(&cursor, scene: scene))
        default:
            let spec = try cursor.word("a device size after 'device' (WxH or WxH@S)")
            guard let device = DeviceSpec.parse(spec.text) else {
                throw cursor.error(
                    "malformed device '\(spec.text)'; expected WxH or WxH@S with positive numbers, like 390x844@3",
                    at: spec.column)
            }
            try cursor.expectEnd(after: "the device")
            kind = .device(device)
        }
        let statement = ScriptStatement(line: cursor.line, column: verb.column, time: nil, kind: kind)
        return ParsedStatement(
            statement: statement, timeColumn: verb.column, fingerColumn: verb.column, argumentColumn: argumentColumn)
    }

    private static func parseEvent(
        verb: ScriptToken, cursor: inout TokenCursor, scene: SceneCatalog.SceneEntry?
    ) throws(ScriptError) -> ParsedStatement {
        var fingerColumn = verb.column
        let kind: ScriptStatement.Kind
        switch verb.text {
        case "down", "move", "up":
            let finger = try cursor.integer("the finger", in: fingers)
            fingerColumn = finger.token.column
            let point = try cursor.point("the finger")
            try cursor.expectEnd(after: "'\(verb.text) F X Y'")
            switch verb.text {
            case "down": kind = .down(finger: finger.value, point: point)
            case "move": kind = .move(finger: finger.value, point: point)
            default: kind = .up(finger: finger.value, point: point)
            }
        case "cancel":
            let finger = try cursor.integer("the finger", in: fingers)
            fingerColumn = finger.token.column
            try cursor.expectEnd(after: "'cancel F'")
            kind = .cancel(finger: finger.value)
        case "end":
            try cursor.expectEnd(after: "'end'")
            kind = .end
        case "hover":
            let point = try cursor.point("the pointer")
            try cursor.expectEnd(after: "'hover X Y'")
            kind = .hover(point: point)
        case "hover-out":
            try cursor.expectEnd(after: "'hover-out'")
            kind = .hoverOut
        case "tap":
            kind = try parseTap(&cursor)
        case "drag":
            let (drag, column) = try parseDrag(&cursor)
            kind = drag
            fingerColumn = column ?? verb.column
        case "pinch":
            kind = try parsePinch(&cursor)
        case "expect":
            let parsed = try ExpectationParser.parse(&cursor, scene: scene)
            kind = .expect(
                ScriptExpectation(
                    line: cursor.line, column: verb.column, time: 0, negated: parsed.negated,
                    condition: parsed.condition))
        default:
            let hint =
                headerVerbs.contains(verb.text) ? " ('\(verb.text)' is a header statement and takes no time)" : ""
            throw cursor.error(
                "unknown verb '\(verb.text)'\(hint); expected \(eventVerbs.joined(separator: ", "))", at: verb.column)
        }
        let statement = ScriptStatement(line: cursor.line, column: verb.column, time: 0, kind: kind)
        return ParsedStatement(
            statement: statement, timeColumn: verb.column, fingerColumn: fingerColumn, argumentColumn: verb.column)
    }

    private static func parseTap(_ cursor: inout TokenCursor) throws(ScriptError) -> ScriptStatement.Kind {
        let point = try cursor.point("the tap")
        var count: Int?
        var seen: Set<String> = []
        var interval: Double?
        while let clause = cursor.peek() {
            try checkClause(clause, seen: &seen, cursor: cursor)
            switch clause.text {
            case "count":
                cursor.skip()
                count = try cursor.integer(
                    "count", in: 1...ScriptExpansion.maximumTapCount, tooSmall: "count must be at least 1"
                ).value
            case "interval":
                cursor.skip()
                let parsed = try cursor.nonNegative("interval")
                if parsed.value < ScriptExpansion.tapLength {
                    throw cursor.error(
                        "interval must be at least \(ScriptNumber.format(ScriptExpansion.tapLength)) s "
                            + "(the length of one tap)", at: parsed.token.column)
                }
                interval = parsed.value
            default:
                throw cursor.error(
                    "unexpected '\(clause.text)'; tap takes 'count N' and 'interval S'", at: clause.column)
            }
        }
        return .tap(point: point, count: count ?? 1, interval: interval ?? ScriptExpansion.defaultTapInterval)
    }

    private static func parseDrag(
        _ cursor: inout TokenCursor
    ) throws(ScriptError) -> (kind: ScriptStatement.Kind, fingerColumn: Int?) {
        let from = try cursor.point("the drag's start")
        try cursor.keyword("->", before: "the drag's end point")
        let to = try cursor.point("the drag's end")
        try cursor.keyword("in", before: "the drag's duration")
        let duration = try cursor.nonNegative("the duration")
        var finger: (value: Int, token: ScriptToken)?
        var seen: Set<String> = []
        var hold: Double?
        var hz: (value: Double, token: ScriptToken)?
        while let clause = cursor.peek() {
            try checkClause(clause, seen: &seen, cursor: cursor)
            switch clause.text {
            case "finger":
                cursor.skip()
                finger = try cursor.integer("the finger", in: fingers)
            case "hold":
                cursor.skip()
                hold = try cursor.nonNegative("hold").value
            case "hz":
                cursor.skip()
                let rate = try cursor.number("hz")
                if rate.value <= 0 { throw cursor.error("hz must be greater than 0", at: rate.token.column) }
                hz = rate
            default:
                throw cursor.error(
                    "unexpected '\(clause.text)'; drag takes 'finger F', 'hold H' and 'hz R'", at: clause.column)
            }
        }
        let rate = hz?.value ?? ScriptExpansion.defaultRate
        if ScriptExpansion.sampleCount(duration: duration.value, hz: rate) == nil {
            throw cursor.error(
                "the drag needs more than \(ScriptExpansion.maximumSamples) samples; shorten it or lower hz",
                at: duration.token.column)
        }
        let kind = ScriptStatement.Kind.drag(
            from: from, to: to, duration: duration.value, finger: finger?.value ?? 1, hold: hold ?? 0, hz: rate)
        return (kind, finger?.token.column)
    }

    private static func parsePinch(_ cursor: inout TokenCursor) throws(ScriptError) -> ScriptStatement.Kind {
        let center = try cursor.point("the pinch's centre")
        let fromRadius = try cursor.nonNegative("the start radius").value
        try cursor.keyword("->", before: "the end radius")
        let toRadius = try cursor.nonNegative("the end radius").value
        try cursor.keyword("in", before: "the pinch's duration")
        let duration = try cursor.nonNegative("the duration")
        var angle: Double?
        var seen: Set<String> = []
        while let clause = cursor.peek() {
            try checkClause(clause, seen: &seen, cursor: cursor)
            guard clause.text == "angle" else {
                throw cursor.error("unexpected '\(clause.text)'; pinch takes 'angle A'", at: clause.column)
            }
            cursor.skip()
            angle = try cursor.number("the angle").value
        }
        if ScriptExpansion.sampleCount(duration: duration.value, hz: ScriptExpansion.defaultRate) == nil {
            throw cursor.error(
                "the pinch needs more than \(ScriptExpansion.maximumSamples) samples; shorten it",
                at: duration.token.column)
        }
        return .pinch(
            center: center, fromRadius: fromRadius, toRadius: toRadius, duration: duration.value, angle: angle ?? 0)
    }

    /// Rejects a quoted clause word or a clause given twice, and remembers this one.
    static func checkClause(
        _ clause: ScriptToken, seen: inout Set<String>, cursor: TokenCursor
    ) throws(ScriptError) {
        if clause.quoted { throw cursor.error("unexpected '\(clause.text)'", at: clause.column) }
        if seen.contains(clause.text) { throw cursor.error("'\(clause.text)' is given twice", at: clause.column) }
        seen.insert(clause.text)
    }
}
