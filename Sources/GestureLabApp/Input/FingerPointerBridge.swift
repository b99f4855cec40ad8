import Foundation
import GestureUIKit

/// Turns one finger on the panels into ImGui's mouse, a frame at a time: press, drag, release, and drag-to-scroll.
///
/// Dear ImGui 1.86 has no touch input (the SDL2 backend gained `io.AddMouseSourceEvent` in 2023), and its SDL2
/// backend polls the pointer each frame (`ImGui_ImplSDL2_UpdateMousePosAndButtons`: `SDL_GetMouseState`, then
/// `SDL_GetGlobalMouseState` "when the mouse is on the upper-left corner of the app window"), which a pushed or
/// XInput2 finger never moves: a slider then only jumped to the press and a scrollbar did not follow.
/// The bridge gives ImGui the finger instead:
/// - A press shows as the mouse down at the finger for at least one frame, even when the finger lifts before the
///   next frame (a quick tap still clicks), then up for one frame, then no pointer at all (nothing stays hovered).
/// - A drag that starts on a drag widget (slider, scrollbar, the timeline, a panel's title bar) moves the mouse:
///   the widget follows the finger.
/// - A drag that starts anywhere else and moves `slop` pixels scrolls the window under it, as a touchscreen
///   list does; the button under the press lets go without firing (UIKit's scroll views cancel their content's
///   touches the same way once they scroll). There is no fling.
///
/// Positions are ImGui pixels (window units). Pure logic; the panels feed it and read `nextFrame()`.
struct FingerPointerBridge: Equatable {
    /// Pixels a finger moves before its drag counts: UIScrollView's pan hysteresis, 10 pt (uikit-behaviour.md
    /// §2: private views' `_scrollHysteresis` = 10.0), times the UI scale.
    var slop = 10.0

    /// One frame's pointer for ImGui.
    struct Frame: Equatable {
        /// The pointer, or nil for none (off the panels).
        var position: CGPoint?
        var isDown: Bool
        /// The drag turned into a scroll this frame.
        var beginsScroll = false
        /// Pixels to scroll the window under the drag (positive: the finger moved down).
        var scrollDelta = 0.0
    }

    private enum Phase: Equatable {
        case idle
        /// Down, not yet moved past the slop from `start`.
        case pressed(start: CGPoint)
        /// A drag the widget under it follows.
        case dragging
        /// A drag that scrolls; `pendingBegin` until the frame that starts the scroll.
        case scrolling(pendingBegin: Bool)
    }

    private var phase = Phase.idle
    private var position: CGPoint?
    private var isDown = false
    /// Whether ImGui has seen the current press as down in a frame.
    private var pressShown = true
    /// Frames to show the pointer up at its last position before removing it.
    private var upFramesLeft = 0
    private var scrollDelta = 0.0

    init(slop: Double = 10) {
        self.slop = slop
    }

    /// Whether a finger is down on the panels.
    var isActive: Bool { isDown }

    /// Whether frames are still owed to ImGui: a finger down, a press not yet shown, a lift not yet shown.
    var hasPendingFrames: Bool { isDown || !pressShown || upFramesLeft > 0 || phase != .idle || position != nil }

    /// A finger lands at `point`.
    mutating func press(at point: CGPoint) {
        phase = .pressed(start: point)
        position = point
        isDown = true
        pressShown = false
        upFramesLeft = 0
        scrollDelta = 0
    }

    /// The finger moves to `point`; `activeIsDrag`: ImGui's active item follows drags (after the press frame).
    mutating func move(to point: CGPoint, activeIsDrag: Bool) {
        guard isDown, let last = position else { return }
        switch phase {
        case .pressed(let start):
            let dx = point.x - start.x, dy = point.y - start.y
            if (dx * dx + dy * dy).squareRoot() >= slop && pressShown {
                if activeIsDrag {
                    phase = .dragging
                } else {
                    phase = .scrolling(pendingBegin: true)
                    scrollDelta += point.y - start.y
                }
            }
        case .scrolling:
            scrollDelta += point.y - last.y
        case .dragging, .idle:
            break
        }
        position = point
    }

    /// The finger lifts at `point`.
    mutating func release(at point: CGPoint) {
        guard isDown else { return }
        if case .scrolling = phase {} else { position = point }
        isDown = false
        upFramesLeft = 1
    }

    /// The pointer for the next ImGui frame.
    mutating func nextFrame() -> Frame {
        if case .scrolling(let pendingBegin) = phase {
            let frame = Frame(position: nil, isDown: false, beginsScroll: pendingBegin, scrollDelta: scrollDelta)
            scrollDelta = 0
            phase = isDown ? .scrolling(pendingBegin: false) : .idle
            if !isDown { position = nil; upFramesLeft = 0 }
            return frame
        }
        if !pressShown {
            // A press not yet shown is shown down where it landed, even if the finger already moved or lifted.
            pressShown = true
            if case .pressed(let start) = phase { return Frame(position: start, isDown: true) }
            return Frame(position: position, isDown: true)
        }
        if isDown { return Frame(position: position, isDown: true) }
        if upFramesLeft > 0 {
            upFramesLeft -= 1
            return Frame(position: position, isDown: false)
        }
        phase = .idle
        position = nil
        return Frame(position: nil, isDown: false)
    }
}
