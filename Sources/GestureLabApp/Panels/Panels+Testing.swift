import Foundation
import GestureUIKit

extension Panels {
    /// Routes a mouse button event at (`x`, `y`) window units as the app would; true when the panels take it
    /// (tests: a real SDL event, through the decoder).
    func handleMouseButton(down: Bool, x: Int32, y: Int32, button: UInt8 = 1, windowSize: CGSize) -> Bool {
        let event = SDLInputAdapter.mouseButtonEvent(down: down, x: x, y: y, button: button)
        let decoded = SDLInputAdapter.decode(event, windowID: 0) { Double($0) / 1000 }
        return handle(decoded, windowSize: windowSize)
    }
}
