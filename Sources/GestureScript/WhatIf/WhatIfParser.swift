/// Parses the words after `whatif` (or a `--whatif` value) into a `WhatIfEdit`, checking every name against the
/// scene's declared recognizers and scroll views (an unknown name lists the names that exist, closest first).
enum WhatIfParser {
    static let recognizerVerbs = ["disabled", "requires", "simultaneous", "shouldBegin", "receives"]
    static let directionWords = WhatIfCondition.Direction.allCases.map(\.rawValue)

    static func parse(
        _ cursor: inout TokenCursor, scene: SceneCatalog.SceneEntry?
    ) throws(ScriptError) -> WhatIfEdit {
        let subject = try cursor.word("a recognizer or scroll view name after 'whatif'")
        let verb = try cursor.word("what to change after '\(subject.text)'")
        if let property = WhatIfScrollProperty(rawValue: verb.text) {
            try check(subject, .scrollView, scene: scene, cursor: cursor)
            let value = try onOff(&cursor, after: property.rawValue)
            try cursor.expectEnd(after: "'on' or 'off'")
            return WhatIfEdit(subject.text, .scrollProperty(property, value))
        }
        guard recognizerVerbs.contains(verb.text) else {
            let properties = WhatIfScrollProperty.allCases.map(\.rawValue)
            throw cursor.error(
                "unknown edit '\(verb.text)'; expected \(recognizerVerbs.joined(separator: ", ")) after a recognizer, "
                    + "or a scroll view property: \(properties.joined(separator: ", "))", at: verb.column)
        }
        try check(subject, .recognizer, scene: scene, cursor: cursor)
        let kind: WhatIfEdit.Kind
        switch verb.text {
        case "disabled":
            kind = .disabled
        case "requires", "simultaneous":
            let other = try cursor.word("a recognizer name after '\(verb.text)'")
            try check(other, .recognizer, scene: scene, cursor: cursor)
            if other.text == subject.text {
                throw cursor.error("'\(subject.text)' cannot be \(verb.text) itself", at: other.column)
            }
            kind = verb.text == "requires" ? .requires(other.text) : .simultaneous(other.text)
        case "receives":
            let answer = try cursor.word("'no' after 'receives'")
            guard answer.text == "no" else { throw cursor.error("expected 'no' after 'receives'", at: answer.column) }
            kind = .receivesNo
        default:
            let answer = try cursor.word("'no', 'when' or 'unless' after 'shouldBegin'")
            switch answer.text {
            case "no": kind = .shouldBegin(nil)
            case "when", "unless":
                kind = .shouldBegin(try condition(&cursor, negated: answer.text == "unless", scene: scene))
            default:
                throw cursor.error(
                    "unknown answer '\(answer.text)' after 'shouldBegin'; expected no, when, unless", at: answer.column)
            }
        }
        try cursor.expectEnd(after: "the edit")
        return WhatIfEdit(subject.text, kind)
    }

    private static func onOff(_ cursor: inout TokenCursor, after property: String) throws(ScriptError) -> Bool {
        let value = try cursor.word("'on' or 'off' after '\(property)'")
        switch value.text {
        case "on": return true
        case "off": return false
        default:
            throw cursor.error("expected 'on' or 'off' after '\(property)', found '\(value.text)'", at: value.column)
        }
    }

    /// `TERM [and TERM]...`.
    private static func condition(
        _ cursor: inout TokenCursor, negated: Bool, scene: SceneCatalog.SceneEntry?
    ) throws(ScriptError) -> WhatIfCondition {
        var terms = [try term(&cursor, scene: scene)]
        while let next = cursor.peek(), next.text == "and" {
            cursor.skip()
            terms.append(try term(&cursor, scene: scene))
        }
        return WhatIfCondition(terms, negated: negated)
    }

    private static func term(
        _ cursor: inout TokenCursor, scene: SceneCatalog.SceneEntry?
    ) throws(ScriptError) -> WhatIfCondition.Term {
        let head = try cursor.word("a condition (\(directionWords.joined(separator: ", ")), S at EDGE, depth OP N)")
        if let direction = WhatIfCondition.Direction(rawValue: head.text) { return .direction(direction) }
        if head.text == "depth" {
            let op = try cursor.word("a comparison after 'depth' (>, >=, <, <=, ==, !=)")
            guard let comparison = WhatIfCondition.Comparison(rawValue: op.text) else {
                throw cursor.error("unknown comparison '\(op.text)'; expected >, >=, <, <=, ==, !=", at: op.column)
            }
            let value = try cursor.integer("the depth", in: 0...1_000)
            return .depth(comparison, value.value)
        }
        guard let next = cursor.peek(), next.text == "at" else {
            throw cursor.error(
                "unknown condition '\(head.text)'; expected \(directionWords.joined(separator: ", ")), "
                    + "'SCROLLVIEW at top|bottom|leading|trailing' or 'depth OP N'", at: head.column)
        }
        try check(head, .scrollView, scene: scene, cursor: cursor)
        cursor.skip()
        let edgeWord = try cursor.word("an edge after 'at' (top, bottom, leading, trailing)")
        guard let edge = WhatIfCondition.Edge(rawValue: edgeWord.text) else {
            throw cursor.error(
                "unknown edge '\(edgeWord.text)'; expected top, bottom, leading, trailing", at: edgeWord.column)
        }
        return .edge(scrollView: head.text, edge)
    }

    /// Throws at `name` when the scene declares its names of `kind` and this is not one of them, listing the
    /// names it has, the closest first.
    private static func check(
        _ name: ScriptToken, _ kind: SceneCatalog.SceneEntry.NameKind, scene: SceneCatalog.SceneEntry?,
        cursor: TokenCursor
    ) throws(ScriptError) {
        // A pattern as declared (`page.N.pan`) names every recognizer it matches.
        if let scene, scene.declaredNames(kind)?.contains(name.text) == true { return }
        if let message = scene?.checkName(name.text, kind: kind) {
            throw cursor.error(message, at: name.column)
        }
    }
}

extension WhatIfEdit {
    /// Parses one edit as `--whatif` gives it (`"banner.pan requires nav.edgePop"`), checked against `scene`'s
    /// names when given; errors carry `source` as their file, line 1 and the column in `text`.
    public static func parse(
        _ text: String, scene: SceneCatalog.SceneEntry? = nil, source: String = "--whatif"
    ) throws(ScriptError) -> WhatIfEdit {
        let tokens = try ScriptScanner.tokens(in: Array(text.unicodeScalars), lineNumber: 1, file: source)
        var cursor = TokenCursor(tokens: tokens, line: 1, file: source)
        if tokens.first?.text == "whatif" { cursor.skip() }
        return try WhatIfParser.parse(&cursor, scene: scene)
    }
}
