import Foundation
import GestureUIKit
import Testing

/// `UIImage(named:)` and `UIImage(named:in:compatibleWith:)`: images found by name in resource bundles.
@Suite("UIImage by name")
struct UIImageNamedTests {
    @Test("a name finds the image in a given bundle, with or without its extension, at the top or in a folder")
    func namedInABundle() throws {
        let folder = try TestSupport.scratchFolder("named") + "/Mine_Images.resources"
        try FileManager.default.createDirectory(atPath: folder + "/Images", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: URL(fileURLWithPath: folder).deletingLastPathComponent().path) }
        try FileManager.default.copyItem(
            atPath: TestSupport.photo("photo-small-coffee-600x400.png"), toPath: folder + "/coffee.png")
        try FileManager.default.copyItem(
            atPath: TestSupport.photo("photo-small-rocket-640x427.jpg"), toPath: folder + "/Images/rocket.jpg")
        let bundle = try #require(Bundle(path: folder))
        #expect(UIImage(named: "coffee", in: bundle, compatibleWith: nil)?.size == CGSize(width: 600, height: 400))
        #expect(UIImage(named: "coffee.png", in: bundle, compatibleWith: UITraitCollection())?.size
            == CGSize(width: 600, height: 400))
        #expect(UIImage(named: "rocket", in: bundle, compatibleWith: nil)?.size == CGSize(width: 640, height: 427))
        #expect(UIImage(named: "nothing", in: bundle, compatibleWith: nil) == nil)
    }

    @Test("UIImage(named:) finds an image in the resource bundles next to the running executable")
    func namedInTheExecutablesBundles() {
        // The test runner's folder holds GestureLab's own bundle (GestureLab_GestureLabResources.resources).
        #expect(UIImage(named: "photo-small-rocket-640x427")?.size == CGSize(width: 640, height: 427))
        #expect(UIImage(named: "no-such-image") == nil)
    }
}
