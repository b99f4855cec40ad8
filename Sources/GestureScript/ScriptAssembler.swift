/// Applies the document-level rules to statements in file order and builds the `TouchScript`.
///
/// Rules: each header statement at most once and before the first event; event times never decrease
/// (a tolerance of 1e-9 s absorbs rounding in relative times); nothing after `end`; scene and options valid
/// in the catalog (a `set` before `scene` is checked when the scene arrives; without a `scene` line, against
/// any scene); an option key at most once across `scene` and `set`. Finger-state rules run on the merged,
/// time-ordered events at the end (`ScriptEventOrdering`).
struct ScriptAssembler {
    let file: String
    let baseDirectory: String
    let catalog: SceneCatalog

    private(set) var statements: [ScriptStatement] = []
    private var headerLines: [String: Int] = [:]
    private var scene: String?
    private var sceneOptions: [ScriptOption] = []
    private var setOptions: [ScriptOption] = []
    private var setLine = 0
    private var optionLines: [String: Int] = [:]
    private var imagesAsWritten: [String] = []
    private var device: DeviceSpec?
    private var iosVersion: Int?
    private var whatIfEdits: [WhatIfEdit] = []
    private var firstEventLine: Int?
    private var end: (time: Double, line: Int, column: Int)?
    private var pending: [PendingEvent] = []
    /// `hover`/`hover-out` events, each with the number of touch events generated before it (its `order`).
    private var pendingPointers: [(event: ScriptPointerEvent, order: Int)] = []
    private var expectations: [ScriptExpectation] = []

    /// Events expanded so far, across all statements; a guard against runaway input.
    static let maximumEvents = 1_000_000

    init(file: String, baseDirectory: String, catalog: SceneCatalog) {
        self.file = file
        self.baseDirectory = baseDirectory
        self.catalog = catalog
    }

    /// The start time of the last event line, which a relative time counts from (0 before any event).
    private(set) var previousTime = 0.0

    /// The scene named so far, whose declared names `expect` lines are checked against.
    var sceneEntry: SceneCatalog.SceneEntry? { scene.flatMap { catalog.scene(named: $0) } }
    private var previousLine = 0

    private func error(_ message: String, line: Int, column: Int) -> ScriptError {
        ScriptError(file: file, line: line, column: column, message: message)
    }

    mutating func add(_ parsed: ParsedStatement) throws(ScriptError) {
        let statement = parsed.statement
        if let end {
            throw error("nothing may follow 'end' (line \(end.line))", line: statement.line, column: parsed.timeColumn)
        }
        if statement.isHeader {
            try addHeader(parsed)
        } else {
            try addEvent(parsed)
        }
        statements.append(statement)
    }

    private mutating func addHeader(_ parsed: ParsedStatement) throws(ScriptError) {
        let statement = parsed.statement
        let verb = Self.verb(of: statement.kind)
        if let firstEventLine {
            throw error(
                "'\(verb)' must come before the first event (line \(firstEventLine))",
                line: statement.line, column: statement.column)
        }
        if let earlier = headerLines[verb], verb != "whatif" {
            throw error(
                "'\(verb)' is given twice (first on line \(earlier))", line: statement.line, column: statement.column)
        }
        headerLines[verb] = statement.line
        switch statement.kind {
        case .scene(let name, let options):
            guard catalog.scene(named: name) != nil else {
                let message = catalog.validate(scene: name) ?? "unknown scene '\(name)'"
                throw error(message, line: statement.line, column: parsed.argumentColumn)
            }
            scene = name
            try check(setOptions, line: setLine)
            try claim(options, line: statement.line)
            try check(options, line: statement.line)
            sceneOptions = options
        case .set(let options):
            setLine = statement.line
            try claim(options, line: statement.line)
            if scene != nil { try check(options, line: statement.line) }
            setOptions = options
        case .images(let paths):
            imagesAsWritten = paths
        case .device(let spec):
            device = spec
        case .ios(let version):
            iosVersion = version
        case .whatif(let edit):
            whatIfEdits.append(edit)
        default:
            break
        }
    }

    private mutating func addEvent(_ parsed: ParsedStatement) throws(ScriptError) {
        let statement = parsed.statement
        let time = statement.time ?? 0
        if firstEventLine == nil { firstEventLine = statement.line }
        if time < previousTime - 1e-9 {
            throw error(
                "time \(ScriptNumber.format(time, decimals: 6)) is before the previous event's time "
                    + "\(ScriptNumber.format(previousTime, decimals: 6)) (line \(previousLine)); times never decrease",
                line: statement.line, column: parsed.timeColumn)
        }
        previousTime = max(previousTime, time)
        previousLine = statement.line
        if case .end = statement.kind {
            end = (time, statement.line, statement.column)
            return
        }
        if case .expect(let expectation) = statement.kind {
            expectations.append(expectation)
            return
        }
        let pointerKind: ScriptPointerEvent.Kind?
        switch statement.kind {
        case .hover(let point): pointerKind = .hover(point)
        case .hoverOut: pointerKind = .out
        default: pointerKind = nil
        }
        if let pointerKind {
            let event = ScriptPointerEvent(time: time, kind: pointerKind, line: statement.line)
            pendingPointers.append((event, pending.count))
            return
        }
        let events = ScriptExpansion.events(for: parsed, startingAt: pending.count)
        if pending.count + events.count > Self.maximumEvents {
            throw error(
                "the script expands to more than \(Self.maximumEvents) events",
                line: statement.line, column: statement.column)
        }
        pending += events
    }

    /// Records the line of each key, rejecting a key already given on another `scene`/`set` line.
    private mutating func claim(_ options: [ScriptOption], line: Int) throws(ScriptError) {
        for option in options {
            if let earlier = optionLines[option.key] {
                throw error(
                    "option '\(option.key)' is already given on line \(earlier)", line: line, column: option.column)
            }
            optionLines[option.key] = line
        }
    }

    /// Validates options against the scene (or any scene when there is none), pointing at key or value.
    private func check(_ options: [ScriptOption], line: Int) throws(ScriptError) {
        for option in options {
            switch catalog.check(key: option.key, value: option.value, scene: scene) {
            case .valid:
                continue
            case .unknownScene(let message), .unknownKey(let message):
                throw error(message, line: line, column: option.column)
            case .invalidValue(let message):
                throw error(message, line: line, column: option.valueColumn)
            }
        }
    }

    /// Runs the final checks and builds the script.
    func finish() throws(ScriptError) -> TouchScript {
        if scene == nil { try check(setOptions, line: setLine) }
        let events = try ScriptEventOrdering.order(pending, file: file)
        let pointerEvents = ScriptEventOrdering.place(pendingPointers, among: pending, ordered: events)
        if let end, let late = events.last(where: { $0.time > end.time + 1e-9 }) {
            throw error(
                "the run ends at \(ScriptNumber.format(end.time, decimals: 6)), before the events of line "
                    + "\(late.line) finish (at \(ScriptNumber.format(late.time, decimals: 6)))",
                line: end.line, column: end.column)
        }
        return TouchScript(
            sourceName: file, baseDirectory: baseDirectory, scene: scene,
            sceneOptions: sceneOptions.map { ($0.key, $0.value) }, setOptions: setOptions.map { ($0.key, $0.value) },
            images: imagesAsWritten.map { ScriptPaths.resolve($0, against: baseDirectory) },
            imagesAsWritten: imagesAsWritten, device: device, events: events, endTime: end?.time,
            statements: statements, expectations: expectations, iosVersion: iosVersion,
            whatIfEdits: whatIfEdits, pointerEvents: pointerEvents)
    }

    static func verb(of kind: ScriptStatement.Kind) -> String {
        switch kind {
        case .scene: return "scene"
        case .set: return "set"
        case .images: return "images"
        case .device: return "device"
        case .ios: return "ios"
        case .whatif: return "whatif"
        case .down: return "down"
        case .move: return "move"
        case .up: return "up"
        case .cancel: return "cancel"
        case .tap: return "tap"
        case .drag: return "drag"
        case .pinch: return "pinch"
        case .hover: return "hover"
        case .hoverOut: return "hover-out"
        case .end: return "end"
        case .expect: return "expect"
        }
    }
}
