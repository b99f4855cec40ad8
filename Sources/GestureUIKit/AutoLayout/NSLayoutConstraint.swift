import Foundation

/// UIKit's `NSLayoutConstraint`: `firstItem.firstAttribute relation multiplier × secondItem.secondAttribute +
/// constant`, at a priority, solved by the window's layout engine (`LayoutEngine`, the Cassowary solver of
/// LayoutSolver) in the layout pass.
///
/// As in UIKit, activating a constraint adds it to the `constraints` of its items' closest common ancestor (the
/// view itself for a constraint on one view) and to the engine of the view tree; `constant` changes re-solve
/// incrementally (the solver's `setConstant`, a pan's drag costs no rebuild) and mark the moved views' superviews
/// for layout, so `layoutIfNeeded()` (inside `UIView.animate` too) applies them. Items are held weakly.
open class NSLayoutConstraint: Hashable, CustomStringConvertible {
    private weak var storedFirstItem: (any LayoutItem)?
    private weak var storedSecondItem: (any LayoutItem)?
    /// `firstAttribute`.
    public let firstAttribute: Attribute
    /// `secondAttribute` (`.notAnAttribute` for a constraint to a constant).
    public let secondAttribute: Attribute
    /// `relation`.
    public let relation: Relation
    /// `multiplier`.
    public let multiplier: CGFloat
    /// `identifier`: shown in the constraint's description (and so in the unsatisfiable-constraints log).
    open var identifier: String?
    /// Whether the kit made it (autoresizing, content size or a guide's system constraint), for descriptions.
    package var kind = Kind.layout
    /// The view whose `constraints` hold it while active.
    package weak var holder: UIView?

    /// Who made a constraint: the app, or the kit standing in for one of UIKit's own constraint classes.
    package enum Kind: Sendable {
        case layout, autoresizing(String), contentSize, guide
    }

    /// `init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`: `view1` and `view2` are views or
    /// layout guides (anything else makes a constraint that never activates).
    public init(
        item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
        attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
    ) {
        storedFirstItem = view1 as? any LayoutItem
        storedSecondItem = view2 as? any LayoutItem
        firstAttribute = attr1
        secondAttribute = view2 == nil ? .notAnAttribute : attr2
        self.relation = relation
        self.multiplier = multiplier
        constant = c
    }

    /// `firstItem`.
    open var firstItem: AnyObject? { storedFirstItem }
    /// `secondItem`: nil for a constraint to a constant.
    open var secondItem: AnyObject? { storedSecondItem }
    /// The first item as the engine sees it.
    package var firstLayoutItem: (any LayoutItem)? { storedFirstItem }
    /// The second item as the engine sees it.
    package var secondLayoutItem: (any LayoutItem)? { storedSecondItem }

    /// `constant`: setting it on an active constraint re-solves at once (incrementally) and marks the views that
    /// move for layout; they take their frames at the next layout pass or `layoutIfNeeded()`.
    open var constant: CGFloat {
        didSet {
            guard constant != oldValue, isActive else { return }
            engine?.constantDidChange(self)
        }
    }

    /// `priority` (default `.required`). Deviation: an active constraint cannot change between required and not
    /// required (UIKit raises; the kit logs and keeps the old priority).
    open var priority = UILayoutPriority.required {
        didSet {
            guard priority != oldValue, isActive, let engine else { return }
            if (priority >= .required) != (oldValue >= .required) {
                engine.log(
                    "Mutating a priority from required to not on an installed constraint (or vice-versa) is not "
                        + "supported. You passed priority \(priority.rawValue) and the existing priority was "
                        + "\(oldValue.rawValue).")
                holder?.reportDeviation(.layoutConstraintPriority)
                priority = oldValue
                return
            }
            engine.priorityDidChange(self)
        }
    }

    /// `isActive`: setting true adds the constraint to its items' closest common ancestor and the engine; false
    /// takes it out. Deviation: items that share no ancestor get UIKit's message in the log and the constraint stays
    /// inactive (UIKit raises).
    open var isActive: Bool {
        get { holder != nil }
        set {
            if newValue { activateInTree() } else { deactivateInTree() }
        }
    }

    /// `NSLayoutConstraint.activate(_:)`.
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// `NSLayoutConstraint.deactivate(_:)`.
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    /// The engine of the tree the constraint is active in.
    package var engine: LayoutEngine? { holder?.treeLayoutEngine }

    private func activateInTree() {
        guard holder == nil else { return }
        guard let first = storedFirstItem, let firstNode = first.layoutNode else { return }
        let ancestor: UIView?
        if let second = storedSecondItem {
            ancestor = second.layoutNode.flatMap { firstNode.closestCommonAncestor(with: $0) }
        } else {
            ancestor = firstNode
        }
        guard let ancestor else {
            firstNode.layoutEngine.log(
                "Unable to activate constraint with anchors \(first.layoutDescription) and "
                    + "\(storedSecondItem?.layoutDescription ?? "nil") because they have no common ancestor. Does "
                    + "the constraint or its anchors reference items in different view hierarchies?  That's illegal.")
            firstNode.reportDeviation(.layoutConstraintIsActive)
            return
        }
        ancestor.addConstraint(self)
    }

    private func deactivateInTree() {
        holder?.removeConstraint(self)
    }

    // MARK: Identity and description

    /// Identity, as NSObject's.
    public static func == (lhs: NSLayoutConstraint, rhs: NSLayoutConstraint) -> Bool { lhs === rhs }

    /// Hashes the identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// UIKit's description: `<NSLayoutConstraint:0x600002a1c0a0 UIView:0x7f8b1c40a2c0.height == 100   (active)>`.
    open var description: String {
        let className: String
        var prefix = ""
        switch kind {
        case .layout: className = "NSLayoutConstraint"
        case .autoresizing(let mask):
            className = "NSAutoresizingMaskLayoutConstraint"
            prefix = mask + " "
        case .contentSize: className = "NSContentSizeLayoutConstraint"
        case .guide: className = "NSLayoutConstraint"
        }
        if let identifier { prefix = "'\(identifier)' " + prefix }
        let first = "\(storedFirstItem?.layoutDescription ?? "(null)").\(firstAttribute.descriptionName)"
        var right = ""
        if let second = storedSecondItem {
            let factor = multiplier == 1 ? "" : "\(Self.number(multiplier))*"
            right = "\(factor)\(second.layoutDescription).\(secondAttribute.descriptionName)"
            if constant > 0 { right += " + \(Self.number(constant))" }
            if constant < 0 { right += " - \(Self.number(-constant))" }
        } else {
            right = Self.number(constant)
        }
        let priorityText = priority < .required ? " @\(Self.number(CGFloat(priority.rawValue)))" : ""
        let state = isActive ? "active" : "inactive"
        return "<\(className):\(Self.address(of: self)) \(prefix)\(first) \(relation.symbol) \(right)\(priorityText)"
            + "   (\(state))>"
    }

    /// A number as UIKit's descriptions print it: `100`, `0.5`, `20.5`.
    static func number(_ value: CGFloat) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(Double(value))
    }

    /// `0x600002a1c0a0`: the object's address, as `%p` prints it.
    static func address(of object: AnyObject) -> String {
        "0x" + String(UInt(bitPattern: ObjectIdentifier(object).hashValue), radix: 16)
    }
}
