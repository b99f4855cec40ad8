import GestureUIKit

/// The renderer half's own state between frames: the display lists it refills each frame, the frame statistics and
/// the panel column's status line.
///
/// Part of the split of `App` in ImGui's shape: resources live in the backends, state that outlives a frame
/// lives in values like this one. The display lists are kept so their storage is reused, not rebuilt every frame.
struct FrameState {
    /// Seconds between rebuilds of the status line: a new string every frame would render a new text texture
    /// every frame.
    static let statusRefreshInterval = 0.5

    /// The scene's commands, refilled each frame.
    var sceneList = DisplayList()
    /// The panel column, help and toast, refilled each frame.
    var overlayList = DisplayList()
    /// The work and pace of recent frames (`GESTURELAB_STATS=1`, the status line, the GL probe's idle test).
    var stats = FrameStats()
    /// The panel column's status line and when it was last rebuilt (wall seconds).
    private(set) var status = ""
    private var statusRefreshedAt = -1.0

    /// The status line at `wall`: the one last built, or `make(stats)`'s when it is older than
    /// `statusRefreshInterval`.
    mutating func statusLine(at wall: Double, make: (FrameStats) -> String) -> String {
        if wall - statusRefreshedAt > Self.statusRefreshInterval {
            status = make(stats)
            statusRefreshedAt = wall
        }
        return status
    }

    /// The next `statusLine(at:make:)` rebuilds the line (pause changed).
    mutating func invalidateStatus() {
        statusRefreshedAt = -1
    }
}
