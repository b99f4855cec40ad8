import Foundation

/// A scene of your own: a view controller tree in UIKit's names, with options that switch a fix on and off.
///
/// Register it with `GestureLab.main(scenes: [MyScene.self])`; scripts then say `scene <name>`. The window,
/// the panels, replay, recording, compare and `test` all work on it as on the built-in scenes. The report
/// names views by `accessibilityIdentifier`, recognizers by `name` (else `<view name>.<kind>`), and
/// `final.screen` is the top view controller's `title`.
public protocol LabScene: AnyObject {
    /// The name scripts use (`scene swipe-back`): lowercase words joined by dashes.
    static var name: String { get }
    /// One sentence for the panels and `scenes`.
    static var summary: String { get }
    /// The options; the first is the main fix (key F): its default is the fixed value.
    static var options: [LabOption] { get }
    /// A short title for the panels' header and `scenes` (default: the summary, else the name).
    static var title: String { get }
    /// The problem in two sentences for the fixes panel (default: the summary).
    static var problem: String { get }
    /// The actions the scene reports, for `scenes` and the panels (default: none listed).
    static var actions: [String] { get }
    /// The option key F flips, with its broken and fixed values (default: the first option, from its
    /// `brokenValue` to its default).
    static var mainFix: (key: String, broken: String, fixed: String)? { get }
    /// Builds the scene's state; `lab` gives the options, the device and the images.
    init(lab: LabContext)
    /// The root of what the scene shows, at the device's size.
    func makeRootViewController() -> UIViewController
    /// An option changed live. The default rebuilds the scene from scratch with the new value.
    func optionDidChange(_ key: String, to value: String)
    /// Values of start options (`LabOption.isStartOption`) that rebuild the scene where the person is now,
    /// used when the window rebuilds it at a new size (default: none).
    var resumeOptions: [(key: String, value: String)] { get }
    /// A start option changed live (the panels, the host's API): true when the scene went there itself (the
    /// photos scene opens photo N), false to refuse the change (the default: start options are read once).
    func startOptionDidChange(_ key: String, to value: String) -> Bool
    /// The recognizer names scripts may use, patterns such as `page.N.pan` included, when a build with no
    /// images can't show them all (default: empty, found by building the scene once per option value).
    static var recognizerNames: [String] { get }
    /// The scroll view names scripts may use (default: empty, found by building the scene).
    static var scrollViewNames: [String] { get }
    /// The window the scene is shown in, of the device's `frame` (default: a `UIWindow`): return your `UIWindow`
    /// subclass (`TouchVisualizerWindow(frame: frame)`) to have its `sendEvent(_:)`, `hitTest(_:with:)` and
    /// `layoutSubviews()` run as the scene's window, as an app's scene delegate makes its window on iOS.
    static func makeWindow(frame: CGRect) -> UIWindow
}

extension LabScene {
    /// Default: no summary.
    public static var summary: String { "" }
    /// Default: no options.
    public static var options: [LabOption] { [] }
    /// Default: the summary, else the name.
    public static var title: String { summary.isEmpty ? name : summary }
    /// Default: the summary.
    public static var problem: String { summary }
    /// Default: none listed (the report still has every action reported).
    public static var actions: [String] { [] }
    /// Default: the first option, from its `brokenValue` to its default.
    public static var mainFix: (key: String, broken: String, fixed: String)? {
        options.first.map { ($0.key, $0.brokenValue, $0.defaultValue) }
    }
    /// Default: none.
    public var resumeOptions: [(key: String, value: String)] { [] }
    /// Default: refused.
    public func startOptionDidChange(_ key: String, to value: String) -> Bool { false }
    /// Default: found by building the scene.
    public static var recognizerNames: [String] { [] }
    /// Default: found by building the scene.
    public static var scrollViewNames: [String] { [] }
    /// Default: a plain `UIWindow`.
    public static func makeWindow(frame: CGRect) -> UIWindow { UIWindow(frame: frame) }

    /// The default: rebuild the scene (a new instance and a new root view controller) with the new value.
    public func optionDidChange(_ key: String, to value: String) {
        LabOptionChange.current?.rebuild = true
    }
}

/// One live option change: the scene host asks the scene, and the default `optionDidChange` answers "rebuild me".
public final class LabOptionChange: @unchecked Sendable {
    /// Set by the default `optionDidChange`.
    public var rebuild = false

    /// A change nobody has answered yet.
    public init() {}

    /// The change being applied, bound by the host around its call to `optionDidChange`.
    @TaskLocal public static var current: LabOptionChange?
}

/// One option of a `LabScene`: `key=value` in scripts, `--set` and the panels.
public struct LabOption: Sendable, Equatable {
    /// The key (`fix`).
    public let key: String
    /// The values it takes, in display order.
    public let values: [String]
    /// The value when not given.
    public let defaultValue: String
    /// One line for the panels and `scenes`.
    public let summary: String
    /// True for an option read only when the scene is built (`scene NAME key=value`): a live change to
    /// another value is refused.
    public var isStartOption = false
    /// For an integer option (`LabOption.integer`), the range its value is in; nil for a choice (then
    /// `values` lists what it takes).
    public var integerRange: ClosedRange<Int>?
    /// False for a start option that says where the scene opens (a photo, a page) rather than how it behaves:
    /// the report's `options` and the panels' values leave it out (`resumeOptions` still carries it).
    public var isReported = true

    /// A choice among `values`; `default` must be one of them.
    public static func choice(
        _ key: String, _ values: [String], default defaultValue: String,
        summary: String = ""
    ) -> LabOption {
        LabOption(key: key, values: values, defaultValue: defaultValue, summary: summary)
    }

    /// A choice read only when the scene starts (a start screen, a start page): scripts give it on the
    /// `scene` line; changing it live is refused.
    public static func start(
        _ key: String, _ values: [String], default defaultValue: String,
        summary: String = ""
    ) -> LabOption {
        var option = LabOption(key: key, values: values, defaultValue: defaultValue, summary: summary)
        option.isStartOption = true
        return option
    }

    /// A whole number in `range` (`open=3`); with a nil `default` the option is unset until given (the scene
    /// reads an empty string). `start` makes it a start option (given on the `scene` line only); `reported`
    /// false leaves it out of the report's options (`isReported`).
    public static func integer(
        _ key: String, in range: ClosedRange<Int>, default defaultValue: Int? = nil,
        start: Bool = false, reported: Bool = true, summary: String = ""
    ) -> LabOption {
        var option = LabOption(
            key: key, values: [], defaultValue: defaultValue.map(String.init) ?? "",
            summary: summary)
        option.integerRange = range
        option.isStartOption = start
        option.isReported = reported
        return option
    }

    /// An on/off switch (values `off`, `on`).
    public static func toggle(_ key: String, default defaultValue: Bool, summary: String = "") -> LabOption {
        LabOption(key: key, values: ["off", "on"], defaultValue: defaultValue ? "on" : "off", summary: summary)
    }

    /// The value the main-fix key (F) switches away from the default to: the first value that is not it.
    public var brokenValue: String { values.first { $0 != defaultValue } ?? defaultValue }
}
