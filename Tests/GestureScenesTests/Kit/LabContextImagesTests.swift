import Foundation
@_spi(GestureLabHost) import GestureUIKit
import Testing

/// The image calls a scene uses for a gallery and its error cards, reading headers only when asked.
@Suite("LabContext's images: count, thumbnails, load errors, refusals")
struct LabContextImagesTests {
    /// A context over three images: a photo, an unreadable file, one with no size; `reads` counts header reads.
    private final class Reads { var count = 0 }

    private func context(_ reads: Reads) -> LabContext {
        LabContext(
            device: CGSize(width: 390, height: 844), values: { [:] }, report: { _, _ in },
            imageCount: 3,
            imageInfo: { index in
                reads.count += 1
                return (["a.jpg", "b.txt", "c.png"][index], index == 0 ? CGSize(width: 640, height: 427) : nil)
            },
            imageError: { index in index == 1 ? "not a JPEG or PNG file" : nil })
    }

    @Test("the count and a thumbnail read no image; a thumbnail is drawable with no size yet")
    func thumbnailsReadNothing() {
        let reads = Reads()
        let lab = context(reads)
        #expect(lab.imageCount == 3)
        let thumbnail = lab.thumbnail(at: 2)
        #expect(thumbnail?.size == .zero)
        #expect(lab.thumbnail(at: 3) == nil && lab.thumbnail(at: -1) == nil)
        let view = UIImageView()
        view.image = thumbnail
        #expect(view.image?.handle == ImageHandle(2))
        #expect(reads.count == 0)
    }

    @Test("a load error is the catalog's reason, 'no image size' without one, nil for a readable image")
    func loadErrors() {
        let lab = context(Reads())
        #expect(lab.imageLoadError(at: 0) == nil)
        #expect(lab.imageLoadError(at: 1) == "not a JPEG or PNG file")
        #expect(lab.imageLoadError(at: 2) == "no image size")
        #expect(lab.imageLoadError(at: 9) == "no image 9")
        #expect(lab.imageName(at: 1) == "b.txt")
        #expect(lab.image(at: 0)?.size == CGSize(width: 640, height: 427))
    }

    @Test("reject(option:value:because:) words the refusal as the command line reports a bad option")
    func rejection() {
        let lab = context(Reads())
        lab.reject(option: "open", value: "7", because: "there are 3 images (0-based)")
        #expect(lab.rejection == "invalid value '7' for option 'open'; there are 3 images (0-based)")
    }
}
