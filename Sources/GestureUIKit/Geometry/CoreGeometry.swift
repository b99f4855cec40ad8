import Foundation

// Foundation's CGFloat, CGPoint, CGSize and CGRect are the kit's geometry (a user's file imports Foundation
// and GestureLabKit together); these convert them to the core's Point, Size and Rect at the facade's boundary.

extension CGPoint {
    init(_ point: Point) { self.init(x: point.x, y: point.y) }
    var core: Point { Point(x: Double(x), y: Double(y)) }
}

extension CGSize {
    init(_ size: Size) { self.init(width: size.width, height: size.height) }
    var core: Size { Size(width: Double(width), height: Double(height)) }
}

extension CGRect {
    init(_ rect: Rect) { self.init(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height) }
    var core: Rect {
        let r = standardized
        return Rect(x: Double(r.minX), y: Double(r.minY), width: Double(r.width), height: Double(r.height))
    }
}
