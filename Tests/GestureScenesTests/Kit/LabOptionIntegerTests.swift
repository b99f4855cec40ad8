import Foundation
import GestureUIKit
import GestureScript
import Testing
@testable import GestureScenes

/// A scene whose start option is a number, as the photos scene's `open=N`.
private final class NumberedStartScene: LabScene {
    static let name = "numbered-start"
    static let options: [LabOption] = [
        .choice("fix", ["on", "off"], default: "on"),
        .integer("open", in: 0...9, start: true, summary: "the item shown first"),
    ]
    let lab: LabContext
    init(lab: LabContext) { self.lab = lab }
    func makeRootViewController() -> UIViewController { UIViewController() }
}

@Suite("LabOption.integer: a numeric option in the one schema")
struct LabOptionIntegerTests {
    let registry = SceneRegistry.builtIn.appending([SceneType(lab: NumberedStartScene.self)])

    @Test("the parser's catalog gets an integer option with its range and no default")
    func catalogEntry() throws {
        let entry = try #require(registry.catalog.scene(named: "numbered-start"))
        let open = try #require(entry.options.first { $0.key == "open" })
        #expect(open.kind == .integer(0...9))
        #expect(open.defaultValue.isEmpty)
        #expect(open.isStartOption)
    }

    @Test("a script gives the number on the scene line; one outside the range is a parse error")
    func parsing() throws {
        _ = try TouchScriptParser.parse("scene numbered-start open=3\n1 end\n", sourceName: "n.touches",
                                        catalog: registry.catalog)
        #expect(throws: ScriptError.self) {
            try TouchScriptParser.parse("scene numbered-start open=12\n1 end\n", sourceName: "n.touches",
                                        catalog: registry.catalog)
        }
    }

    @Test("the scene reads the value given at build, an empty string when unset, and refuses a live change")
    func values() throws {
        func make(_ options: [String: String]) throws -> (host: LabSceneHost, scene: NumberedStartScene) {
            let context = SceneContext(window: UIWindow(size: CGSize(width: 390, height: 844)), images: ImageCatalog([]))
            let scene = try registry.make("numbered-start", context: context, options: options)
            return (scene, try #require(scene.scene as? NumberedStartScene))
        }
        #expect(try make(["open": "3"]).scene.lab.option("open") == "3")
        let unset = try make([:])
        #expect(unset.scene.lab.option("open") == "")
        #expect(throws: SceneError.self) { try unset.host.setOption("open", to: "4") }
        #expect(throws: SceneError.self) { try unset.host.setOption("open", to: "x") }
    }
}
