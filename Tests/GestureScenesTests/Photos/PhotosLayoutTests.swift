import Foundation
import GestureUIKit
import Testing
@testable import GestureScenes

/// KSPhotoView's layout (`resizeImageView`), the double-tap zoom target, page recycling and the gallery's views.
@Suite("Photos layout and zoom")
struct PhotosLayoutTests {
    @Test("a tall image fits the width, is top-aligned and scrolls: content height 390·20000/1080")
    func tallImage() throws {
        let harness = try PhotosHarness([TestImages.tall], options: ["open": "0"])
        let page = try #require(harness.page)
        let height = 390.0 * 20000 / 1080  // 7222.2
        // In the widened pager the page sits 10 pt in; on the screen it covers the screen exactly.
        #expect(page.frame == CGRect(x: 10, y: 0, width: 390, height: 844))
        #expect(page.convert(page.bounds, to: nil) == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(abs(page.contentSize.height - height) < 1e-9)
        #expect(page.contentSize.width == 390)
        #expect(page.contentOffset == .zero)
        #expect(page.imageView.frame.minY == 0)
        #expect(abs(page.imageView.frame.height - height) < 1e-9)
        #expect(page.maximumZoomScale == 3)
        #expect(page.canScrollVertically && !page.canScrollHorizontally)
    }

    @Test("a short image fits the width and is centred vertically")
    func shortImage() throws {
        let harness = try PhotosHarness([TestImages.short], options: ["open": "0"])
        let page = try #require(harness.page)
        let height = 390.0 * 427 / 640  // 260.2
        #expect(abs(page.imageView.frame.minY - (844 - height) / 2) < 1e-9)
        #expect(abs(page.contentSize.height - height) < 1e-9)
        #expect(!page.canScrollVertically)
        #expect(page.maximumZoomScale == 3)
    }

    @Test("a wide image may zoom enough to fill the height")
    func wideImage() {
        let layout = PhotoLayout(pixelSize: CGSize(4000, 1000), pageSize: CGSize(390, 844))
        // 390 × 1000/4000 = 97.5 pt tall; 390/97.5 = 4 > 2, so max = 844/97.5 ≈ 8.66 (more than 3).
        #expect(abs(layout.maximumZoomScale - 844 / 97.5) < 1e-9)
        // Just wide enough but the fill scale is below 3 (a landscape page): 3 stays.
        let landscape = PhotoLayout(pixelSize: CGSize(2100, 1000), pageSize: CGSize(844, 390))
        #expect(landscape.maximumZoomScale == 3)
        #expect(landscape.isLong)  // 844 / 2.1 = 401.9 > 390
    }

    @Test("pages lay out on any device size: the pager is the screen widened by 10 pt each side")
    func otherDevice() throws {
        let harness = try PhotosHarness([TestImages.short, TestImages.tall], options: ["open": "1"],
                                        size: CGSize(1024, 768))
        let browser = try #require(harness.browser)
        #expect(browser.pager.frame == CGRect(x: -10, y: 0, width: 1044, height: 768))
        #expect(browser.pager.contentSize == CGSize(width: 2088, height: 768))
        #expect(browser.pager.contentOffset.x == 1044)
        #expect(browser.pages[1]?.frame == CGRect(x: 1054, y: 0, width: 1024, height: 768))
        #expect(browser.pageLabel.text == "2 / 2")
    }

    @Test("an unreadable image shows an error card, not zoomable")
    func brokenImage() throws {
        let harness = try PhotosHarness([TestImages.broken], options: ["open": "0"])
        let page = try #require(harness.page)
        #expect(!page.hasImage)
        #expect(page.imageView.isHidden)
        #expect(!page.scrollPinch.isEnabled)
        var list = DisplayList()
        harness.window.render(into: &list)
        let texts = list.commands.compactMap { command -> String? in
            if case .text(let text, _, _, _, _, _, _) = command { return text }
            return nil
        }
        #expect(texts.contains("broken.jpg"))
        #expect(texts.contains("not a JPEG or PNG file"))
        #expect(harness.context.images.errors.count == 1)
    }

    /// A 1080x1440 image: 520 pt tall, its top at (844 − 520)/2 = 162. A double tap at (250, 450) on the screen is
    /// image point (250, 288). The zoom rect is 390/3 × 844/3 centred there; at scale 3 that point is at content
    /// (750, 864), so the offset is (750 − 195, 864 − 422) = (555, 442), inside [0, 780] × [0, 716]: the tapped
    /// point ends at the screen centre (195, 422).
    /// KSPhotoBrowser passes the root view's point (250, 450) as if it were the image's: content (750, 1350),
    /// offset y = 1350 − 422 = 928, clamped to 716, so the tapped image point ends at 864 − 716 = 148 on the
    /// screen: 274 pt above the centre.
    @Test("a double tap zooms to the tapped point of the image (KSPhotoBrowser's root-view point would miss)")
    func doubleTapTarget() throws {
        let harness = try PhotosHarness([TestImages.portrait], options: ["open": "0"])
        let page = try #require(harness.page)
        let tapped = CGPoint(250, 450)
        let imagePoint = page.imageView.convert(tapped, from: nil)
        #expect(imagePoint.distance(to: CGPoint(250, 288)) < 1e-9)
        harness.tap(tapped, at: 0.1)
        harness.tap(tapped, at: 0.25)
        harness.run(until: 1)
        #expect(page.zoomScale == 3)
        #expect(page.contentOffset.distance(to: CGPoint(555, 442)) < 1e-6)
        #expect(page.imageView.convert(imagePoint, to: nil).distance(to: CGPoint(195, 422)) < 1e-6)

        let ks = try PhotosHarness([TestImages.portrait], options: ["open": "0"])
        let ksPage = try #require(ks.page)
        let ksRect = PhotoBrowser.zoomRect(centredOn: CGPoint(x: tapped.x, y: tapped.y),
                                           pageSize: CGSize(width: ksPage.bounds.width, height: ksPage.bounds.height),
                                           maximumZoomScale: 3)
        ksPage.zoom(to: CGRect(x: ksRect.minX, y: ksRect.minY, width: ksRect.width, height: ksRect.height),
                    animated: false)
        #expect(ksPage.contentOffset.distance(to: CGPoint(555, 716)) < 1e-6)
        #expect(ksPage.imageView.convert(imagePoint, to: nil).distance(to: CGPoint(195, 148)) < 1e-6)
    }

    /// 640x427 at zoom 3 is 1170 × 780.6: narrower than the screen's height, so it stays centred vertically
    /// (offset y 0, top at (844 − 780.6)/2) and only x can bring the tapped point to the centre.
    @Test("on a short image the tapped point comes to the centre as far as the content allows")
    func doubleTapShortImage() throws {
        let harness = try PhotosHarness([TestImages.short], options: ["open": "0"])
        let page = try #require(harness.page)
        let tapped = CGPoint(250, 472)
        let imagePoint = page.imageView.convert(tapped, from: nil)
        harness.tap(tapped, at: 0.1)
        harness.tap(tapped, at: 0.25)
        harness.run(until: 1)
        let onScreen = page.imageView.convert(imagePoint, to: nil)
        let zoomedHeight = 3 * 390.0 * 427 / 640
        #expect(abs(onScreen.x - 195) < 1e-6)
        #expect(abs(onScreen.y - ((844 - zoomedHeight) / 2 + 3 * imagePoint.y)) < 1e-6)
        #expect(page.contentOffset.y == 0)
        // A second double tap zooms back to 1, centred again.
        harness.tap(tapped, at: 1.1)
        harness.tap(tapped, at: 1.25)
        harness.run(until: 2)
        #expect(page.zoomScale == 1)
        #expect(abs(page.imageView.frame.minY - (844 - zoomedHeight / 3) / 2) < 1e-6)
        #expect(harness.context.actions.compactMap(\.value) == [0, 3, 1])
    }

    @Test("pages are kept only around the current one, and a recycled page comes back at zoom 1")
    func pagesAroundCurrent() throws {
        let images = (0..<10).map { ImageInfo(name: "\($0).jpg", pixelSize: CGSize(640, 427)) }
        let harness = try PhotosHarness(images, options: ["open": "5"])
        let browser = try #require(harness.browser)
        #expect(browser.pages.keys.sorted() == [4, 5, 6])
        browser.pages[5]?.setZoomScale(3, animated: false)
        let width = browser.pager.bounds.width  // 410
        browser.pager.contentOffset = CGPoint(x: 6 * width, y: 0)
        #expect(browser.pages.keys.sorted() == [5, 6, 7])
        browser.pager.contentOffset = CGPoint(x: 7 * width, y: 0)
        #expect(browser.pages.keys.sorted() == [6, 7, 8])
        let reused = try #require(browser.pages[8])
        #expect(reused.zoomScale == 1)
        #expect(reused.accessibilityIdentifier == "page.8")
        #expect(reused.panGestureRecognizer.reportName == "page.8.pan")
        #expect(Double(reused.frame.minX) == 8 * 410 + 10)
        #expect(harness.scene.scrollViewReports.map(\.name) == ["gallery", "pager", "page.6", "page.7", "page.8"])
        #expect(harness.context.actions.filter { $0.name == "pageChanged" }.compactMap(\.value) == [6, 7])
        #expect(browser.pageLabel.text == "8 / 10")
        // Only the images shown were read: 4...8.
        #expect(harness.context.images.loadedIndices.sorted() == [4, 5, 6, 7, 8])
    }

    @Test("a gallery of 10,000 images makes views only near the visible rows and reads no image")
    func largeGallery() throws {
        let window = UIWindow(size: CGSize(390, 844))
        var reads = 0
        let images = ImageCatalog(count: 10_000) { index in
            reads += 1
            return ImageInfo(name: "\(index).jpg", pixelSize: CGSize(100, 100))
        }
        let context = SceneContext(window: window, images: images)
        let host = try SceneRegistry.builtIn.make("photos", context: context, options: [:])
        let gallery = try #require((host.scene as? PhotosScene)?.gallery)
        #expect(gallery.cells.count < 100)
        #expect(gallery.scrollView.contentSize.height == 3334 * gallery.side + 3333 * 2)
        gallery.scrollView.contentOffset = CGPoint(x: 0, y: 400_000)
        #expect(gallery.cells.count < 100)
        #expect(gallery.cells.keys.allSatisfy { $0 > 8000 })
        #expect(reads == 0)
        #expect(host.screenName == "gallery")
        #expect(host.scrollViewReports.map(\.name) == ["gallery"])
    }

    @Test("a thumbnail tap opens that image; the grid is 3 columns of (390 − 4)/3 pt squares 2 pt apart")
    func thumbnailTap() throws {
        let images = (0..<7).map { ImageInfo(name: "\($0).jpg", pixelSize: CGSize(640, 427)) }
        let harness = try PhotosHarness(images)
        let gallery = try #require(harness.gallery)
        #expect(abs(gallery.side - 386.0 / 3) < 1e-9)
        #expect(gallery.cellFrame(4) == CGRect(x: gallery.side + 2, y: gallery.side + 2, width: gallery.side,
                                              height: gallery.side))
        // Row 1, column 1, in the window: the gallery starts under the 47 + 44 pt bar.
        harness.tap(CGPoint(195, 91 + Double(gallery.side) + 2 + 30), at: 0.1)
        let opened = try #require(harness.context.actions.first)
        #expect(opened.name == "opened" && opened.value == 4 && abs(opened.time - 0.15) < 1e-9)
        #expect(harness.scene.screenName == "viewer")
        harness.run(until: 1)
        #expect(harness.browser?.phase == .presented)
        #expect(harness.browser?.isAnimating == false)
    }
}
