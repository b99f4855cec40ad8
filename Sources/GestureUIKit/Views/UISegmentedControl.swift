import Foundation

/// UIKit's `UISegmentedControl`: a row of segments, one selected; a tap on a segment selects it and sends
/// `.valueChanged` when the finger lifts inside the control.
///
/// Deviation: titles only (no images); the segments are drawn plainly and do not follow a finger sliding across
/// them before the lift.
open class UISegmentedControl: UIControl {
    /// `UISegmentedControl.noSegment` (-1): no segment selected.
    public static let noSegment = -1

    private var titles: [String] = []

    /// `selectedSegmentIndex` (default `noSegment`). Setting it sends no action, as in UIKit.
    open var selectedSegmentIndex = UISegmentedControl.noSegment

    /// `init(items:)`: a segment per item (strings are titles; other items make untitled segments).
    public init(items: [Any]?) {
        super.init(frame: CGRect(x: 0, y: 0, width: 0, height: 32))
        titles = (items ?? []).map { $0 as? String ?? "" }
        frame.size.width = CGFloat(titles.count) * 80
        backgroundColor = UIColor(white: 0.93, alpha: 1)
        cornerRadius = 8
    }

    /// `init(frame:)`: no segments.
    public override convenience init(frame: CGRect) {
        self.init(items: nil)
        self.frame = frame
    }

    /// `init?(coder:)`: no nibs; always nil.
    public required init?(coder: NSCoder) { return nil }

    /// `numberOfSegments`.
    open var numberOfSegments: Int { titles.count }

    /// `insertSegment(withTitle:at:animated:)`.
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        titles.insert(title ?? "", at: max(0, min(segment, titles.count)))
        if selectedSegmentIndex >= segment, selectedSegmentIndex != Self.noSegment { selectedSegmentIndex += 1 }
    }

    /// `removeAllSegments()`.
    open func removeAllSegments() {
        titles = []
        selectedSegmentIndex = Self.noSegment
    }

    /// `titleForSegment(at:)`.
    open func titleForSegment(at segment: Int) -> String? { titles.indices.contains(segment) ? titles[segment] : nil }

    /// `setTitle(_:forSegmentAt:)`.
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard titles.indices.contains(segment) else { return }
        titles[segment] = title ?? ""
    }

    /// The segment under `point` (in the control's coordinates), segments being equally wide.
    func segment(at point: CGPoint) -> Int? {
        guard !titles.isEmpty, bounds.contains(point) else { return nil }
        let width = bounds.width / CGFloat(titles.count)
        return min(titles.count - 1, Int((point.x - bounds.minX) / width))
    }

    /// `endTracking(_:with:)`: the lift inside a segment selects it; a change sends `.valueChanged`.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        guard let point = touch?.location(in: self), let segment = segment(at: point), segment != selectedSegmentIndex
        else { return }
        selectedSegmentIndex = segment
        sendActions(for: .valueChanged)
    }

    override func draw(in context: inout DrawContext) {
        super.draw(in: &context)
        guard !titles.isEmpty else { return }
        let bounds = renderBounds
        let width = bounds.width / CGFloat(titles.count)
        for (index, title) in titles.enumerated() {
            let rect = CGRect(
                x: bounds.minX + CGFloat(index) * width, y: bounds.minY, width: width, height: bounds.height)
            if index == selectedSegmentIndex {
                context.fill(rect.insetBy(dx: 2, dy: 2), color: Color.white, cornerRadius: 7)
            }
            context.text(
                title, in: rect, size: 13, bold: index == selectedSegmentIndex, color: Color.black, alignment: .center)
        }
    }
}
