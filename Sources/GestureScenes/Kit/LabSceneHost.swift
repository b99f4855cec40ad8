import Foundation
@_spi(GestureLabHost) import GestureUIKit

extension SceneType {
    /// A user's `LabScene`, run by the kit's scene host: its description (options, main fix, and the recognizer
    /// and scroll view names of a first build) comes from the scene itself.
    public init(lab type: any LabScene.Type) {
        self.init(
            outline: LabSceneHost.makeDescription(of: type, includeNames: false),
            description: { LabSceneHost.makeDescription(of: type) },
            build: { (context, options) throws(SceneError) in
                try LabSceneHost(type, context: context, options: options)
            },
            makeWindow: { size in type.makeWindow(frame: CGRect(origin: .zero, size: size)) })
    }
}

/// A running `LabScene` (a built-in one or a user's: the registry, the panels and the replay see them the same
/// way): builds its root view controller in the window at the device's size, applies options (the scene's
/// `optionDidChange`, or a rebuild), and reports from the live tree: `final.screen` is the visible view
/// controller's title, `final.scrollViews` every scroll view with an `accessibilityIdentifier`.
public final class LabSceneHost {
    /// The scene's type.
    package let type: any LabScene.Type

    /// The scene's description without the recognizer and scroll view names (options, summary, main fix).
    public var description: SceneDescription { Self.makeDescription(of: type, includeNames: false) }

    /// The live option values, shared with the scene's `LabContext`.
    private final class Values {
        var values: [String: String]
        init(_ values: [String: String]) { self.values = values }
    }

    let context: SceneContext
    private let live: Values
    private let lab: LabContext
    /// The scene (package, so tests can reach a built-in scene's views).
    package private(set) var scene: any LabScene
    private var root: UIViewController

    /// Builds `type` in `context`'s window with `options` (validated; defaults filled in).
    package init(_ type: any LabScene.Type, context: SceneContext, options: [String: String]) throws(SceneError) {
        self.type = type
        self.context = context
        var values: [String: String] = [:]
        for option in type.options { values[option.key] = option.defaultValue }
        let description = Self.makeDescription(of: type, includeNames: false)
        for (key, value) in options {
            try description.validate(key: key, value: value)
            values[key] = value
        }
        let live = Values(values)
        self.live = live
        lab = Self.makeLab(context: context, values: { live.values })
        (scene, root) = Self.show(type, lab: lab, in: context.window)
        // A start value the scene refused: a bad option (deinit takes the tree out of the window).
        if let rejection = lab.rejection { throw SceneError(rejection) }
    }

    private static func makeLab(context: SceneContext, values: @escaping () -> [String: String]) -> LabContext {
        let images = context.images
        return LabContext(
            device: CGSize(width: context.window.bounds.width, height: context.window.bounds.height), values: values,
            report: { [weak context] name, value in context?.emit(name, value: value) },
            imageCount: images.count,
            imageInfo: { index in
                let info = images.info(at: index)
                return (info.name, info.pixelSize.map { CGSize(width: $0.width, height: $0.height) })
            },
            imageError: { index in images.info(at: index).error })
    }

    /// Makes the scene and its root view controller; with a window, puts the root's view in it.
    private static func show(_ type: any LabScene.Type, lab: LabContext, in window: UIWindow)
        -> (any LabScene, UIViewController)
    {
        KitHosting.withScreen(lab.device, iosVersion: window.iosVersion, safeAreaInsets: window.safeAreaInsets) {
            let scene = type.init(lab: lab)
            let root = scene.makeRootViewController()
            let view: UIView = root.view
            view.frame = CGRect(origin: .zero, size: lab.device)
            window.addSubview(view)
            root.viewWillAppear(false)
            root.viewDidAppear(false)
            KitNaming.assignDerivedNames(under: window)
            return (scene, root)
        }
    }

    /// The host dropped this scene (a rebuild, a switch): the model lets go of its tree.
    deinit { KitHosting.tearDown(root) }

    /// Applies an option live; throws for an unknown key or value.
    public func setOption(_ key: String, to value: String) throws(SceneError) {
        try description.validate(key: key, value: value)
        if type.options.contains(where: { $0.key == key && $0.isStartOption }) {
            lab.rejection = nil
            guard value == live.values[key] || scene.startOptionDidChange(key, to: value) else {
                throw SceneError(lab.rejection ?? "'\(key)' can only be set when the scene starts")
            }
            live.values[key] = value
            return
        }
        live.values[key] = value
        let change = LabOptionChange()
        LabOptionChange.$current.withValue(change) { scene.optionDidChange(key, to: value) }
        if change.rebuild {
            // Rebuilt where the person is now (the page on top), as after a resize.
            for (resumeKey, resumeValue) in scene.resumeOptions where resumeKey != key {
                live.values[resumeKey] = resumeValue
            }
            KitHosting.tearDown(root)
            (scene, root) = Self.show(type, lab: lab, in: context.window)
        }
        KitNaming.assignDerivedNames(under: context.window)
    }

    /// Every option's current value, in the description's order.
    public var optionValues: [(key: String, value: String)] {
        type.options.filter(\.isReported).map { ($0.key, live.values[$0.key] ?? $0.defaultValue) }
    }

    /// The screen on top (`gallery`, `viewer`, `album`...): the visible view controller's title.
    public var screenName: String { KitHosting.visibleTitle(of: root) ?? type.name }
    /// Dismisses the screen presented on top (the photo viewer), as a user closes it; false when the scene presents
    /// nothing. The window's Escape key: it closes what is open before it quits.
    public func dismissPresented() -> Bool {
        guard let presented = Self.topmostPresented(from: root) else { return false }
        presented.dismiss(animated: false)
        KitNaming.assignDerivedNames(under: context.window)
        return true
    }

    /// Whether the scene presents a screen `dismissPresented()` would close.
    public var presentsScreen: Bool { Self.topmostPresented(from: root) != nil }

    /// The last controller presented from `controller` or from a controller it contains, depth first.
    private static func topmostPresented(from controller: UIViewController) -> UIViewController? {
        if let presented = controller.presentedViewController {
            return topmostPresented(from: presented) ?? presented
        }
        for child in controller.children.reversed() {
            if let found = topmostPresented(from: child) { return found }
        }
        return nil
    }

    /// How many view controllers are on the navigation stack shown.
    public var navigationDepth: Int { KitHosting.navigationDepth(of: root) }

    /// Start options that rebuild the scene where the person is now (the photo open in the viewer, the page on
    /// top), applied when the host rebuilds it at a new size.
    ///
    /// A deviation: UIKit lays the same views out again at the new size; scenes here are rebuilt, so finer state
    /// (a zoom, a scroll offset) is not carried.
    public var resumeOptions: [(key: String, value: String)] { scene.resumeOptions }

    /// Whether a transition of the scene's own is running (the replay waits for it before it ends).
    public var isAnimating: Bool { KitHosting.isTransitioning(root) }

    /// Where the scene's views are: the controllers' views on a navigation stack (root first; those below the
    /// top are out of the window), then the window.
    private var liveRoots: [UIView] { KitHosting.stackViews(of: root) + [context.window] }

    /// Every live named scroll view.
    public var scrollViewReports: [ScrollViewReport] {
        var seen = Set<ObjectIdentifier>()
        let views = liveRoots.flatMap { KitNaming.namedScrollViews(under: $0) }
            .filter { seen.insert(ObjectIdentifier($0)).inserted }
        return views.map { view in
            ScrollViewReport(
                name: view.name, contentOffset: view.contentOffset, contentSize: view.contentSize,
                zoomScale: view.zoomScale, page: view.isPagingEnabled ? view.page : nil,
                dragging: view.isDragging, decelerating: view.isDecelerating)
        }
    }

    /// The description: name, summary, options, the first option as the main fix, and (when `includeNames`)
    /// the recognizer and scroll view names of builds on scratch windows of the default device: one with the
    /// defaults, one per other value of each option, and, for a scene with a navigation controller's edge pan,
    /// one with the defaults on iOS 26.
    static func makeDescription(of type: any LabScene.Type, includeNames: Bool = true) -> SceneDescription {
        let options = type.options.map { option in
            SceneOptionSpec(
                key: option.key, kind: option.integerRange.map { .integer($0) } ?? .choice(option.values),
                defaultValue: option.defaultValue,
                summary: option.summary, isStartOption: option.isStartOption)
        }
        let mainFix = type.mainFix
        var recognizers: [String] = []
        var scrollViews: [String] = []
        if includeNames, type.recognizerNames.isEmpty || type.scrollViewNames.isEmpty {
            // One build with the defaults, then one per other value of each option: a value may add
            // recognizers (a fix's extra pan) that scripts name in `expect` lines. Each build's recognizers come
            // from every live controller's views, those below the top of a navigation stack too.
            var probes: [(options: [String: String], ios: Int)] = [([:], 18)]
            for option in type.options {
                probes += option.values.filter { $0 != option.defaultValue }.map { ([option.key: $0], 18) }
            }
            var index = 0
            var hasEdgePan = false
            while true {
                if index == probes.count {
                    // The defaults once more on iOS 26 when a navigation controller's edge pan showed up: there it
                    // also has the content swipe, which scripts with `ios 26` name. Other scenes build no more.
                    guard hasEdgePan, !probes.contains(where: { $0.ios == 26 }) else { break }
                    probes.append(([:], 26))
                }
                let (options, ios) = probes[index]
                index += 1
                let window = UIWindow(size: CGSize(width: 390, height: 844))
                window.iosVersion = ios
                let context = SceneContext(window: window, images: ImageCatalog([]))
                guard let probe = try? LabSceneHost(type, context: context, options: options) else { continue }
                // Laid out once, as the first frame does: a table makes its visible cells in layoutSubviews, so
                // their recognizers (`row.0.pan`) and patterns (`row.N.pan`) are known without declaring them.
                window.layoutIfNeeded()
                KitNaming.assignDerivedNames(under: window)
                var seen = Set<ObjectIdentifier>()
                let names = probe.liveRoots.reversed().flatMap { allRecognizers(under: $0) }
                    .filter { seen.insert(ObjectIdentifier($0)).inserted }.map(\.reportName).filter { !$0.isEmpty }
                for name in names where !recognizers.contains(name) { recognizers.append(name) }
                hasEdgePan =
                    hasEdgePan
                    || probe.liveRoots.contains { root in
                        allRecognizers(under: root).contains { $0 is UIScreenEdgePanGestureRecognizer }
                    }
                for name in probe.scrollViewReports.map(\.name) where !scrollViews.contains(name) {
                    scrollViews.append(name)
                }
                KitHosting.tearDown(probe.root)
            }
        }
        // Views made per row or item are named by index: their patterns (`row.N.pan`) name the rows not shown.
        recognizers = DerivedNamePatterns.adding(to: recognizers)
        scrollViews = DerivedNamePatterns.adding(to: scrollViews)
        // A scene that declares its names (patterns for views made per image) gets exactly those.
        if !type.recognizerNames.isEmpty { recognizers = type.recognizerNames }
        if !type.scrollViewNames.isEmpty { scrollViews = type.scrollViewNames }
        return SceneDescription(
            name: type.name, title: type.title, problem: type.problem, options: options, mainFix: mainFix,
            recognizers: recognizers, scrollViews: scrollViews, actions: type.actions)
    }

}

/// Every recognizer under `view`, depth first.
private func allRecognizers(under view: UIView) -> [UIGestureRecognizer] {
    view.attachedRecognizers + view.subviews.flatMap { allRecognizers(under: $0) }
}
