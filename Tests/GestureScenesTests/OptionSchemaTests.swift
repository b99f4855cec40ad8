@testable import GestureScenes
import GestureScript
import Testing

@Suite("One option schema")
struct OptionSchemaTests {
    /// The built-in scenes' options as the scenes document them (scenes.md), written out by hand: key, kind,
    /// default, start option.
    static let builtInOptions: [String: [SceneCatalog.OptionSpec]] = [
        "taps": [.init(key: "single-waits-for-double", kind: .choice(["on", "off"]), defaultValue: "on")],
        "nested": [
            .init(key: "handoff", kind: .choice(["none", "toggle-enabled", "linked-pan", "linked-pan-inertia", "coordinated"]),
                  defaultValue: "coordinated")
        ],
        "sheet": [
            .init(key: "expands", kind: .choice(["off", "on"]), defaultValue: "off"),
            .init(key: "list", kind: .choice(["plain", "refresh-control", "refresh-dismiss-pan", "toggle-scroll", "nested"]),
                  defaultValue: "plain"),
            .init(key: "start", kind: .choice(["sheet", "home"]), defaultValue: "sheet", isStartOption: true),
        ],
        "context-menu": [
            .init(key: "long-press", kind: .choice(["none", "cell-long-press", "simultaneous"]), defaultValue: "none"),
            .init(key: "tap", kind: .choice(["did-select", "tap-recognizer", "tap-simultaneous"]), defaultValue: "did-select"),
            .init(key: "delays-content-touches", kind: .choice(["on", "off"]), defaultValue: "on"),
        ],
        "refresh": [
            .init(key: "refresh",
                  kind: .choice(["outer", "inner", "outer-bounces-off", "simultaneous-pan", "no-transfer"]),
                  defaultValue: "outer"),
            .init(key: "end-refreshing", kind: .choice(["when-idle", "always", "if-refreshing"]),
                  defaultValue: "when-idle"),
        ],
        "carousel": [
            .init(key: "fix", kind: .choice(["no-transfer", "none", "simultaneous", "pager-scroll-disabled", "directional-lock", "no-content-delay"]),
                  defaultValue: "no-transfer"),
            .init(key: "pushed", kind: .choice(["no", "yes"]), defaultValue: "no", isStartOption: true),
        ],
        "photos": [
            .init(key: "open", kind: .integer(0...999_999), defaultValue: "", isStartOption: true),
            .init(key: "long-image-dismiss", kind: .choice(["on", "off"]), defaultValue: "on"),
            .init(key: "dismiss-style", kind: .choice(["rotation", "scale", "slide", "none"]), defaultValue: "rotation"),
        ],
        "navigation": [
            .init(key: "start", kind: .choice(["album", "root"]), defaultValue: "album", isStartOption: true),
            .init(key: "pop", kind: .choice(["system", "replaced-delegate", "simultaneous", "require-to-fail", "per-page"]),
                  defaultValue: "system"),
        ],
        "zoom": [
            .init(key: "dismiss", kind: .choice(["gate", "plain", "should-begin", "no-bounce"]), defaultValue: "gate")
        ],
        "controls": [
            .init(key: "touches", kind: .choice(["cancel-controls", "default", "no-delay", "no-cancel"]),
                  defaultValue: "cancel-controls"),
            .init(key: "slider", kind: .choice(["refuse-pager", "plain", "toggle-scroll"]), defaultValue: "refuse-pager"),
        ],
    ]

    @Test("a scene's integer option reaches the parser with its range: the ends parse, one past them is refused")
    func integerRangeReachesTheParser() throws {
        let extra = SceneDescription(
            name: "mine", title: "Mine", problem: "",
            options: [SceneOptionSpec(key: "count", kind: .integer(2...5), defaultValue: "3")],
            mainFix: nil, recognizers: [], scrollViews: [], actions: [])
        let catalog = SceneRegistry.builtIn.appending([
            SceneType(description: extra) { (context, options) throws(SceneError) in
                try LabSceneHost(NestedScene.self, context: context, options: [:])
            },
        ]).catalog
        for value in ["2", "5"] {
            let script = try TouchScriptParser.parse("scene mine count=\(value)\n", sourceName: "mine.touches", catalog: catalog)
            #expect(script.scene == "mine")
        }
        for value in ["1", "6"] {
            #expect(throws: ScriptError.self, "count=\(value)") {
                try TouchScriptParser.parse("scene mine count=\(value)\n", sourceName: "mine.touches", catalog: catalog)
            }
        }
    }

    @Test("the parser's catalog holds the built-in scenes' options as the scenes document them")
    func catalogComesFromTheScenes() throws {
        let catalog = SceneRegistry.builtIn.catalog
        #expect(catalog.sceneNames == ["photos", "navigation", "taps", "nested", "controls", "inbox", "refresh", "carousel", "pager-back", "sheet", "context-menu", "zoom"])
        for (name, expected) in Self.builtInOptions {
            let entry = try #require(catalog.scene(named: name))
            #expect(entry.options.map(\.key) == expected.map(\.key), "\(name)")
            for (option, want) in zip(entry.options, expected) {
                #expect(option.kind == want.kind && option.defaultValue == want.defaultValue
                        && option.isStartOption == want.isStartOption, "\(name) \(option.key): \(option)")
            }
        }
    }

    @Test("a scene appended to the registry is in the catalog the parser checks scripts against")
    func appendedSceneReachesTheParser() throws {
        let extra = SceneDescription(
            name: "mine", title: "Mine", problem: "",
            options: [SceneOptionSpec(key: "fix", kind: .choice(["off", "on"]), defaultValue: "on")],
            mainFix: nil, recognizers: [], scrollViews: [], actions: [])
        let registry = SceneRegistry.builtIn.appending([
            SceneType(description: extra) { (context, options) throws(SceneError) in
                try LabSceneHost(NestedScene.self, context: context, options: [:])
            },
        ])
        #expect(registry.names.last == "mine")
        let script = try TouchScriptParser.parse("scene mine fix=off\n0 tap 10 10\n", sourceName: "mine.touches",
                                                 catalog: registry.catalog)
        #expect(script.scene == "mine")
        #expect(throws: ScriptError.self) {
            try TouchScriptParser.parse("scene mine fix=maybe\n", sourceName: "mine.touches", catalog: registry.catalog)
        }
    }
}
