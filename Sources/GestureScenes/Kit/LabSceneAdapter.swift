import Foundation
@_spi(GestureLabHost) import GestureUIKit

extension SceneType {
    /// A user's `LabScene`, run by the kit's scene host: its description (options, main fix, and the recognizer
    /// and scroll view names of a first build) comes from the scene itself.
    public init<S: LabScene>(lab type: S.Type) {
        self.init(
            outline: LabSceneAdapter<S>.makeDescription(includeNames: false),
            description: { LabSceneAdapter<S>.makeDescription() },
            build: { (context, options) throws(SceneError) in
                try LabSceneAdapter<S>(context: context, options: options)
            })
    }
}

/// Runs a `LabScene` as a `Scene`: builds its root view controller in the window at the device's size, applies
/// options (the scene's `optionDidChange`, or a rebuild), and reports from the live tree: `final.screen` is the
/// visible view controller's title, `final.scrollViews` every scroll view with an `accessibilityIdentifier`.
final class LabSceneAdapter<S: LabScene>: Scene {
    static var description: SceneDescription { makeDescription(includeNames: false) }

    /// The live option values, shared with the scene's `LabContext`.
    private final class Values {
        var values: [String: String]
        init(_ values: [String: String]) { self.values = values }
    }

    private let context: SceneContext
    private let live: Values
    private let lab: LabContext
    /// The scene (internal so tests can reach a built-in scene's views).
    private(set) var scene: S
    private var root: UIViewController

    init(context: SceneContext, options: [String: String]) throws(SceneError) {
        self.context = context
        var values: [String: String] = [:]
        for option in S.options { values[option.key] = option.defaultValue }
        let description = Self.description
        for (key, value) in options {
            try description.validate(key: key, value: value)
            values[key] = value
        }
        let live = Values(values)
        self.live = live
        lab = Self.makeLab(context: context, values: { live.values })
        (scene, root) = Self.show(lab: lab, in: context.window)
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
    private static func show(lab: LabContext, in window: UIWindow) -> (S, UIViewController) {
        KitHosting.withScreen(lab.device) {
            let scene = S(lab: lab)
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

    /// The host dropped this scene (a rebuild, a switch): the facade lets go of its tree.
    deinit { KitHosting.tearDown(root) }

    func setOption(_ key: String, to value: String) throws(SceneError) {
        try Self.description.validate(key: key, value: value)
        if S.options.contains(where: { $0.key == key && $0.isStartOption }) {
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
            (scene, root) = Self.show(lab: lab, in: context.window)
        }
        KitNaming.assignDerivedNames(under: context.window)
    }

    var optionValues: [(key: String, value: String)] {
        S.options.filter(\.isReported).map { ($0.key, live.values[$0.key] ?? $0.defaultValue) }
    }

    var screenName: String { KitHosting.visibleTitle(of: root) ?? S.name }
    var navigationDepth: Int { KitHosting.navigationDepth(of: root) }

    var resumeOptions: [(key: String, value: String)] { scene.resumeOptions }

    var isAnimating: Bool { KitHosting.isTransitioning(root) }

    /// Where the scene's views are: the controllers' views on a navigation stack (root first; those below the
    /// top are out of the window), then the window.
    private var liveRoots: [UIView] { KitHosting.stackViews(of: root) + [context.window] }

    var scrollViewReports: [ScrollViewReport] {
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
    /// defaults and one per other value of each option.
    static func makeDescription(includeNames: Bool = true) -> SceneDescription {
        let options = S.options.map { option in
            SceneOptionSpec(
                key: option.key, kind: option.integerRange.map { .integer($0) } ?? .choice(option.values),
                defaultValue: option.defaultValue,
                summary: option.summary, isStartOption: option.isStartOption)
        }
        let mainFix = S.mainFix
        var recognizers: [String] = []
        var scrollViews: [String] = []
        if includeNames, S.recognizerNames.isEmpty || S.scrollViewNames.isEmpty {
            // One build with the defaults, then one per other value of each option: a value may add
            // recognizers (a fix's extra pan) that scripts name in `expect` lines. Each build's recognizers come
            // from every live controller's views, those below the top of a navigation stack too.
            var probes: [[String: String]] = [[:]]
            for option in S.options {
                probes += option.values.filter { $0 != option.defaultValue }.map { [option.key: $0] }
            }
            for options in probes {
                let window = UIWindow(size: CGSize(width: 390, height: 844))
                let context = SceneContext(window: window, images: ImageCatalog([]))
                guard let probe = try? LabSceneAdapter(context: context, options: options) else { continue }
                var seen = Set<ObjectIdentifier>()
                let names = probe.liveRoots.reversed().flatMap { allRecognizers(under: $0) }
                    .filter { seen.insert(ObjectIdentifier($0)).inserted }.map(\.name).filter { !$0.isEmpty }
                for name in names where !recognizers.contains(name) { recognizers.append(name) }
                for name in probe.scrollViewReports.map(\.name) where !scrollViews.contains(name) {
                    scrollViews.append(name)
                }
                KitHosting.tearDown(probe.root)
            }
        }
        // A scene that declares its names (patterns for views made per image) gets exactly those.
        if !S.recognizerNames.isEmpty { recognizers = S.recognizerNames }
        if !S.scrollViewNames.isEmpty { scrollViews = S.scrollViewNames }
        return SceneDescription(
            name: S.name, title: S.title, problem: S.problem, options: options, mainFix: mainFix,
            recognizers: recognizers, scrollViews: scrollViews, actions: S.actions)
    }

}

/// Every recognizer under `view`, depth first.
private func allRecognizers(under view: UIView) -> [GestureRecognizer] {
    view.attachedRecognizers + view.subviews.flatMap { allRecognizers(under: $0) }
}
