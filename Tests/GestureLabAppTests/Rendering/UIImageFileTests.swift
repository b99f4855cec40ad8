import Foundation
import GestureUIKit
import GestureScenes
import GestureUIKit
import Testing
@testable import GestureLabApp

/// The files the scene below shows (outside the run's images, which are none): set before the scene is built.
nonisolated(unsafe) private var fileImagePaths: [String] = []

/// A user's scene showing two image files by path in `UIImageView`s, aspect-fit, one above the other.
private final class FileImageScene: LabScene {
    static let name = "file-images"
    static let summary = "Two image files shown by path."
    static let options: [LabOption] = []
    let lab: LabContext
    init(lab: LabContext) { self.lab = lab }

    func makeRootViewController() -> UIViewController {
        let controller = UIViewController()
        let view: UIView = controller.view
        view.backgroundColor = .black
        for (index, path) in fileImagePaths.enumerated() {
            let imageView = UIImageView(image: UIImage(contentsOfFile: path))
            imageView.contentMode = .scaleAspectFit
            imageView.accessibilityIdentifier = "file.\(index)"
            imageView.frame = CGRect(x: 0, y: CGFloat(index) * 422, width: 390, height: 422)
            view.addSubview(imageView)
        }
        return controller
    }
}

extension SDLSuites {
    /// `UIImage(contentsOfFile:)` outside the run's images: the file's size, decoded and drawn by the app's decoder.
    @Suite("UIImage from a file", .serialized)
    struct UIImageFileTests {
        @Test("a JPEG and a PNG outside the run's images have the file's size; a missing file and a text file give nil")
        func sizesAndRefusals() throws {
            let folder = try TestSupport.scratchFolder("uiimage")
            defer { try? FileManager.default.removeItem(atPath: folder) }
            try FileManager.default.copyItem(
                atPath: TestSupport.photo("photo-small-rocket-640x427.jpg"), toPath: folder + "/rocket.jpg")
            try FileManager.default.copyItem(
                atPath: TestSupport.photo("photo-small-coffee-600x400.png"), toPath: folder + "/coffee.png")
            try "not an image\n".write(toFile: folder + "/notes.txt", atomically: true, encoding: .utf8)
            let jpeg = try #require(UIImage(contentsOfFile: folder + "/rocket.jpg"))
            #expect(jpeg.size == CGSize(width: 640, height: 427))
            #expect(jpeg.scale == 1)
            let png = try #require(UIImage(contentsOfFile: folder + "/coffee.png"))
            #expect(png.size == CGSize(width: 600, height: 400))
            #expect(UIImage(contentsOfFile: folder + "/missing.jpg") == nil)
            #expect(UIImage(contentsOfFile: folder + "/notes.txt") == nil)
            #expect(UIImage(contentsOfFile: folder) == nil)
        }

        @Test("a UIImageView with a file's image draws the file's pixels, aspect-fit, with no error card",
              .timeLimit(.minutes(2)))
        func drawsTheFiles() throws {
            let folder = try TestSupport.scratchFolder("uiimage-draw")
            defer { try? FileManager.default.removeItem(atPath: folder) }
            let jpeg = folder + "/rocket.jpg", png = folder + "/coffee.png"
            try FileManager.default.copyItem(atPath: TestSupport.photo("photo-small-rocket-640x427.jpg"), toPath: jpeg)
            try FileManager.default.copyItem(atPath: TestSupport.photo("photo-small-coffee-600x400.png"), toPath: png)
            fileImagePaths = [jpeg, png]
            _ = TestSupport.sdl
            let size = CGSize(width: 390, height: 844)
            let library = ImageLibrary(sources: [])
            let host = try SceneHost(
                sceneName: FileImageScene.name, options: [], deviceSize: size, images: ImageCatalog([]),
                scenes: SceneRegistry.builtIn.appending([SceneType(lab: FileImageScene.self)]))
            let pipeline = try FramePipeline(
                renderer: try SDLRenderer(offscreenWidth: Int(size.width), height: Int(size.height)), library: library)
            defer { pipeline.close() }
            var list = DisplayList()
            func frame() throws -> RenderedImage {
                host.advance(to: 0.1)
                pipeline.clear(to: Color(hex: 0x000000))
                pipeline.beginFrame(time: 0.1)
                host.render(into: &list)
                pipeline.drawer.draw(list, in: DeviceViewport(size: size, scale: 1, origin: .zero))
                pipeline.endFrame()
                return try pipeline.renderer.readPixels()
            }
            _ = try frame()
            let deadline = Date(timeIntervalSinceNow: 20)
            while !pipeline.worker.outstanding.isEmpty || pipeline.cache.hasPendingUploads, Date() < deadline {
                pipeline.worker.waitUntilIdle(timeout: 0.5)
                _ = try frame()
            }
            let image = try frame()
            #expect(library.sources.map(\.path) == [jpeg, png], "the files joined the library after the run's images")
            for (index, path) in [jpeg, png].enumerated() {
                let reference = try ImageDecoder.decode(path: path, maxPixelSize: nil).pixels
                // Aspect fit: 390 points wide, centred in a 422-point-tall cell.
                let shownHeight = 390 * Double(reference.height) / Double(reference.width)
                let top = Double(index) * 422 + (422 - shownHeight) / 2
                var total = 0.0, samples = 0
                for y in stride(from: top + 8, to: top + shownHeight - 8, by: 7) {
                    for x in stride(from: 8.0, to: 382, by: 7) {
                        let drawn = image.pixel(x: Int(x), y: Int(y))
                        let rx = Int(x / 390 * Double(reference.width)), ry = Int((y - top) / shownHeight * Double(reference.height))
                        let i = (ry * reference.width + rx) * 4
                        let r = reference.bgra
                        total += (abs(Double(drawn.blue) - Double(r[i])) + abs(Double(drawn.green) - Double(r[i + 1]))
                            + abs(Double(drawn.red) - Double(r[i + 2]))) / 3
                        samples += 1
                    }
                }
                let mean = total / Double(max(samples, 1))
                #expect(samples > 100)
                #expect(mean < 25, "\(path): drawn pixels differ from the file's by \(mean) on average")
                // Above the aspect-fit image the cell is the black background.
                let above = image.pixel(x: 195, y: Int(top) - 4)
                #expect(above.red < 16 && above.green < 16 && above.blue < 16)
            }
        }
    }
}
