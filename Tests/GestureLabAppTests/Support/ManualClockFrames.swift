import Foundation
import GestureUIKit

@testable import GestureLabApp

/// Frames of a hidden window on a `ManualClock`, as the tests of what a frame redraws drive it.
extension App {
    /// Draws one frame, the clock first advanced by a 60 Hz frame unless `advancing` is false.
    func frame(on clock: ManualClock, advancing: Bool = true) {
        if advancing { clock.advance(by: 1.0 / 60) }
        pumpFrame()
    }

    /// Frames until every decode asked for has arrived and been uploaded, then two more: the frame that installed
    /// the last decode is followed by one that draws it, and then nothing loads.
    func settleDecodes(on clock: ManualClock) {
        for _ in 0..<60 {
            frame(on: clock)
            worker.waitUntilIdle(timeout: 20)
            if !rendering.cache.hasPendingUploads && worker.outstanding.isEmpty { break }
        }
        frame(on: clock)
        frame(on: clock)
    }
}
