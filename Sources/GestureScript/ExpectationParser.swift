/// Parses what follows `T expect` into a condition, pointing every problem at its token.
///
/// Grammar (touch-script.md, "Expectations"): `[not] action NAME [value V] [count N]`, `[not] RECOGNIZER STATE`,
/// `[not] RECOGNIZER is STATE`, `[not] offset SCROLLVIEW x|y OP NUMBER [within TOL]`,
/// `[not] zoom SCROLLVIEW OP NUMBER [within TOL]`, `[not] page SCROLLVIEW N`, `[not] screen NAME`,
/// `[not] depth N`. Recognizer, scroll view and action names must be ones the scene declares, when it declares
/// them (`SceneCatalog.SceneEntry.recognizers`...).
enum ExpectationParser {
    /// The words that start a condition; any other word is taken as a recognizer name.
    static let conditionWords = ["action", "offset", "zoom", "page", "screen", "depth"]
    /// The states `RECOGNIZER STATE` accepts (a transition to it).
    static let transitionStates: [ScriptExpectation.State] = [
        .began, .changed, .ended, .cancelled, .failed, .recognized,
    ]
    /// The states `RECOGNIZER is STATE` accepts.
    static let currentStates: [ScriptExpectation.State] = [.possible, .began, .changed, .ended, .cancelled, .failed]
    /// Largest `count`, `page` and `depth`: a guard against typos such as a time in the wrong place.
    static let maximumInteger = 1_000_000

    static func parse(
        _ cursor: inout TokenCursor, scene: SceneCatalog.SceneEntry?
    ) throws(ScriptError) -> (negated: Bool, condition: ScriptExpectation.Condition) {
        var negated = false
        if let first = cursor.peek(), first.text == "not", !first.quoted {
            negated = true
            cursor.skip()
        }
        let head = try cursor.word(
            "a condition after 'expect': \(conditionWords.joined(separator: ", ")), or a recognizer name")
        let condition: ScriptExpectation.Condition
        switch head.text {
        case "action":
            let name = try cursor.word("an action name after 'action'")
            try check(name, .action, in: scene, cursor: cursor)
            condition = try parseAction(name: name.text, cursor: &cursor)
        case "offset":
            let name = try cursor.word("a scroll view name after 'offset'")
            try check(name, .scrollView, in: scene, cursor: cursor)
            let axisToken = try cursor.word("the axis, x or y")
            guard let axis = ScriptExpectation.Axis(rawValue: axisToken.text) else {
                throw cursor.error("unknown axis '\(axisToken.text)'; expected x or y", at: axisToken.column)
            }
            let comparison = try parseComparison(&cursor, what: "the offset", positive: false)
            condition = .offset(scrollView: name.text, axis: axis, comparison: comparison)
        case "zoom":
            let name = try cursor.word("a scroll view name after 'zoom'")
            try check(name, .scrollView, in: scene, cursor: cursor)
            let comparison = try parseComparison(&cursor, what: "the zoom scale", positive: true)
            condition = .zoom(scrollView: name.text, comparison: comparison)
        case "page":
            let name = try cursor.word("a scroll view name after 'page'")
            try check(name, .scrollView, in: scene, cursor: cursor)
            let page = try cursor.integer("the page", in: 0...maximumInteger)
            try cursor.expectEnd(after: "'page SCROLLVIEW N'")
            condition = .page(scrollView: name.text, page: page.value)
        case "screen":
            let name = try cursor.word("a screen name after 'screen'")
            try cursor.expectEnd(after: "'screen NAME'")
            condition = .screen(name.text)
        case "depth":
            let depth = try cursor.integer("the depth", in: 0...maximumInteger)
            try cursor.expectEnd(after: "'depth N'")
            condition = .depth(depth.value)
        default:
            guard isName(head.text) else {
                throw cursor.error(
                    "unknown condition '\(head.text)'; expected \(conditionWords.joined(separator: ", ")), "
                        + "or a recognizer name", at: head.column)
            }
            if let scene, scene.checkName(head.text, kind: .recognizer) != nil {
                throw cursor.error(
                    "unknown condition or recognizer '\(head.text)' for scene '\(scene.name)'; conditions: "
                        + conditionWords.joined(separator: ", ") + "; recognizers: "
                        + NameDistance.closestFirst(to: head.text, in: scene.recognizers ?? [])
                        .joined(separator: ", "), at: head.column)
            }
            condition = try parseRecognizer(name: head.text, cursor: &cursor)
        }
        return (negated, condition)
    }

    /// Throws at `name` when the scene declares its names of `kind` and this is not one of them, listing the names
    /// it has closest first.
    private static func check(
        _ name: ScriptToken, _ kind: SceneCatalog.SceneEntry.NameKind, in scene: SceneCatalog.SceneEntry?,
        cursor: TokenCursor
    ) throws(ScriptError) {
        if let message = scene?.checkName(name.text, kind: kind) { throw cursor.error(message, at: name.column) }
    }

    private static func parseAction(
        name: String, cursor: inout TokenCursor
    ) throws(ScriptError) -> ScriptExpectation.Condition {
        var value: Double?
        var count: Int?
        var seen: Set<String> = []
        while let clause = cursor.peek() {
            try StatementParser.checkClause(clause, seen: &seen, cursor: cursor)
            switch clause.text {
            case "value":
                cursor.skip()
                value = try cursor.number("the action's value").value
            case "count":
                cursor.skip()
                count = try cursor.integer("count", in: 0...maximumInteger).value
            default:
                throw cursor.error(
                    "unexpected '\(clause.text)'; action takes 'value V' and 'count N'", at: clause.column)
            }
        }
        return .action(name: name, value: value, count: count)
    }

    private static func parseRecognizer(
        name: String, cursor: inout TokenCursor
    ) throws(ScriptError) -> ScriptExpectation.Condition {
        var word = try cursor.word("a state after '\(name)' (or 'is STATE')")
        let current = word.text == "is"
        if current { word = try cursor.word("a state after 'is'") }
        let allowed = current ? currentStates : transitionStates
        guard let state = ScriptExpectation.State(rawValue: word.text), allowed.contains(state) else {
            let hint = current && word.text == "recognized" ? " ('recognized' is for transitions: drop 'is')" : ""
            throw cursor.error(
                "unknown state '\(word.text)'\(hint); expected \(allowed.map(\.rawValue).joined(separator: ", "))",
                at: word.column)
        }
        try cursor.expectEnd(after: current ? "'\(name) is STATE'" : "'\(name) STATE'")
        return current ? .state(recognizer: name, state: state) : .transition(recognizer: name, to: state)
    }

    /// `OP NUMBER [within TOL]`; `positive` requires NUMBER > 0 (zoom scales).
    private static func parseComparison(
        _ cursor: inout TokenCursor, what: String, positive: Bool
    ) throws(ScriptError) -> ScriptExpectation.Comparison {
        let opToken = try cursor.word("an operator (\(operatorList))")
        guard let op = ScriptExpectation.Operator(rawValue: opToken.text) else {
            throw cursor.error("unknown operator '\(opToken.text)'; expected \(operatorList)", at: opToken.column)
        }
        let number = try cursor.number(what)
        if positive, number.value <= 0 {
            throw cursor.error("\(what) must be greater than 0", at: number.token.column)
        }
        var tolerance: Double?
        if let clause = cursor.peek() {
            guard clause.text == "within", !clause.quoted else {
                throw cursor.error("unexpected '\(clause.text)'; a comparison takes 'within TOL'", at: clause.column)
            }
            guard op == .equal else {
                throw cursor.error("'within' applies to '==' only", at: clause.column)
            }
            cursor.skip()
            tolerance = try cursor.nonNegative("the tolerance").value
            try cursor.expectEnd(after: "'within TOL'")
        }
        return ScriptExpectation.Comparison(op: op, value: number.value, tolerance: tolerance)
    }

    private static var operatorList: String {
        ScriptExpectation.Operator.allCases.map(\.rawValue).joined(separator: " ")
    }

    /// Whether `text` can be a stable name: a letter or `_`, then letters, digits, `.`, `_` or `-`.
    static func isName(_ text: String) -> Bool {
        // A leading underscore is allowed: UIKit's private recognizers are named that way
        // (`_UISheetInteractionBackgroundDismissRecognizer`).
        guard let first = text.unicodeScalars.first, first.properties.isAlphabetic || first == "_" else {
            return false
        }
        return text.unicodeScalars.allSatisfy { scalar in
            scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || ".-_".unicodeScalars.contains(scalar)
        }
    }
}
