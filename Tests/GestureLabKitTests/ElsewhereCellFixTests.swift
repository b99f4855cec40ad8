import Foundation
import GestureLabKit
import GestureLabTestSupport
import GestureReplay
import GestureScenes
import GestureScript
import Testing

/// `gesturelab fix` on a feed whose cards' press is not the cell's to answer for (`ElsewhereCellFeedScene`: the
/// view controller is its delegate): the requirement on the table's pan is a statement for the data source's
/// `cellForRowAt`, the one place that holds both, which `fix --patch` puts after the dequeued cell's binding; a
/// delegate method or override the cell would never be asked is printed, not patched.
@Suite("gesturelab fix on reused cells that are not their recognizer's delegate")
struct ElsewhereCellFixTests {
    /// Two drags that start on different cards must scroll the feed; a tap on a card opens it, once.
    static let script = """
        scene elsewhere-card-feed
        0.4 drag 195 260 -> 195 110 in 0.4 hold 0.2
        1.2 expect offset feed y > 50
        1.4 drag 195 420 -> 195 270 in 0.4 hold 0.2
        2.2 expect offset feed y > 150
        2.4 tap 195 400
        3 expect action opened count 1
        3.2 drag 195 300 -> 195 450 in 0.4 hold 0.2
        4 expect offset feed y < 150
        4 expect action opened count 1
        4.2 end

        """

    static func search() throws -> FixResult {
        let registry = GestureLab.registry(with: [ElsewhereCellFeedScene.self])
        let parsed = try TouchScriptParser.parse(script, sourceName: "elsewhere.touches", catalog: registry.catalog)
        let search = FixSearch(
            target: FixSearch.Script(path: "elsewhere.touches", script: parsed),
            settings: ReplaySettings(scenes: registry), images: { _ in ImageCatalog([]) }, jobs: 2)
        return try search.run()
    }

    @Test("the scene is broken as written: drags that start on a card don't scroll the feed")
    func brokenAsWritten() throws {
        let report = try replayKit(Self.script, scenes: [ElsewhereCellFeedScene.self])
        let failed = report.expectations.filter { !$0.passed }.map(\.message)
        #expect(failed.count >= 2, "\(failed)")
    }

    @Test("the best fix is the press waiting for the table's pan, a statement for cellForRowAt in the user's names")
    func bestFixIsACellForRowStatement() throws {
        let result = try Self.search()
        let best = try #require(result.fixes.first)
        #expect(best.text == "card.N.longPress requires feed.pan")
        #expect(best.placements.map(\.cellClass) == ["ElsewhereCardCell"])
        #expect(best.placements.map(\.className) == [nil])
        #expect(best.placements.allSatisfy { $0.isPatchable })
        #expect(best.code.hasPrefix("// in tableView(_:cellForRowAt:), after the constant holding the dequeued "))
        #expect(best.placements.first?.member == Self.statement)
        let json = FixReport.json(result, script: "elsewhere.touches", seconds: 0)
        #expect(json.contains(#""classes": [],"#), "\(json)")
        #expect(json.contains(#""dequeuedCells": ["ElsewhereCardCell"]"#), "\(json)")
    }

    @Test(
        "a delegate method or override in a cell that is not the recognizer's delegate is printed, not patched",
        arguments: [
            WhatIfEdit.Kind.shouldBegin(nil), .simultaneous("feed.pan"), .receivesNo,
        ])
    func membersTheCellIsNotAskedAreNotPatched(kind: WhatIfEdit.Kind) throws {
        let result = try Self.search()
        let placements = FixCode.placements(for: [WhatIfEdit("card.N.longPress", kind)], subjects: result.subjects)
        #expect(placements.map(\.className) == [nil], "\(placements.map(\.code))")
        #expect(!placements.contains { $0.isPatchable })
        #expect(placements.first?.code.contains("in ElsewhereCardCell") == true)
    }

    @Test("the table's pan waiting for the cell's press is the same statement the other way round")
    func reverseRequirement() throws {
        let result = try Self.search()
        let placements = FixCode.placements(
            for: [WhatIfEdit("feed.pan", .requires("card.N.longPress"))], subjects: result.subjects)
        #expect(placements.map(\.cellClass) == ["ElsewhereCardCell"])
        #expect(placements.first?.member == "tableView.panGestureRecognizer.require(toFail: cell.pressGesture)")
    }
}

extension ElsewhereCellFixTests {
    /// What `fix --patch` hands `gesturelab-port patch` for the best fix: `ElsewhereScenePatchTests`
    /// (GestureLabPortTests) patches the scene's file with it into `ElsewherePatchedFeedScene.swift`.
    static let statement = "cell.pressGesture.require(toFail: tableView.panGestureRecognizer)"

    @Test("patched in (ElsewherePatchedFeedScene.swift), the statement makes every expectation of the script pass")
    func patchedScenePasses() throws {
        #expect(try Self.search().fixes.first?.placements.first?.member == Self.statement)
        let report = try replayKit(Self.script, scenes: [ElsewherePatchedFeedScene.self])
        let failed = report.expectations.filter { !$0.passed }.map(\.message)
        #expect(report.expectations.count == 5)
        #expect(failed.isEmpty, "\(failed)")
    }
}
