import Foundation
import GestureUIKit
import GestureReplay
import GestureScript
import Testing
@testable import GestureScenes

/// Hand-made image sizes, so the tests need no files.
enum TestImages {
    /// 1080x20000: 7222.2 pt tall on a 390-wide page.
    static let tall = ImageInfo(name: "tall.jpg", pixelSize: CGSize(1080, 20000))
    /// 640x427: 260.2 pt tall, centred.
    static let short = ImageInfo(name: "short.jpg", pixelSize: CGSize(640, 427))
    /// 1080x1440 (3:4): 520 pt tall, centred; 1560 pt at zoom 3, so it scrolls both ways when zoomed.
    static let portrait = ImageInfo(name: "portrait.jpg", pixelSize: CGSize(1080, 1440))
    /// 4000x1000: 97.5 pt tall, wide.
    static let wide = ImageInfo(name: "wide.jpg", pixelSize: CGSize(4000, 1000))
    static let broken = ImageInfo(name: "broken.jpg", pixelSize: nil, error: "not a JPEG or PNG file")
}

/// The photos scene in a 390x844 window, driven with explicit timestamps; transitions and actions recorded.
final class PhotosHarness {
    let window: UIWindow
    let context: SceneContext
    /// The scene as the host runs it (`LabSceneHost`: screen, options, report).
    let scene: LabSceneHost
    private(set) var transitions: [TransitionRecord] = []

    init(_ images: [ImageInfo], options: [String: String] = [:], size: CGSize = CGSize(390, 844)) throws {
        window = UIWindow(size: size)
        context = SceneContext(window: window, images: ImageCatalog(images))
        let made = try SceneRegistry.builtIn.make("photos", context: context, options: options)
        scene = made
        photos = try #require(made.scene as? PhotosScene)
        window.diagnostics.onTransition = { [unowned self] in if $0.to != .possible { transitions.append($0) } }
    }

    /// The `LabScene` itself.
    let photos: PhotosScene
    var gallery: PhotoGalleryViewController? { photos.gallery }
    var browser: PhotoBrowser? { photos.browser }
    var page: PageProbe? { photos.browser?.currentPage.map(PageProbe.init) }
    /// The viewer's background alpha (KSPhotoBrowser fades `self.view.backgroundColor`).
    var backgroundAlpha: Double? { browser?.view.backgroundColor?.color.alpha }
    var actionNames: [String] { context.actions.map(\.name) }

    func states(of name: String) -> [GestureRecognizerState] {
        transitions.filter { $0.recognizer == name }.map(\.to)
    }

    func reason(of name: String, to state: GestureRecognizerState) -> String? {
        transitions.first { $0.recognizer == name && $0.to == state }?.reason.description
    }

    /// Moves finger 1 from `a` to `b` in steps of 1/`hz` s, starting at `t`; lifts at `b` after `hold` seconds
    /// (with `hold` 0 the lift has the last move's timestamp, so the velocity is the moves' own).
    func drag(_ a: CGPoint, _ b: CGPoint, at t: Double, duration: Double, hz: Double = 120, hold: Double = 0.1,
              lift: Bool = true) {
        window.touchDown(finger: 1, at: a, time: t)
        let steps = max(1, Int((duration * hz).rounded()))
        for i in 1...steps {
            let f = Double(i) / Double(steps)
            window.touchMoved(finger: 1, to: a + (b - a) * f, time: t + duration * f)
        }
        if lift { window.touchUp(finger: 1, at: b, time: t + duration + hold) }
    }

    func tap(_ p: CGPoint, at t: Double) {
        window.touchDown(finger: 1, at: p, time: t)
        window.touchUp(finger: 1, at: p, time: t + 0.05)
    }

    /// Advances frame by frame (60 Hz) until `time`.
    func run(until time: Double) {
        var t = window.now
        while t < time {
            t = min(time, t + 1.0 / 60)
            window.advance(to: t)
        }
    }
}

/// A page as the tests read it: the core scroll view behind a `PhotoView` (core geometry: `Rect`, `Point`), its
/// image view's core view, and the page's own state.
@dynamicMemberLookup
struct PageProbe {
    let view: PhotoView
    var core: UIScrollView { view }
    subscript<T>(dynamicMember key: KeyPath<UIScrollView, T>) -> T { core[keyPath: key] }
    subscript<T>(dynamicMember key: ReferenceWritableKeyPath<UIScrollView, T>) -> T {
        get { core[keyPath: key] }
        nonmutating set { core[keyPath: key] = newValue }
    }
    var imageView: UIView { view.imageView }
    var hasImage: Bool { view.hasImage }
    var isImageDetached: Bool { view.isImageDetached }
    var longImageDismiss: Bool { view.longImageDismiss }
    func convert(_ rect: CGRect, to other: UIView?) -> CGRect { core.convert(rect, to: other) }
    func setZoomScale(_ scale: Double, animated: Bool) { core.setZoomScale(scale, animated: animated) }
    func zoom(to rect: CGRect, animated: Bool) { core.zoom(to: rect, animated: animated) }
}

/// Parses `text` against the registry's scenes.
func parsePhotosScript(_ text: String) throws -> TouchScript {
    try TouchScriptParser.parse(text, sourceName: "photos-test.touches", catalog: SceneRegistry.builtIn.catalog)
}

/// A replay session of `text` over hand-made images.
func photosSession(_ text: String, images: [ImageInfo]) throws -> ReplaySession {
    try ReplaySession(script: parsePhotosScript(text), images: ImageCatalog(images))
}

extension ReplayReport {
    var actionNames: [String] { actions.map(\.name) }

    func transitions(of recognizer: String) -> [Transition] { transitions.filter { $0.recognizer == recognizer } }

    func scrollView(_ name: String) -> ScrollViewReport? { scrollViews.first { $0.name == name } }
}

extension ReplaySession {
    /// The photos `LabScene` this session runs, if it runs one.
    var photos: PhotosScene? { (scene.scene as? PhotosScene) }
}

extension PhotosScene {
    /// The viewer's current page, read as the tests read it.
    var currentPageProbe: PageProbe? { browser?.currentPage.map(PageProbe.init) }
}
