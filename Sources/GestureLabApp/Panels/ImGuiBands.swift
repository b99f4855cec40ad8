internal import CImGuiShim
internal import CSDL2

/// ImGui's frame cut into horizontal bands of the target, each with a hash of every triangle that can touch it
/// (its vertices, its command's clip rectangle and texture, in drawing order): two frames whose band hashes are
/// equal draw the same pixels in that band. `ImGuiRenderer` uses it to redraw only the bands that changed over a
/// column that still shows the last frame (`redrawsChangedBandsOnly`).
///
/// Found by profiling the viewer's gestures at 2560x1600: the panels' redraws were the p95 frames, and a gesture
/// changes a few rows (a recognizer's state, an offset, the clock) while ImGui's triangles for the whole
/// 640x1600 column went through SDL's software renderer each time.
struct ImGuiBands: Equatable {
    /// Target pixels a band is tall: about half a row of the panels at ui scale 1.
    static let height = 16

    /// What the hashes depend on besides the triangles: the target's size and the frame's origin and scale.
    struct Geometry: Equatable {
        var targetWidth: Float, targetHeight: Float, originX: Float, originY: Float, scaleX: Float, scaleY: Float
    }

    let geometry: Geometry
    private(set) var hashes: [UInt64]

    /// The band hashes of the frame `frame` of `context` as drawn at `scale` into a target of `target` pixels.
    init(
        context: OpaquePointer, frame: GLImGuiDrawFrame, scale: (x: Float, y: Float),
        target: (width: Float, height: Float)
    ) {
        geometry = Geometry(
            targetWidth: target.width, targetHeight: target.height, originX: frame.originX, originY: frame.originY,
            scaleX: scale.x, scaleY: scale.y)
        let count = max(1, (Int(target.height) + Self.height - 1) / Self.height)
        hashes = [UInt64](repeating: 0xcbf2_9ce4_8422_2325, count: count)
        ImGuiRenderer.forEachDrawnCommand(context: context, frame: frame, scale: scale, target: target) { drawn in
            addTriangles(
                of: drawn.command, clip: drawn.clip, vertices: drawn.vertices, indices: drawn.indices, frame: frame)
        }
    }

    private mutating func addTriangles(
        of command: GLImGuiDrawCommand, clip: SDL_Rect, vertices: UnsafePointer<GLImGuiVertex>,
        indices: UnsafePointer<UInt16>, frame: GLImGuiDrawFrame
    ) {
        let seed = Self.mix(
            Self.mix(
                UInt64(UInt32(bitPattern: clip.x)) << 32 | UInt64(UInt32(bitPattern: clip.y)),
                UInt64(UInt32(bitPattern: clip.w)) << 32 | UInt64(UInt32(bitPattern: clip.h))),
            UInt64(UInt(bitPattern: command.texture)))
        let clipTop = Int(clip.y), clipBottom = Int(clip.y + clip.h)
        let base = vertices + Int(command.vertexOffset)
        var i = Int(command.indexOffset)
        let end = i + Int(command.elementCount)
        while i + 2 < end {
            var hash = seed
            var minY = Float.infinity, maxY = -Float.infinity
            for k in 0..<3 {
                let v = base[Int(indices[i + k])]
                hash = Self.mix(hash, UInt64(v.x.bitPattern) << 32 | UInt64(v.y.bitPattern))
                hash = Self.mix(hash, UInt64(v.u.bitPattern) << 32 | UInt64(v.v.bitPattern))
                hash = Self.mix(hash, UInt64(v.color))
                minY = min(minY, v.y)
                maxY = max(maxY, v.y)
            }
            i += 3
            // A pixel's worth of margin either side: SDL rounds a triangle's and a quad's edges its own way.
            let top = max(clipTop, Int(((minY - frame.originY) * geometry.scaleY).rounded(.down)) - 1)
            let bottom = min(clipBottom, Int(((maxY - frame.originY) * geometry.scaleY).rounded(.up)) + 1)
            guard bottom > top else { continue }
            let first = max(0, top / Self.height), last = min(hashes.count - 1, (bottom - 1) / Self.height)
            guard first <= last else { continue }
            for band in first...last { hashes[band] = Self.mix(hashes[band], hash) }
        }
    }

    /// The indices of the triangles among `count` indices from `indices` (into `vertices`) whose rows, with the
    /// margin the hashes give them, meet `rows` of the target, in order.
    static func triangles(
        vertices: UnsafePointer<GLImGuiVertex>, indices: UnsafePointer<UInt16>, count: Int, touching rows: Range<Int>,
        originY: Float, scaleY: Float
    ) -> [UInt16] {
        var kept: [UInt16] = []
        var i = 0
        while i + 2 < count {
            let a = indices[i], b = indices[i + 1], c = indices[i + 2]
            let ya = vertices[Int(a)].y, yb = vertices[Int(b)].y, yc = vertices[Int(c)].y
            let top = Int(((min(ya, yb, yc) - originY) * scaleY).rounded(.down)) - 1
            let bottom = Int(((max(ya, yb, yc) - originY) * scaleY).rounded(.up)) + 1
            if top < rows.upperBound, bottom > rows.lowerBound { kept += [a, b, c] }
            i += 3
        }
        return kept
    }

    /// The target rows of the bands that differ from `drawn` (whole runs of neighbouring bands as one range);
    /// nil when the two can't be compared (another geometry).
    func changedRows(since drawn: ImGuiBands) -> [Range<Int>]? {
        guard drawn.geometry == geometry, drawn.hashes.count == hashes.count else { return nil }
        var runs: [Range<Int>] = []
        for band in hashes.indices where hashes[band] != drawn.hashes[band] {
            let rows = band * Self.height..<min(Int(geometry.targetHeight), (band + 1) * Self.height)
            if let last = runs.last, last.upperBound == rows.lowerBound {
                runs[runs.count - 1] = last.lowerBound..<rows.upperBound
            } else {
                runs.append(rows)
            }
        }
        return runs
    }

    /// An order-dependent 64-bit mix (one round of a multiply-xorshift).
    @inline(__always)
    private static func mix(_ hash: UInt64, _ value: UInt64) -> UInt64 {
        var h = (hash ^ value) &* 0x9E37_79B9_7F4A_7C15
        h ^= h >> 29
        return h
    }
}
