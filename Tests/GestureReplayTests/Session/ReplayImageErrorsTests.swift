import Foundation
import GestureUIKit
import GestureScenes
import GestureScript
import Testing
@testable import GestureReplay

/// The report's `errors` lists every image the run was given that can't be read, shown or not.
@Suite("Replay image errors")
struct ReplayImageErrorsTests {
    /// 40 images; `broken` ones have no size and an error.
    private func catalog(broken: Set<Int>) -> ImageCatalog {
        ImageCatalog((0..<40).map { index in
            broken.contains(index)
                ? ImageInfo(name: "broken-\(index).jpg", pixelSize: nil, error: "not an image")
                : ImageInfo(name: "photo-\(index).jpg", pixelSize: CGSize(width: 400, height: 300))
        })
    }

    @Test("a broken image far down the gallery, never shown, is still listed")
    func unshownImageIsListed() throws {
        let script = try parse("scene photos\n0.1 end\n")
        let report = try ReplaySession(script: script, images: catalog(broken: [3, 39])).run()
        #expect(report.errors.map(\.image) == ["broken-3.jpg", "broken-39.jpg"])
        #expect(report.errors.allSatisfy { $0.message == "not an image" })
    }

    @Test("a scene that shows no images still lists the broken ones it was given")
    func sceneWithoutImages() throws {
        let report = try ReplaySession(script: parse("scene taps\n0.1 end\n"), images: catalog(broken: [0])).run()
        #expect(report.errors.map(\.image) == ["broken-0.jpg"])
    }

    @Test("readable images give no errors")
    func noErrors() throws {
        let report = try ReplaySession(script: parse("scene photos\n0.1 end\n"), images: catalog(broken: [])).run()
        #expect(report.errors.isEmpty)
    }
}
