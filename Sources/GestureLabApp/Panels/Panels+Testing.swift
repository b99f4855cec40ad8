internal import CSDL2
import Foundation
import GestureUIKit

extension Panels {
    /// Routes a mouse button event at (`x`, `y`) window units as the app would; true when the panels take it
    /// (tests: SDL events built here, where SDL is imported).
    func handleMouseButton(down: Bool, x: Int32, y: Int32, button: UInt8 = 1, windowSize: CGSize) -> Bool {
        var event = SDL_Event()
        event.type = (down ? SDL_MOUSEBUTTONDOWN : SDL_MOUSEBUTTONUP).rawValue
        event.button.which = 0
        event.button.button = button
        event.button.state = UInt8(down ? SDL_PRESSED : SDL_RELEASED)
        event.button.x = x
        event.button.y = y
        return handle(event, windowSize: windowSize)
    }
}
