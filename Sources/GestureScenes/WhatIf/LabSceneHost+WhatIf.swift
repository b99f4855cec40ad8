import GestureScript
import GestureUIKit

extension LabSceneHost {
    /// Puts `edits` in force in the scene's window (none: the scene runs as its code says); what they set is set
    /// at once, and again as each touch goes down.
    public func putInForce(_ edits: [WhatIfEdit]) {
        context.window.gestureEdits =
            edits.isEmpty
            ? nil
            : WhatIfEditor(
                edits,
                depth: { [weak self] in
                    self?.navigationDepth ?? 1
                })
    }

    /// The what-if edits in force in the scene's window.
    public var whatIfEdits: [WhatIfEdit] { (context.window.gestureEdits as? WhatIfEditor)?.edits ?? [] }
}
