import GestureUIKit
import GestureScenes

extension ReplayReport {
    /// The report as the contract's JSON object, keys in the spec's order.
    ///
    /// `scene`, `options`, `device`, `ios` when a script or `--ios` set it (so reports of scripts without it keep
    /// their bytes), `whatif` when edits are in force, `end`, `transitions`, `actions`, `final`, then `errors` when there are any,
    /// then `expectations` when the script has `expect` lines, then `deviations` when the run exercised any, then
    /// `console` when the run printed anything UIKit prints (an unsatisfiable constraint).
    /// Times have 4 decimals, points 2, zoom scales and action values 4.
    public var json: JSONValue {
        var pairs: [(String, JSONValue)] = [
            ("scene", .string(scene)),
            ("options", .object(options.map { ($0.key, .string($0.value)) })),
            (
                "device",
                .object([
                    ("width", .geometry(device.width)),
                    ("height", .geometry(device.height)),
                    ("scale", .number(device.scale, decimals: 4)),
                ])
            ),
        ]
        if let ios { pairs.append(("ios", .integer(ios))) }
        if !whatIf.isEmpty { pairs.append(("whatif", .array(whatIf.map { .string($0) }))) }
        pairs += [
            ("end", .time(end)),
            ("transitions", .array(transitions.map(\.json))),
            ("actions", .array(actions.map(Self.json(of:)))),
            (
                "final",
                .object([
                    ("screen", .string(screen)),
                    ("navigationDepth", .integer(navigationDepth)),
                    ("scrollViews", .object(scrollViews.map { ($0.name, Self.json(of: $0)) })),
                ])
            ),
        ]
        if !errors.isEmpty {
            pairs.append(
                (
                    "errors",
                    .array(
                        errors.map {
                            .object([("image", .string($0.image)), ("message", .string($0.message))])
                        })
                ))
        }
        if !expectations.isEmpty { pairs.append(("expectations", .array(expectations.map(\.json)))) }
        if !deviations.isEmpty { pairs.append(("deviations", .array(deviations.map(\.json)))) }
        if !console.isEmpty { pairs.append(("console", .array(console.map { .string($0) }))) }
        return .object(pairs)
    }

    /// The report's text as `--report` writes it, with a final newline.
    public var text: String { JSONWriter.write(json) + "\n" }

    /// Compare mode: `{"runs": [REPORT_A, REPORT_B, ...]}`.
    public static func compareJSON(_ reports: [ReplayReport]) -> JSONValue {
        .object([("runs", .array(reports.map(\.json)))])
    }

    /// Compare mode's text, with a final newline.
    public static func compareText(_ reports: [ReplayReport]) -> String {
        JSONWriter.write(compareJSON(reports)) + "\n"
    }

    private static func json(of action: SceneAction) -> JSONValue {
        var pairs: [(String, JSONValue)] = [("t", .time(action.time)), ("name", .string(action.name))]
        if let value = action.value { pairs.append(("value", .number(value, decimals: 4))) }
        return .object(pairs)
    }

    private static func json(of scrollView: ScrollViewReport) -> JSONValue {
        var pairs: [(String, JSONValue)] = [
            ("contentOffset", .array([.geometry(scrollView.contentOffset.x), .geometry(scrollView.contentOffset.y)])),
            (
                "contentSize",
                .array([.geometry(scrollView.contentSize.width), .geometry(scrollView.contentSize.height)])
            ),
            ("zoomScale", .number(scrollView.zoomScale, decimals: 4)),
        ]
        if let page = scrollView.page { pairs.append(("page", .integer(page))) }
        pairs.append(("dragging", .bool(scrollView.dragging)))
        pairs.append(("decelerating", .bool(scrollView.decelerating)))
        return .object(pairs)
    }
}

extension ReplayReport.Deviation {
    /// `{"member", "uikit", "kit", "firstTime", "count"}`.
    var json: JSONValue {
        .object([
            ("member", .string(member)),
            ("uikit", .string(uikit)),
            ("kit", .string(kit)),
            ("firstTime", .time(firstTime)),
            ("count", .integer(count)),
        ])
    }
}

extension ReplayReport.Transition {
    /// `{"t", "recognizer", "from", "to", "reason"}`.
    var json: JSONValue {
        .object([
            ("t", .time(time)),
            ("recognizer", .string(recognizer)),
            ("from", .string(from.rawValue)),
            ("to", .string(to.rawValue)),
            ("reason", .string(reason)),
        ])
    }
}
