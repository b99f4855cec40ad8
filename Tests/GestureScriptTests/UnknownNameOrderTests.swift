import GestureScenes
import Testing

@testable import GestureScript

/// A scene whose declared names are in an order far from any misspelling's.
private let catalog: SceneCatalog = {
    var catalog = SceneRegistry.builtIn.catalog
    for index in catalog.scenes.indices where catalog.scenes[index].name == "navigation" {
        catalog.scenes[index].recognizers = ["nav.edgePop", "list.pan", "banner.pinch", "banner.pan"]
        catalog.scenes[index].scrollViews = ["list", "pager", "banner"]
        catalog.scenes[index].actions = ["popCancelled", "pushed", "popped"]
    }
    return catalog
}()

/// The message of the error parsing `line` after `scene navigation`.
private func message(_ line: String) -> String {
    do throws(ScriptError) {
        _ = try TouchScriptParser.parse("scene navigation\n" + line, sourceName: "s.touches", catalog: catalog)
        return "parsed"
    } catch {
        return error.message
    }
}

/// touch-scripts.md: "An unknown name is an error at the name listing the names that exist, the closest first"; an
/// `expect` line listed them in declared order (issue 42).
@Suite("An expect line's unknown name lists the names closest first")
struct UnknownNameOrderTests {
    @Test(
        "recognizers, scroll views and actions, each sorted by edit distance to the misspelt name",
        arguments: [
            ("1 expect banner.pam began", "recognizers: banner.pan, banner.pinch, list.pan, nav.edgePop"),
            ("1 expect offset baner x > 1", "scroll views: banner, pager, list"),
            ("1 expect action poped", "actions: popped, pushed, popCancelled"),
        ])
    func closestFirst(line: String, list: String) {
        let text = message(line)
        #expect(text.hasSuffix(list), "\(text)")
    }
}
