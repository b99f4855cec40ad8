internal import CSDL2

/// A scaled copy cut down to what can show before SDL's software renderer sees it.
///
/// SDL 2.26's software renderer (`SW_RunCommandQueue`, "prevent to do scaling + clipping on viewport
/// boundaries") stretches a copy whose destination reaches past the output's edges into a temporary surface of
/// the whole destination first, allocated (and zeroed) on every copy, then blits the part inside. Found by
/// profiling the tall photo dragged at 2560x1600: its 1080x10000 tiles fitted to 725 px wide are 6,700 px tall
/// each, so every frame allocated, cleared and stretched about 19 MB a tile for the 1,568 rows shown (half the
/// frame's time, page faults included); a photo zoomed past the output, or paged partly off it, did the same. Cut
/// to the source rows and columns that land inside the output (whole texels, so the stretch keeps its ratio), the
/// copy stays inside it and SDL stretches only what its clip shows. Nearest sampling then starts from the cut's
/// first texel, so a pixel may take its neighbouring texel (the stretch's phase moves by under a texel), as SDL's
/// own clipping of a scaled blit does at a clip's edge.
enum StretchCrop {
    enum Result {
        /// The destination lies inside the output: SDL copies it as it is.
        case unchanged
        /// Nothing of it is inside the visible area.
        case hidden
        case cropped(source: SDL_Rect, destination: SDL_Rect)
    }

    /// The output of `renderer` in pixels, or nil when a copy's pixels there are not known (a render target, a moved
    /// or scaled viewport): then the copy is left as it is.
    static func outputArea(of renderer: OpaquePointer) -> SDL_Rect? {
        var width: Int32 = 0, height: Int32 = 0
        guard SDL_GetRenderTarget(renderer) == nil, SDL_GetRendererOutputSize(renderer, &width, &height) == 0 else {
            return nil
        }
        var viewport = SDL_Rect()
        SDL_RenderGetViewport(renderer, &viewport)
        var scaleX: Float = 1, scaleY: Float = 1
        SDL_RenderGetScale(renderer, &scaleX, &scaleY)
        guard viewport.x == 0, viewport.y == 0, scaleX == 1, scaleY == 1 else { return nil }
        return SDL_Rect(x: 0, y: 0, w: width, h: height)
    }

    /// The copy of `source` texels stretched to `destination`, cut to the whole texels that land in `visible` (the
    /// output); `.unchanged` when it is not stretched or its destination lies inside: only the copies SDL would
    /// stretch through a temporary surface change (SDL's own clipping then cuts them to the clip, as any other).
    static func crop(source: SDL_Rect, destination: SDL_Rect, visible: SDL_Rect) -> Result {
        guard source.w > 0, source.h > 0, destination.w > 0, destination.h > 0 else { return .hidden }
        guard source.w != destination.w || source.h != destination.h else { return .unchanged }
        guard visible.w > 0, visible.h > 0 else { return .hidden }
        let inside =
            destination.x >= visible.x && destination.y >= visible.y
            && destination.x + destination.w <= visible.x + visible.w
            && destination.y + destination.h <= visible.y + visible.h
        if inside { return .unchanged }
        guard
            let x = axis(
                source: source.x, sourceLength: source.w, destination: destination.x,
                destinationLength: destination.w, visible: visible.x, visibleLength: visible.w),
            let y = axis(
                source: source.y, sourceLength: source.h, destination: destination.y,
                destinationLength: destination.h, visible: visible.y, visibleLength: visible.h)
        else { return .hidden }
        return .cropped(
            source: SDL_Rect(x: x.source, y: y.source, w: x.sourceLength, h: y.sourceLength),
            destination: SDL_Rect(x: x.destination, y: y.destination, w: x.destinationLength, h: y.destinationLength))
    }

    /// One axis: the whole texels whose stretched span meets the visible span, and where they land (rounded).
    private static func axis(
        source: Int32, sourceLength: Int32, destination: Int32, destinationLength: Int32, visible: Int32,
        visibleLength: Int32
    ) -> (source: Int32, sourceLength: Int32, destination: Int32, destinationLength: Int32)? {
        let first = max(destination, visible), last = min(destination + destinationLength, visible + visibleLength)
        guard last > first else { return nil }
        let texels = Double(sourceLength) / Double(destinationLength)
        let s0 = max(0, Int32((Double(first - destination) * texels).rounded(.down)))
        let s1 = min(sourceLength, Int32((Double(last - destination) * texels).rounded(.up)))
        guard s1 > s0 else { return nil }
        let d0 = Int32((Double(s0) / texels).rounded()), d1 = Int32((Double(s1) / texels).rounded())
        guard d1 > d0 else { return nil }
        return (source + s0, s1 - s0, destination + d0, d1 - d0)
    }
}
