/// A finger event's fields, for the consumers that treat down, moved and up alike (the toolbar, the panels).
struct FingerSample {
    /// A finger event's phase.
    enum Phase { case down, moved, up }

    /// Down, moved or up.
    var phase: Phase
    /// The touch device.
    var touchID: Int64
    /// The finger on that device.
    var fingerID: Int64
    /// Normalized 0...1 across the window.
    var x: Double
    /// Normalized 0...1 down the window.
    var y: Double
    /// SDL's touch-from-mouse copy (`InputEvent`'s `synthetic`).
    var synthetic: Bool
}

extension InputEvent {
    /// The finger event's fields; nil for any other event.
    var finger: FingerSample? {
        switch self {
        case .fingerDown(let touchID, let fingerID, let x, let y, _, let synthetic):
            return FingerSample(phase: .down, touchID: touchID, fingerID: fingerID, x: x, y: y, synthetic: synthetic)
        case .fingerMoved(let touchID, let fingerID, let x, let y, _, let synthetic):
            return FingerSample(phase: .moved, touchID: touchID, fingerID: fingerID, x: x, y: y, synthetic: synthetic)
        case .fingerUp(let touchID, let fingerID, let x, let y, _, let synthetic):
            return FingerSample(phase: .up, touchID: touchID, fingerID: fingerID, x: x, y: y, synthetic: synthetic)
        default:
            return nil
        }
    }
}

extension DecodedInput {
    /// The finger event's fields; nil for any other event.
    var finger: FingerSample? {
        guard case .input(let input) = kind else { return nil }
        return input.finger
    }
}
