import CPixelBlend
import CSDL2
import Foundation
import Testing
@testable import GestureLabApp

/// `imgui_raster.c` against SDL 2.26's software renderer on made-up draw data (the panels' own frames are checked in
/// `PanelsDirectRasterTests`): every kind of primitive SDL_RenderGeometryRaw tells apart, including the ones the
/// panels' font never makes (an unscaled white glyph, a glyph across the surface's edge), drawn both ways into
/// surfaces of both formats, every byte compared.
extension SDLSuites {
@Suite("ImGui's triangles drawn without SDL", .serialized)
struct ImGuiRasterTests {
    /// A small deterministic generator (the draw data must be the same run after run).
    struct Generator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 33
        }
        mutating func int(_ range: ClosedRange<Int>) -> Int {
            range.lowerBound + Int(next() % UInt64(range.count))
        }
        mutating func float(_ range: ClosedRange<Float>) -> Float {
            range.lowerBound + Float(next() % 10_000) / 10_000 * (range.upperBound - range.lowerBound)
        }
        /// 0xAABBGGRR with alpha 0, 255 or between, and white now and then.
        mutating func color() -> UInt32 {
            let alpha: UInt32 = [0, 255, 255, 128, UInt32(int(1...254))][int(0...4)]
            let rgb: UInt32 = int(0...2) == 0 ? 0xFF_FFFF : UInt32(truncatingIfNeeded: next()) & 0xFF_FFFF
            return alpha << 24 | rgb
        }
    }

    static let atlasSize = (width: 64, height: 48)

    /// The atlas: random RGBA with transparent, opaque and translucent texels, and a white texel at (0, 0).
    static func atlas() -> [UInt8] {
        var generator = Generator(state: 7)
        var bytes = [UInt8](repeating: 0, count: atlasSize.width * atlasSize.height * 4)
        for i in stride(from: 0, to: bytes.count, by: 4) {
            for c in 0..<3 { bytes[i + c] = UInt8(generator.int(0...255)) }
            bytes[i + 3] = [0, 255, UInt8(generator.int(1...254))][generator.int(0...2)]
        }
        bytes[0...3] = [255, 255, 255, 255]
        return bytes
    }

    /// Vertices and 16-bit indices of `count` primitives: glyph quads copied 1:1 or scaled, solid quads, quads
    /// whose corners differ in colour, and loose triangles; some cross the surface's edges.
    static func drawData(seed: UInt64, count: Int, width: Int, height: Int)
        -> (vertices: [gesturelab_imgui_vertex], indices: [UInt16])
    {
        var g = Generator(state: seed)
        var vertices: [gesturelab_imgui_vertex] = [], indices: [UInt16] = []
        let texel = (u: 1 / Float(atlasSize.width), v: 1 / Float(atlasSize.height))
        for _ in 0..<count {
            let base = UInt16(vertices.count)
            let kind = g.int(0...4)
            if kind == 4 {
                for _ in 0..<3 {
                    vertices.append(
                        gesturelab_imgui_vertex(
                            x: g.float(-20...Float(width) + 20), y: g.float(-20...Float(height) + 20),
                            u: g.float(0...1), v: g.float(0...1), color: g.color()))
                }
                indices += [base, base + 1, base + 2]
                continue
            }
            let w = Float(g.int(1...40)), h = Float(g.int(1...30))
            // Whole pixels mostly (ImGui's glyphs), fractions sometimes; a few across the surface's edges.
            let fraction: Float = g.int(0...3) == 0 ? g.float(0...0.9) : 0
            let x = Float(g.int(-10...width - 5)) + fraction, y = Float(g.int(-10...height - 5)) + fraction
            let color = g.color()
            var u0: Float = 0, v0: Float = 0, u1: Float = 0, v1: Float = 0
            switch kind {
            case 0, 3:  // a glyph: 1:1 (kind 0) or scaled to the quad (kind 3)
                let sw = kind == 0 ? Int(w) : g.int(1...20), sh = kind == 0 ? Int(h) : g.int(1...20)
                let sx = g.int(0...max(0, atlasSize.width - sw)), sy = g.int(0...max(0, atlasSize.height - sh))
                u0 = Float(sx) * texel.u
                v0 = Float(sy) * texel.v
                u1 = Float(sx + sw) * texel.u
                v1 = Float(sy + sh) * texel.v
            default: break  // 1, 2: the white texel (a solid fill)
            }
            let corners = [(x, y, u0, v0), (x + w, y, u1, v0), (x + w, y + h, u1, v1), (x, y + h, u0, v1)]
            for (i, corner) in corners.enumerated() {
                // Kind 2's corners differ in colour: SDL draws its two triangles as triangles.
                let c = kind == 2 && i == 2 ? g.color() : color
                vertices.append(gesturelab_imgui_vertex(x: corner.0, y: corner.1, u: corner.2, v: corner.3, color: c))
            }
            indices += [base, base + 1, base + 2, base, base + 2, base + 3]
        }
        return (vertices, indices)
    }

    /// Clip rectangles for the commands the draw data is cut into: the whole surface, and parts of it.
    static func clips(width: Int32, height: Int32) -> [SDL_Rect] {
        [
            SDL_Rect(x: 0, y: 0, w: width, h: height), SDL_Rect(x: 13, y: 7, w: width / 2, h: height - 20),
            SDL_Rect(x: width / 3, y: height / 4, w: width / 2, h: height / 2),
            SDL_Rect(x: 0, y: height - 30, w: width, h: 30),
        ]
    }

    @Test("every primitive kind has SDL's bytes, on ARGB8888 and RGB888, on one thread and on two",
          arguments: [(SDL_PIXELFORMAT_ARGB8888.rawValue, false), (SDL_PIXELFORMAT_RGB888.rawValue, true)])
    func sameBytesAsSDL(format: UInt32, twoThreads: Bool) throws {
        _ = try #require(TestSupport.sdl)
        let width: Int32 = 320, height: Int32 = 200
        let atlas = Self.atlas()
        let data = Self.drawData(seed: 42, count: 1600, width: Int(width), height: Int(height))
        let clips = Self.clips(width: width, height: height)
        let perCommand = data.indices.count / 3 / clips.count * 3
        let commands = clips.indices.map { i in
            (clip: clips[i], first: i * perCommand, count: i == clips.count - 1 ? data.indices.count - i * perCommand : perCommand)
        }

        // SDL: the renderer over a surface of `format`, one SDL_RenderGeometryRaw per command under its clip.
        let sdl = try makeSurface(format: format, width: width, height: height)
        defer { sdl.destroy() }
        let renderer = try SDLRenderer(offscreen: sdl)
        defer { renderer.destroy() }
        let handle = try #require(renderer.handle)
        let texture = try #require(
            SDL_CreateTexture(
                handle, SDL_PIXELFORMAT_RGBA32.rawValue, Int32(SDL_TEXTUREACCESS_STATIC.rawValue),
                Int32(Self.atlasSize.width), Int32(Self.atlasSize.height)))
        defer { SDL_DestroyTexture(texture) }
        _ = atlas.withUnsafeBytes { SDL_UpdateTexture(texture, nil, $0.baseAddress, Int32(Self.atlasSize.width * 4)) }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        renderer.clear(red: 0x30, green: 0x60, blue: 0x90)
        data.vertices.withUnsafeBytes { raw in
            let stride = Int32(MemoryLayout<gesturelab_imgui_vertex>.stride)
            let base = raw.baseAddress!
            data.indices.withUnsafeBufferPointer { indices in
                for command in commands {
                    var clip = command.clip
                    SDL_RenderSetClipRect(handle, &clip)
                    SDL_RenderGeometryRaw(
                        handle, texture, base.assumingMemoryBound(to: Float.self), stride,
                        (base + 16).assumingMemoryBound(to: SDL_Color.self), stride,
                        (base + 8).assumingMemoryBound(to: Float.self), stride, Int32(data.vertices.count),
                        indices.baseAddress! + command.first, Int32(command.count), 2)
                }
            }
        }
        SDL_RenderFlush(handle)

        // Directly: the same commands into a surface cleared alike.
        let direct = try makeSurface(format: format, width: width, height: height)
        defer { direct.destroy() }
        let directRenderer = try SDLRenderer(offscreen: direct)
        defer { directRenderer.destroy() }
        directRenderer.clear(red: 0x30, green: 0x60, blue: 0x90)
        SDL_RenderFlush(try #require(directRenderer.handle))
        let bands = twoThreads ? RasterBands(minimumPixels: 0, strided: true) : nil
        let surface = try #require(direct.pointer)
        let result = data.vertices.withUnsafeBufferPointer { vertices in
            data.indices.withUnsafeBufferPointer { indices in
                atlas.withUnsafeBufferPointer { texels in
                    var atlasInfo = gesturelab_imgui_atlas(
                        pixels: texels.baseAddress, width: Int32(Self.atlasSize.width),
                        height: Int32(Self.atlasSize.height), pitch: Self.atlasSize.width * 4)
                    let list = commands.map {
                        gesturelab_imgui_command(
                            clip_x: $0.clip.x, clip_y: $0.clip.y, clip_w: $0.clip.w, clip_h: $0.clip.h,
                            vertices: vertices.baseAddress, vertex_count: Int32(vertices.count),
                            indices: indices.baseAddress! + $0.first, index_count: Int32($0.count))
                    }
                    return gesturelab_imgui_draw(
                        bands?.pointer, surface.pointee.pixels.assumingMemoryBound(to: UInt8.self),
                        Int(surface.pointee.pitch), width, height, format == SDL_PIXELFORMAT_ARGB8888.rawValue ? 1 : 0,
                        &atlasInfo, list, Int32(list.count))
                }
            }
        }
        #expect(result == 1)
        if twoThreads { #expect((bands?.workerRows ?? 0) > 0, "the second thread drew rows") }
        let expected = try sdl.packedBytes(), drawn = try direct.packedBytes()
        var differing = 0, first = -1
        for i in stride(from: 0, to: expected.count, by: 4) where expected[i..<i + 4] != drawn[i..<i + 4] {
            differing += 1
            if first < 0 { first = i / 4 }
        }
        #expect(differing == 0, "\(differing) pixels differ, first at (\(first % Int(width)), \(first / Int(width)))")
        let changed = stride(from: 0, to: drawn.count, by: 4).filter { drawn[$0] != 0x90 || drawn[$0 + 1] != 0x60 }
        #expect(changed.count > Int(width * height) / 3, "the primitives cover much of the surface")
    }

    @Test("a flipped glyph, which SDL copies mirrored, is left to SDL: nothing is drawn")
    func flippedGlyphIsLeftToSDL() throws {
        let atlas = Self.atlas()
        var pixels = [UInt32](repeating: 0x1234_5678, count: 16 * 16)
        let vertices = [
            gesturelab_imgui_vertex(x: 2, y: 2, u: 0.5, v: 0, color: 0xFFFF_FFFF),
            gesturelab_imgui_vertex(x: 10, y: 2, u: 0.25, v: 0, color: 0xFFFF_FFFF),
            gesturelab_imgui_vertex(x: 10, y: 10, u: 0.25, v: 0.5, color: 0xFFFF_FFFF),
            gesturelab_imgui_vertex(x: 2, y: 10, u: 0.5, v: 0.5, color: 0xFFFF_FFFF),
        ]
        let indices: [UInt16] = [0, 1, 2, 0, 2, 3]
        let result = pixels.withUnsafeMutableBytes { surface in
            vertices.withUnsafeBufferPointer { vertices in
                indices.withUnsafeBufferPointer { indices in
                    atlas.withUnsafeBufferPointer { texels in
                        var atlasInfo = gesturelab_imgui_atlas(
                            pixels: texels.baseAddress, width: Int32(Self.atlasSize.width),
                            height: Int32(Self.atlasSize.height), pitch: Self.atlasSize.width * 4)
                        var command = gesturelab_imgui_command(
                            clip_x: 0, clip_y: 0, clip_w: 16, clip_h: 16, vertices: vertices.baseAddress,
                            vertex_count: 4, indices: indices.baseAddress, index_count: 6)
                        return gesturelab_imgui_draw(
                            nil, surface.baseAddress!.assumingMemoryBound(to: UInt8.self), 64, 16, 16, 1, &atlasInfo,
                            &command, 1)
                    }
                }
            }
        }
        #expect(result == 0)
        #expect(pixels.allSatisfy { $0 == 0x1234_5678 })
    }

    private func makeSurface(format: UInt32, width: Int32, height: Int32) throws -> SDLSurface {
        try SDLSurface(
            taking: SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, format), call: "SDL_CreateRGBSurfaceWithFormat")
    }
}
}
