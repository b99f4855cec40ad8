import Foundation
import GestureLabKit
import GestureScript
import Testing

/// A user's scene with a card per row, each card named by its index and carrying a pan, as a feed's cells do;
/// it declares no `recognizerNames`.
final class NumberedCardsScene: LabScene {
    static let name = "numbered-cards"
    static let summary = "Three cards, each with its own pan."
    init(lab: LabContext) {}
    func makeRootViewController() -> UIViewController {
        let controller = UIViewController()
        for index in 0..<3 {
            let card = UIView(frame: CGRect(x: 20, y: 100 + Double(index) * 120, width: 350, height: 100))
            card.accessibilityIdentifier = "card.\(index)"
            card.addGestureRecognizer(UIPanGestureRecognizer())
            controller.view.addSubview(card)
        }
        return controller
    }
}

/// Issue 42: names of views made per row (`card.3.pan`) worked in scripts and `--whatif` only after the scene
/// declared `recognizerNames` patterns; the patterns are now derived from the names a build shows.
@Suite("Name patterns derived from a scene's numbered views")
struct DerivedCellNamesTests {
    private var entry: SceneCatalog.SceneEntry? {
        GestureLabKit.GestureLab.registry(with: [NumberedCardsScene.self]).catalog.scene(named: "numbered-cards")
    }

    @Test("the description lists the cards' pans and the pattern card.N.pan")
    func patternListed() throws {
        let recognizers = try #require(entry?.recognizers)
        #expect(recognizers.contains("card.0.pan"))
        #expect(recognizers.contains("card.N.pan"), "\(recognizers)")
    }

    @Test("an expect line and a what-if edit may name a card no build showed, or the pattern itself")
    func unseenRowIsKnown() throws {
        let catalog = GestureLabKit.GestureLab.registry(with: [NumberedCardsScene.self]).catalog
        let script = try TouchScriptParser.parse(
            "scene numbered-cards\n1 expect card.7.pan began\n", sourceName: "s.touches", catalog: catalog)
        #expect(script.expectations.count == 1)
        _ = try WhatIfEdit.parse("card.N.pan shouldBegin when horizontal", scene: entry)
        _ = try WhatIfEdit.parse("card.12.pan disabled", scene: entry)
        #expect(throws: ScriptError.self) { try WhatIfEdit.parse("cards.1.pan disabled", scene: entry) }
    }

    @Test("a table's cells count too: the description's build is laid out, so row recognizers and patterns are known")
    func tableCellsAreDerived() throws {
        let entry = GestureLabKit.GestureLab.registry(with: [ReusedCellFeedScene.self]).catalog.scene(named: "reused-card-feed")
        let recognizers = try #require(entry?.recognizers)
        #expect(recognizers.contains("card.0.pan"), "\(recognizers)")
        #expect(recognizers.contains("card.N.pan"), "\(recognizers)")
        _ = try WhatIfEdit.parse("card.N.pan shouldBegin when horizontal", scene: entry)
    }
}
