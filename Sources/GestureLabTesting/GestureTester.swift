@_exported import Foundation
@_exported import GestureUIKit
import GestureReplay
import GestureScenes
import GestureScript

/// Builds one scene headless and drives it with touches on virtual time, for a test (Flutter's widget tester).
///
/// ```swift
/// let tester = try GestureTester(TallPhotoScene.self, options: ["fix": "off"])
/// tester.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 600), duration: 0.3)
/// tester.settle()
/// #expect(tester.checkRecognized("photo.pan") == nil)
/// ```
///
/// The scene is built as `gesturelab replay` builds it (a `ReplaySession` on a script with no events), and the
/// touches go through the window's one input entry, `Window.send(_:)`, on the same instants a script plays: each
/// event at its own time, and a frame at every multiple of `frameInterval` in between. A gesture is the touch
/// script's own expansion (`tap`, `drag`, `pinch`: the same samples, 120 Hz), so a test and a script with the same
/// times give the same run. Time moves only when a gesture, `advance(by:)`, `advance(to:)` or `settle()` moves it:
/// no clock is read, nothing sleeps.
///
/// Each gesture starts at the current `time` and leaves `time` at its last event (a tap's lift). A recognizer that
/// decides later (a single tap waiting for a double tap's timeout, a deceleration) needs time to pass after it:
/// `advance(by:)` or `settle()`. Points are the device's points from its top-left corner.
///
/// Reads (`states(of:)`, `actions`, `contentOffset(of:)`, `screen`...) use the names of the report and the panels
/// (kit.md, "Names in reports"). Checks (`checkRecognized(_:)`...) return nil or a message naming the recognizer,
/// its last state and the reason; `expectRecognized(_:)`... record that message as a Swift Testing issue.
public final class GestureTester {
    /// The scene's name (`taps`, or a `LabScene`'s `name`).
    public let sceneName: String
    /// The device in points and scale.
    public let device: DeviceSpec
    /// Seconds between frames: the window is advanced at every multiple of this, as in a replay. UIKit's: 1/60.
    public let frameInterval: Double
    /// The replay session that built the scene; its window is the one the touches go to.
    public let session: ReplaySession
    /// Virtual time now, in seconds.
    public private(set) var time: Double = 0
    /// The time the window was last advanced to, so an instant is never played twice.
    private var windowTime: Double = 0
    /// The next frame's index: its time is `nextFrame * frameInterval`.
    private var nextFrame = 1
    /// Where each finger on the screen is, by finger number.
    private(set) var fingers: [Int: CGPoint] = [:]

    /// Builds the scene `name` from `scenes` (the built-in ones by default) on `device` with `options`.
    ///
    /// - Parameters:
    ///   - name: the scene's name, as a script's `scene` line says it (`taps`, `photos`, `navigation`, `nested`).
    ///   - scenes: the scenes the name is looked up in.
    ///   - device: the screen in points; the default is the scripts' 390x844.
    ///   - scale: pixels per point (only the report's `device` shows it).
    ///   - options: start options by key (`["fix": "off"]`); the scene's defaults for the others. Refused keys and
    ///     values throw `GestureTesterError.scene`, with the scene's message.
    ///   - images: the images the scene is given, by name and pixel size (no file is read: the tester decodes
    ///     nothing).
    ///   - frameInterval: seconds between frames.
    ///   - ios: the iOS version the model behaves as, as a script's `ios` line (18 or 26; nil is 18). Any other
    ///     value throws `GestureTesterError.scene`.
    ///   - whatIf: what-if edits in force, as a script's `whatif` lines say them (`"photo.open requires
    ///     photo.like"`, touch-scripts.md "What-if edits"): a fix tried before it is written. A bad one throws
    ///     `GestureTesterError.scene` naming it.
    public init(
        scene name: String, scenes: SceneRegistry = .builtIn, device: CGSize = CGSize(width: 390, height: 844),
        scale: Double = 3, options: [String: String] = [:], images: [ImageInfo] = [],
        frameInterval: Double = 1.0 / 60, ios: Int? = nil, whatIf: [String] = []
    ) throws(GestureTesterError) {
        if let ios, !IOSVersion.supported.contains(ios) {
            throw .scene("unsupported iOS version \(ios); expected \(IOSVersion.supportedList)")
        }
        guard scenes.type(named: name) != nil else {
            throw .unknownScene(name, known: scenes.names)
        }
        let spec = DeviceSpec(width: Double(device.width), height: Double(device.height), scale: scale)
        let script = TouchScript(
            sourceName: "GestureTester", scene: name,
            sceneOptions: options.sorted { $0.key < $1.key }.map { (key: $0.key, value: $0.value) }, device: spec)
        var edits: [WhatIfEdit] = []
        // The names are checked against the scene's (a kit scene's are found by building it, so only when asked).
        let entry = whatIf.isEmpty ? nil : scenes.catalog.scene(named: name)
        for text in whatIf {
            do {
                edits.append(try WhatIfEdit.parse(text, scene: entry))
            } catch {
                throw .scene("whatif \"\(text)\": column \(error.column): \(error.message)")
            }
        }
        do {
            session = try ReplaySession(
                script: script, images: ImageCatalog(images),
                settings: ReplaySettings(
                    frameInterval: frameInterval, scenes: scenes, iosVersion: ios, whatIfEdits: edits))
        } catch {
            throw .scene(error.description)
        }
        sceneName = name
        self.device = spec
        self.frameInterval = frameInterval
        session.window.advance(to: 0)
    }

    /// Builds your `LabScene` (registered after the built-in scenes) on `device` with `options`.
    ///
    /// The parameters are those of `init(scene:scenes:device:scale:options:images:frameInterval:ios:whatIf:)`.
    public convenience init(
        _ scene: any LabScene.Type, device: CGSize = CGSize(width: 390, height: 844), scale: Double = 3,
        options: [String: String] = [:], images: [ImageInfo] = [], frameInterval: Double = 1.0 / 60,
        ios: Int? = nil, whatIf: [String] = []
    ) throws(GestureTesterError) {
        try self.init(
            scene: scene.name, scenes: SceneRegistry.builtIn.appending([SceneType(lab: scene)]), device: device,
            scale: scale, options: options, images: images, frameInterval: frameInterval, ios: ios, whatIf: whatIf)
    }

    /// The device screen the scene is built in.
    public var window: UIWindow { session.window }

    // MARK: Time

    /// Moves virtual time on by `seconds` (frames, deadlines and animations run); negative values do nothing.
    public func advance(by seconds: Double) {
        advance(to: time + max(0, seconds))
    }

    /// Moves virtual time on to `target`: every frame up to it, then the window to `target` itself (as a
    /// script's `end`). A time in the past does nothing.
    public func advance(to target: Double) {
        guard target > time else { return }
        playFrames(through: target)
        if target > windowTime {
            session.window.advance(to: target)
            windowTime = target
        }
        time = target
    }

    /// Moves time on frame by frame until nothing moves on its own (no touch down, no deadline, no animation, as a
    /// replay without `end` waits) or `limit` seconds have passed; returns whether it settled.
    @discardableResult
    public func settle(limit: Double = 10) -> Bool {
        let deadline = time + max(0, limit)
        while !session.isSettled {
            let frame = Double(nextFrame) * frameInterval
            guard frame <= deadline else {
                advance(to: deadline)
                return session.isSettled
            }
            advance(to: frame)
        }
        return true
    }

    /// Plays the frames due at or before `target` that are not yet played.
    private func playFrames(through target: Double) {
        while Double(nextFrame) * frameInterval <= target {
            let frame = Double(nextFrame) * frameInterval
            nextFrame += 1
            guard frame > windowTime else { continue }
            session.window.advance(to: frame)
            windowTime = frame
            time = max(time, frame)
        }
    }

    /// Plays one pointer event now (or at its time if later), as a replay does: the frames before it, then the
    /// window's pointer input (`UIWindow.send(_:)`, which advances the window to its time).
    func playPointer(_ event: ScriptPointerEvent) {
        let at = max(event.time, time)
        playFrames(through: at.nextDown)
        var timed = event
        timed.time = at
        session.window.send(PointerInput(timed))
        windowTime = max(windowTime, at)
        while Double(nextFrame) * frameInterval <= at { nextFrame += 1 }
        time = at
    }

    /// Plays script events in time order: the frames before each, then the event through `Window.send(_:)` (which
    /// advances the window to the event's time; a frame at exactly that time is covered by it, as in a replay).
    func play(_ events: [TouchScriptEvent]) {
        for event in events {
            let at = max(event.time, time)
            playFrames(through: at.nextDown)
            var timed = event
            timed.time = at
            session.window.send(TouchInput(timed))
            windowTime = max(windowTime, at)
            while Double(nextFrame) * frameInterval <= at { nextFrame += 1 }
            time = at
            switch event.phase {
            case .down, .move: fingers[event.finger] = CGPoint(x: event.point.x, y: event.point.y)
            case .up, .cancel: fingers[event.finger] = nil
            }
        }
    }
}

/// Why a `GestureTester` could not build its scene or find what a test named.
public enum GestureTesterError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No scene has this name; the known names follow.
    case unknownScene(String, known: [String])
    /// The scene refused its options or could not be built (the scene's own message).
    case scene(String)
    /// No view in the window has this name (`accessibilityIdentifier`); the named views follow.
    case unknownView(String, known: [String])

    /// The message naming what is wrong.
    public var description: String {
        switch self {
        case .unknownScene(let name, let known):
            "no scene named '\(name)'; known: \(known.joined(separator: ", "))"
        case .scene(let message): message
        case .unknownView(let name, let known):
            "no view named '\(name)' (accessibilityIdentifier); named views: \(known.joined(separator: ", "))"
        }
    }
}
