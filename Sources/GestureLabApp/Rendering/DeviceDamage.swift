import Foundation
import GestureUIKit

/// Which pixels of the device changed from one frame's display list to the next: the dirty rectangles a window
/// that keeps its pixels (`RetainedFrame`) redraws, clipped, instead of the whole device.
///
/// Each drawing command is paired with the clip it is drawn in (the `pushClip`s around it, intersected) and the
/// pixels it can touch: its footprint. Two lists are compared after their common start and common end are set
/// aside (a command inserted or removed in the middle then costs only the middle); what is left is compared
/// command by command when both middles are as long, else taken whole. Every command that differs, in either
/// list, adds its footprint. That is enough: a pixel outside every such footprint is painted by the same commands
/// in the same order in both frames, so it already holds what the new frame would draw there.
///
/// What the list does not say is the caller's to add (`DisplayListRenderer` and `TextureCache` tell it): an image
/// whose texture changed under the same command (a decode arrived, a texture was evicted) or one drawn as loading
/// (its spinner turns) dirties that image's footprints, in both lists (`damage(for:in:everything:images:)`); every
/// texture forgotten at once makes the whole device dirty.
///
/// Found by profiling the window at 2560x1600 (docs/performance.md): a photo paged sideways changes a band a
/// quarter of the device's height, yet the viewer's black and the photo's copy were drawn over all of it every
/// frame, four times the pixels of 1280x800. Desktop toolkits do the same (damage regions in X11, Wayland and
/// Qt's widget repaints, Chromium's damage tracker).
struct DeviceDamage {
    /// A drawing command with the clip it is drawn in and the pixels it can touch (empty when clipped away).
    struct Entry: Equatable {
        var command: DrawCommand
        var clip: PixelRect
        /// Where it paints, in output pixels; a stroke is its four edges, not the rectangle they enclose.
        var footprint: [PixelRect]

        /// Whether it draws an image, which a redraw must hold whole (`holdingImagesWhole`).
        var isImage: Bool {
            if case .image = command { return true }
            return false
        }
    }

    /// The most rectangles a frame redraws: more are merged by least added area (each one is one more clipped
    /// pass over the list, so a few cost nothing next to the pixels they save).
    static let maximumRectangles = 6
    /// Pixels added around every footprint: anti-aliased rims and rounding of scaled copies reach one pixel out.
    static let padding = 2

    private var previous: [Entry] = []
    private var previousViewport: DeviceViewport?

    /// The rectangles of `viewport` to redraw for `list` (empty: nothing changed), or nil for all of it (the last
    /// frame is unknown, the viewport moved, or `everything` says something outside the list changed). Remembers
    /// `list` for the next frame either way.
    ///
    /// `images`: images whose pixels changed under the same commands (a texture arrived, a spinner turned): the
    /// footprints of their commands, in this list and the last one, are redrawn too. A redraw draws every command
    /// over them within the rectangle, so what is drawn over such an image (a translucent fill, a badge) is
    /// drawn again over its new pixels, as a whole frame would.
    mutating func damage(
        for list: DisplayList, in viewport: DeviceViewport, everything: Bool, images: Set<ImageHandle> = []
    ) -> [PixelRect]? {
        let entries = Self.entries(list.commands, in: viewport)
        defer {
            previous = entries
            previousViewport = viewport
        }
        guard !everything, previousViewport == viewport else { return nil }
        let rects =
            Self.changedFootprints(from: previous, to: entries)
            + (images.isEmpty
                ? [] : Self.footprints(of: images, in: previous) + Self.footprints(of: images, in: entries))
        let bounds = viewport.pixelBounds
        let padded = rects.map {
            PixelRect(
                x: $0.x - Self.padding, y: $0.y - Self.padding, width: $0.width + 2 * Self.padding,
                height: $0.height + 2 * Self.padding
            ).intersection(bounds)
        }
        return Self.holdingImagesWhole(
            padded.filter { !$0.isEmpty }, images: entries.filter(\.isImage).compactMap(\.footprint.first))
    }

    /// The footprints of the commands in `entries` that draw one of `images`.
    static func footprints(of images: Set<ImageHandle>, in entries: [Entry]) -> [PixelRect] {
        entries.flatMap { entry -> [PixelRect] in
            guard case .image(let handle, _, _, _, _) = entry.command, images.contains(handle) else { return [] }
            return entry.footprint
        }
    }

    /// `rects` merged to at most `maximumRectangles`, then grown until none holds part of an image: each holds
    /// all of one or none of it; nil (redraw everything) when that does not settle.
    ///
    /// SDL's software renderer stretches a scaled copy cut by a clip from other source pixels than the whole copy
    /// (it scales the clipped rectangles, rounding), so a photo redrawn in part would not match its other part.
    /// Found by comparing the screen after frames presented in part with a whole frame under Xvfb.
    static func holdingImagesWhole(_ rects: [PixelRect], images: [PixelRect]) -> [PixelRect]? {
        var rects = rects
        for _ in 0..<8 {
            rects = merged(rects, limit: maximumRectangles)
            var grew = false
            for image in images where !image.isEmpty {
                for i in rects.indices {
                    let common = rects[i].intersection(image)
                    guard !common.isEmpty, common != image else { continue }
                    rects[i] = union(rects[i], image)
                    grew = true
                }
            }
            if !grew { return rects }
        }
        return nil
    }

    /// The pixels of `rects` as rectangles that do not overlap: what is drawn once over each of them (the touch
    /// toolbar, translucent) must not be drawn twice where two meet.
    static func disjoint(_ rects: [PixelRect]) -> [PixelRect] {
        var pieces: [PixelRect] = []
        for rect in rects where !rect.isEmpty {
            var parts = [rect]
            for kept in pieces { parts = parts.flatMap { subtracting(kept, from: $0) } }
            pieces += parts
        }
        return pieces
    }

    /// `rect` less `hole`: up to four rectangles (the rows above and below the hole, then the parts beside it).
    static func subtracting(_ hole: PixelRect, from rect: PixelRect) -> [PixelRect] {
        let common = rect.intersection(hole)
        guard !common.isEmpty else { return [rect] }
        let right = rect.x + rect.width, bottom = rect.y + rect.height
        let parts = [
            PixelRect(x: rect.x, y: rect.y, width: rect.width, height: common.y - rect.y),
            PixelRect(
                x: rect.x, y: common.y + common.height, width: rect.width, height: bottom - common.y - common.height),
            PixelRect(x: rect.x, y: common.y, width: common.x - rect.x, height: common.height),
            PixelRect(
                x: common.x + common.width, y: common.y, width: right - common.x - common.width, height: common.height),
        ]
        return parts.filter { !$0.isEmpty }
    }

    /// The smallest rectangle holding `a` and `b`.
    static func union(_ a: PixelRect, _ b: PixelRect) -> PixelRect {
        let x0 = min(a.x, b.x), y0 = min(a.y, b.y)
        let x1 = max(a.x + a.width, b.x + b.width), y1 = max(a.y + a.height, b.y + b.height)
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The footprints of the entries that differ between `old` and `new` (see the type's comment).
    static func changedFootprints(from old: [Entry], to new: [Entry]) -> [PixelRect] {
        var start = 0
        while start < old.count, start < new.count, old[start] == new[start] { start += 1 }
        var oldEnd = old.count, newEnd = new.count
        while oldEnd > start, newEnd > start, old[oldEnd - 1] == new[newEnd - 1] {
            oldEnd -= 1
            newEnd -= 1
        }
        var rects: [PixelRect] = []
        let oldMiddle = old[start..<oldEnd], newMiddle = new[start..<newEnd]
        if oldMiddle.count == newMiddle.count {
            for offset in 0..<oldMiddle.count where old[start + offset] != new[start + offset] {
                rects += old[start + offset].footprint
                rects += new[start + offset].footprint
            }
        } else if let (oldKept, newKept) = longestCommonSubsequence(Array(oldMiddle), Array(newMiddle)) {
            // A touch trail one segment longer shifts everything drawn after it: the commands both frames draw
            // in the same order are set aside, wherever they stand.
            for (i, entry) in oldMiddle.enumerated() where !oldKept[i] { rects += entry.footprint }
            for (i, entry) in newMiddle.enumerated() where !newKept[i] { rects += entry.footprint }
        } else {
            for entry in oldMiddle { rects += entry.footprint }
            for entry in newMiddle { rects += entry.footprint }
        }
        return rects.filter { !$0.isEmpty }
    }

    /// Which entries of `a` and of `b` belong to a longest common subsequence of the two; nil past 256 entries a
    /// side (the table is their product; a longer middle is taken whole).
    ///
    /// That suffices: a pixel outside every entry left out is painted, in both frames, by the kept entries that
    /// cover it, in the same order.
    static func longestCommonSubsequence(_ a: [Entry], _ b: [Entry]) -> (keptA: [Bool], keptB: [Bool])? {
        guard a.count <= 256, b.count <= 256, !a.isEmpty, !b.isEmpty else { return nil }
        let width = b.count + 1
        var table = [Int](repeating: 0, count: (a.count + 1) * width)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                table[i * width + j] =
                    a[i] == b[j]
                    ? table[(i + 1) * width + j + 1] + 1 : max(table[(i + 1) * width + j], table[i * width + j + 1])
            }
        }
        var keptA = [Bool](repeating: false, count: a.count), keptB = [Bool](repeating: false, count: b.count)
        var i = 0, j = 0
        while i < a.count, j < b.count {
            if a[i] == b[j] {
                keptA[i] = true
                keptB[j] = true
                i += 1
                j += 1
            } else if table[(i + 1) * width + j] >= table[i * width + j + 1] {
                i += 1
            } else {
                j += 1
            }
        }
        return (keptA, keptB)
    }

    /// The drawing commands of `commands` with their clips and footprints in `viewport`, from the first one not
    /// hidden under an opaque fill of the whole viewport (`DisplayListRenderer.firstVisibleCommand`): what is under
    /// it (the gallery under the photos viewer) changes no pixel, and is not drawn.
    static func entries(_ commands: [DrawCommand], in viewport: DeviceViewport) -> [Entry] {
        let toPixels = viewport.pixelTransform
        var clip = viewport.pixelBounds
        var clips: [PixelRect] = []
        var entries: [Entry] = []
        entries.reserveCapacity(commands.count)
        let start = DisplayListRenderer.firstVisibleCommand(commands, covering: clip, pixelTransform: toPixels)
        // Drawing from there skips the clips pushed before it; their pops keep the viewport's clip, as here.
        for command in commands[start...] {
            switch command {
            case .pushClip(let rect):
                clips.append(clip)
                clip = clip.intersection(PixelRect(enclosing: rect, transform: toPixels))
            case .popClip:
                if let outer = clips.popLast() { clip = outer }
            default:
                let footprint = clip.isEmpty ? [] : Self.footprint(of: command, toPixels: toPixels)
                entries.append(
                    Entry(command: command, clip: clip, footprint: footprint.map { $0.intersection(clip) }))
            }
        }
        return entries
    }

    /// The pixels `command` can paint under `toPixels` (points → output pixels), before clipping.
    static func footprint(of command: DrawCommand, toPixels: CGAffineTransform) -> [PixelRect] {
        func box(_ rect: CGRect, _ transform: CGAffineTransform, outset: Double = 0) -> [PixelRect] {
            [PixelRect(enclosing: rect.insetBy(dx: -outset, dy: -outset), transform: transform.concatenating(toPixels))]
        }
        switch command {
        case .fill(let rect, let transform, _, _), .image(_, let rect, let transform, _, _):
            return box(rect, transform)
        case .stroke(let rect, let transform, _, let lineWidth):
            let t = transform.concatenating(toPixels)
            // Drawn inside the rectangle; its four edges when they stay axis-aligned, else the whole of it.
            guard t.b == 0, t.c == 0, !rect.isEmpty else { return box(rect, transform) }
            let w = min(lineWidth, min(rect.width, rect.height) / 2)
            return [
                CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: w),
                CGRect(x: rect.minX, y: rect.maxY - w, width: rect.width, height: w),
                CGRect(x: rect.minX, y: rect.minY, width: w, height: rect.height),
                CGRect(x: rect.maxX - w, y: rect.minY, width: w, height: rect.height),
            ].map { PixelRect(enclosing: $0, transform: t) }
        case .shadow(let rect, let transform, _, let radius):
            return box(rect, transform, outset: max(0, radius))
        case .text(_, let rect, let transform, let size, _, _, _):
            // Cropped at its sides, centred vertically: a line taller than its rectangle reaches out by its size.
            return [
                PixelRect(
                    enclosing: rect.insetBy(dx: 0, dy: -max(0, size)), transform: transform.concatenating(toPixels))
            ]
        case .circle(let center, let radius, _), .spinner(let center, let radius, _):
            return box(CGRect(x: center.x, y: center.y, width: 0, height: 0), .identity, outset: abs(radius))
        case .line(let from, let to, let width, _):
            let rect = CGRect(
                x: min(from.x, to.x), y: min(from.y, to.y), width: abs(to.x - from.x), height: abs(to.y - from.y))
            // At least a pixel wide however thin (DisplayListRenderer.line).
            return box(rect, .identity, outset: width / 2 + 1 / max(1e-6, toPixels.a))
        case .pushClip, .popClip:
            return []
        }
    }

    /// Area a join may add and still be taken at once, in pixels: drawing the list once more for a rectangle of
    /// its own costs about what filling this many pixels does (a touch trail's dozens of short segments become a
    /// few rectangles, a photo's band and an outline's thin edges stay apart).
    static let freeJoinArea = 128 * 128

    /// `rects` joined until at most `limit` remain: each rectangle joins one already kept whose common bounding box
    /// adds at most `freeJoinArea` pixels (again, with what it became); past the limit, the pair whose box adds the
    /// least area. Linear in the rectangles for the first pass, so a frame with many changed commands stays cheap.
    static func merged(_ rects: [PixelRect], limit: Int) -> [PixelRect] {
        func area(_ r: PixelRect) -> Int { r.width * r.height }
        func addedArea(_ a: PixelRect, _ b: PixelRect) -> Int {
            area(union(a, b)) - area(a) - area(b) + area(a.intersection(b))
        }
        var kept: [PixelRect] = []
        for rect in rects {
            var current = rect
            while let i = kept.firstIndex(where: { addedArea($0, current) <= freeJoinArea }) {
                current = union(current, kept.remove(at: i))
            }
            kept.append(current)
        }
        while kept.count > limit {
            var best = (i: 0, j: 1, cost: Int.max)
            for i in kept.indices {
                for j in kept.indices where j > i {
                    let cost = addedArea(kept[i], kept[j])
                    if cost < best.cost { best = (i, j, cost) }
                }
            }
            kept[best.i] = union(kept[best.i], kept[best.j])
            kept.remove(at: best.j)
        }
        return kept
    }
}
