import Foundation
import GestureUIKit

/// The `photos` scene: a gallery and a photo viewer built like KSPhotoBrowser (scenes.md, "photos"), on the kit.
///
/// The seed problem (a KSPhotoBrowser bug report): an image taller than the screen cannot be dragged down to
/// dismiss, because the page's own scroll view pan begins first (it is deeper) and excludes the root view's
/// dismiss pan. The fix (commit a7278db) is KSPhotoView's `gestureRecognizerShouldBegin(_:)` override
/// (`PhotoView`): the page's pan declines when the page is at its top and dragged down, or at its bottom and
/// dragged up: `long-image-dismiss=on`. `dismiss-style` picks KSPhotoBrowser's interactive dismissal. The gallery
/// (`PhotoGalleryViewController`, title `gallery`) is the root (depth 1); the viewer (`PhotoBrowser`, title
/// `viewer`) is presented over it without animation and animates itself, as KSPhotoBrowser presents itself, so
/// the depth stays 1 and the screen is `viewer` while it is up.
public final class PhotosScene: LabScene {
    /// `LabScene.name`: what scripts write after `scene`.
    public static let name = "photos"
    /// `LabScene.title`: the panels' header and `scenes`.
    public static let title = "Photo browser (KSPhotoBrowser)"
    /// `LabScene.summary`: one sentence for the panels and `scenes`.
    public static let summary = title
    /// `LabScene.problem`: the conflict and its fix, for the fixes panel.
    public static let problem =
        "A photo taller than the screen can't be dragged down to dismiss: the page's scroll view pan "
        + "begins first and takes the drag. The fix makes it decline at its top or bottom edge."
    /// `LabScene.options`: `open` is a start option (taken live too); the main fix first among the rest.
    public static let options: [LabOption] = [
        .integer(
            "open", in: 0...999_999, start: true, reported: false,
            summary: "start with the viewer open on image N (0-based); default: the gallery"),
        .choice(
            "long-image-dismiss", ["on", "off"], default: "on",
            summary: "a long image's pan declines at its top or bottom edge so the dismiss pan gets the drag"),
        .choice(
            "dismiss-style", DismissStyle.allCases.map(\.rawValue), default: "rotation",
            summary: "how the viewer follows a dismiss pan"),
    ]
    /// `LabScene.mainFix`: the tall-image fix, the Fix button's switch.
    public static let mainFix: (key: String, broken: String, fixed: String)? = ("long-image-dismiss", "off", "on")
    /// `LabScene.actions`: what the scene reports.
    public static let actions = [
        "opened", "pageChanged", "zoomed", "singleTap", "doubleTap", "longPress", "dismissed", "dismissCancelled",
    ]
    /// Declared, since a build without images shows no viewer: `page.N` stands for every page.
    public static let recognizerNames = [
        "gallery.tap", "gallery.pan", "browser.doubleTap", "browser.singleTap", "browser.longPress",
        "browser.dismissPan", "pager.pan", "page.N.pan", "page.N.pinch", "gallery.pinch", "pager.pinch",
    ]
    /// Declared for the same reason as `recognizerNames`.
    public static let scrollViewNames = ["gallery", "pager", "page.N"]

    let lab: LabContext
    /// The gallery, once `makeRootViewController` has made it.
    private(set) var gallery: PhotoGalleryViewController?

    /// Builds the scene from `lab`'s options and images.
    public init(lab: LabContext) {
        self.lab = lab
    }

    /// `LabScene.makeRootViewController()`: the gallery, opening the viewer on appear when `open` is given.
    public func makeRootViewController() -> UIViewController {
        let gallery = PhotoGalleryViewController(lab: lab)
        self.gallery = gallery
        let open = lab.option("open")
        if !open.isEmpty {
            if let index = Int(open), index < lab.imageCount {
                gallery.openOnAppear = index
            } else {
                lab.reject(option: "open", value: open, because: "there are \(lab.imageCount) images (0-based)")
            }
        }
        return gallery
    }

    /// The viewer, while it is up.
    var browser: PhotoBrowser? { gallery?.browser }

    /// A live style or fix applies to the viewer that is up (the style from its next drag).
    public func optionDidChange(_ key: String, to value: String) {
        switch key {
        case "long-image-dismiss": browser?.longImageDismiss = value == "on"
        case "dismiss-style": browser?.dismissStyle = DismissStyle(rawValue: value) ?? .rotation
        default: LabOptionChange.current?.rebuild = true
        }
    }

    /// `open=N` live: the viewer on image N, without the transition (ignored while a viewer is up).
    public func startOptionDidChange(_ key: String, to value: String) -> Bool {
        guard key == "open", let index = Int(value), index < lab.imageCount else {
            lab.reject(option: key, value: value, because: "there are \(lab.imageCount) images (0-based)")
            return false
        }
        gallery?.open(index, animated: false)
        return true
    }

    /// `open=N` while the viewer shows photo N, so a rebuild at a new size (panels toggled with `--device fit`)
    /// keeps the photo open.
    public var resumeOptions: [(key: String, value: String)] {
        browser.map { [("open", "\($0.currentIndex)")] } ?? []
    }
}
