import Foundation
import GestureUIKit
import GestureScenes
import GestureScript

/// Owns the running scene: a core `Window` the size of the device, its `SceneContext`, and the scene in it.
///
/// Switching scenes, resetting and resizing build a fresh window and scene; each scene's option values are kept
/// across those rebuilds (a fix turned on stays on when you come back). Options given at start-up, start
/// options such as `open=N` included, are the first values of the start scene. Time is the caller's: touches
/// carry it and `advance(to:)` moves it; a rebuilt window starts at time 0 again.
final class SceneHost {
    /// Points: the radius of a touch indicator (iOS Simulator style).
    static let touchIndicatorRadius = 22.0
    static let touchIndicatorColor = Color(white: 0.35, alpha: 0.45)
    static let touchIndicatorRimColor = Color(white: 1, alpha: 0.55)

    let images: ImageCatalog
    /// The scenes this host can switch between, in key order.
    let scenes: SceneRegistry
    private(set) var sceneName: String
    private(set) var deviceSize: CGSize
    /// The device's safe area when given (`--safe-area`, or `--device fit`'s none); nil: that of the device of
    /// `deviceSize` (`DeviceSafeArea.preset`), none for other sizes.
    let safeArea: DeviceSafeArea?
    /// The iOS version every window this host builds behaves as (`--ios`; 18 by default).
    let iosVersion: Int
    private(set) var window: UIWindow
    private(set) var context: SceneContext
    private(set) var scene: LabSceneHost
    /// Option values per scene name, in the order they were set; start options included.
    private var optionsByScene: [String: [(key: String, value: String)]] = [:]
    /// What-if edits per scene name (`--whatif`, the panel's edit controls); kept across rebuilds like options.
    private var whatIfByScene: [String: [WhatIfEdit]] = [:]
    /// Called for each scene action (the log, the panels).
    var onAction: ((SceneAction) -> Void)?
    /// Called after every rebuild with the new window (the panels re-subscribe to diagnostics).
    var onRebuild: ((SceneHost) -> Void)?

    /// Builds `sceneName` (nil: the registry's default scene, else its first) on a device of `deviceSize` points with `options`.
    init(
        sceneName: String?, options: [(key: String, value: String)], deviceSize: CGSize, images: ImageCatalog,
        scenes: SceneRegistry = .builtIn, iosVersion: Int = 18, whatIf: [WhatIfEdit] = [],
        safeArea: DeviceSafeArea? = nil
    ) throws(SceneError) {
        self.iosVersion = iosVersion
        self.safeArea = safeArea
        guard let name = sceneName ?? scenes.defaultScene ?? scenes.names.first else {
            throw SceneError("no scenes are registered")
        }
        self.images = images
        self.scenes = scenes
        self.sceneName = name
        self.deviceSize = deviceSize
        optionsByScene[name] = options
        whatIfByScene[name] = whatIf
        (window, context, scene) = try Self.build(
            name, options: options, size: deviceSize, images: images, scenes: scenes, iosVersion: iosVersion,
            safeArea: Self.safeArea(safeArea, size: deviceSize))
        scene.putInForce(whatIf)
        context.onAction = { [weak self] action in self?.onAction?(action) }
    }

    private static func build(
        _ name: String, options: [(key: String, value: String)], size: CGSize,
        images: ImageCatalog, scenes: SceneRegistry, iosVersion: Int, safeArea: DeviceSafeArea
    )
        throws(SceneError) -> (UIWindow, SceneContext, LabSceneHost)
    {
        let window = scenes.makeWindow(for: name, size: size)
        window.iosVersion = iosVersion
        window.setDeviceSafeArea(safeArea)
        let context = SceneContext(window: window, images: images)
        var values: [String: String] = [:]
        for (key, value) in options { values[key] = value }
        let scene = try scenes.make(name, context: context, options: values)
        return (window, context, scene)
    }

    /// `given`, else the safe area of the device of `size` (none for a size that is no device's).
    private static func safeArea(_ given: DeviceSafeArea?, size: CGSize) -> DeviceSafeArea {
        given ?? DeviceSafeArea.preset(width: Double(size.width), height: Double(size.height)) ?? .zero
    }

    /// The scene names in key order.
    var sceneNames: [String] { scenes.names }

    var description: SceneDescription {
        scenes.type(named: sceneName)?.description ?? scene.description
    }

    // MARK: Rebuilding

    /// Switches to the scene `name` with the option values it had last (or its defaults).
    func switchScene(to name: String) throws(SceneError) {
        remember()
        try rebuild(name, size: deviceSize)
    }

    /// Builds the current scene again as it started, with its current option values.
    func reset() throws(SceneError) {
        remember()
        try rebuild(sceneName, size: deviceSize)
    }

    /// Builds the current scene again on a device of `size` points (a fitted device after a window resize, or the
    /// panels toggled), where the person was: the scene's `resumeOptions` (the open photo, the page on top) apply
    /// to this build only, so a reset still starts as configured.
    func resize(to size: CGSize) throws(SceneError) {
        guard size != deviceSize else { return }
        let resume = scene.resumeOptions
        remember()
        try rebuild(sceneName, size: size, resume: resume)
    }

    private func rebuild(_ name: String, size: CGSize, resume: [(key: String, value: String)] = []) throws(SceneError) {
        var options = optionsByScene[name] ?? []
        for (key, value) in resume {
            options.removeAll { $0.key == key }
            options.append((key, value))
        }
        let built = try Self.build(
            name, options: options, size: size, images: images, scenes: scenes, iosVersion: iosVersion,
            safeArea: Self.safeArea(safeArea, size: size))
        window.cancelAllTouches(time: window.now)
        (window, context, scene) = built
        sceneName = name
        deviceSize = size
        scene.putInForce(whatIfByScene[name] ?? [])
        context.onAction = { [weak self] action in self?.onAction?(action) }
        onRebuild?(self)
    }

    /// Stores the running scene's live values over the ones it was built with (start options stay).
    private func remember() {
        optionsByScene[sceneName] = currentOptions
    }

    /// The option values a rebuild of the running scene would use now: its live values over the ones it was
    /// built with, start options (`open=N`) included. A recorded script's header.
    var currentOptions: [(key: String, value: String)] {
        var merged = optionsByScene[sceneName] ?? []
        for (key, value) in scene.optionValues {
            if let i = merged.firstIndex(where: { $0.key == key }) {
                merged[i].value = value
            } else {
                merged.append((key, value))
            }
        }
        return merged
    }

    // MARK: What-if

    /// The what-if edits in force in the running scene.
    var whatIfEdits: [WhatIfEdit] { whatIfByScene[sceneName] ?? [] }

    /// Puts `edits` in force in the running scene and builds it again as it started (the edits stand for code
    /// that runs as it is set up), with its current option values.
    func setWhatIfEdits(_ edits: [WhatIfEdit]) throws(SceneError) {
        whatIfByScene[sceneName] = edits
        try reset()
    }

    // MARK: Options

    /// Sets an option live and remembers it for rebuilds.
    func setOption(_ key: String, to value: String) throws(SceneError) {
        try scene.setOption(key, to: value)
        remember()
    }

    /// Flips the scene's main fix (`SceneDescription.mainFix`) between its broken and its fixed value; returns the
    /// option and its new value, or nil when the scene has none.
    ///
    /// From any value but the broken one, F shows the problem: a scene that starts on another working set-up
    /// (navigation's `pop=system`) goes to the broken value first, not from one working fix to another. The scene
    /// rebuilds where the person is (its `resumeOptions`, the page on top).
    @discardableResult
    func toggleMainFix() throws(SceneError) -> (key: String, value: String)? {
        guard let fix = description.mainFix else { return nil }
        let current = scene.optionValues.first { $0.key == fix.key }?.value
        let value = current == fix.broken ? fix.fixed : fix.broken
        try setOption(fix.key, to: value)
        return (fix.key, value)
    }

    // MARK: Time, input and drawing

    /// Sends one input to the scene's window (`Window.send(_:)`).
    func send(_ input: TouchInput) {
        window.send(input)
    }

    /// Fires deadlines and runs frame callbacks up to `time` (seconds since the scene was built).
    func advance(to time: Double) {
        window.advance(to: time)
    }

    /// Whether anything moves by itself: the window needs every frame or the scene animates. A window that only
    /// waits for a deadline does not animate: the loop sleeps until `nextDeadline` (see `App.idleWait`).
    var isAnimating: Bool { window.needsEveryFrame || scene.isAnimating }

    /// The scene time of the window's earliest pending deadline, if any.
    var nextDeadline: Double? { window.nextDeadline }

    /// Lays out, draws the scene, then a translucent disc for every touch and a hollow one per `hoverPoints`.
    func render(into list: inout DisplayList, hoverPoints: [CGPoint] = []) {
        list.removeAll()
        window.layoutIfNeeded()
        window.render(into: &list)
        let r = Self.touchIndicatorRadius
        for touch in window.activeTouches {
            list.append(.circle(center: touch.locationInWindow, radius: r, color: Self.touchIndicatorRimColor))
            list.append(.circle(center: touch.locationInWindow, radius: r - 2, color: Self.touchIndicatorColor))
        }
        for point in hoverPoints {
            list.append(.circle(center: point, radius: r, color: Self.touchIndicatorRimColor.withAlpha(0.35)))
        }
    }
}
