import Foundation

/// The surface matched against the kit: for each UIKit member, whether the kit declares it and with which deviation.
struct Coverage {
    /// How far the kit models a member.
    enum Level: String {
        /// Declared, and its doc comment names no deviation.
        case yes
        /// Declared, and its doc comment says "Deviation:".
        case partial
        /// Not declared in the kit.
        case not
    }

    /// One surface member's row.
    struct Row {
        /// The UIKit member.
        var member: Surface.Member
        /// How far it is modelled.
        var level: Level
        /// The deviation its doc comment gives (empty when there is none).
        var deviation: String
    }

    /// One class's rows and what its own doc comment says it deviates in.
    struct Class {
        /// The UIKit class or protocol.
        var name: String
        /// The tier its members are in (a class in both tiers has a `Class` in each).
        var tier: Int
        /// Its header.
        var header: String
        /// The kit class it is modelled on, when not the same name (`UIResponder`: `UIView`), or empty.
        var modelledOn: String
        /// Whether the kit declares a type of this name (or a stand-in for it).
        var isDeclared: Bool
        /// The deviation the kit type's doc comment gives.
        var deviation: String
        /// Its members, in the surface's order.
        var rows: [Row]

        /// Members modelled (yes or partial).
        var modelled: Int { rows.filter { $0.level != .not }.count }
    }

    /// The classes, in the surface's order.
    var classes: [Class]
    /// The kit's public members the surface does not list, by type: GestureLab's own, or UIKit outside the surface.
    var extras: [(type: String, names: [String])]

    /// Matches `surface` against `graph`.
    init(surface: Surface, graph: SymbolGraph) {
        var byPath: [String: [SymbolGraph.Symbol]] = [:]
        var byAlias: [String: [SymbolGraph.Symbol]] = [:]
        for symbol in graph.symbols {
            byPath[symbol.path.joined(separator: "."), default: []].append(symbol)
            for alias in symbol.aliases { byAlias[symbol.type + "." + alias, default: []].append(symbol) }
        }
        // A name is found as declared, or as a call that leaves out defaulted arguments spells it.
        func declared(_ key: String) -> [SymbolGraph.Symbol] { byPath[key] ?? byAlias[key] ?? [] }
        var matched = Set<String>()
        var classes: [Class] = []
        for member in surface.members {
            let owners = [member.type] + (surface.lookups[member.type] ?? [])
            var found: SymbolGraph.Symbol?
            for owner in owners {
                let key = owner + "." + member.name
                let candidates = declared(key).filter {
                    member.parameter.isEmpty || $0.parameterSpellings.contains(member.parameter)
                }
                // A protocol requirement and its default implementation share a path: the one naming a deviation
                // speaks for both.
                if let best = candidates.first(where: { !Self.deviation(in: $0.doc).isEmpty }) ?? candidates.first {
                    found = best
                    matched.insert(best.path.joined(separator: "."))
                    break
                }
            }
            // A type named as a whole (`UIViewControllerAnimatedTransitioning`), or a global (`CATransform3DIdentity`).
            if found == nil, member.name.first?.isUppercase == true, let global = declared(member.name).first {
                found = global
            }
            var deviation = found.map { Self.deviation(in: $0.doc) } ?? ""
            // Not declared by the class itself but inherited from a kit superclass (a table view's `delegate` is its
            // scroll view's): there, but with the superclass's declaration, which is a deviation of its own.
            var superclass = graph.superclasses[member.type]
            while found == nil, let current = superclass {
                let candidates = declared(current + "." + member.name).filter {
                    member.parameter.isEmpty || $0.parameterSpellings.contains(member.parameter)
                }
                if let inherited = candidates.first {
                    found = inherited
                    matched.insert(inherited.path.joined(separator: "."))
                    let own = Self.deviation(in: inherited.doc)
                    // A convenience initializer calls the subclass's own designated one (`UILabel()` runs
                    // `UILabel.init(frame:)`), as UIKit's `-init` calls `-initWithFrame:`: no deviation of its own.
                    deviation =
                        inherited.isConvenienceInit
                        ? own : "inherited from `\(current)` as declared there" + (own.isEmpty ? "." : "; " + own)
                }
                superclass = graph.superclasses[current]
            }
            let level: Level = found == nil ? .not : deviation.isEmpty ? .yes : .partial
            let row = Row(member: member, level: level, deviation: deviation)
            if let index = classes.firstIndex(where: { $0.name == member.type && $0.tier == member.tier }) {
                classes[index].rows.append(row)
            } else {
                let owner = owners.first { byPath[$0]?.isEmpty == false }
                let typeDoc = owner.flatMap { byPath[$0]?.first?.doc } ?? ""
                classes.append(
                    Class(
                        name: member.type, tier: member.tier, header: member.header,
                        modelledOn: owner == member.type ? "" : owner ?? "", isDeclared: owner != nil,
                        deviation: Self.deviation(in: typeDoc), rows: [row]))
            }
        }
        self.classes = classes
        var extras: [String: Set<String>] = [:]
        for symbol in graph.symbols where symbol.path.count > 1 && !symbol.isInherited {
            let key = symbol.path.joined(separator: ".")
            guard !matched.contains(key), !Self.isPlumbing(symbol) else { continue }
            extras[symbol.type, default: []].insert(symbol.name)
        }
        self.extras = extras.keys.sorted().map { ($0, extras[$0, default: []].sorted()) }
    }

    /// Conformance plumbing that is no one's API to paste: `==`, `hash(into:)`, an option set's `rawValue` and
    /// `init(rawValue:)`, an enum's cases (their type is the member).
    static func isPlumbing(_ symbol: SymbolGraph.Symbol) -> Bool {
        ["==(_:_:)", "hash(into:)", "rawValue", "init(rawValue:)", "description"].contains(symbol.name)
            || symbol.kind == "swift.enum.case"
    }

    /// The text after "Deviation:" or "Deviations:" in a doc comment, to the end of its paragraph, on one line.
    static func deviation(in doc: String) -> String {
        let lowered = doc.lowercased()
        guard let range = lowered.range(of: "deviations:") ?? lowered.range(of: "deviation:") else { return "" }
        let start = doc.index(
            doc.startIndex, offsetBy: lowered.distance(from: lowered.startIndex, to: range.upperBound))
        let paragraph = doc[start...].components(separatedBy: "\n\n").first ?? ""
        let text = paragraph.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
            .joined(separator: " ").trimmingCharacters(in: .whitespaces)
        return text.isEmpty ? "(see the doc comment)" : text
    }
}
