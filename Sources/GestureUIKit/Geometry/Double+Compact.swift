import Foundation

/// Numbers as reports and panels print them.
extension Double {
    /// At most two decimals, integers without a point: `12`, `0.42`, `-3.5` (reports and reasons).
    package var compact: String {
        if !isFinite { return "\(self)" }
        let rounded = (self * 100).rounded() / 100
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        return "\(rounded)"
    }
}

extension CGFloat {
    /// At most two decimals, integers without a point (`Double.compact`).
    package var compact: String { Double(self).compact }
}
