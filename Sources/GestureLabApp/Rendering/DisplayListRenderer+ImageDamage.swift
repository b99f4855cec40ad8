import GestureUIKit

extension DisplayListRenderer {
    /// The images `list` draws under a translucent fill of the whole viewport (`BackdropCache.split`): the kept
    /// pixels under the backdrop hold them, and a texture of one changing makes the window draw the whole device
    /// (which keeps those pixels again) rather than its footprints, which would draw the gallery command by command
    /// in every later frame until a whole one (measured: the dismiss fade's frames drawn from the kept gallery fell
    /// from 161-167 to 115-150 of about 280, its p95 up a millisecond or two).
    static func imagesUnderBackdrop(_ list: DisplayList, in viewport: DeviceViewport) -> Set<ImageHandle> {
        let bounds = viewport.pixelBounds, transform = viewport.pixelTransform
        let start = firstVisibleCommand(list.commands, covering: bounds, pixelTransform: transform)
        guard let split = BackdropCache.split(list.commands, from: start, bounds: bounds, pixelTransform: transform)
        else { return [] }
        return Set(
            list.commands[split.start..<split.fill].compactMap { command -> ImageHandle? in
                if case .image(let handle, _, _, _, _) = command { return handle }
                return nil
            })
    }
}
