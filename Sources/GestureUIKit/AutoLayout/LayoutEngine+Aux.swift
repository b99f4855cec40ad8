import Foundation
import LayoutSolver

/// An item the engine knows, and the constraints the engine made for it (UIKit's `NSAutoresizingMaskLayoutConstraint`
/// and `NSContentSizeLayoutConstraint`, a guide's system constraints, a fitting size's target).
final class ItemRecord {
    weak var item: (any LayoutItem)?
    /// The engine-made constraints in the solver, with what each was made from.
    var aux: [(constraint: Constraint, spec: AuxSpec)] = []

    init(_ item: any LayoutItem) { self.item = item }
}

/// One engine-made constraint: `expression relation 0` at `strength`, and how the unsatisfiable-constraints log
/// describes it.
struct AuxSpec {
    let expression: LinearExpression
    let relation: LayoutSolver.Relation
    let strength: Strength
    let description: String

    /// Whether only the constant differs from `other` (the solver can then move it in place).
    func hasSameShape(as other: AuxSpec) -> Bool {
        relation == other.relation && strength == other.strength && expression.terms == other.expression.terms
    }
}

extension LayoutEngine {
    /// Makes `item` known, with the constraints the engine keeps for it.
    func register(_ item: any LayoutItem) {
        let id = ObjectIdentifier(item)
        guard items[id] == nil else { return }
        let record = ItemRecord(item)
        items[id] = record
        syncAux(record, item)
        // Subviews that translate their autoresizing masks now follow this view's size in the solve.
        for subview in (item as? UIView)?.subviews ?? [] where isRegistered(subview) { markDirty(subview) }
    }

    /// Forgets `item` and the constraints made for it.
    func unregister(_ item: AnyObject) {
        guard let record = items.removeValue(forKey: ObjectIdentifier(item)) else { return }
        removeAux(of: record)
        noteChange()
    }

    /// Takes the engine-made constraints of `record` out of the solver.
    func removeAux(of record: ItemRecord) {
        for entry in record.aux { try? solver.removeConstraint(entry.constraint) }
        record.aux = []
    }

    /// Brings `record`'s engine-made constraints up to date: constants moved in place when only they changed,
    /// else the constraints remade.
    func syncAux(_ record: ItemRecord, _ item: any LayoutItem) {
        let specs = auxSpecs(for: item)
        if specs.count == record.aux.count, zip(specs, record.aux).allSatisfy({ $0.hasSameShape(as: $1.spec) }) {
            for (index, spec) in specs.enumerated()
            where spec.expression.constant != record.aux[index].spec.expression.constant {
                do throws(SolverError) {
                    try solver.setConstant(spec.expression.constant, of: record.aux[index].constraint)
                    record.aux[index].spec = spec
                } catch {
                    report(error, breaking: nil)
                }
            }
            return
        }
        removeAux(of: record)
        for spec in specs {
            let constraint = Constraint(spec.expression, spec.relation, strength: spec.strength)
            do throws(SolverError) {
                try solver.addConstraint(constraint)
                record.aux.append((constraint, spec))
            } catch {
                report(error, breaking: nil)
            }
        }
    }

    /// The constraints the engine keeps for `item` now.
    func auxSpecs(for item: any LayoutItem) -> [AuxSpec] {
        if let guide = item as? UILayoutGuide { return guideSpecs(guide) }
        guard let view = item as? UIView else { return [] }
        if let fitting, view === host { return contentSizeSpecs(view) + fittingSpecs(view, fitting) }
        if view.autoLayoutStorage?.translatesAutoresizingMaskIntoConstraints ?? true {
            return autoresizingSpecs(view)
        }
        return contentSizeSpecs(view)
    }

    /// `NSContentSizeLayoutConstraint`s: on each axis with an intrinsic size, `size >= intrinsic` at the
    /// compression resistance priority and `size <= intrinsic` at the hugging priority.
    private func contentSizeSpecs(_ view: UIView) -> [AuxSpec] {
        let intrinsic = view.intrinsicContentSize
        let variables = view.layoutVariables
        var specs: [AuxSpec] = []
        func axis(
            _ variable: Variable, _ size: CGFloat, _ name: String, hug: UILayoutPriority, resist: UILayoutPriority
        ) {
            guard size >= 0 else { return }
            let value = Double(size), described = "\(view.layoutDescription).\(name)"
            specs.append(
                AuxSpec(
                    expression: LinearExpression(variable) - value, relation: .greaterThanOrEqual,
                    strength: Self.strength(resist),
                    description: "<NSContentSizeLayoutConstraint:\(described) >= \(NSLayoutConstraint.number(size)) "
                        + "compressionResistance>"))
            specs.append(
                AuxSpec(
                    expression: LinearExpression(variable) - value, relation: .lessThanOrEqual,
                    strength: Self.strength(hug),
                    description: "<NSContentSizeLayoutConstraint:\(described) <= \(NSLayoutConstraint.number(size)) "
                        + "hugging>"))
        }
        axis(
            variables.width, intrinsic.width, "width", hug: view.contentHuggingPriority(for: .horizontal),
            resist: view.contentCompressionResistancePriority(for: .horizontal))
        axis(
            variables.height, intrinsic.height, "height", hug: view.contentHuggingPriority(for: .vertical),
            resist: view.contentCompressionResistancePriority(for: .vertical))
        return specs
    }

    /// `systemLayoutSizeFitting`'s pull toward the target size, at the fitting priorities.
    private func fittingSpecs(_ view: UIView, _ fitting: Fitting) -> [AuxSpec] {
        let variables = view.layoutVariables
        return [
            AuxSpec(
                expression: LinearExpression(variables.width) - Double(fitting.size.width), relation: .equal,
                strength: Self.strength(fitting.horizontal), description: "fitting width"),
            AuxSpec(
                expression: LinearExpression(variables.height) - Double(fitting.size.height), relation: .equal,
                strength: Self.strength(fitting.vertical), description: "fitting height"),
            AuxSpec(
                expression: LinearExpression(variables.minX), relation: .equal, strength: .required, description: "x"),
            AuxSpec(
                expression: LinearExpression(variables.minY), relation: .equal, strength: .required, description: "y"),
        ]
    }

    /// A view's own guide's frame in its owning view's bounds: the safe area or margins from the view's insets now,
    /// a scroll view's content (its content size) or frame (its size).
    private func guideSpecs(_ guide: UILayoutGuide) -> [AuxSpec] {
        guard let owner = guide.owningView, guide.role != .app else { return [] }
        register(owner)
        let variables = guide.layoutVariables, ownerVariables = owner.layoutVariables
        let name = guide.layoutDescription
        func spec(_ expression: LinearExpression, _ text: String) -> AuxSpec {
            AuxSpec(
                expression: expression, relation: .equal, strength: .required,
                description: "<NSLayoutConstraint:\(name).\(text)   (active)>")
        }
        let ownerName = owner.layoutDescription
        switch guide.role {
        case .scrollContent, .scrollFrame:
            let content = guide.role == .scrollContent
            let width = content ? ownerVariables.contentWidth : ownerVariables.width
            let height = content ? ownerVariables.contentHeight : ownerVariables.height
            let size = content ? "contentSize" : "frame"
            return [
                spec(LinearExpression(variables.minX), "left == 0"), spec(LinearExpression(variables.minY), "top == 0"),
                spec(variables.width - width, "width == \(ownerName).\(size).width"),
                spec(variables.height - height, "height == \(ownerName).\(size).height"),
            ]
        case .app, .safeArea, .margins:
            break
        }
        guard let insets = guide.systemInsets else { return [] }
        let horizontal = insets.left + insets.right, vertical = insets.top + insets.bottom
        return [
            spec(
                LinearExpression(variables.minX) - Double(insets.left),
                "left == \(NSLayoutConstraint.number(insets.left))"),
            spec(
                LinearExpression(variables.minY) - Double(insets.top), "top == \(NSLayoutConstraint.number(insets.top))"
            ),
            spec(
                variables.width - ownerVariables.width + Double(horizontal),
                "width == \(ownerName).width - \(NSLayoutConstraint.number(horizontal))"),
            spec(
                variables.height - ownerVariables.height + Double(vertical),
                "height == \(ownerName).height - \(NSLayoutConstraint.number(vertical))"),
        ]
    }
}
