import Foundation
import GestureUIKit

/// The recognizers of a window as a graph, for the panels' relationship view: a node per recognizer (its name,
/// its state, whether the last touch reached it) and an edge per relation the environment's rules give now
/// (`GestureEnvironment.relations(among:)`): requires-to-fail, may-prevent, simultaneous.
///
/// Pure data and layout (no SDL, no ImGui): the panel draws it from `position(of:)`, in a unit square.
struct RecognizerGraph: Equatable, Sendable {
    /// One recognizer.
    struct Node: Equatable, Sendable {
        /// Its display name, as the panels and scripts name it.
        var name: String
        /// Its state; `waiting` while parked on a failure requirement.
        var lane: LaneState
        /// Whether it is enabled (a `disabled` edit shows here).
        var isEnabled: Bool
        /// The last touch reached it (its hit-test chain collected it).
        var received: Bool
    }

    /// One relation between two nodes.
    struct Edge: Equatable, Sendable {
        /// Indices into `nodes`.
        var from: Int
        var to: Int
        /// What the rule says: requires to fail, may prevent, simultaneous.
        var kind: RecognizerRelation.Kind
        /// A may-prevent edge that holds both ways (drawn once, arrowed at both ends); always true for simultaneous.
        var mutual: Bool
    }

    /// The recognizers, in the window's order (`allGestureRecognizers`).
    private(set) var nodes: [Node]
    /// The relations, in the order the environment gave them.
    private(set) var edges: [Edge]

    /// The graph of `nodes` with `relations` between them (relations naming an unknown node are dropped; two
    /// may-prevent relations between the same pair become one mutual edge).
    init(nodes: [Node], relations: [RecognizerRelation]) {
        self.nodes = nodes
        var index: [String: Int] = [:]
        for (i, node) in nodes.enumerated() where index[node.name] == nil { index[node.name] = i }
        var edges: [Edge] = []
        for relation in relations {
            guard let from = index[relation.from], let to = index[relation.to] else { continue }
            if relation.kind == .mayPrevent,
                let back = edges.firstIndex(where: { $0.kind == .mayPrevent && $0.from == to && $0.to == from })
            {
                edges[back].mutual = true
                continue
            }
            edges.append(Edge(from: from, to: to, kind: relation.kind, mutual: relation.kind == .simultaneous))
        }
        self.edges = edges
    }

    /// The graph of `window`'s recognizers now; `received`: the names the last touch reached.
    init(window: UIWindow, received: Set<String>) {
        let recognizers = window.allGestureRecognizers
        let environment = window.environment
        let nodes = recognizers.map { recognizer -> Node in
            let snapshot = environment.snapshot(of: recognizer)
            let lane: LaneState = snapshot.waitingFor.isEmpty ? LaneState(snapshot.state) : .waiting
            return Node(
                name: snapshot.name, lane: lane, isEnabled: snapshot.isEnabled,
                received: received.contains(snapshot.name))
        }
        self.init(nodes: nodes, relations: environment.relations(among: recognizers))
    }

    /// The index of the node named `name`.
    func index(of name: String) -> Int? { nodes.firstIndex { $0.name == name } }

    /// Whether an edge of `kind` runs from `from` to `to` (a mutual edge runs both ways).
    func hasEdge(_ kind: RecognizerRelation.Kind, from: String, to: String) -> Bool {
        guard let a = index(of: from), let b = index(of: to) else { return false }
        return edges.contains { edge in
            edge.kind == kind && ((edge.from == a && edge.to == b) || (edge.mutual && edge.from == b && edge.to == a))
        }
    }

    /// The edges of `kind` as "from → to" texts (a mutual edge as "from ↔ to"), in order.
    func describe(_ kind: RecognizerRelation.Kind) -> [String] {
        edges.filter { $0.kind == kind }.map { edge in
            "\(nodes[edge.from].name) \(edge.mutual ? "↔" : "→") \(nodes[edge.to].name)"
        }
    }

    /// Where node `index` sits in the unit square: evenly on a circle, the first at the top, clockwise. A circle
    /// keeps every edge a chord, so no edge passes through a node for up to a dozen nodes.
    func position(of index: Int) -> CGPoint {
        guard nodes.count > 1 else { return CGPoint(x: 0.5, y: 0.5) }
        let angle = -Double.pi / 2 + 2 * Double.pi * Double(index) / Double(nodes.count)
        return CGPoint(x: 0.5 + 0.5 * cos(angle), y: 0.5 + 0.5 * sin(angle))
    }
}
