/// The panels' colours (IM_COL32) and number formatting.
enum PanelStyle {
    static func color(of state: LaneState) -> UInt32 {
        switch state {
        case .possible: imColor(110, 110, 118)
        case .waiting: imColor(255, 204, 0)
        case .began: imColor(48, 209, 88)
        case .changed: imColor(100, 210, 255)
        case .ended: imColor(191, 90, 242)
        case .cancelled: imColor(255, 159, 10)
        case .failed: imColor(255, 69, 58)
        }
    }

    static let dim = imColor(150, 150, 160)
    static let accent = imColor(100, 210, 255)
    static let fix = imColor(48, 209, 88)
    static let warning = imColor(255, 159, 10)
    static let laneBackground = imColor(40, 40, 46)
    static let cursor = imColor(255, 255, 255, 200)

    /// `value` with `digits` decimals (no Foundation formatter per frame).
    static func number(_ value: Double, _ digits: Int = 1) -> String {
        guard value.isFinite else { return "–" }
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let scaled = (abs(value) * scale).rounded()
        let whole = Int(scaled / scale), fraction = Int(scaled.truncatingRemainder(dividingBy: scale))
        let sign = value < 0 && scaled > 0 ? "-" : ""
        guard digits > 0 else { return "\(sign)\(whole)" }
        let text = String(fraction)
        return "\(sign)\(whole).\(String(repeating: "0", count: digits - text.count))\(text)"
    }

    static func point(_ x: Double, _ y: Double, _ digits: Int = 0) -> String {
        "(\(number(x, digits)), \(number(y, digits)))"
    }
}
