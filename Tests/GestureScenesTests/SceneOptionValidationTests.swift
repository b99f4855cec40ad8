import Foundation
import GestureUIKit
import Testing
@testable import GestureScenes

@Suite("Scene options are validated in one place")
struct SceneOptionValidationTests {
    @Test("every scene refuses an unknown key and a value its option does not take, live and at build",
          arguments: SceneRegistry.builtIn.descriptions.map(\.name))
    func refusals(scene name: String) throws {
        let context = SceneContext(window: UIWindow(size: CGSize(390, 844)), images: ImageCatalog([]))
        let scene = try SceneRegistry.builtIn.make(name, context: context, options: [:])
        #expect(throws: SceneError("unknown option 'bogus' for scene '\(name)'")) {
            try scene.setOption("bogus", to: "on")
        }
        let description = scene.description
        let choice = try #require(description.options.first { $0.values != nil && !$0.isStartOption })
        #expect(throws: SceneError("invalid value 'nope' for option '\(choice.key)'; expected "
                                   + (choice.values ?? []).joined(separator: ", "))) {
            try scene.setOption(choice.key, to: "nope")
        }
        let fresh = SceneContext(window: UIWindow(size: CGSize(390, 844)), images: ImageCatalog([]))
        #expect(throws: SceneError("unknown option 'bogus' for scene '\(name)'")) {
            _ = try SceneRegistry.builtIn.make(name, context: fresh, options: ["bogus": "1"])
        }
        // A valid value still applies.
        try scene.setOption(choice.key, to: choice.defaultValue)
        #expect(scene.optionValues.contains { $0.key == choice.key && $0.value == choice.defaultValue })
    }
}
