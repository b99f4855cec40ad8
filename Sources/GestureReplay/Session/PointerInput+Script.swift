import Foundation
import GestureUIKit
import GestureScript

extension PointerInput {
    /// A script pointer event (`hover X Y`, `hover-out`) as window pointer input.
    package init(_ event: ScriptPointerEvent) {
        switch event.kind {
        case .hover(let point): self = .moved(to: CGPoint(x: point.x, y: point.y), time: event.time)
        case .out: self = .left(time: event.time)
        }
    }
}
