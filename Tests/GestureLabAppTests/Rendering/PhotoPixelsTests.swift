import Foundation
import GestureUIKit
import GestureScenes
import Testing
@testable import GestureLabApp

extension SDLSuites {
/// Every bundled photo, opened in the viewer and dragged down to dismiss (rotating), drawn headless through the
/// real image pipeline, compared pixel by pixel with the photo itself.
///
/// At large device sizes the dismissing tall photo showed stripes of other rows, "another photo's
/// texture": SDL's software triangle filler overflowed on large textured triangles (see `GeometryBatch`).
@Suite("Photos draw their own pixels", .serialized)
struct PhotoPixelsTests {
    static let deviceSizes = [CGSize(width: 390, height: 844), CGSize(width: 860, height: 800), CGSize(width: 1500, height: 1080)]

    @Test("every photo's page draws that photo while dragged down and rotated, at several device sizes",
          .timeLimit(.minutes(5)))
    func everyPageDrawsItsOwnPhoto() throws {
        for size in Self.deviceSizes {
            let count = ImageCatalogLoader.load(paths: [TestSupport.repoRoot + "/Resources/Photos"]).catalog.count
            #expect(count >= 10)
            // One pipeline per size, as one window pages through the photos: each photo's scene is new, and what
            // the ones before it decoded (the gallery's thumbnails, their pages) stays decoded, so the thumbnails
            // are decoded once a size instead of once a photo.
            let first = try SceneRenderHarness(scene: "photos", options: Self.options(index: 0), size: size)
            defer { first.close() }
            for index in 0..<count {
                let harness = index == 0
                    ? first : try SceneRenderHarness(scene: "photos", options: Self.options(index: index),
                                                     sharingPipelineOf: first)
                let error = try dragAndCompare(index: index, size: size, harness: harness)
                #expect(error < PixelComparison.samePhotoLimit,
                        "photo \(index) at \(Int(size.width))x\(Int(size.height)): mean difference \(error)")
            }
        }
    }

    private static func options(index: Int) -> [(key: String, value: String)] {
        [("open", "\(index)"), ("long-image-dismiss", "on"), ("dismiss-style", "rotation")]
    }

    /// Opens photo `index`, drags it 200 points down (the rotation style turns it), and returns the mean difference
    /// (0...255 per channel) between what is drawn and the photo's own pixels at the same image points.
    private func dragAndCompare(index: Int, size: CGSize, harness: SceneRenderHarness) throws -> Double {
        _ = try harness.settledFrame(at: 1.0)
        let start = CGPoint(x: size.width * 0.3, y: size.height * 0.35)
        harness.host.send(.down(finger: 1, at: start, time: 1.0))
        for step in 1...10 {
            let p = CGPoint(x: start.x, y: start.y + Double(step) * 20)
            harness.host.send(.moved(finger: 1, to: p, time: 1.0 + Double(step) * 0.016))
        }
        let finger = CGPoint(x: start.x, y: start.y + 200)
        let image = try harness.settledFrame(at: 1.2)
        let view = try #require(harness.host.window.descendant(named: "page.\(index)")?.subviews
            .compactMap { $0 as? UIImageView }.first { $0.image?.handle == ImageHandle(index) })
        #expect(view.transformToRoot.b != 0, "the rotation style turns the image while dragged")
        let path = harness.cache.library.sources[index].path
        // The photo decoded about as large as it is shown, so both sides have the same detail.
        let shown = max(view.bounds.width, view.bounds.height)
        let reference = try ImageDecoder.decode(path: path, maxPixelSize: max(256, Int(shown))).pixels
        return PixelComparison.meanDifference(
            drawn: image, view: view, reference: reference, avoiding: finger, screen: size)
    }
}

/// Compares what an image view drew with its photo's pixels.
enum PixelComparison {
    /// Mean difference per channel below which the drawing is the photo (filtering and scaling differ a little);
    /// the bundled photos measure 1-15, scrambled rows (the SDL overflow) 30-100.
    static let samePhotoLimit = 20.0

    /// The mean over a grid of screen points inside `view` of |drawn − reference| per channel, both the drawn
    /// and the reference pixel averaged over 3x3 to soften filtering differences; points near the finger's disc are skipped; fewer
    /// than 100 points is infinite.
    static func meanDifference(drawn: RenderedImage, view: UIImageView, reference: PixelBuffer, avoiding finger: CGPoint,
                               screen: CGSize) -> Double {
        let b = view.bounds
        let w = Double(reference.width), h = Double(reference.height)
        // Aspect fill: the part of the photo shown, in reference pixels.
        let scale = view.contentMode == .scaleAspectFill ? max(b.width / w, b.height / h) : min(b.width / w, b.height / h)
        let shownW = view.contentMode == .scaleAspectFill ? b.width / scale : w
        let shownH = view.contentMode == .scaleAspectFill ? b.height / scale : h
        let toView = view.transformToRoot.invertedOrIdentity
        // Points on the screen every 6 pixels, kept where they fall inside the image, 6 points from its edges.
        let marginX = 6 / b.width, marginY = 6 / b.height
        var total = 0.0, samples = 0
        for y in stride(from: 6.0, to: screen.height - 6, by: 6) {
            for x in stride(from: 6.0, to: screen.width - 6, by: 6) {
                let p = CGPoint(x: x, y: y)
                guard hypot(p.x - finger.x, p.y - finger.y) > 40 else { continue }
                let local = toView.apply(to: p)
                let a = (local.x - b.minX) / b.width, c = (local.y - b.minY) / b.height
                guard a > marginX, a < 1 - marginX, c > marginY, c < 1 - marginY else { continue }
                let rx = Int((w - shownW) / 2 + a * shownW), ry = Int((h - shownH) / 2 + c * shownH)
                var sum = (0.0, 0.0, 0.0), expected = (0.0, 0.0, 0.0)
                for dy in -1...1 {
                    for dx in -1...1 {
                        let q = drawn.pixel(x: Int(p.x) + dx, y: Int(p.y) + dy)
                        sum.0 += Double(q.red); sum.1 += Double(q.green); sum.2 += Double(q.blue)
                        let e = reference.pixel(x: min(max(rx + dx, 0), reference.width - 1),
                                                y: min(max(ry + dy, 0), reference.height - 1))
                        expected.0 += Double(e.red); expected.1 += Double(e.green); expected.2 += Double(e.blue)
                    }
                }
                total += (abs(sum.0 - expected.0) + abs(sum.1 - expected.1) + abs(sum.2 - expected.2)) / 9
                samples += 1
            }
        }
        return samples >= 100 ? total / Double(samples * 3) : .infinity
    }
}
}
