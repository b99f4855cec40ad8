import GestureScenes
import GestureScript

/// How a replay runs beyond what the script says: command-line overrides and the frame step.
public struct ReplaySettings: Sendable {
    /// `key=value` options applied after the script's `scene` and `set` options (`--set`, compare values);
    /// later entries win.
    public var optionOverrides: [(key: String, value: String)]
    /// Replaces the script's `device` when given (`--device`).
    public var device: DeviceSpec?
    /// Replaces the device's safe area when given (`--safe-area`); otherwise the device's own (`DeviceSpec.safeArea`).
    public var safeArea: DeviceSafeArea?
    /// Replaces the script's `ios` when given (`--ios`).
    public var iosVersion: Int?
    /// What-if edits put in force after the script's `whatif` lines (`--whatif`).
    public var whatIfEdits: [WhatIfEdit]
    /// Seconds between frames: the window is advanced at every multiple of this. UIKit's display: 1/60.
    public var frameInterval: Double
    /// Seconds a run without `end` may go on after its last event while waiting to be idle. Spec: 10.
    public var settleLimit: Double
    /// The scenes the script's `scene` line may name (the built-in ones, then a user's).
    public var scenes: SceneRegistry

    /// Settings with the defaults of touch-script.md unless given.
    public init(
        optionOverrides: [(key: String, value: String)] = [], device: DeviceSpec? = nil,
        frameInterval: Double = 1.0 / 60, settleLimit: Double = 10, scenes: SceneRegistry = .builtIn,
        iosVersion: Int? = nil, whatIfEdits: [WhatIfEdit] = [], safeArea: DeviceSafeArea? = nil
    ) {
        self.safeArea = safeArea
        self.whatIfEdits = whatIfEdits
        self.iosVersion = iosVersion
        self.scenes = scenes
        self.optionOverrides = optionOverrides
        self.device = device
        self.frameInterval = frameInterval
        self.settleLimit = settleLimit
    }
}

/// Why a replay could not be set up (the script itself already parsed).
public enum ReplayError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The script has no `scene` line and none was given.
    case noScene
    /// The scene refused its options (an override with an unknown key or value, an `open` out of range).
    case scene(String)
    /// The frame interval is not a positive number of seconds.
    case invalidFrameInterval(Double)

    /// The message naming what is wrong.
    public var description: String {
        switch self {
        case .noScene: "the script names no scene; add a line such as 'scene taps'"
        case .scene(let message): message
        case .invalidFrameInterval(let value): "invalid frame interval \(value); expected seconds > 0"
        }
    }
}
