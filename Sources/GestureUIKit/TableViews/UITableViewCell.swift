import Foundation

/// UIKit's `UITableViewCell` (open for subclassing): one row of a `UITableView`, with a `contentView` holding
/// `textLabel` and `detailTextLabel`, reused by its `reuseIdentifier`.
///
/// Highlight and selection fill the cell in UIKit's selection grey behind the content. When its row is swiped
/// the content view slides aside and the revealed actions are drawn in the gap (`UISwipeActionPullView`).
///
/// Touches, as UIKit's (decompiled `UITableViewCell.m`, iOS 18.2): the cell hit-tests like any view (its
/// `hitTest:withEvent:` starts with `[super hitTest:withEvent:]` and only widens the hit area of accessory views,
/// which the kit does not have), so the deepest view under the finger is the hit view and the recognizers of that
/// view and of its ancestors (the content view, the cell, the table) see the touch. The touches that view does not
/// handle travel up the responder chain to the cell, whose touch methods pass them on while it is in a table
/// (`if ([self _tableView]) [super touchesBegan:withEvent:]`): the table highlights and selects in its own touch
/// methods (`UITableView+Selection.swift`). A cell outside a table shows itself selected while a finger is on it,
/// as UIKit's `else` branch does (`setSelected:CGRectContainsPoint(...)`).
///
/// Deviations: `init(style:reuseIdentifier:)` is `required` (the table makes registered classes through it; a
/// subclass writes `required override init(style:reuseIdentifier:)`); no accessory views, images or editing
/// controls.
open class UITableViewCell: UIView {
    /// UIKit's `UITableViewCell.CellStyle`.
    public enum CellStyle: Int, Sendable {
        /// `.default`: a text label.
        case `default`
        /// `.value1`: the detail on the right, grey.
        case value1
        /// `.value2`: a small blue label, then the detail.
        case value2
        /// `.subtitle`: the detail below the text, smaller.
        case subtitle
    }

    /// UIKit's `UITableViewCell.SelectionStyle`.
    public enum SelectionStyle: Int, Sendable {
        /// `.none`: no highlight.
        case none
        /// `.blue` (grey since iOS 7).
        case blue
        /// `.gray`.
        case gray
        /// `.default`.
        case `default`
    }

    /// `reuseIdentifier`.
    public let reuseIdentifier: String?
    /// `contentView`: where the labels and a subclass's views go; it slides when the row is swiped.
    public let contentView = UIView()
    /// `textLabel`.
    public let textLabel: UILabel?
    /// `detailTextLabel`: nil for `.default`.
    public let detailTextLabel: UILabel?
    /// `selectionStyle` (default `.default`).
    open var selectionStyle = SelectionStyle.default
    /// `accessoryType` (default `.none`). Deviation: stored only; no accessory is drawn and the content view keeps
    /// the cell's width (UIKit narrows it by the accessory's).
    open var accessoryType = AccessoryType.none {
        didSet { reportDeviation(.tableViewCellAccessoryType, if: accessoryType != .none) }
    }
    /// `imageView`: the image at the leading edge of a system-style cell. Deviation: stored only; not laid out or
    /// drawn (the text keeps its place).
    open var imageView: UIImageView? {
        reportDeviation(.tableViewCellImageView)
        return storedImageView
    }
    private let storedImageView = UIImageView(frame: .zero)
    /// The cell's style.
    private let style: CellStyle
    /// UIKit's selection grey behind the content while highlighted or selected.
    private let selectionBackground = UIView()
    let separator = UIView()
    /// The revealed swipe actions, while the row is swiped.
    var pullView: UISwipeActionPullView?
    /// Points the content is moved by the swipe (negative: trailing actions revealed).
    var swipeOffset: CGFloat = 0
    /// The table showing this cell.
    weak var tableView: UITableView?

    /// `init(style:reuseIdentifier:)`.
    public required init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        textLabel = UILabel()
        detailTextLabel = style == .default ? nil : UILabel()
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        backgroundColor = .white
        clipsToBounds = true
        selectionBackground.isHidden = true
        selectionBackground.isUserInteractionEnabled = false
        // UIKit's cell selection grey (#D1D1D6, systemGray4).
        selectionBackground.backgroundColor = UIColor(red: 209 / 255, green: 209 / 255, blue: 214 / 255, alpha: 1)
        addSubview(selectionBackground)
        addSubview(contentView)
        separator.backgroundColor = .separator
        separator.isUserInteractionEnabled = false
        addSubview(separator)
        textLabel?.font = .systemFont(ofSize: 17)
        if let textLabel { contentView.addSubview(textLabel) }
        if let detailTextLabel {
            detailTextLabel.font = .systemFont(ofSize: style == .subtitle ? 12 : 17)
            detailTextLabel.textColor = .gray
            if style == .value1 { detailTextLabel.textAlignment = .right }
            contentView.addSubview(detailTextLabel)
        }
    }

    /// `init(frame:)`: a `.default` cell without a reuse identifier.
    public convenience override init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// `init?(coder:)`: no nibs; always nil.
    public required init?(coder: NSCoder) { return nil }

    /// `prepareForReuse()`: called before a reused cell is handed out again; subclasses call super.
    open func prepareForReuse() {
        isHighlighted = false
        isSelected = false
        swipeOffset = 0
        pullView?.removeFromSuperview()
        pullView = nil
        alpha = 1
        setNeedsLayout()
    }

    /// `isSelected`: drawn like the highlight.
    open var isSelected = false {
        didSet { updateSelectionBackground() }
    }

    /// `isHighlighted`: set by the table while the finger rests on the row.
    open var isHighlighted = false {
        didSet { updateSelectionBackground() }
    }

    /// `setSelected(_:animated:)`.
    open func setSelected(_ selected: Bool, animated: Bool) { isSelected = selected }

    /// `setHighlighted(_:animated:)`.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) { isHighlighted = highlighted }

    private func updateSelectionBackground() {
        selectionBackground.isHidden = selectionStyle == .none || !(isSelected || isHighlighted)
    }

    /// `layoutSubviews()`: the content view (moved by the swipe), the labels by style, the separator and the
    /// revealed actions. Subclasses call super.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let size = bounds.size
        selectionBackground.frame = bounds
        contentView.frame = CGRect(x: swipeOffset, y: 0, width: size.width, height: size.height)
        layOutSeparator(separator, appearance: tableView?.separatorAppearance ?? TableSeparatorAppearance())
        let inset: CGFloat = 20
        let width = max(0, size.width - 2 * inset)
        switch style {
        case .default:
            textLabel?.frame = CGRect(x: inset, y: 0, width: width, height: size.height)
        case .subtitle:
            textLabel?.frame = CGRect(x: inset, y: size.height / 2 - 20, width: width, height: 22)
            detailTextLabel?.frame = CGRect(x: inset, y: size.height / 2 + 2, width: width, height: 18)
        case .value1, .value2:
            textLabel?.frame = CGRect(x: inset, y: 0, width: width / 2, height: size.height)
            detailTextLabel?.frame = CGRect(x: inset + width / 2, y: 0, width: width / 2, height: size.height)
        }
        pullView?.layout(in: bounds, offset: swipeOffset)
    }

    // MARK: Touches (decompiled `-[UITableViewCell touchesBegan:withEvent:]` and the rest, iOS 18.2)

    /// `touchesBegan(_:with:)`: in a table, passed up the responder chain (UIResponder's default, to the table,
    /// which highlights the row); outside one, the cell shows itself selected while the touch is inside it.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard tableView == nil else { return super.touchesBegan(touches, with: event) }
        if let touch = touches.first, bounds.contains(touch.location(in: self)) { setSelected(true, animated: false) }
    }

    /// `touchesMoved(_:with:)`: in a table, passed up the chain; outside one, selected while the touch is inside.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard tableView == nil else { return super.touchesMoved(touches, with: event) }
        if let touch = touches.first { setSelected(bounds.contains(touch.location(in: self)), animated: false) }
    }

    /// `touchesEnded(_:with:)`: in a table, passed up the chain (the table selects the row); outside one, the
    /// cell stops showing itself selected.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard tableView == nil else { return super.touchesEnded(touches, with: event) }
        setSelected(false, animated: false)
    }

    /// `touchesCancelled(_:with:)`: in a table, passed up the chain (the table unhighlights the row); outside one,
    /// the cell stops showing itself selected.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard tableView == nil else { return super.touchesCancelled(touches, with: event) }
        setSelected(false, animated: false)
    }
}
