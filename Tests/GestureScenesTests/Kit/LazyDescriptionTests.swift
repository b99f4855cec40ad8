import GestureUIKit
import GestureScript
import Testing
@testable import GestureScenes

/// Counts its builds: a kit scene's full description builds it once per option value to list its names.
private final class CountedScene: LabScene {
    nonisolated(unsafe) static var builds = 0
    static let name = "counted"
    static let options: [LabOption] = [.choice("fix", ["on", "off"], default: "on")]
    let lab: LabContext
    init(lab: LabContext) {
        self.lab = lab
        Self.builds += 1
    }
    func makeRootViewController() -> UIViewController {
        let controller = UIViewController()
        let pan = UIPanGestureRecognizer()
        pan.name = "counted.pan"
        controller.view.addGestureRecognizer(pan)
        return controller
    }
}

@Suite("A kit scene's description is made when first read, not when it is registered")
struct LazyDescriptionTests {
    @Test("registering, finding by name and checking options build nothing; the first full read builds per value, once")
    func descriptionIsLazy() throws {
        CountedScene.builds = 0
        let registry = SceneRegistry.builtIn.appending([SceneType(lab: CountedScene.self)])
        let type = try #require(registry.type(named: "counted"))
        #expect(registry.names.contains("counted"))
        #expect(registry.optionCatalog.validate(key: "fix", value: "off", scene: "counted") == nil)
        #expect(registry.optionCatalog.validate(key: "fix", value: "maybe", scene: "counted") != nil)
        #expect(type.outline.options.map(\.key) == ["fix"])
        #expect(CountedScene.builds == 0, "a command line's check built the scene")
        #expect(type.description.recognizers.contains("counted.pan"))
        #expect(CountedScene.builds == 2, "one build per value of fix")
        _ = registry.catalog
        #expect(CountedScene.builds == 2, "the description is kept")
    }
}
