import Foundation
import LayoutSolver

/// The Auto Layout engine of one view tree: UIKit's `_UILayoutEngine` (an `NSISEngine`), of which UIKit keeps one
/// per window, and one for a tree in no window that holds constraints; here one Cassowary `Solver` (LayoutSolver)
/// hosted by the tree's root view.
///
/// The scope is UIKit's, one engine per window, so a constraint between views with different superviews is one
/// linear constraint in one solver, and a constant a pan moves every frame re-solves incrementally (the solver's
/// `setConstant`, the dual simplex) without touching the rest. A tree added under another brings its constraints
/// into that tree's engine; a subtree removed takes the constraints wholly inside it to an engine of its own, and
/// the constraints between it and the rest are deactivated, as UIKit removes them.
///
/// Each item's variables are its frame in its container's bounds coordinates (`LayoutItem`): a constraint is
/// written in the coordinates of its items' closest common ancestor, adding the `minX`/`minY` of the views between
/// an item and that ancestor, and an ancestor's own edges there are 0 and its width (its content width for a scroll
/// view: UIKit's legacy rule that a scroll view's subviews constrained to its edges define its `contentSize`).
/// Bounds origins (a scroll view's offset) are left out of that sum, which is what the legacy rule needs.
///
/// What the engine adds beside the app's constraints (`LayoutEngine+Aux.swift`): autoresizing constraints for a view
/// with `translatesAutoresizingMaskIntoConstraints`, content-size constraints from `intrinsicContentSize`, and the
/// safe-area and margins guides' constraints; they follow their inputs whenever the engine updates.
package final class LayoutEngine {
    /// The solver.
    package let solver = Solver()
    /// The root view of the tree (or the view a fitting size is asked of).
    package private(set) weak var host: UIView?
    /// For `systemLayoutSizeFitting`: the target size and priorities the host's size is pulled with.
    let fitting: Fitting?
    /// Each installed constraint's solver constraint, and the part of its constant that is not `constant`.
    var installed: [NSLayoutConstraint: Installed] = [:]
    /// Active constraints the engine could not satisfy ("Will attempt to recover by breaking constraint"): not in
    /// the solver until a change lets them in.
    var broken: Set<NSLayoutConstraint> = []
    /// The items constraints name, with the constraints the engine made for them.
    var items: [ObjectIdentifier: ItemRecord] = [:]
    /// Views marked by `setNeedsUpdateConstraints()`.
    var viewsNeedingConstraintUpdate: [WeakView] = []
    /// The items whose engine-made constraints may be stale (a frame, intrinsic size or safe area changed).
    var dirtyItems: Set<ObjectIdentifier> = []
    /// Whether every item's engine-made constraints may be stale (margins changed, which reach down the tree).
    var everythingDirty = false
    /// Set by every change; the next `update()` applies it.
    package private(set) var hasPendingChanges = false
    /// What the engine logged (the window's console gets it too).
    package internal(set) var messages: [String] = []

    /// An app constraint in the solver.
    struct Installed {
        let constraint: Constraint
        /// The constant of the expression apart from the layout constraint's `constant`.
        let base: Double
    }

    /// The target of a fitting-size engine.
    struct Fitting {
        let size: CGSize
        let horizontal: UILayoutPriority
        let vertical: UILayoutPriority
    }

    /// A view held weakly.
    struct WeakView {
        weak var view: UIView?
    }

    /// The engine of the tree rooted at `host`.
    init(host: UIView, fitting: Fitting? = nil) {
        self.host = host
        self.fitting = fitting
    }

    // MARK: Constraints

    /// Puts an active constraint into the solver; an unsatisfiable one is logged and kept out (broken).
    func install(_ layoutConstraint: NSLayoutConstraint) {
        guard installed[layoutConstraint] == nil, let first = layoutConstraint.firstLayoutItem else { return }
        broken.remove(layoutConstraint)
        let second = layoutConstraint.secondLayoutItem
        guard let space = coordinateSpace(first, second) else { return }
        let left = expression(first, layoutConstraint.firstAttribute, in: space)
        let right = second.map { expression($0, layoutConstraint.secondAttribute, in: space) } ?? LinearExpression()
        let difference = left - right * Double(layoutConstraint.multiplier)
        let base = difference.constant
        let constraint = Constraint(
            LinearExpression(difference.terms, constant: base - Double(layoutConstraint.constant)),
            Self.relation(layoutConstraint.relation), strength: Self.strength(layoutConstraint.priority))
        do throws(SolverError) {
            try solver.addConstraint(constraint)
            installed[layoutConstraint] = Installed(constraint: constraint, base: base)
        } catch {
            broken.insert(layoutConstraint)
            report(error, breaking: layoutConstraint)
        }
        noteChange()
    }

    /// Takes a constraint out of the solver.
    func uninstall(_ layoutConstraint: NSLayoutConstraint) {
        broken.remove(layoutConstraint)
        guard let entry = installed.removeValue(forKey: layoutConstraint) else { return }
        try? solver.removeConstraint(entry.constraint)
        noteChange()
    }

    /// `constant` changed: the solver moves the constant incrementally; a broken constraint is tried again.
    func constantDidChange(_ layoutConstraint: NSLayoutConstraint) {
        if broken.contains(layoutConstraint) {
            install(layoutConstraint)
            return
        }
        guard let entry = installed[layoutConstraint] else { return }
        do throws(SolverError) {
            try solver.setConstant(entry.base - Double(layoutConstraint.constant), of: entry.constraint)
        } catch {
            report(error, breaking: layoutConstraint)
        }
        noteChange()
    }

    /// `priority` changed (between two non-required values): the constraint goes back in at its new strength.
    func priorityDidChange(_ layoutConstraint: NSLayoutConstraint) {
        guard installed[layoutConstraint] != nil || broken.contains(layoutConstraint) else { return }
        uninstall(layoutConstraint)
        install(layoutConstraint)
    }

    /// Every constraint the engine holds for the app, installed or broken.
    var activeConstraints: [NSLayoutConstraint] { Array(installed.keys) + Array(broken) }

    // MARK: Updating

    /// Something changed: the next layout pass (or `layoutIfNeeded()`) runs `update()`.
    func noteChange() {
        guard !hasPendingChanges else { return }
        hasPendingChanges = true
        host?.descendantNeedsLayout = true
    }

    /// Runs the constraints pass (`updateConstraints()` of the marked views), brings the engine's own constraints up
    /// to date with their inputs (frames of autoresizing views, intrinsic sizes, safe areas, margins), and marks for
    /// layout the superview of every view whose solved frame differs from its frame.
    package func update() {
        updateConstraintsOfMarkedViews()
        hasPendingChanges = false
        let stale = everythingDirty ? Set(items.keys) : dirtyItems
        everythingDirty = false
        dirtyItems = []
        for id in stale {
            guard let record = items[id] else { continue }
            guard let item = record.item else {
                removeAux(of: record)
                items[id] = nil
                continue
            }
            syncAux(record, item)
        }
        markMovedViews()
        hasPendingChanges = false
    }

    /// `item`'s engine-made constraints follow their inputs at the next update.
    func markDirty(_ item: AnyObject) {
        let id = ObjectIdentifier(item)
        guard items[id] != nil else { return }
        dirtyItems.insert(id)
        noteChange()
    }

    /// Every item's engine-made constraints follow their inputs at the next update.
    func markEverythingDirty() {
        everythingDirty = true
        noteChange()
    }

    /// The `updateConstraints()` pass: the marked views, deepest first (UIKit updates constraints bottom-up); a view
    /// controller's root view asks the controller's `updateViewConstraints()`.
    private func updateConstraintsOfMarkedViews() {
        var rounds = 0
        while !viewsNeedingConstraintUpdate.isEmpty, rounds < 4 {
            let views = viewsNeedingConstraintUpdate.compactMap(\.view)
            viewsNeedingConstraintUpdate = []
            for view in views.sorted(by: { $0.layoutDepth > $1.layoutDepth })
            where view.autoLayoutStorage?.needsUpdateConstraints == true {
                view.autoLayout.needsUpdateConstraints = false
                if let controller = view.viewDelegate, controller.viewIfLoaded === view {
                    controller.updateViewConstraints()
                } else {
                    view.updateConstraints()
                }
            }
            rounds += 1
        }
    }

    /// Marks the superview of each engine-placed view whose solved frame differs from its frame, and each scroll
    /// view whose solved content size differs from its `contentSize`.
    private func markMovedViews() {
        for record in items.values {
            guard let view = record.item as? UIView else { continue }
            if view.isPlacedByEngine, solvedFrame(of: view) != view.unTransformedFrame {
                view.superview?.setNeedsLayout()
            }
            if let scrollView = view as? UIScrollView, let size = solvedContentSize(of: scrollView),
                size != scrollView.contentSize
            {
                scrollView.setNeedsLayout()
            }
        }
    }

    // MARK: Reading the solution

    /// Whether the engine knows `item`.
    func isRegistered(_ item: AnyObject) -> Bool { items[ObjectIdentifier(item)] != nil }

    /// The frame the solution gives `item` in its container's coordinates; an unconstrained variable keeps `current`.
    func solvedFrame(of item: any LayoutItem, current: CGRect) -> CGRect {
        let variables = item.layoutVariables
        func value(_ variable: Variable, _ fallback: CGFloat) -> CGFloat {
            solver.value(of: variable).map { CGFloat($0) } ?? fallback
        }
        return CGRect(
            x: value(variables.minX, current.minX), y: value(variables.minY, current.minY),
            width: value(variables.width, current.width), height: value(variables.height, current.height))
    }

    /// The frame the solution gives `view`, its edges on the pixel grid: UIKit rounds the engine's values to the
    /// screen's pixels as it applies them (`_applyISEngineLayoutValuesToBoundsOnly:`), so 1/3-point solver noise
    /// never reaches a frame. Deviation: the grid is always 3x (the default 390x844 device's); UIKit uses the
    /// screen's scale.
    func solvedFrame(of view: UIView) -> CGRect {
        let frame = solvedFrame(of: view, current: view.unTransformedFrame)
        func aligned(_ value: CGFloat) -> CGFloat { (value * Self.pixelScale).rounded() / Self.pixelScale }
        let minX = aligned(frame.minX), minY = aligned(frame.minY)
        return CGRect(x: minX, y: minY, width: aligned(frame.maxX) - minX, height: aligned(frame.maxY) - minY)
    }

    /// Pixels per point of the grid frames are rounded to.
    static let pixelScale: CGFloat = 3

    /// The content size the solution gives a scroll view whose subviews' constraints reach its edges, else nil.
    func solvedContentSize(of scrollView: UIScrollView) -> CGSize? {
        guard let variables = scrollView.autoLayoutStorage.map({ _ in scrollView.layoutVariables }) else {
            return nil
        }
        let width = solver.value(of: variables.contentWidth)
        let height = solver.value(of: variables.contentHeight)
        guard width != nil || height != nil else { return nil }
        return CGSize(
            width: width.map { CGFloat($0) } ?? scrollView.contentSize.width,
            height: height.map { CGFloat($0) } ?? scrollView.contentSize.height)
    }

    /// Whether the constraints leave `item`'s frame free to move (`hasAmbiguousLayout`).
    func isAmbiguous(_ item: any LayoutItem) -> Bool {
        guard isRegistered(item) else { return false }
        return solver.hasAmbiguity(among: item.layoutVariables.frameVariables)
    }

    // MARK: Conversions

    static func relation(_ relation: NSLayoutConstraint.Relation) -> LayoutSolver.Relation {
        switch relation {
        case .equal: .equal
        case .lessThanOrEqual: .lessThanOrEqual
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
    }

    /// The solver's strength for a priority (at least 1: the solver takes no priority of 0).
    static func strength(_ priority: UILayoutPriority) -> Strength {
        Strength(priority: max(1, Double(priority.rawValue)))
    }
}

extension UIView {
    /// The frame as if the transform were the identity: what the engine's variables describe (UIKit's engine sets
    /// `center` and `bounds`, leaving the transform alone).
    var unTransformedFrame: CGRect {
        CGRect(
            x: center.x - bounds.width / 2, y: center.y - bounds.height / 2, width: bounds.width,
            height: bounds.height)
    }

    /// The number of ancestors.
    var layoutDepth: Int {
        var depth = 0
        var view = superview
        while let current = view {
            depth += 1
            view = current.superview
        }
        return depth
    }
}
