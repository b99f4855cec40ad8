import Foundation
import GestureUIKit
import GestureScenes
import GestureScript
import Testing
@testable import GestureLabApp

/// The what-if controls' choices, the edits a choice makes, and the copied lines (pure, no SDL).
@Suite("What-if edits in the panels: the choices and the copied lines")
struct WhatIfMenuTests {
    private let names = ["nav.edgePop", "banner.pan", "banner.pinch", "nav.back"]

    @Test("a recognizer is offered disable, shouldBegin no, receives no, and every other recognizer as a partner")
    func choices() {
        #expect(WhatIfMenu.plainEdits(for: "banner.pan").map(\.description)
            == ["banner.pan disabled", "banner.pan shouldBegin no", "banner.pan receives no"])
        #expect(WhatIfMenu.requireEdits(for: "banner.pan", among: names).map(\.description)
            == ["banner.pan requires nav.edgePop", "banner.pan requires banner.pinch", "banner.pan requires nav.back"])
        #expect(WhatIfMenu.simultaneousEdits(for: "nav.back", among: names + ["nav.back"]).map(\.description)
            == ["nav.back simultaneous nav.edgePop", "nav.back simultaneous banner.pan",
                "nav.back simultaneous banner.pinch"])
    }

    @Test("adding appends once; a second shouldBegin of a recognizer replaces its first; removing drops one")
    func addingAndRemoving() {
        let requires = WhatIfEdit("banner.pan", .requires("nav.edgePop"))
        let disabled = WhatIfEdit("banner.pinch", .disabled)
        var edits = WhatIfMenu.adding(requires, to: [])
        edits = WhatIfMenu.adding(disabled, to: edits)
        edits = WhatIfMenu.adding(requires, to: edits)
        #expect(edits == [requires, disabled])
        let when = WhatIfEdit("banner.pan", .shouldBegin(WhatIfCondition([.direction(.horizontal)])))
        edits = WhatIfMenu.adding(when, to: edits)
        edits = WhatIfMenu.adding(WhatIfEdit("banner.pan", .shouldBegin(nil)), to: edits)
        #expect(edits.map(\.description) == ["banner.pan requires nav.edgePop", "banner.pinch disabled",
                                             "banner.pan shouldBegin no"])
        #expect(WhatIfMenu.removing(at: 1, from: edits).map(\.description)
            == ["banner.pan requires nav.edgePop", "banner.pan shouldBegin no"])
        #expect(WhatIfMenu.removing(at: 7, from: edits) == edits)
    }

    @Test("the copied text is one whatif line per edit, and each line parses back to its edit")
    func copiedLines() throws {
        let edits = [WhatIfEdit("banner.pan", .requires("nav.edgePop")), WhatIfEdit("nav.back", .receivesNo),
                     WhatIfEdit("banner.pinch", .simultaneous("banner.pan"))]
        let text = WhatIfMenu.scriptLines(edits)
        #expect(text == "whatif banner.pan requires nav.edgePop\nwhatif nav.back receives no\n"
            + "whatif banner.pinch simultaneous banner.pan\n")
        let scene = SceneRegistry.builtIn.catalog.scene(named: "navigation")
        let parsed = try text.split(separator: "\n").map { line throws(ScriptError) in
            try WhatIfEdit.parse(String(line), scene: scene)
        }
        #expect(parsed == edits)
        #expect(WhatIfMenu.scriptLines([]) == "")
    }
}

/// The relationship graph of a scene's recognizers (pure: no SDL).
@Suite("What-if edits in the panels: the relationship graph")
struct RecognizerGraphTests {
    private func graph(pop: String, edits: [WhatIfEdit] = [], received: Set<String> = []) throws -> RecognizerGraph {
        let fixture = try PanelFixture(scene: "navigation", options: [("pop", pop)])
        if !edits.isEmpty { try fixture.host.setWhatIfEdits(edits) }
        return RecognizerGraph(window: fixture.host.window, received: received)
    }

    @Test("pop=system: every pan requires the edge pan (UIKit's rule); the edge pan may prevent the banner's pan")
    func system() throws {
        let graph = try graph(pop: "system")
        #expect(graph.nodes.map(\.name).contains("banner.pan"))
        #expect(graph.hasEdge(.requiresToFail, from: "banner.pan", to: "nav.edgePop"))
        #expect(!graph.hasEdge(.requiresToFail, from: "nav.edgePop", to: "banner.pan"))
        // Related views (the banner is in the navigation view): the edge pan, once begun, excludes the banner's
        // pan; not the other way, since the banner's pan waits for it instead.
        #expect(graph.hasEdge(.mayPrevent, from: "nav.edgePop", to: "banner.pan"))
        #expect(!graph.hasEdge(.mayPrevent, from: "banner.pan", to: "nav.edgePop"))
        // A scroll view's own pan and pinch recognize together.
        #expect(graph.hasEdge(.simultaneous, from: "banner.pinch", to: "banner.pan"))
    }

    @Test("pop=replaced-delegate loses the edge; the what-if edit 'banner.pan requires nav.edgePop' draws it again")
    func replacedDelegate() throws {
        let broken = try graph(pop: "replaced-delegate")
        #expect(!broken.hasEdge(.requiresToFail, from: "banner.pan", to: "nav.edgePop"))
        #expect(broken.describe(.requiresToFail).isEmpty, "\(broken.describe(.requiresToFail))")
        let edited = try graph(
            pop: "replaced-delegate", edits: [WhatIfEdit("banner.pan", .requires("nav.edgePop"))],
            received: ["nav.edgePop"])
        #expect(edited.hasEdge(.requiresToFail, from: "banner.pan", to: "nav.edgePop"))
        #expect(edited.describe(.requiresToFail) == ["banner.pan → nav.edgePop"])
        #expect(edited.nodes.filter(\.received).map(\.name) == ["nav.edgePop"])
    }

    @Test("a simultaneous edit turns the pair's may-prevent edge into one simultaneous edge; disabled shows")
    func simultaneousAndDisabled() throws {
        let graph = try graph(
            pop: "system",
            edits: [WhatIfEdit("banner.pan", .simultaneous("nav.edgePop")), WhatIfEdit("nav.back", .disabled)])
        #expect(graph.hasEdge(.simultaneous, from: "nav.edgePop", to: "banner.pan"))
        #expect(!graph.hasEdge(.mayPrevent, from: "nav.edgePop", to: "banner.pan"))
        #expect(graph.edges.filter { $0.kind == .simultaneous }.count == 2)
        #expect(graph.nodes.first { $0.name == "nav.back" }?.isEnabled == false)
    }

    @Test("nodes sit on a circle inside the unit square, the first at the top, none on another")
    func layout() throws {
        let graph = try graph(pop: "system")
        let points = graph.nodes.indices.map(graph.position(of:))
        #expect(points.allSatisfy { (0...1).contains($0.x) && (0...1).contains($0.y) })
        #expect(abs(points[0].x - 0.5) < 1e-9 && abs(points[0].y) < 1e-9)
        for (i, a) in points.enumerated() {
            for b in points[(i + 1)...] { #expect(hypot(a.x - b.x, a.y - b.y) > 0.2) }
        }
    }
}

/// The panel model's what-if state and the panel actions a click asks for (headless ImGui frames).
extension SDLSuites {
@Suite("What-if edits in the panels: the model and clicks", .serialized, .timeLimit(.minutes(1)))
struct PanelsWhatIfTests {
    @Test("the model shows the edits in force, builds the graph only when asked, and keeps the gesture's decisions")
    func model() throws {
        let fixture = try PanelFixture(scene: "navigation", options: [("pop", "replaced-delegate")])
        #expect(fixture.model.whatIfEdits.isEmpty && fixture.model.graph == nil)
        let edit = WhatIfEdit("banner.pan", .requires("nav.edgePop"))
        try fixture.host.setWhatIfEdits([edit])
        fixture.model.wantsGraph = true
        fixture.drag(from: CGPoint(x: 5, y: 400), by: CGPoint(x: 295, y: 0))
        #expect(fixture.model.whatIfEdits == [edit])
        #expect(fixture.host.scene.screenName == "albums", "the edit lets the edge pan pop")
        let graph = try #require(fixture.model.graph)
        #expect(graph.nodes.contains { $0.name == "nav.edgePop" && $0.received })
        let decisions = fixture.model.gestureDecisions
        #expect(decisions.contains { $0.recognizer == "banner.pan" && $0.what == "waiting" && $0.other == "nav.edgePop" })
        #expect(decisions.allSatisfy { $0.time >= 0.1 })
        #expect(decisions.contains { $0.recognizer == "nav.edgePop" && $0.what == "began → changed" })
        #expect(!decisions.contains { $0.what == "changed → changed" }, "a pan's every move is left out")
        #expect(PanelView.decidedPairs(decisions).contains(["banner.pan", "nav.edgePop"]))
        fixture.model.wantsGraph = false
        fixture.model.update(window: fixture.host.window, scene: fixture.host.scene)
        #expect(fixture.model.graph == nil)
    }

    @Test("clicks on 'edit' and a partner's checkbox ask for the edit; the x asks for it removed")
    func clicks() throws {
        _ = try #require(TestSupport.sdl)
        let renderer = try SDLRenderer(offscreenWidth: 1000, height: 900)
        defer { renderer.destroy() }
        let panels = try Panels(window: nil, renderer: renderer)
        defer { panels.close() }
        let fixture = try PanelFixture(scene: "navigation", options: [("pop", "replaced-delegate")])
        let column = CGRect(x: 580, y: 0, width: 420, height: 900)
        func frame(_ mouse: (x: Double, y: Double)?, down: Bool) -> [PanelAction] {
            panels.draw(host: fixture.host, column: column, pixelsPerUnit: 1, isPaused: false, deltaTime: 1.0 / 60,
                        manualInput: (mouse: mouse, down: down))
        }
        func click(_ rect: CGRect) -> [PanelAction] {
            let p = (x: Double(rect.midX), y: Double(rect.midY))
            return frame(p, down: false) + frame(p, down: true) + frame(p, down: false)
        }
        // Tables settle their column widths over the first frames.
        for _ in 0..<3 { _ = frame(nil, down: false) }
        let edit = try #require(panels.imgui.itemFrame("edit##banner.pan"))
        #expect(click(edit).isEmpty)
        #expect(panels.viewState.editing == "banner.pan")
        _ = frame(nil, down: false)
        let partner = try #require(panels.imgui.itemFrame("nav.edgePop##banner.pan requires nav.edgePop"))
        let requires = WhatIfEdit("banner.pan", .requires("nav.edgePop"))
        #expect(click(partner) == [.setWhatIfEdits([requires])])
        // The app puts it in force; the panel lists it with its remove button and the copy button.
        try fixture.host.setWhatIfEdits([requires])
        _ = frame(nil, down: false)
        let copy = try #require(panels.imgui.itemFrame("Copy as whatif lines"))
        #expect(click(copy) == [.copyWhatIfLines])
        #expect(panels.viewState.copiedLines == "whatif banner.pan requires nav.edgePop\n")
        let remove = try #require(panels.imgui.itemFrame("x##remove banner.pan requires nav.edgePop"))
        #expect(click(remove) == [.setWhatIfEdits([])])
        let compare = try #require(panels.imgui.itemFrame("Compare without edits (left) and with them (right)"))
        #expect(click(compare) == [.compareWithoutEdits(true)])
    }
}
}
