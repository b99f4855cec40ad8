import Foundation
import GestureUIKit

extension PanelView {
    /// Entries of the current gesture's decisions listed under the graph (the newest).
    static let graphDecisionRows = 14

    private static let requiresColor = imColor(255, 204, 0)
    private static let preventsColor = imColor(255, 105, 97)
    private static let simultaneousColor = imColor(48, 209, 88)

    // MARK: Relationship graph

    /// The recognizers as nodes on a circle (state colour, a white frame on those the last touch reached) with
    /// their relations as edges; the edges the current gesture's decisions named are drawn thick, and those
    /// decisions are listed below. Drawn only while the section is open (`PanelModel.wantsGraph`).
    mutating func graphSection() {
        guard let graph = model.graph else {
            UI.disabled("building the graph…")
            return
        }
        guard !graph.nodes.isEmpty else {
            UI.disabled("no recognizers")
            return
        }
        if let on = UI.checkbox("requires", state.graphShowsRequires) { state.graphShowsRequires = on }
        UI.sameLine()
        if let on = UI.checkbox("may prevent", state.graphShowsPrevents) { state.graphShowsPrevents = on }
        UI.sameLine()
        if let on = UI.checkbox("simultaneous", state.graphShowsSimultaneous) { state.graphShowsSimultaneous = on }
        let decisions = model.gestureDecisions
        drawGraph(graph, highlighted: Self.decidedPairs(decisions))
        UI.text("— requires to fail →", color: Self.requiresColor)
        UI.sameLine()
        UI.text("— may prevent →", color: Self.preventsColor)
        UI.sameLine()
        UI.text("- - simultaneous", color: Self.simultaneousColor)
        UI.wrapped(
            "framed: reached by the last touch · thick: decided on in the current gesture", color: PanelStyle.dim)
        UI.text("current gesture's decisions", color: PanelStyle.accent)
        if decisions.isEmpty { UI.disabled("none yet: touch the scene") }
        for entry in decisions.suffix(Self.graphDecisionRows) {
            let other = entry.other.map { " (\($0))" } ?? ""
            UI.text("\(PanelStyle.number(entry.time, 3)) \(entry.recognizer) \(entry.what)\(other)")
            UI.tooltipIfHovered(entry.reason.description)
        }
    }

    /// Unordered pairs of names a decision in `entries` joined (the recognizer and the one it names).
    static func decidedPairs(_ entries: [DecisionLog.Entry]) -> Set<[String]> {
        Set(entries.compactMap { entry in entry.other.map { [entry.recognizer, $0].sorted() } })
    }

    private func drawGraph(_ graph: RecognizerGraph, highlighted: Set<[String]>) {
        let width = UI.contentWidth
        let line = UI.lineHeight
        let height = min(max(220 * uiScale, width * 0.7), 420 * uiScale)
        let origin = UI.cursor
        UI.dummy(width, height)
        UI.rect(origin.x, origin.y, origin.x + width, origin.y + height, PanelStyle.laneBackground)
        let sizes = graph.nodes.map { node -> (Double, Double) in
            let text = UI.textSize(node.name)
            return (text.width + 10, max(text.height, line) + 6)
        }
        let widest = sizes.map(\.0).max() ?? 0, tallest = sizes.map(\.1).max() ?? 0
        // The circle inside the canvas, leaving half the widest and tallest node outside it on every side.
        let inner = CGRect(
            x: origin.x + widest / 2 + 4, y: origin.y + tallest / 2 + 4,
            width: max(1, width - widest - 8), height: max(1, height - tallest - 8))
        let centers = graph.nodes.indices.map { i -> CGPoint in
            let p = graph.position(of: i)
            return CGPoint(x: inner.minX + p.x * inner.width, y: inner.minY + p.y * inner.height)
        }
        for edge in graph.edges where shows(edge.kind) {
            let pair = [graph.nodes[edge.from].name, graph.nodes[edge.to].name].sorted()
            drawEdge(
                edge, from: (centers[edge.from], sizes[edge.from]), to: (centers[edge.to], sizes[edge.to]),
                thick: highlighted.contains(pair))
        }
        for (i, node) in graph.nodes.enumerated() {
            let (w, h) = sizes[i], c = centers[i]
            let x0 = c.x - w / 2, y0 = c.y - h / 2
            let fill = PanelStyle.color(of: node.lane) & 0x00FF_FFFF | (node.isEnabled ? 0xE000_0000 : 0x6000_0000)
            UI.rect(x0, y0, x0 + w, y0 + h, fill)
            if node.received {
                let white = imColor(255, 255, 255)
                UI.line(x0, y0, x0 + w, y0, white, width: 2)
                UI.line(x0 + w, y0, x0 + w, y0 + h, white, width: 2)
                UI.line(x0 + w, y0 + h, x0, y0 + h, white, width: 2)
                UI.line(x0, y0 + h, x0, y0, white, width: 2)
            }
            UI.drawText(x0 + 5, y0 + 3, imColor(0, 0, 0), node.name)
        }
    }

    private func shows(_ kind: RecognizerRelation.Kind) -> Bool {
        switch kind {
        case .requiresToFail: state.graphShowsRequires
        case .mayPrevent: state.graphShowsPrevents
        case .simultaneous: state.graphShowsSimultaneous
        }
    }

    /// One edge between node boxes (centre, size): a chord from box edge to box edge, set off sideways by kind so
    /// a pair's requirement and prevention don't overlap; arrowed at the end (both ends when mutual), dashed
    /// when simultaneous.
    private func drawEdge(
        _ edge: RecognizerGraph.Edge, from: (CGPoint, (Double, Double)), to: (CGPoint, (Double, Double)),
        thick: Bool
    ) {
        let dx = to.0.x - from.0.x, dy = to.0.y - from.0.y
        let length = (dx * dx + dy * dy).squareRoot()
        guard length > 1 else { return }
        let ux = dx / length, uy = dy / length
        // Sideways from the pair's lower-index node to its higher one, whichever way the edge points: a requirement
        // one way and a prevention the other then lie on opposite sides.
        let kindSide: Double = edge.kind == .requiresToFail ? 5 : edge.kind == .mayPrevent ? -5 : 0
        let side = edge.from < edge.to ? kindSide : -kindSide
        let ox = -uy * side * uiScale, oy = ux * side * uiScale
        func exit(_ size: (Double, Double)) -> Double {
            min(size.0 / 2 / max(abs(ux), 1e-6), size.1 / 2 / max(abs(uy), 1e-6)) + 2
        }
        let start = CGPoint(x: from.0.x + ux * exit(from.1) + ox, y: from.0.y + uy * exit(from.1) + oy)
        let end = CGPoint(x: to.0.x - ux * exit(to.1) + ox, y: to.0.y - uy * exit(to.1) + oy)
        let color: UInt32
        switch edge.kind {
        case .requiresToFail: color = Self.requiresColor
        case .mayPrevent: color = Self.preventsColor
        case .simultaneous: color = Self.simultaneousColor
        }
        let width = (thick ? 3.0 : 1.5) * uiScale
        if edge.kind == .simultaneous {
            let total = ((end.x - start.x) * (end.x - start.x) + (end.y - start.y) * (end.y - start.y)).squareRoot()
            let dash = 6 * uiScale
            var t = 0.0
            while t < total {
                let t1 = min(total, t + dash)
                UI.line(
                    start.x + ux * t, start.y + uy * t, start.x + ux * t1, start.y + uy * t1, color, width: width)
                t += 2 * dash
            }
            return
        }
        UI.line(start.x, start.y, end.x, end.y, color, width: width)
        arrowhead(at: end, direction: (ux, uy), color: color, width: width)
        if edge.mutual { arrowhead(at: start, direction: (-ux, -uy), color: color, width: width) }
    }

    private func arrowhead(at tip: CGPoint, direction: (Double, Double), color: UInt32, width: Double) {
        let size = 9 * uiScale
        let (ux, uy) = direction
        let c = cos(0.45), s = sin(0.45)
        for sign in [1.0, -1.0] {
            let bx = -(ux * c - sign * uy * s), by = -(sign * ux * s + uy * c)
            UI.line(tip.x, tip.y, tip.x + bx * size, tip.y + by * size, color, width: width)
        }
    }
}
