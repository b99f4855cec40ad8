internal import CSDL2

/// An owned `SDL_Renderer`, on a window or headless over a CPU surface; call `destroy()` before quitting SDL.
///
/// All drawing, texture creation and read-back happen on the thread that created it (the render thread).
final class SDLRenderer {
    private(set) var handle: OpaquePointer?
    /// The surface a headless renderer draws into; nil for a window renderer.
    private(set) var targetSurface: SDLSurface?
    /// The worker thread that draws half the rows of the direct fills and copies (`RasterBands`), made on first
    /// use (only the software renderer's direct paths ask), stopped by `destroy()`; nil keeps them on this thread.
    lazy var rasterBands: RasterBands? = RasterBands.makeDefault()

    /// A renderer for `window`. `driver` picks one by name ("software", "opengl", "opengles2"); nil lets SDL choose.
    init(window: SDLWindow, driver: String? = nil, vsync: Bool = false) throws {
        guard let windowHandle = window.handle else {
            throw SDLError(call: "SDL_CreateRenderer", message: "window destroyed")
        }
        var index: Int32 = -1
        if let driver {
            for i in 0..<SDL_GetNumRenderDrivers() {
                var info = SDL_RendererInfo()
                if SDL_GetRenderDriverInfo(i, &info) == 0, let name = info.name, String(cString: name) == driver {
                    index = i
                }
            }
            if index < 0 { throw SDLError(call: "SDL_CreateRenderer", message: "no render driver named \(driver)") }
        }
        var flags = vsync ? SDL_RENDERER_PRESENTVSYNC.rawValue : 0
        flags |= driver == "software" ? SDL_RENDERER_SOFTWARE.rawValue : 0
        guard let renderer = SDL_CreateRenderer(windowHandle, index, flags) else {
            throw SDLError.current("SDL_CreateRenderer")
        }
        handle = renderer
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
    }

    /// A headless software renderer over a new `width`x`height` ARGB8888 surface (tests, recording).
    convenience init(offscreenWidth width: Int, height: Int) throws {
        try self.init(offscreen: SDLSurface(width: width, height: height))
    }

    /// A headless software renderer over `surface` (taken over: destroyed with the renderer).
    init(offscreen surface: SDLSurface) throws {
        guard let renderer = SDL_CreateSoftwareRenderer(surface.pointer) else {
            let error = SDLError.current("SDL_CreateSoftwareRenderer")
            surface.destroy()
            throw error
        }
        handle = renderer
        targetSurface = surface
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
    }

    /// The driver's name ("software", "opengl", ...).
    var driverName: String {
        var info = SDL_RendererInfo()
        guard let handle, SDL_GetRendererInfo(handle, &info) == 0, let name = info.name else { return "none" }
        return String(cString: name)
    }

    /// The largest texture side this renderer accepts, or nil when unlimited (the software renderer reports 0).
    var maxTextureSize: Int? {
        var info = SDL_RendererInfo()
        guard let handle, SDL_GetRendererInfo(handle, &info) == 0 else { return nil }
        let side = Int(min(info.max_texture_width, info.max_texture_height))
        return side > 0 ? side : nil
    }

    /// The drawable size in pixels (larger than the window's size on a high-DPI display).
    var outputSize: (width: Int, height: Int) {
        guard let handle else { return (0, 0) }
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetRendererOutputSize(handle, &w, &h)
        return (Int(w), Int(h))
    }

    /// Fills the whole target (ignoring the clip) with an opaque colour, bytes 0...255.
    func clear(red: UInt8, green: UInt8, blue: UInt8) {
        guard let handle else { return }
        SDL_RenderSetClipRect(handle, nil)
        SDL_SetRenderDrawColor(handle, red, green, blue, 255)
        SDL_RenderClear(handle)
    }

    func present() {
        if let handle { SDL_RenderPresent(handle) }
    }

    /// Shows only `rects` (output pixels) of a software renderer's window surface, the rest as the window already
    /// shows it: what `SDL_RenderPresent` does there (`SW_RenderPresent` is `SDL_UpdateWindowSurface`), for part of
    /// the window, so the X server copies a dirty band instead of the whole window (16 MB a frame at 2560x1600).
    func present(rects: [PixelRect]) {
        guard let handle, let window = SDL_RenderGetWindow(handle) else { return }
        var sdlRects = rects.filter { !$0.isEmpty }.map {
            SDL_Rect(x: Int32($0.x), y: Int32($0.y), w: Int32($0.width), h: Int32($0.height))
        }
        SDL_RenderFlush(handle)
        guard !sdlRects.isEmpty else { return }
        SDL_UpdateWindowSurfaceRects(window, &sdlRects, Int32(sdlRects.count))
    }

    /// Restricts drawing to a pixel rectangle; nil removes the clip.
    func setClip(x: Int32, y: Int32, width: Int32, height: Int32) {
        guard let handle else { return }
        var rect = SDL_Rect(x: x, y: y, w: width, h: height)
        SDL_RenderSetClipRect(handle, &rect)
    }

    func removeClip() {
        if let handle { SDL_RenderSetClipRect(handle, nil) }
    }

    /// Draws indexed triangles, optionally textured; vertices are in pixels. Untextured triangles blend by their
    /// vertices' alpha: SDL draws them with the renderer's draw blend mode, which the panels' opaque fills leave at
    /// none (found when the touch toolbar's translucent handle drew opaque in frames after a panel redraw).
    func drawGeometry(_ vertices: [SDL_Vertex], indices: [Int32], texture: SDLTexture? = nil) {
        guard let handle, !vertices.isEmpty else { return }
        if texture == nil { SDL_SetRenderDrawBlendMode(handle, SDL_BLENDMODE_BLEND) }
        vertices.withUnsafeBufferPointer { v in
            indices.withUnsafeBufferPointer { i in
                _ = SDL_RenderGeometry(
                    handle, texture?.handle, v.baseAddress, Int32(v.count),
                    i.isEmpty ? nil : i.baseAddress, Int32(i.count))
            }
        }
    }

    /// An ARGB8888 texture filled from tightly packed BGRA bytes: `width`x`height` pixels starting at row
    /// `firstRow` and column `firstColumn` of a buffer whose rows are `rowPixels` wide. Static, but streaming on the
    /// software renderer, where that is the same surface and lets `affineCopyDirect` read its texels
    /// (`SDL_LockTexture` hands out the surface's own pixels there: SDL 2.26 `SW_LockTexture`).
    func makeTexture(
        bgra bytes: [UInt8], rowPixels: Int, firstColumn: Int = 0, firstRow: Int = 0, width: Int, height: Int
    ) throws -> SDLTexture {
        guard let handle else { throw SDLError(call: "SDL_CreateTexture", message: "renderer destroyed") }
        let texture = try SDLTexture(
            taking: SDL_CreateTexture(
                handle, SDL_PIXELFORMAT_ARGB8888.rawValue,
                Int32((isSoftware ? SDL_TEXTUREACCESS_STREAMING : SDL_TEXTUREACCESS_STATIC).rawValue),
                Int32(width), Int32(height)),
            width: width, height: height, call: "SDL_CreateTexture(\(width)x\(height))")
        let offset = (firstRow * rowPixels + firstColumn) * 4
        let status = bytes.withUnsafeBytes { raw -> Int32 in
            guard let base = raw.baseAddress else { return -1 }
            return SDL_UpdateTexture(texture.handle, nil, base + offset, Int32(rowPixels * 4))
        }
        if status < 0 {
            let error = SDLError.current("SDL_UpdateTexture")
            texture.destroy()
            throw error
        }
        return texture
    }

    /// A `width`x`height` ARGB8888 texture of `word` (one pixel, B, G, R, A in memory) in every pixel, made as
    /// `makeTexture(bgra:...)` makes one (streaming on the software renderer, static elsewhere). On the software
    /// renderer the texture's own pixels are filled in place (`SDL_LockTexture` hands them out): no array of the
    /// whole size is made and copied, as a preview's first band needs on the first photo's critical path.
    func makeTexture(filledWith word: UInt32, width: Int, height: Int) throws -> SDLTexture {
        guard isSoftware else {
            let pixels = [UInt32](repeating: word.littleEndian, count: width * height).withUnsafeBytes { [UInt8]($0) }
            return try makeTexture(bgra: pixels, rowPixels: width, width: width, height: height)
        }
        let texture = try makeStreamingTexture(width: width, height: height)
        var pixels: UnsafeMutableRawPointer?
        var pitch: Int32 = 0
        guard SDL_LockTexture(texture.handle, nil, &pixels, &pitch) == 0, let pixels else {
            let error = SDLError.current("SDL_LockTexture")
            texture.destroy()
            throw error
        }
        for row in 0..<height {
            (pixels + row * Int(pitch)).initializeMemory(as: UInt32.self, repeating: word.littleEndian, count: width)
        }
        SDL_UnlockTexture(texture.handle)
        return texture
    }

    /// A texture holding a copy of `surface`.
    func makeTexture(from surface: SDLSurface) throws -> SDLTexture {
        guard let handle, let pointer = surface.pointer else {
            throw SDLError(call: "SDL_CreateTextureFromSurface", message: "renderer or surface destroyed")
        }
        return try SDLTexture(
            taking: SDL_CreateTextureFromSurface(handle, pointer), width: surface.width, height: surface.height,
            call: "SDL_CreateTextureFromSurface")
    }

    /// Reads the current target back as tightly packed ARGB8888 pixels (bytes B, G, R, A in memory).
    func readPixels() throws -> RenderedImage {
        guard let handle else { throw SDLError(call: "SDL_RenderReadPixels", message: "renderer destroyed") }
        let (w, h) = outputSize
        var bytes = [UInt8](repeating: 0, count: w * h * 4)
        let status = bytes.withUnsafeMutableBytes { raw in
            SDL_RenderReadPixels(handle, nil, SDL_PIXELFORMAT_ARGB8888.rawValue, raw.baseAddress, Int32(w * 4))
        }
        try sdlCheck(status, "SDL_RenderReadPixels")
        return RenderedImage(width: w, height: h, bgra: bytes)
    }

    /// Writes the current target as a PNG (35-50 ms for 1280x800: keep it off the frame loop when recording).
    func savePNG(_ path: String) throws {
        let image = try readPixels()
        try image.savePNG(path)
    }

    /// Destroys the renderer, then the headless target surface. Textures made by it must be destroyed first.
    func destroy() {
        // The worker only ever runs inside a call on this thread, so none is drawing now: stop it first.
        rasterBands = nil
        if let handle { SDL_DestroyRenderer(handle) }
        handle = nil
        targetSurface?.destroy()
        targetSurface = nil
    }
}
