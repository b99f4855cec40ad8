import GestureLabKit
import GestureLabTesting
import Testing

/// A card with a single tap and a double tap; `fix=on` makes the single tap wait for the double tap to fail.
final class CardTapsScene: LabScene {
    static let name = "card-taps"
    static let summary = "A single tap and a double tap on one card."
    static let options: [LabOption] = [.toggle("fix", default: true)]
    let lab: LabContext
    init(lab: LabContext) { self.lab = lab }

    func makeRootViewController() -> UIViewController {
        let controller = UIViewController()
        controller.title = "card"
        let card = UIView(frame: CGRect(x: 95, y: 322, width: 200, height: 200))
        card.accessibilityIdentifier = "card"
        card.backgroundColor = .systemBlue
        controller.view.addSubview(card)
        let single = UITapGestureRecognizer { [lab] _ in lab.report("singleTap") }
        single.name = "card.singleTap"
        let double = UITapGestureRecognizer { [lab] _ in lab.report("doubleTap") }
        double.numberOfTapsRequired = 2
        double.name = "card.doubleTap"
        card.addGestureRecognizer(single)
        card.addGestureRecognizer(double)
        if lab.option("fix") == "on" { single.require(toFail: double) }
        return controller
    }
}

@Suite("Single tap waiting for double tap, through the tester")
struct TapConflictTests {
    @Test("without require(toFail:) a double tap also fires the single tap twice")
    func brokenFiresBoth() throws {
        let tester = try GestureTester(CardTapsScene.self, options: ["fix": "off"])
        tester.advance(to: 0.4)
        tester.doubleTap(at: CGPoint(x: 195, y: 422))
        tester.settle()
        #expect(tester.checkReported("doubleTap", count: 1) == nil)
        #expect(tester.checkReported("singleTap", count: 2) == nil)
        #expect(tester.actionNames == ["singleTap", "singleTap", "doubleTap"])
    }

    @Test("with require(toFail:) a double tap is only a double tap, and the single tap fails because of it")
    func fixedDoubleTapOnly() throws {
        let tester = try GestureTester(CardTapsScene.self)
        tester.advance(to: 0.4)
        tester.doubleTap(at: CGPoint(x: 195, y: 422))
        tester.settle()
        tester.expectRecognized("card.doubleTap")
        tester.expectFailed("card.singleTap", because: "card.doubleTap")
        #expect(tester.actionNames == ["doubleTap"])
    }

    @Test("the fix tried as a what-if edit on the broken scene acts as the code does; a bad edit names itself")
    func whatIfEdit() throws {
        let tester = try GestureTester(
            CardTapsScene.self, options: ["fix": "off"], whatIf: ["card.singleTap requires card.doubleTap"])
        tester.advance(to: 0.4)
        tester.doubleTap(at: CGPoint(x: 195, y: 422))
        tester.settle()
        tester.expectFailed("card.singleTap", because: "card.doubleTap")
        #expect(tester.actionNames == ["doubleTap"])
        #expect(throws: GestureTesterError.self) {
            try GestureTester(CardTapsScene.self, whatIf: ["card.singletap requires card.doubleTap"])
        }
        do {
            _ = try GestureTester(CardTapsScene.self, whatIf: ["card.singletap requires card.doubleTap"])
        } catch {
            #expect(error.description.contains("whatif \"card.singletap requires card.doubleTap\": column 1: unknown recognizer"))
            #expect(error.description.contains("recognizers: card.singleTap,"), "\(error)")
        }
    }

    @Test("with require(toFail:) a single tap comes only once the double tap has timed out")
    func fixedSingleTapWaits() throws {
        let tester = try GestureTester(CardTapsScene.self)
        try tester.tap(on: "card")
        let lifted = tester.time
        tester.advance(by: 0.2)
        #expect(!tester.didReport("singleTap"))
        tester.settle()
        #expect(tester.didReport("singleTap", count: 1))
        let reported = try #require(tester.actions.first?.time)
        #expect(reported - lifted > 0.2)
    }

    @Test("a check's message names the recognizer, its last state and the reason")
    func checkMessages() throws {
        let tester = try GestureTester(CardTapsScene.self)
        tester.doubleTap(at: CGPoint(x: 195, y: 422))
        tester.settle()
        let message = try #require(tester.checkRecognized("card.singleTap"))
        #expect(message.contains("card.singleTap"))
        #expect(message.contains("failed"))
        #expect(message.contains("card.doubleTap"))
        #expect(tester.checkRecognized("card.tripleTap")?.contains("no recognizer named card.tripleTap") == true)
        #expect(tester.checkReported("singleTap")?.contains("reported 0 times") == true)
        #expect(throws: GestureTesterError.self) { try tester.tap(on: "nowhere") }
        withKnownIssue("expectRecognized records the check's message as an issue") {
            tester.expectRecognized("card.singleTap")
        }
    }
}
