import Foundation
import GestureUIKit
import GestureScenes
import Testing
@testable import GestureLabApp

extension SDLSuites {
/// Every registered scene drawn headless through the scene host, checked by pixels where its layout says.
@Suite("Scene rendering", .serialized)
struct SceneRenderTests {
    @Test("every registered scene builds and draws something other than the window background")
    func everySceneDraws() throws {
        for name in SceneRegistry.builtIn.names {
            let harness = try SceneRenderHarness(scene: name)
            defer { harness.close() }
            let image = try harness.settledFrame(at: 0.5)
            var differing = 0
            for y in stride(from: 0, to: image.height, by: 8) {
                for x in stride(from: 0, to: image.width, by: 8) where !image.isColor(x: x, y: y, 0x1C, 0x1C, 0x1E, tolerance: 2) {
                    differing += 1
                }
            }
            #expect(differing > 1000, "scene \(name) drew almost nothing")
        }
    }

    @Test("the taps scene's card is systemBlue away from its caption")
    func tapsCardIsBlue() throws {
        let harness = try SceneRenderHarness(scene: "taps")
        defer { harness.close() }
        let image = try harness.settledFrame(at: 0.1)
        // The 300-point card is centred on (195, 422); its caption sits on the middle line.
        #expect(image.isColor(x: 195, y: 422 - 100, 0x00, 0x7A, 0xFF, tolerance: 3))
        #expect(image.isColor(x: 195 - 120, y: 422 + 100, 0x00, 0x7A, 0xFF, tolerance: 3))
        // Outside the card: the scene's systemGray6 background.
        #expect(image.isColor(x: 20, y: 20, 0xF2, 0xF2, 0xF7, tolerance: 3))
    }

    @Test("the photos gallery's first thumbnail shows its photo once decoded")
    func galleryThumbnailShowsAPhoto() throws {
        let harness = try SceneRenderHarness(scene: "photos")
        defer { harness.close() }
        let thumbnail = try #require(firstThumbnailRect(in: harness.host.window))
        let image = try harness.settledFrame(at: 0.5)
        #expect(harness.cache.textureCount > 0)
        // Neither the cell's 0.9 grey, nor the loading placeholder, nor white: a photo has varied pixels.
        var colors = Set<UInt32>()
        for dy in stride(from: 0.2, through: 0.8, by: 0.1) {
            for dx in stride(from: 0.2, through: 0.8, by: 0.1) {
                let p = image.pixel(x: Int(thumbnail.minX + thumbnail.width * dx), y: Int(thumbnail.minY + thumbnail.height * dy))
                colors.insert(UInt32(p.red) << 16 | UInt32(p.green) << 8 | UInt32(p.blue))
            }
        }
        #expect(colors.count > 20, "the thumbnail looks flat: \(colors.count) colours")
        // The navigation bar above the grid is systemGray6.
        #expect(image.isColor(x: 20, y: 20, 0xF2, 0xF2, 0xF7, tolerance: 3))
    }

    @Test("opening a photo shows the viewer's black background")
    func viewerIsBlack() throws {
        let harness = try SceneRenderHarness(scene: "photos", options: [("open", "0")])
        defer { harness.close() }
        let image = try harness.settledFrame(at: 1.0)
        #expect(harness.host.scene.screenName == "viewer")
        #expect(image.isColor(x: 10, y: 10, 0, 0, 0, tolerance: 2))
        #expect(image.isColor(x: 380, y: 834, 0, 0, 0, tolerance: 2))
    }

    @Test("touch indicators are drawn over the scene where the fingers are")
    func touchIndicatorsAreDrawn() throws {
        let harness = try SceneRenderHarness(scene: "taps")
        defer { harness.close() }
        let before = try harness.frame(at: 0.04)
        harness.host.send(.down(finger: 1, at: CGPoint(x: 40, y: 60), time: 0.05))
        let image = try harness.frame(at: 0.1)
        // The indicator is a disc of radius 22 (a white rim, then a translucent grey inside radius 20) centred on
        // the finger: inside radius 18 every pixel is darker than before; from 26 to 40 nothing changed.
        var inside = 0, darker = 0, outside = 0, unchanged = 0
        for y in 10...110 {
            for x in 0...90 {
                let d = ((Double(x) - 40) * (Double(x) - 40) + (Double(y) - 60) * (Double(y) - 60)).squareRoot()
                let a = before.pixel(x: x, y: y), b = image.pixel(x: x, y: y)
                if d <= 18 {
                    inside += 1
                    let lumBefore = Int(a.red) + Int(a.green) + Int(a.blue)
                    if Int(b.red) + Int(b.green) + Int(b.blue) < lumBefore - 30 { darker += 1 }
                } else if d >= 26 && d <= 40 {
                    outside += 1
                    if a.red == b.red && a.green == b.green && a.blue == b.blue { unchanged += 1 }
                }
            }
        }
        #expect(inside > 900 && darker == inside, "\(darker) of \(inside) pixels inside the disc are darker")
        #expect(outside > 2000 && unchanged == outside, "\(outside - unchanged) pixels around the disc changed")
    }

    /// The first thumbnail of the gallery, in window points.
    private func firstThumbnailRect(in window: UIWindow) -> CGRect? {
        guard let gallery = window.descendant(named: "gallery") else { return nil }
        let cell = gallery.subviews.compactMap { $0 as? UIImageView }.first { $0.image?.handle == ImageHandle(0) }
        return cell.map { $0.convert($0.bounds, to: nil) }
    }
}
}
