internal import CImGuiShim
internal import CPixelBlend
internal import CSDL2
import Foundation

/// Draws Dear ImGui's draw data into an SDL renderer: the project's own renderer for the panels.
///
/// Each frame ImGui hands over lists of coloured, textured triangles (a vertex buffer and a 16-bit index buffer
/// per list) cut into commands; each command has a clip rectangle, a texture and a range of indices counted from
/// a vertex offset. This draws every command with one `SDL_RenderGeometryRaw` call clipped by
/// `SDL_RenderSetClipRect`, reading positions, texture coordinates and colours straight from ImGui's vertices
/// (strided, no copy). The font atlas is uploaded once, as an RGBA texture that blends.
///
/// Clip rectangles are in ImGui units: they are moved by the frame's origin and scaled by its framebuffer scale
/// (only when the renderer has no scale of its own: SDL already scales what it is given), clamped to the target
/// and skipped when empty. The renderer's viewport and clip rectangle are reset for the panels and restored after.
/// It replaces Dear ImGui's `imgui_impl_sdlrenderer.cpp`, which the project had copied.
final class ImGuiRenderer {
    private let renderer: OpaquePointer
    private let context: OpaquePointer
    private var fontTexture: OpaquePointer?
    /// The font atlas as uploaded (RGBA bytes), for drawing without SDL.
    private let atlas: [UInt8]
    private let atlasSize: (width: Int32, height: Int32)
    /// Where the frame may be drawn without SDL (`imgui_raster.c`, with SDL's pixels, on both cores); nil or a nil
    /// answer: through SDL. The panels give their renderer's own surface when it is the target.
    var directTarget: (() -> ImGuiDirectTarget?)?
    /// The frames drawn without SDL so far (tests, stats).
    private(set) var directFrames = 0
    /// Whether leading opaque solid quads are drawn as unblended fills (off: as before, for the bench).
    var fillsOpaqueQuads = true
    /// Output pixels the next `draw()` clears to transparent black (then forgets), unless the first rectangle ImGui
    /// draws is an opaque fill over all of them (the column's window background): then the clear would be painted
    /// over whole, and is skipped. At 2560x1600 that clear was a 4 MB fill on every redraw of the column.
    var clearArea: SDL_Rect?
    /// Whether the next `draw()` redraws only the bands of the target whose triangles changed since the frame drawn
    /// last (`ImGuiBands`), then forgets: the target must still show that frame (the window's column, which keeps
    /// its pixels, redrawn in place). The triangles of other bands are left out, and each run of changed bands is
    /// drawn under its own clip.
    var redrawsChangedBandsOnly = false
    /// Whether the next `draw()` keeps its frame's band hashes for a banded draw after it, then forgets: the
    /// column's redraws (in place or into the cached target) do; the floating panels, drawn every frame, don't
    /// pay for hashing.
    var keepsBands = false
    /// The band hashes of the frame drawn last, and the target rows the last `draw()` redrew (nil: all).
    private var drawnBands: ImGuiBands?
    private(set) var redrawnRows: [Range<Int>]?

    /// Uploads the font atlas of `context` (building it) to a texture of `renderer` and gives ImGui its id.
    init(renderer: OpaquePointer, context: OpaquePointer) throws {
        self.renderer = renderer
        self.context = context
        var width: Int32 = 0, height: Int32 = 0
        guard let pixels = gl_imgui_font_pixels(context, &width, &height), width > 0, height > 0 else {
            throw AppError("Dear ImGui built no font atlas")
        }
        guard
            let texture = SDL_CreateTexture(
                renderer, SDL_PIXELFORMAT_RGBA32.rawValue,
                Int32(SDL_TEXTUREACCESS_STATIC.rawValue), width, height)
        else {
            throw AppError(
                "can't create the panels' font texture (\(width)x\(height)): \(String(cString: SDL_GetError()))")
        }
        guard SDL_UpdateTexture(texture, nil, pixels, width * 4) == 0 else {
            let reason = String(cString: SDL_GetError())
            SDL_DestroyTexture(texture)
            throw AppError("can't upload the panels' font atlas: \(reason)")
        }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        fontTexture = texture
        atlas = Array(UnsafeBufferPointer(start: pixels, count: Int(width) * Int(height) * 4))
        atlasSize = (width, height)
        gl_imgui_set_font_texture(context, UnsafeMutableRawPointer(texture))
    }

    /// Frees the font texture; call before the context and the renderer go.
    func destroy() {
        guard let fontTexture else { return }
        gl_imgui_set_font_texture(context, nil)
        SDL_DestroyTexture(fontTexture)
        self.fontTexture = nil
    }

    /// Forgets the frame drawn last (its bands): the next banded `draw()` draws all of its frame.
    func forgetDrawnFrame() { drawnBands = nil }

    /// Draws the frame `gl_imgui_render` last ended.
    func draw() {
        let banded = redrawsChangedBandsOnly, keeps = keepsBands || redrawsChangedBandsOnly
        redrawsChangedBandsOnly = false
        keepsBands = false
        redrawnRows = nil
        let previous = drawnBands
        drawnBands = nil
        let frame = gl_imgui_draw_frame(context)
        guard frame.listCount > 0 else { return }
        var rendererScaleX: Float = 1, rendererScaleY: Float = 1
        SDL_RenderGetScale(renderer, &rendererScaleX, &rendererScaleY)
        let scale = (x: rendererScaleX == 1 ? frame.scaleX : 1, y: rendererScaleY == 1 ? frame.scaleY : 1)
        let target = (width: Float(Int(frame.width * scale.x)), height: Float(Int(frame.height * scale.y)))
        guard target.width > 0, target.height > 0 else { return }
        // Bands need whole pixels: no scale of the renderer's own.
        let bands =
            keeps && rendererScaleX == 1 && rendererScaleY == 1
            ? ImGuiBands(context: context, frame: frame, scale: scale, target: target) : nil
        drawnBands = bands
        var runs: [Range<Int>?] = [nil]
        if banded, let bands, let previous, let changed = bands.changedRows(since: previous) {
            runs = changed
            redrawnRows = changed
        }

        let clipWasEnabled = SDL_RenderIsClipEnabled(renderer) == SDL_TRUE
        var savedViewport = SDL_Rect(), savedClip = SDL_Rect()
        SDL_RenderGetViewport(renderer, &savedViewport)
        SDL_RenderGetClipRect(renderer, &savedClip)
        SDL_RenderSetViewport(renderer, nil)
        SDL_RenderSetClipRect(renderer, nil)
        defer {
            SDL_RenderSetViewport(renderer, &savedViewport)
            if clipWasEnabled {
                SDL_RenderSetClipRect(renderer, &savedClip)
            } else {
                SDL_RenderSetClipRect(renderer, nil)
            }
        }

        let output = fillsOpaqueQuads ? directTarget?() : nil
        if let area = clearArea {
            clearArea = nil
            if !(scale.x == 1 && scale.y == 1 && rendererScaleX == 1 && rendererScaleY == 1
                && firstFillCovers(area, frame: frame, target: target))
            {
                let parts = runs.map { rows in rows.map { Self.intersect(area, rows: $0) } ?? area }.filter { $0.h > 0 }
                if let output {
                    for part in parts { Self.clearDirectly(part, in: output) }
                } else {
                    SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE)
                    SDL_SetRenderDrawColor(renderer, 0, 0, 0, 0)
                    for var part in parts { SDL_RenderFillRect(renderer, &part) }
                    SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
                }
            }
        }
        if let output, drawDirectly(frame: frame, scale: scale, target: target, runs: runs, into: output) {
            directFrames += 1
            return
        }
        for rows in runs {
            Self.forEachDrawnCommand(context: context, frame: frame, scale: scale, target: target) { drawn in
                var clip = drawn.clip
                if let rows {
                    clip = Self.intersect(clip, rows: rows)
                    guard clip.h > 0 else { return }
                }
                SDL_RenderSetClipRect(renderer, &clip)
                let band = rows.map { (rows: $0, originY: frame.originY, scaleY: scale.y) }
                draw(
                    drawn.command, vertices: drawn.vertices, vertexCount: drawn.vertexCount, indices: drawn.indices,
                    band: band)
            }
        }
    }

    /// Fills `area` (clipped to the surface) with transparent black as `SDL_RenderFillRect` unblended does there
    /// (`SDL_MapRGBA(0, 0, 0, 0)`: 0 on ARGB8888 and RGB888), on both threads, with ordinary stores.
    private static func clearDirectly(_ area: SDL_Rect, in output: ImGuiDirectTarget) {
        let left = max(0, Int(area.x)), top = max(0, Int(area.y))
        let right = min(Int(output.width), Int(area.x + area.w)), bottom = min(Int(output.height), Int(area.y + area.h))
        guard right > left, bottom > top else { return }
        let origin = (output.pixels + top * Int(output.pitch) + left * 4).assumingMemoryBound(to: UInt8.self)
        gesturelab_fill_rect(output.bands, origin, Int(output.pitch), Int32(right - left), Int32(bottom - top), 0)
    }

    /// Draws the frame's commands (within `runs` of target rows, nil: all) into `output` without SDL, with the
    /// pixels SDL's software renderer would write (`imgui_raster.c`: SDL 2.26's rules for ImGui's quads, glyph copies
    /// and triangles), on the renderer's two threads. False (nothing drawn) when a command samples another texture
    /// than the atlas or holds what only SDL draws (a scaled or flipped glyph).
    ///
    /// Found by logging the viewer's gestures at 2560x1600 (`GESTURELAB_FRAME_LOG`): a change of state redraws the
    /// panels' column at once, and SDL drawing ImGui's triangles one at a time on one thread was 5-10 ms of such a
    /// frame, the most of any step in the frames over 8.33 ms.
    private func drawDirectly(
        frame: GLImGuiDrawFrame, scale: (x: Float, y: Float), target: (width: Float, height: Float),
        runs: [Range<Int>?], into output: ImGuiDirectTarget
    ) -> Bool {
        // A glyph SDL scales is sampled nearest here, as SDL does for a texture with that scale mode.
        var scaleMode = SDL_ScaleModeLinear
        guard let fontTexture, SDL_GetTextureScaleMode(fontTexture, &scaleMode) == 0, scaleMode == SDL_ScaleModeNearest
        else { return false }
        let font = UnsafeMutableRawPointer(fontTexture)
        var commands: [gesturelab_imgui_command] = []
        var supported = true
        for rows in runs {
            Self.forEachDrawnCommand(context: context, frame: frame, scale: scale, target: target) { drawn in
                guard drawn.command.texture == font else {
                    supported = false
                    return
                }
                var clip = drawn.clip
                if let rows {
                    clip = Self.intersect(clip, rows: rows)
                    guard clip.h > 0 else { return }
                }
                let command = drawn.command
                let first = UnsafeRawPointer(drawn.vertices + Int(command.vertexOffset))
                commands.append(
                    gesturelab_imgui_command(
                        clip_x: clip.x, clip_y: clip.y, clip_w: clip.w, clip_h: clip.h,
                        vertices: first.assumingMemoryBound(to: gesturelab_imgui_vertex.self),
                        vertex_count: drawn.vertexCount - Int32(command.vertexOffset),
                        indices: drawn.indices + Int(command.indexOffset), index_count: Int32(command.elementCount)))
            }
        }
        guard supported else { return false }
        let result = atlas.withUnsafeBufferPointer { texels in
            var atlas = gesturelab_imgui_atlas(
                pixels: texels.baseAddress, width: atlasSize.width, height: atlasSize.height,
                pitch: Int(atlasSize.width) * 4)
            return gesturelab_imgui_draw(
                output.bands, output.pixels.assumingMemoryBound(to: UInt8.self), Int(output.pitch), output.width,
                output.height, output.hasAlpha ? 1 : 0, &atlas, commands, Int32(commands.count))
        }
        return result == 1
    }

    /// One ImGui command that draws something, with its list's buffers and its clip rectangle in target pixels.
    struct DrawnCommand {
        let command: GLImGuiDrawCommand
        let clip: SDL_Rect
        let vertices: UnsafePointer<GLImGuiVertex>
        let vertexCount: Int32
        let indices: UnsafePointer<UInt16>
    }

    /// Calls `body` for every command of `frame` in drawing order that draws something: not a callback (the panels
    /// register none; one would need the C side to run it), with triangles, and with some of its clip rectangle
    /// inside the target. The renderer draws these and `ImGuiBands` hashes the same ones.
    static func forEachDrawnCommand(
        context: OpaquePointer, frame: GLImGuiDrawFrame, scale: (x: Float, y: Float),
        target: (width: Float, height: Float), _ body: (DrawnCommand) -> Void
    ) {
        for listIndex in 0..<frame.listCount {
            let list = gl_imgui_draw_list(context, listIndex)
            guard let vertices = list.vertices, let indices = list.indices else { continue }
            for commandIndex in 0..<list.commandCount {
                let command = gl_imgui_draw_command(context, listIndex, commandIndex)
                guard !command.isCallback, command.elementCount > 0,
                    let clip = clipRect(command, frame: frame, scale: scale, target: target)
                else { continue }
                body(
                    DrawnCommand(
                        command: command, clip: clip, vertices: vertices, vertexCount: list.vertexCount,
                        indices: indices))
            }
        }
    }

    /// `rect` cut to the target rows `rows`.
    private static func intersect(_ rect: SDL_Rect, rows: Range<Int>) -> SDL_Rect {
        let top = max(Int(rect.y), rows.lowerBound), bottom = min(Int(rect.y + rect.h), rows.upperBound)
        return SDL_Rect(x: rect.x, y: Int32(top), w: rect.w, h: Int32(max(0, bottom - top)))
    }

    /// One command's triangles: `elementCount` indices from `indexOffset`, counting from `vertexOffset`.
    /// `band`: only the triangles that can touch these target rows (a banded redraw's), given the frame's origin
    /// and scale.
    private func draw(
        _ command: GLImGuiDrawCommand, vertices: UnsafePointer<GLImGuiVertex>, vertexCount: Int32,
        indices: UnsafePointer<UInt16>, band: (rows: Range<Int>, originY: Float, scaleY: Float)? = nil
    ) {
        var command = command
        // Leading opaque solid rectangles (a window's background) as plain fills: SDL's software renderer turns
        // such a quad into a rectangle but fills it with blending, pixel by pixel, even at alpha 255; without
        // blending it is a row fill. The panel column's background was most of a redraw at 2560x1600.
        while fillsOpaqueQuads, command.elementCount >= 6,
            let rect = Self.opaqueSolidRect(
                vertices: vertices + Int(command.vertexOffset), indices: indices + Int(command.indexOffset))
        {
            SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE)
            SDL_SetRenderDrawColor(renderer, rect.color.r, rect.color.g, rect.color.b, 255)
            var area = rect.area
            SDL_RenderFillRectF(renderer, &area)
            SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
            command.indexOffset += 6
            command.elementCount -= 6
        }
        guard command.elementCount > 0 else { return }
        let first = UnsafeRawPointer(vertices + Int(command.vertexOffset))
        let stride = Int32(MemoryLayout<GLImGuiVertex>.stride)
        guard let uvOffset = MemoryLayout<GLImGuiVertex>.offset(of: \.u),
            let colorOffset = MemoryLayout<GLImGuiVertex>.offset(of: \.color)
        else { return }
        let positions = first.assumingMemoryBound(to: Float.self)
        let textureCoordinates = (first + uvOffset).assumingMemoryBound(to: Float.self)
        // IM_COL32 is 0xAABBGGRR: in memory the bytes R, G, B, A, which is SDL_Color's layout.
        let colors = (first + colorOffset).assumingMemoryBound(to: SDL_Color.self)
        let remaining = indices + Int(command.indexOffset)
        guard let band else {
            SDL_RenderGeometryRaw(
                renderer, command.texture.map(OpaquePointer.init),
                positions, stride, colors, stride, textureCoordinates, stride,
                vertexCount - Int32(command.vertexOffset), remaining, Int32(command.elementCount),
                Int32(MemoryLayout<UInt16>.size))
            return
        }
        let kept = ImGuiBands.triangles(
            vertices: vertices + Int(command.vertexOffset), indices: remaining, count: Int(command.elementCount),
            touching: band.rows, originY: band.originY, scaleY: band.scaleY)
        guard !kept.isEmpty else { return }
        _ = kept.withUnsafeBufferPointer { keptIndices in
            SDL_RenderGeometryRaw(
                renderer, command.texture.map(OpaquePointer.init),
                positions, stride, colors, stride, textureCoordinates, stride,
                vertexCount - Int32(command.vertexOffset), keptIndices.baseAddress, Int32(keptIndices.count),
                Int32(MemoryLayout<UInt16>.size))
        }
    }

    /// The rectangle the first two triangles at `indices` make, when they are an axis-aligned quad of one opaque
    /// colour sampling one texel (ImGui's white pixel: a solid fill); nil otherwise.
    static func opaqueSolidRect(vertices: UnsafePointer<GLImGuiVertex>, indices: UnsafePointer<UInt16>)
        -> (area: SDL_FRect, color: SDL_Color)?
    {
        let corners = (0..<6).map { vertices[Int(indices[$0])] }
        let first = corners[0]
        guard first.color >> 24 == 0xFF,
            corners.allSatisfy({ $0.color == first.color && $0.u == first.u && $0.v == first.v })
        else { return nil }
        let xs = Set(corners.map(\.x)), ys = Set(corners.map(\.y))
        guard xs.count == 2, ys.count == 2, Set(corners.map { [$0.x, $0.y] }).count == 4,
            let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max()
        else { return nil }
        // IM_COL32 is 0xAABBGGRR.
        let color = SDL_Color(
            r: UInt8(first.color & 0xFF), g: UInt8((first.color >> 8) & 0xFF),
            b: UInt8((first.color >> 16) & 0xFF), a: 255)
        return (SDL_FRect(x: minX, y: minY, w: maxX - minX, h: maxY - minY), color)
    }

    /// Whether the frame's first triangles are an opaque solid rectangle that, inside its command's clip, paints
    /// every pixel of `area` (target pixels, at scale 1): a fill `fillsOpaqueQuads` draws unblended, over all of it.
    private func firstFillCovers(_ area: SDL_Rect, frame: GLImGuiDrawFrame, target: (width: Float, height: Float))
        -> Bool
    {
        guard fillsOpaqueQuads, frame.listCount > 0, frame.originX == 0, frame.originY == 0 else { return false }
        let list = gl_imgui_draw_list(context, 0)
        guard let vertices = list.vertices, let indices = list.indices, list.commandCount > 0 else { return false }
        let command = gl_imgui_draw_command(context, 0, 0)
        guard !command.isCallback, command.elementCount >= 6,
            let clip = Self.clipRect(command, frame: frame, scale: (1, 1), target: target),
            let fill = Self.opaqueSolidRect(
                vertices: vertices + Int(command.vertexOffset), indices: indices + Int(command.indexOffset))
        else { return false }
        // Whole-pixel edges only (the column's are), so SDL's rounding of a fill's edges can't leave a pixel out.
        let edges = [fill.area.x, fill.area.y, fill.area.x + fill.area.w, fill.area.y + fill.area.h]
        guard edges.allSatisfy({ $0 == $0.rounded() }) else { return false }
        let left = max(Float(clip.x), fill.area.x), top = max(Float(clip.y), fill.area.y)
        let right = min(Float(clip.x + clip.w), fill.area.x + fill.area.w)
        let bottom = min(Float(clip.y + clip.h), fill.area.y + fill.area.h)
        return left <= Float(area.x) && top <= Float(area.y) && right >= Float(area.x + area.w)
            && bottom >= Float(area.y + area.h)
    }

    /// The command's clip rectangle in target pixels, clamped to the target; nil when nothing is left.
    static func clipRect(
        _ command: GLImGuiDrawCommand, frame: GLImGuiDrawFrame,
        scale: (x: Float, y: Float), target: (width: Float, height: Float)
    ) -> SDL_Rect? {
        let minX = max(0, (command.clipMinX - frame.originX) * scale.x)
        let minY = max(0, (command.clipMinY - frame.originY) * scale.y)
        let maxX = min(target.width, (command.clipMaxX - frame.originX) * scale.x)
        let maxY = min(target.height, (command.clipMaxY - frame.originY) * scale.y)
        guard maxX > minX, maxY > minY else { return nil }
        return SDL_Rect(x: Int32(minX), y: Int32(minY), w: Int32(maxX - minX), h: Int32(maxY - minY))
    }
}
