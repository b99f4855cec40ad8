internal import CPixelBlend
internal import CSDL2
import Foundation
import GestureUIKit

/// A translucent fill over the whole viewport drawn over kept pixels of what lies under it (`BackdropCache`).
extension DisplayListRenderer {
    /// Draws `commands` from `start` up to and including their backdrop when there is one (`BackdropCache.split`)
    /// and returns the index of the next command to draw; `start` (nothing drawn) when there is none.
    ///
    /// When the kept pixels show the commands under the backdrop, they are copied into the drawn area with the
    /// backdrop's blend applied in the same pass, and those commands are not drawn (only their clips are pushed and
    /// popped, so what follows is clipped as before). Otherwise, when the whole viewport is being drawn, the commands
    /// under it are drawn, the viewport's pixels kept, and the fill drawn over them as usual. Drawn in part (a dirty
    /// rectangle) with nothing kept, nothing is done here and the caller draws every command.
    func drawBackdrop(_ commands: [DrawCommand], from start: Int, viewport: DeviceViewport, baseClip: PixelRect) -> Int
    {
        guard backdrop.isEnabled, renderer.isSoftware,
            let split = BackdropCache.split(
                commands, from: start, bounds: viewport.pixelBounds, pixelTransform: pixelTransform),
            case .fill(let rect, let transform, let color, _) = commands[split.fill]
        else { return start }
        let under = commands[split.start..<split.fill]
        let handles = under.compactMap { command -> ImageHandle? in
            if case .image(let handle, _, _, _, _) = command { return handle }
            return nil
        }
        let key = BackdropCache.Key(
            under: under, viewport: viewport,
            imageGeneration: images.map { $0.contentGeneration(of: handles) ?? -1 } ?? 0)
        guard key.imageGeneration >= 0 else { return start }
        if backdrop.holds(key) {
            for command in commands[split.start..<split.fill] {
                if case .pushClip = command { draw(command) }
                if case .popClip = command { draw(command) }
            }
            // Where an opaque photo drawn next paints every pixel, the kept pixels are not copied at all.
            let hidden = hiddenByLaterPhoto(commands, after: split.fill, within: baseClip)
            if blendKept(fill: rect, transform: transform, color: color, baseClip: baseClip, hidden: hidden) {
                backdrop.noteHit()
                return split.fill + 1
            }
            // The surface can't be written directly: draw everything from the start again, from a fresh clip.
            backdrop.invalidate()
            resetClips(to: baseClip)
            return start
        }
        guard baseClip == viewport.pixelBounds else { return start }
        let loadingBefore = loadingDraws
        for command in commands[split.start..<split.fill] { draw(command) }
        batch.flush(to: renderer)
        if loadingDraws == loadingBefore, let handle = renderer.handle {
            SDL_RenderFlush(handle)
            keepPixels(of: baseClip, as: key, handle: handle)
        } else {
            backdrop.invalidate()
        }
        return split.fill
    }

    /// The images `list` draws in `viewport`: those from its first command not hidden under an opaque fill of the
    /// viewport (`firstVisibleCommand`); a texture of another one changing changes no pixel.
    static func visibleImages(_ list: DisplayList, in viewport: DeviceViewport) -> [ImageHandle] {
        let start = firstVisibleCommand(
            list.commands, covering: viewport.pixelBounds, pixelTransform: viewport.pixelTransform)
        return list.commands[start...].compactMap { command in
            if case .image(let handle, _, _, _, _) = command { return handle }
            return nil
        }
    }

    /// Copies the kept pixels of `viewport ∩ baseClip` back to the surface, blending the fill (`rect` under
    /// `transform`, the pixels `fillRectFast` would fill, within the current clip) into the copy, but for `hidden`
    /// (pixels a photo drawn next paints over); false (nothing written) when the surface can't be written directly.
    private func blendKept(
        fill rect: CGRect, transform: CGAffineTransform, color: Color, baseClip: PixelRect, hidden: PixelRect?
    ) -> Bool {
        guard let handle = renderer.handle, SDL_GetRenderTarget(handle) == nil,
            let box = pixelBox(rect, pixelTransform: toPixels(transform))
        else { return false }
        batch.flush(to: renderer)
        SDL_RenderFlush(handle)
        guard let output = renderer.directOutput(of: handle) else { return false }
        let (outputWidth, outputHeight) = renderer.outputSize
        let surface = PixelRect(x: 0, y: 0, width: outputWidth, height: outputHeight)
        let kept = backdrop.bounds
        let area = baseClip.intersection(kept).intersection(surface)
        guard !area.isEmpty else { return true }
        let fillArea = PixelRect(x: Int(box.x), y: Int(box.y), width: Int(box.width), height: Int(box.height))
            .intersection(clip)
        let blend = BlendFill(color: SDL_Color(color), hasAlpha: output.hasAlpha)
        let hole = hidden?.intersection(area) ?? PixelRect(x: 0, y: 0, width: 0, height: 0)
        let pieces = hole.isEmpty ? [area] : Self.pieces(of: area, around: hole)
        fillPixelsHidden += hole.width * hole.height
        backdrop.pixels.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            for piece in pieces {
                let blendArea = fillArea.intersection(piece)
                let blends = !blendArea.isEmpty
                // The piece's first pixel on the surface and in the kept pixels; the blend relative to it.
                let destination = output.pixels + piece.y * Int(output.pitch) + piece.x * 4
                let source = UnsafeRawPointer(base + (piece.y - kept.y) * kept.width + (piece.x - kept.x))
                gesturelab_copy_blend_rect(
                    renderer.rasterBands?.pointer, destination.assumingMemoryBound(to: UInt8.self),
                    Int(output.pitch), source.assumingMemoryBound(to: UInt8.self), kept.width * 4,
                    Int32(piece.width), Int32(piece.height), Int32(blends ? blendArea.x - piece.x : 0),
                    Int32(blends ? blendArea.y - piece.y : 0), Int32(blends ? blendArea.width : 0),
                    Int32(blends ? blendArea.height : 0), blend.inverseAlpha, blend.added, output.hasAlpha ? 1 : 0)
            }
        }
        return true
    }

    /// Keeps the surface's pixels of `bounds` as what `key` draws; forgets what was kept when the surface can't be
    /// read directly.
    private func keepPixels(of bounds: PixelRect, as key: BackdropCache.Key, handle: OpaquePointer) {
        let (outputWidth, outputHeight) = renderer.outputSize
        let surface = PixelRect(x: 0, y: 0, width: outputWidth, height: outputHeight)
        guard SDL_GetRenderTarget(handle) == nil, surface.intersection(bounds) == bounds,
            let output = renderer.directOutput(of: handle)
        else {
            backdrop.invalidate()
            return
        }
        backdrop.keep(key, bounds: bounds) { row, destination in
            let source = (output.pixels + row * Int(output.pitch)).assumingMemoryBound(to: UInt32.self) + bounds.x
            destination.update(from: source, count: bounds.width)
        }
    }
}
