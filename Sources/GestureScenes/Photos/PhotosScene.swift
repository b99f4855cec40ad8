import GestureCore

/// The `photos` scene: a gallery and a photo viewer built like KSPhotoBrowser (scenes.md, "photos").
///
/// The seed problem (KSPhotoBrowser issue #14): an image taller than the screen cannot be dragged down to
/// dismiss, because the page's own scroll view pan begins first (it is deeper) and excludes the root view's
/// dismiss pan. The fix (commit a7278db) makes the page's pan decline to begin when the page is at its top and
/// dragged down, or at its bottom and dragged up: `long-image-dismiss=on`. `dismiss-style` picks KSPhotoBrowser's
/// interactive dismissal. The gallery is the navigation root (depth 1); the viewer is presented modally over it,
/// as KSPhotoBrowser presents itself, so the depth stays 1 and the screen is `viewer` while it is up.
public final class PhotosScene: Scene, PhotoBrowserHost {
    public static let description = SceneDescription(
        name: "photos",
        title: "Photo browser (KSPhotoBrowser)",
        problem: "A photo taller than the screen can't be dragged down to dismiss: the page's scroll view pan "
            + "begins first and takes the drag. The fix makes it decline at its top or bottom edge.",
        options: [
            SceneOptionSpec(
                key: "open", kind: .integer(0...999_999), defaultValue: "",
                summary: "start with the viewer open on image N (0-based); default: the gallery",
                isStartOption: true),
            SceneOptionSpec(
                key: "long-image-dismiss", kind: .choice(["on", "off"]), defaultValue: "on",
                summary: "a long image's pan declines at its top or bottom edge so the dismiss pan "
                    + "gets the drag"),
            SceneOptionSpec(
                key: "dismiss-style", kind: .choice(DismissStyle.allCases.map(\.rawValue)),
                defaultValue: "rotation", summary: "how the viewer follows a dismiss pan"),
        ],
        mainFix: ("long-image-dismiss", "off", "on"),
        recognizers: [
            "gallery.tap", "gallery.pan", "browser.doubleTap", "browser.singleTap", "browser.longPress",
            "browser.dismissPan", "pager.pan", "page.N.pan", "page.N.pinch", "gallery.pinch",
            "pager.pinch",
        ],
        scrollViews: ["gallery", "pager", "page.N"],
        actions: [
            "opened", "pageChanged", "zoomed", "singleTap", "doubleTap", "longPress", "dismissed",
            "dismissCancelled",
        ])

    private let context: SceneContext
    let gallery: PhotoGallery
    /// The viewer, while it is up.
    private(set) var browser: PhotoBrowser?
    private(set) var longImageDismiss = true
    private(set) var dismissStyle = DismissStyle.rotation

    public init(context: SceneContext, options: [String: String]) throws(SceneError) {
        self.context = context
        let window = context.window
        window.backgroundColor = .white
        gallery = PhotoGallery(size: window.bounds.size, count: context.images.count)
        window.addSubview(gallery.container)
        gallery.onSelect = { [weak self] index in self?.open(index, animated: true) }
        for spec in Self.description.options where spec.key != "open" {
            if let value = options[spec.key] { try setOption(spec.key, to: value) }
        }
        if let value = options["open"], !value.isEmpty { try setOption("open", to: value) }
    }

    public func setOption(_ key: String, to value: String) throws(SceneError) {
        try Self.description.validate(key: key, value: value)
        switch key {
        case "long-image-dismiss":
            longImageDismiss = value == "on"
            browser?.longImageDismiss = longImageDismiss
        case "dismiss-style":
            dismissStyle = DismissStyle(rawValue: value) ?? .rotation
            browser?.dismissStyle = dismissStyle
        default:  // "open": the viewer on image N, without the transition
            guard let index = Int(value), index < context.images.count else {
                throw SceneError(
                    "invalid value '\(value)' for option 'open'; there are \(context.images.count) "
                        + "images (0-based)")
            }
            open(index, animated: false)
        }
    }

    public var optionValues: [(key: String, value: String)] {
        [("long-image-dismiss", longImageDismiss ? "on" : "off"), ("dismiss-style", dismissStyle.rawValue)]
    }

    /// `open=N` while the viewer shows photo N, so a rebuild at a new size (panels toggled with `--device fit`)
    /// keeps the photo open.
    public var resumeOptions: [(key: String, value: String)] {
        browser.map { [("open", "\($0.currentIndex)")] } ?? []
    }

    public var screenName: String { browser == nil ? "gallery" : "viewer" }
    public var navigationDepth: Int { 1 }

    /// The gallery always (it stays under the viewer), then the viewer's `pager` and live `page.N`.
    public var scrollViewReports: [ScrollViewReport] {
        [gallery.report] + (browser?.scrollViewReports ?? [])
    }

    public var isAnimating: Bool { browser?.isAnimating ?? false }

    /// Opens the viewer on image `index`: grows it out of its thumbnail when `animated`. Ignored while a viewer is up.
    func open(_ index: Int, animated: Bool) {
        guard browser == nil, index >= 0, index < context.images.count else { return }
        let viewer = PhotoBrowser(
            context: context, index: index, dismissStyle: dismissStyle,
            longImageDismiss: longImageDismiss)
        viewer.host = self
        browser = viewer
        context.window.addSubview(viewer.root)
        context.emit("opened", value: Double(index))
        viewer.present(from: animated ? gallery.thumbnailRectInWindow(index) : nil, animated: animated)
    }

    // MARK: PhotoBrowserHost

    func thumbnailRect(for index: Int) -> Rect? { gallery.thumbnailRectInWindow(index) }

    func setThumbnailHidden(_ hidden: Bool, at index: Int) { gallery.setThumbnailHidden(hidden, at: index) }

    func browserDidDismiss(_ browser: PhotoBrowser) {
        guard browser === self.browser else { return }
        browser.root.removeFromSuperview()
        self.browser = nil
    }
}
