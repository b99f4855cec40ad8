internal import CSDL2
import Foundation
import GestureUIKit

/// Draws a `GestureUIKit.DisplayList` with an SDL renderer, in a device viewport (points → pixels).
///
/// Commands are drawn in order; shapes become triangles for `SDL_RenderGeometry` (so any affine transform,
/// rotation included, works for fills, images and text) batched until the texture or the clip changes.
/// `pushClip`/`popClip` keep a stack of pixel rectangles intersected with the viewport. Images come from an
/// `ImageTextureProvider`; one not decoded yet draws as a dark placeholder with a spinner, one that failed as an
/// error card. Render thread only; a steady frame reuses every array.
final class DisplayListRenderer {
    let renderer: SDLRenderer
    let text: TextCache
    /// Where images come from; nil draws every image as loading.
    var images: (any ImageTextureProvider)?
    /// The phase (0...1 of a turn) of spinners on loading images; the app advances it from frame time.
    var loadingSpinnerPhase: Double = 0

    var batch = GeometryBatch()
    /// Opaque photos kept at the size they are shown (software renderer only).
    let prescaled: PrescaledImages
    /// Discs kept as textures (software renderer only).
    let discs: DiscCache
    /// Whether images hidden under an opaque fill of the viewport are asked for once nothing shown is waiting
    /// (`prefetchHiddenImages`); `GESTURELAB_HIDDEN_IMAGES=wait` asks for them only when shown, as before.
    var prefetchesHiddenImages = ProcessInfo.processInfo.environment["GESTURELAB_HIDDEN_IMAGES"] != "wait"
    /// What lies under a translucent fill of the whole viewport, kept while it doesn't change (software renderer
    /// only; `drawBackdrop`).
    let backdrop = BackdropCache()
    /// Whether commands hidden under an opaque full-viewport fill are skipped (`firstVisibleCommand`); the bench
    /// turns it off, with `prescaled.isEnabled`, to measure what both buy in the same run.
    var skipsHiddenCommands = true
    /// Whether a rotated image's tiles are drawn by `SDLRenderer.affineCopyDirect` on the software renderer rather
    /// than as SDL's textured triangles; tests turn it off to compare the two, and `GESTURELAB_TURNED_IMAGES=triangles`
    /// does for a run (the performance page's before and after from one build).
    var drawsTurnedImagesDirectly = ProcessInfo.processInfo.environment["GESTURELAB_TURNED_IMAGES"] != "triangles"
    /// How many image tiles `drawsTurnedImagesDirectly` has drawn (tests tell from it that the path was taken).
    var tilesDrawnDirectly = 0
    /// Whether a fill (opaque or translucent) and the kept backdrop are left unpainted where an opaque photo drawn
    /// after them covers them (`drawFillHiddenInPart`, `drawBackdrop`); `GESTURELAB_HIDDEN_FILLS=draw` paints them
    /// whole, as before (the performance page's before and after from one build).
    var hidesFillsUnderPhotos = ProcessInfo.processInfo.environment["GESTURELAB_HIDDEN_FILLS"] != "draw"
    /// Fill pixels left to a photo drawn over them (tests tell from it that the path was taken).
    var fillPixelsHidden = 0
    private(set) var clipStack: [PixelRect] = []
    /// The current clip; empty means nothing draws until it is popped.
    private(set) var clip = PixelRect(x: 0, y: 0, width: 0, height: 0)
    /// Points → output pixels for the current viewport.
    var pixelTransform = CGAffineTransform.identity
    var viewportScale: Double = 1

    /// Colours of the states an image can be in. iOS dark placeholder grey; a dark red-grey error card.
    static let placeholderColor = Color(hex: 0x2C2C2E)
    static let errorCardColor = Color(red: 0.32, green: 0.17, blue: 0.18)

    init(renderer: SDLRenderer, text: TextCache, images: (any ImageTextureProvider)? = nil) {
        self.renderer = renderer
        self.text = text
        self.images = images
        prescaled = PrescaledImages(renderer: renderer)
        discs = DiscCache(renderer: renderer)
        clipStack.reserveCapacity(16)
    }

    /// How many lists `draw(_:in:)` has drawn (the window tells from it whether anything besides the scene drew).
    private(set) var listsDrawn = 0

    /// Whether an image has been drawn as loading (its spinner turns, so its pixels change with no command
    /// changing) since `takeDrewLoading()` was last called: the window then redraws those images' footprints
    /// (`loadingImages`, `DeviceDamage`).
    private var drewLoading = false

    /// The images drawn as loading since `takeDrewLoading()` was last called (`image(_:rect:...)`), so the window
    /// redraws only their footprints; a placeholder drawn for no image makes it redraw the whole device.
    var loadingImages = Set<ImageHandle>()

    /// How many images have been drawn as loading: the backdrop keeps nothing drawn while this grew.
    private(set) var loadingDraws = 0

    /// An image is being drawn as loading.
    func noteDrewLoading() {
        drewLoading = true
        loadingDraws += 1
    }

    /// Whether an image was drawn as loading since the last call; clears the flag.
    func takeDrewLoading() -> Bool {
        defer { drewLoading = false }
        return drewLoading
    }

    /// The images drawn as loading since the last call, nil when a placeholder was drawn for none of them (all of
    /// the device must be redrawn); clears both.
    func takeLoadingImages() -> Set<ImageHandle>? {
        defer { loadingImages.removeAll(keepingCapacity: true) }
        let anyPlaceholder = takeDrewLoading()
        return anyPlaceholder && loadingImages.isEmpty ? nil : loadingImages
    }

    /// Draws `list` into `viewport`, leaving the renderer unclipped afterwards. `within`: only these output pixels
    /// are drawn (a dirty rectangle of `DeviceDamage`); nil draws the whole viewport.
    func draw(_ list: DisplayList, in viewport: DeviceViewport, within: PixelRect? = nil) {
        listsDrawn += 1
        pixelTransform = viewport.pixelTransform
        viewportScale = viewport.scale
        clipStack.removeAll(keepingCapacity: true)
        setClip(within.map { viewport.pixelBounds.intersection($0) } ?? viewport.pixelBounds)
        let start =
            skipsHiddenCommands
            ? Self.firstVisibleCommand(list.commands, covering: viewport.pixelBounds, pixelTransform: pixelTransform)
            : 0
        let next = drawBackdrop(list.commands, from: start, viewport: viewport, baseClip: clip)
        for index in next..<list.commands.count where !drawFillHiddenInPart(list.commands, at: index) {
            draw(list.commands[index])
        }
        batch.flush(to: renderer)
        renderer.removeClip()
        if prefetchesHiddenImages {
            prefetchHiddenImages(list.commands, before: start, bounds: viewport.pixelBounds)
        }
    }

    /// Empties the clip stack and clips to `rect` (a draw that starts over from its first command).
    func resetClips(to rect: PixelRect) {
        clipStack.removeAll(keepingCapacity: true)
        setClip(rect)
    }

    /// Whether `list` drawn in `viewport` has an opaque fill that paints every pixel of the viewport but its
    /// outermost ring, so what was there before is hidden there (the window then clears only that ring).
    ///
    /// A viewport scaled to fit rarely starts or ends on a whole pixel: its pixel bounds take in the pixels it only
    /// partly covers, and `fillRectFast` rounds the fill's edges, so a full-viewport fill may leave the first or
    /// last column unpainted (in the window at 2560x1600 the viewer's black was not found, and the device was cleared).
    func coversViewportInside(_ list: DisplayList, viewport: DeviceViewport) -> Bool {
        skipsHiddenCommands
            && Self.lastFillCoveringInside(
                list.commands, bounds: viewport.pixelBounds, pixelTransform: viewport.pixelTransform) != nil
    }

    /// The index of the last opaque fill that paints every pixel of `bounds` but its outermost ring, whose edges
    /// `fillRectFast` rounds (so they may fall up to half a pixel short); nil when there is none.
    static func lastFillCoveringInside(
        _ commands: [DrawCommand], bounds: PixelRect, pixelTransform: CGAffineTransform
    ) -> Int? {
        let inside = PixelRect(x: bounds.x + 1, y: bounds.y + 1, width: bounds.width - 2, height: bounds.height - 2)
        guard !inside.isEmpty else { return nil }
        return lastCoveringFill(commands, covering: inside, pixelTransform: pixelTransform, tolerance: 0.49)
    }

    /// The index of the last opaque, square-cornered, axis-aligned fill that covers `bounds` (pixels), outside any
    /// clip that doesn't (`lastCoveringFill`), or 0: everything before it is hidden under it, so it is not drawn.
    ///
    /// Found by profiling the 2560x1600 drag: the photos viewer is a black full-screen view over the
    /// gallery, whose nine thumbnails were drawn, then covered, every frame.
    ///
    /// A viewport scaled to fit rarely starts or ends on a whole pixel, so a fill of all of it may leave its
    /// outermost ring of pixels (see `coversViewportInside`): a fill that covers the rest hides what is under it
    /// too, and the ring shows the window's background (a whole frame clears the window, a kept one that ring), as
    /// a pixel the device only partly covers may. So the window's dirty rectangles (`DeviceDamage`) and the
    /// drawing agree on what is hidden: the gallery under the photos viewer, at 2560x1600 too.
    static func firstVisibleCommand(
        _ commands: [DrawCommand], covering bounds: PixelRect,
        pixelTransform: CGAffineTransform
    ) -> Int {
        lastCoveringFill(commands, covering: bounds, pixelTransform: pixelTransform)
            ?? lastFillCoveringInside(commands, bounds: bounds, pixelTransform: pixelTransform) ?? 0
    }

    /// The index of the last opaque, square-cornered, axis-aligned fill that covers `bounds` (pixels) outside any
    /// clip that doesn't; nil when there is none. `tolerance`: pixels an edge may fall short of `bounds`' edge.
    static func lastCoveringFill(
        _ commands: [DrawCommand], covering bounds: PixelRect,
        pixelTransform: CGAffineTransform, tolerance: Double = 0
    ) -> Int? {
        // Clips open around the command, each true when it covers `bounds` too (then it hides nothing).
        var clips: [Bool] = []
        var start: Int?
        func covers(_ rect: CGRect, _ t: CGAffineTransform) -> Bool {
            guard t.b == 0, t.c == 0, t.a > 0, t.d > 0 else { return false }
            let minX = t.a * rect.minX + t.tx, maxX = t.a * rect.maxX + t.tx
            let minY = t.d * rect.minY + t.ty, maxY = t.d * rect.maxY + t.ty
            return minX <= Double(bounds.x) + tolerance && minY <= Double(bounds.y) + tolerance
                && maxX >= Double(bounds.x + bounds.width) - tolerance
                && maxY >= Double(bounds.y + bounds.height) - tolerance
        }
        for (index, command) in commands.enumerated() {
            switch command {
            case .pushClip(let rect):
                clips.append(covers(rect, pixelTransform))
            case .popClip:
                _ = clips.popLast()
            case .fill(let rect, let transform, let color, let cornerRadius)
            where color.alpha >= 1 && cornerRadius <= 0 && !clips.contains(false):
                // Inside clips that cover the bounds the fill still paints all of them (a full-screen view that
                // clips to its bounds, as the photos viewer does). Drawing from it skips those clips' pushes; their
                // pops then find the stack empty and keep the viewport's clip, which is what they would restore.
                if covers(rect, transform.concatenating(pixelTransform)) { start = index }
            default:
                break
            }
        }
        return start
    }

    /// Draws one command (clips included) in the current clip.
    func draw(_ command: DrawCommand) {
        switch command {
        case .pushClip(let rect):
            clipStack.append(clip)
            setClip(clip.intersection(PixelRect(enclosing: rect, transform: pixelTransform)))
            return
        case .popClip:
            if let previous = clipStack.popLast() { setClip(previous) }
            return
        default:
            break
        }
        guard !clip.isEmpty else { return }
        switch command {
        case .fill(let rect, let transform, let color, let cornerRadius):
            fill(rect, transform: transform, color: color, cornerRadius: cornerRadius)
        case .stroke(let rect, let transform, let color, let lineWidth):
            stroke(rect, transform: transform, color: color, lineWidth: lineWidth)
        case .image(let handle, let rect, let transform, let alpha, let contentMode):
            image(handle, rect: rect, transform: transform, alpha: alpha, contentMode: contentMode)
        case .shadow(let rect, let transform, let color, let radius):
            shadow(rect, transform: transform, color: color, radius: radius)
        case .text(let string, let rect, let transform, let size, let bold, let color, let alignment):
            drawText(
                string, rect: rect, transform: transform, size: size, bold: bold, color: color, alignment: alignment)
        case .circle(let center, let radius, let color):
            circle(center: center, radius: radius, color: color)
        case .line(let from, let to, let width, let color):
            line(from: from, to: to, width: width, color: color)
        case .spinner(let center, let radius, let phase):
            spinner(center: center, radius: radius, phase: phase, transform: .identity)
        case .pushClip, .popClip:
            break
        }
    }

    private func setClip(_ rect: PixelRect) {
        batch.flush(to: renderer)
        clip = rect
        if !rect.isEmpty {
            renderer.setClip(x: Int32(rect.x), y: Int32(rect.y), width: Int32(rect.width), height: Int32(rect.height))
        }
    }

    /// `transform` (local → points) followed by the viewport's points → pixels.
    func toPixels(_ transform: CGAffineTransform) -> CGAffineTransform {
        transform.concatenating(pixelTransform)
    }

    /// Whether the pixel bounding box of `rect` under `t` (already in pixels) can touch the clip.
    func isVisible(_ rect: CGRect, pixelTransform t: CGAffineTransform, margin: Double = 0) -> Bool {
        let p0 = t.apply(to: rect.origin), p1 = t.apply(to: CGPoint(x: rect.maxX, y: rect.minY))
        let p2 = t.apply(to: CGPoint(x: rect.maxX, y: rect.maxY)), p3 = t.apply(to: CGPoint(x: rect.minX, y: rect.maxY))
        return clip.overlaps(
            minX: min(p0.x, p1.x, p2.x, p3.x) - margin, minY: min(p0.y, p1.y, p2.y, p3.y) - margin,
            maxX: max(p0.x, p1.x, p2.x, p3.x) + margin, maxY: max(p0.y, p1.y, p2.y, p3.y) + margin)
    }
}
