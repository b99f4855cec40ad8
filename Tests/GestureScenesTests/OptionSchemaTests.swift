import GestureScenes
import GestureScript
import Testing

@Suite("One option schema")
struct OptionSchemaTests {
    @Test("a scene's option type is the parser's option type, not a copy bridged to it")
    func sceneOptionIsTheCatalogOption() {
        #expect(ObjectIdentifier(SceneOptionSpec.self) == ObjectIdentifier(SceneCatalog.OptionSpec.self))
    }

    @Test("the parser's catalog is built from the scenes: every option is the scene's own value")
    func catalogComesFromTheScenes() throws {
        let registry = SceneRegistry.builtIn
        let catalog = registry.catalog
        #expect(catalog.sceneNames == registry.names)
        for description in registry.descriptions {
            let entry = try #require(catalog.scene(named: description.name))
            #expect(entry.options == description.options, "\(description.name)")
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
                try NestedScene(context: context, options: [:])
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
