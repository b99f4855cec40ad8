import Foundation
import GestureScenes
import GestureUIKit
import Testing
@testable import GestureLabApp

extension SDLSuites {
    /// The photos scene's rotated photo (KSPhotoBrowser's rotation dismiss style, dragged down) drawn by
    /// `SDLRenderer.affineCopyDirect` and by SDL's textured triangles: the same picture.
    ///
    /// Tolerance, stated. SDL's triangle filler snaps the vertices to half pixels and interpolates texel coordinates
    /// with truncating integer arithmetic: measured on a texture whose texels name themselves, it takes the texel under
    /// the pixel's centre in a quarter to a half of the pixels and one (a few pixels two) texels beside it in the
    /// rest, while the direct path takes the one under the centre (`AffineCopyTests`). So the two agree texel for
    /// texel only up to that phase, and the test compares what a viewer sees: away from the photo (3 pixels outside
    /// its edges) every pixel is the same; inside it (3 pixels in), the pictures averaged over 3x3 pixels differ by
    /// under 3 per channel on average, and the direct drawing is as close to the photo's own pixels as SDL's
    /// (`PixelComparison`, within 1).
    @Suite("The rotated photo draws the same picture directly", .serialized)
    struct AffineCopySceneTests {
        @Test(
            "the photos scene's dragged, rotated photo: the direct drawing against SDL's triangles",
            .timeLimit(.minutes(2)))
        func samePictureAsTriangles() throws {
            let size = CGSize(width: 600, height: 500)
            let harness = try SceneRenderHarness(
                scene: "photos", options: [("open", "0"), ("dismiss-style", "rotation")], size: size)
            defer { harness.close() }
            _ = try harness.settledFrame(at: 1.0)
            let start = CGPoint(x: size.width * 0.3, y: size.height * 0.35)
            harness.host.send(.down(finger: 1, at: start, time: 1.0))
            for step in 1...10 {
                harness.host.send(
                    .moved(
                        finger: 1, to: CGPoint(x: start.x, y: start.y + Double(step) * 15),
                        time: 1.0 + Double(step) * 0.016))
            }
            let drawer = harness.pipeline.drawer
            _ = try harness.settledFrame(at: 1.2)
            let tilesBefore = drawer.tilesDrawnDirectly
            let direct = try harness.frame(at: 1.2)
            #expect(drawer.tilesDrawnDirectly > tilesBefore, "the rotated photo took the direct path")
            drawer.drawsTurnedImagesDirectly = false
            let triangles = try harness.frame(at: 1.2)
            drawer.drawsTurnedImagesDirectly = true
            let view = try #require(
                harness.host.window.descendant(named: "page.0")?.subviews
                    .compactMap { $0 as? UIImageView }.first { $0.image?.handle == ImageHandle(0) })
            #expect(view.transformToRoot.b != 0, "the rotation style turns the photo")
            let toView = view.transformToRoot.invertedOrIdentity
            let margin = 3 / view.transformToRoot.axisScales.x
            let outer = view.bounds.insetBy(dx: -margin, dy: -margin),
                inner = view.bounds.insetBy(dx: margin, dy: margin)
            var outsideDiffering = 0, insidePixels = 0, insideDifference = 0.0
            for y in 1..<Int(size.height) - 1 {
                for x in 1..<Int(size.width) - 1 {
                    let local = toView.apply(to: CGPoint(x: Double(x) + 0.5, y: Double(y) + 0.5))
                    if !outer.contains(local) {
                        if direct.pixel(x: x, y: y) != triangles.pixel(x: x, y: y) { outsideDiffering += 1 }
                    } else if inner.contains(local) {
                        insidePixels += 1
                        insideDifference += Self.averagedDifference(direct, triangles, x: x, y: y)
                    }
                }
            }
            #expect(outsideDiffering == 0, "\(outsideDiffering) pixels away from the photo differ")
            #expect(insidePixels > 50_000, "the photo is on the screen")
            let meanInside = insideDifference / Double(max(1, insidePixels))
            #expect(meanInside < 3, "the photo averaged over 3x3 differs by \(meanInside) per channel")
            let reference = try ImageDecoder.decode(
                path: harness.cache.library.sources[0].path,
                maxPixelSize: Int(max(view.bounds.width, view.bounds.height))
            ).pixels
            let finger = CGPoint(x: start.x, y: start.y + 150)
            let directError = PixelComparison.meanDifference(
                drawn: direct, view: view, reference: reference, avoiding: finger, screen: size)
            let trianglesError = PixelComparison.meanDifference(
                drawn: triangles, view: view, reference: reference, avoiding: finger, screen: size)
            #expect(directError <= trianglesError + 1, "from the photo: direct \(directError), SDL \(trianglesError)")
        }

        /// |a − b| per channel of the two images averaged over the 3x3 pixels around (x, y), mean of the channels.
        static func averagedDifference(_ a: RenderedImage, _ b: RenderedImage, x: Int, y: Int) -> Double {
            var sum = (0, 0, 0)
            for dy in -1...1 {
                for dx in -1...1 {
                    let p = a.pixel(x: x + dx, y: y + dy), q = b.pixel(x: x + dx, y: y + dy)
                    sum.0 += Int(p.red) - Int(q.red)
                    sum.1 += Int(p.green) - Int(q.green)
                    sum.2 += Int(p.blue) - Int(q.blue)
                }
            }
            return Double(abs(sum.0) + abs(sum.1) + abs(sum.2)) / 27
        }
    }
}
