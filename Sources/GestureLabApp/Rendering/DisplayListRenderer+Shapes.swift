internal import CSDL2
#if canImport(Glibc)
    import Glibc
#else
    import Darwin
#endif
import Foundation
import GestureUIKit

extension DisplayListRenderer {
    /// The shadow's outlines: offset from the edge as a fraction of the radius, and the share of alpha there.
    private static let shadowSteps: [(fraction: Double, alpha: Double)] = [
        (-1, 0.977), (-0.5, 0.841), (0, 0.5), (0.5, 0.159), (1, 0),
    ]

    /// A solid rectangle; rounded corners and rotated edges get a one-pixel anti-aliased feather.
    func fill(_ rect: CGRect, transform: CGAffineTransform, color: Color, cornerRadius: Double, alpha: Double = 1) {
        let t = toPixels(transform)
        guard !rect.isEmpty, color.alpha * alpha > 0, isVisible(rect, pixelTransform: t, margin: 1) else { return }
        let sdlColor = SDL_Color(color, alpha: alpha)
        // Unrotated, unrounded: SDL's rectangle fill (a row copy when opaque), not the triangle filler.
        if cornerRadius <= 0, fillRectFast(rect, pixelTransform: t, color: sdlColor) { return }
        batch.use(nil, renderer: renderer)
        let scales = t.axisScales
        let pixelScale = max(1e-6, min(scales.x, scales.y))
        if cornerRadius <= 0, t.isAxisAligned {
            batch.quad(
                t.apply(to: rect.origin), t.apply(to: CGPoint(x: rect.maxX, y: rect.minY)),
                t.apply(to: CGPoint(x: rect.maxX, y: rect.maxY)), t.apply(to: CGPoint(x: rect.minX, y: rect.maxY)),
                color: sdlColor)
            return
        }
        // Half a pixel inside and outside the edge: the feather ramps coverage from 1 to 0 across the edge.
        let half = 0.5 / pixelScale
        let segments = Contours.segments(forPixelRadius: cornerRadius * pixelScale)
        Contours.roundedRect(
            rect, radius: cornerRadius, offset: -half, segments: segments, transform: t, into: &batch.contourA)
        Contours.roundedRect(
            rect, radius: cornerRadius, offset: half, segments: segments, transform: t, into: &batch.contourB)
        let inner = batch.contourA, outer = batch.contourB
        batch.fan(center: t.apply(to: rect.center), contour: inner, color: sdlColor)
        var clear = sdlColor
        clear.a = 0
        batch.ring(inner: inner, outer: outer, innerColor: sdlColor, outerColor: clear)
    }

    /// A rectangle's outline of `lineWidth` points, drawn inside the rectangle like `CALayer.borderWidth`.
    func stroke(_ rect: CGRect, transform: CGAffineTransform, color: Color, lineWidth: Double) {
        let t = toPixels(transform)
        guard !rect.isEmpty, lineWidth > 0, isVisible(rect, pixelTransform: t) else { return }
        let width = min(lineWidth, min(rect.width, rect.height) / 2)
        // Unrotated: its four edges as SDL's rectangle fills, not a ring of triangles (the hit chain's outlines span
        // the device's height, and moved with every paged frame at 2560x1600).
        // At least a pixel wide, so rounding to whole pixels keeps every edge.
        if t.b == 0, t.c == 0, width * min(t.a, t.d) >= 1 {
            let edges = [
                CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: width),
                CGRect(x: rect.minX, y: rect.maxY - width, width: rect.width, height: width),
                CGRect(x: rect.minX, y: rect.minY + width, width: width, height: rect.height - 2 * width),
                CGRect(x: rect.maxX - width, y: rect.minY + width, width: width, height: rect.height - 2 * width),
            ]
            let sdlColor = SDL_Color(color)
            for edge in edges where edge.height > 0 { _ = fillRectFast(edge, pixelTransform: t, color: sdlColor) }
            return
        }
        batch.use(nil, renderer: renderer)
        Contours.roundedRect(rect, radius: 0, segments: 0, transform: t, into: &batch.contourB)
        Contours.roundedRect(rect, radius: 0, offset: -width, segments: 0, transform: t, into: &batch.contourA)
        let sdlColor = SDL_Color(color)
        let inner = batch.contourA, outer = batch.contourB
        batch.ring(inner: inner, outer: outer, innerColor: sdlColor, outerColor: sdlColor)
    }

    /// A filled disc with an anti-aliased rim; `center` and `radius` in screen points.
    func circle(center: CGPoint, radius: Double, color: Color) {
        guard radius > 0, color.alpha > 0 else { return }
        // On the software renderer a blended copy of a kept disc, not a triangle fan (`DiscCache`).
        if renderer.isSoftware, pixelTransform.b == 0, pixelTransform.c == 0, pixelTransform.a == pixelTransform.d {
            let pixels = radius * pixelTransform.a
            let box = CGRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius)
            guard isVisible(box, pixelTransform: pixelTransform, margin: 2) else { return }
            batch.flush(to: renderer)
            if discs.draw(center: pixelTransform.apply(to: center), radius: pixels, color: SDL_Color(color)) { return }
        }
        let box = CGRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius)
        fill(box, transform: .identity, color: color, cornerRadius: radius)
    }

    /// A straight segment `width` points wide (at least one pixel), butt ends.
    func line(from: CGPoint, to: CGPoint, width: Double, color: Color, transform: CGAffineTransform = .identity) {
        let t = toPixels(transform)
        let a = t.apply(to: from), b = t.apply(to: to)
        let dx = b.x - a.x, dy = b.y - a.y
        let length = (dx * dx + dy * dy).squareRoot()
        guard length > 0 else { return }
        let halfWidth = max(1, width * t.axisScales.x) / 2
        let nx = -dy / length * halfWidth, ny = dx / length * halfWidth
        let minX = min(a.x, b.x) - halfWidth, maxX = max(a.x, b.x) + halfWidth
        let minY = min(a.y, b.y) - halfWidth, maxY = max(a.y, b.y) + halfWidth
        guard clip.overlaps(minX: minX, minY: minY, maxX: maxX, maxY: maxY) else { return }
        batch.use(nil, renderer: renderer)
        batch.quad(
            CGPoint(x: a.x + nx, y: a.y + ny), CGPoint(x: b.x + nx, y: b.y + ny),
            CGPoint(x: b.x - nx, y: b.y - ny), CGPoint(x: a.x - nx, y: a.y - ny), color: SDL_Color(color))
    }

    /// A soft shadow of `rect`: a Gaussian-like falloff `radius` points either side of the edge.
    ///
    /// Like `CALayer.shadowRadius`, the blur is centred on the edge with σ ≈ radius/2: five outlines at
    /// −R, −R/2, 0, +R/2, +R carry the normal CDF's 0.98, 0.84, 0.5, 0.16 and 0 of `color`'s alpha, joined by
    /// interpolated rings, plus a fan over the inside.
    func shadow(_ rect: CGRect, transform: CGAffineTransform, color: Color, radius: Double) {
        let t = toPixels(transform)
        guard !rect.isEmpty, color.alpha > 0 else { return }
        guard radius > 0 else {
            fill(rect, transform: transform, color: color, cornerRadius: 0)
            return
        }
        guard isVisible(rect, pixelTransform: t, margin: radius * t.axisScales.x + 1) else { return }
        batch.use(nil, renderer: renderer)
        let inset = min(radius, min(rect.width, rect.height) / 2)
        let segments = Contours.segments(forPixelRadius: radius * t.axisScales.x)
        var previousColor = SDL_Color(color, alpha: Self.shadowSteps[0].alpha)
        Contours.roundedRect(rect, radius: 0, offset: -inset, segments: segments, transform: t, into: &batch.contourA)
        let core = batch.contourA  // a local copy of the reference: `batch` can't be read while mutating
        batch.fan(center: t.apply(to: rect.center), contour: core, color: previousColor)
        for (fraction, alpha) in Self.shadowSteps.dropFirst() {
            let offset = fraction * radius
            // Corners round off as the blur widens: radius grows with the distance outside the edge.
            Contours.roundedRect(
                rect, radius: 0, offset: max(offset, -inset), segments: segments, transform: t, into: &batch.contourB)
            let nextColor = SDL_Color(color, alpha: alpha)
            let inner = batch.contourA, outer = batch.contourB
            batch.ring(inner: inner, outer: outer, innerColor: previousColor, outerColor: nextColor)
            batch.swapContours()
            previousColor = nextColor
        }
    }

    /// An iOS activity indicator: 12 ticks, the one at `phase` brightest, the others fading behind it.
    func spinner(center: CGPoint, radius: Double, phase: Double, transform: CGAffineTransform) {
        guard radius > 0 else { return }
        let head = Int((phase - phase.rounded(.down)) * 12) % 12
        let tickWidth = radius * 0.18
        let base = Color(hex: 0x8E8E93)
        for i in 0..<12 {
            let angle = -Double.pi / 2 + Double(i) * Double.pi / 6
            let age = (head - i + 12) % 12  // 0 for the head tick
            let alpha = 1 - Double(age) / 12 * 0.8
            let (s, c) = (sin(angle), cos(angle))
            let from = CGPoint(x: center.x + c * radius * 0.45, y: center.y + s * radius * 0.45)
            let to = CGPoint(x: center.x + c * radius, y: center.y + s * radius)
            line(from: from, to: to, width: tickWidth, color: base.withAlpha(alpha), transform: transform)
        }
    }
}
