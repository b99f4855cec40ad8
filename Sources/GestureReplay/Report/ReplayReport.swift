import GestureUIKit
import GestureScenes
import GestureScript

/// What a headless replay produced: the run's settings, every recognizer transition and scene action, and the
/// final state (touch-script.md, "Report").
///
/// `json` gives the contract's exact shape and key order; `text` is what `--report` writes.
public struct ReplayReport: Sendable {
    /// One recognizer state change, as the report lists it.
    public struct Transition: Sendable, Equatable {
        /// Seconds of virtual time.
        public var time: Double
        /// The recognizer's name.
        public var recognizer: String
        /// The state it left.
        public var from: GestureRecognizerState
        /// The state it entered.
        public var to: GestureRecognizerState
        /// Why: the UIKit rule and its operands, as the environment recorded them.
        package var cause: GestureReason

        /// Why, as the report writes it: the cause's text.
        public var reason: String { cause.description }

        /// A transition of `recognizer` at `time`, for `reason` given in words.
        public init(
            time: Double, recognizer: String, from: GestureRecognizerState, to: GestureRecognizerState,
            reason: String
        ) {
            self.init(
                time: time, recognizer: recognizer, from: from, to: to, cause: .reported(.described(reason)))
        }

        /// A transition of `recognizer` at `time`, for `cause`.
        package init(
            time: Double, recognizer: String, from: GestureRecognizerState, to: GestureRecognizerState,
            cause: GestureReason
        ) {
            self.time = time
            self.recognizer = recognizer
            self.from = from
            self.to = to
            self.cause = cause
        }

        /// The report's view of a diagnostics record.
        package init(_ record: TransitionRecord) {
            self.init(
                time: record.time, recognizer: record.recognizer, from: record.from, to: record.to,
                cause: record.reason)
        }
    }

    /// An image that could not be read (or a path that could not be scanned): not a failure, but listed.
    public struct ImageProblem: Sendable, Equatable {
        /// The image's file name, or the path given when the path itself was the problem.
        public var image: String
        /// What went wrong reading it.
        public var message: String

        /// A problem with `image`.
        public init(image: String, message: String) {
            self.image = image
            self.message = message
        }
    }

    /// A deviation from UIKit the run exercised (a kit member whose doc comment says "Deviation:"): the member,
    /// what UIKit does, what the kit does, and when the run first exercised it.
    public struct Deviation: Sendable, Equatable {
        /// The member in its UIKit spelling (`UILongPressGestureRecognizer.numberOfTapsRequired`).
        public var member: String
        /// What UIKit does.
        public var uikit: String
        /// What the kit does instead.
        public var kit: String
        /// Seconds of virtual time at the first exercise.
        public var firstTime: Double
        /// How many times the run exercised it.
        public var count: Int

        /// A deviation of `member` first exercised at `firstTime`.
        public init(member: String, uikit: String, kit: String, firstTime: Double, count: Int = 1) {
            self.member = member
            self.uikit = uikit
            self.kit = kit
            self.firstTime = firstTime
            self.count = count
        }

        /// The report's view of a window's record.
        package init(_ record: DeviationRecord) {
            self.init(
                member: record.member, uikit: record.uikit, kit: record.kit, firstTime: record.firstTime,
                count: record.count)
        }

        /// The line `replay`, `test` and `fix` print to standard error:
        /// `warning: deviation: MEMBER: UIKit: ...; the kit: ... (first at T s)`.
        public var warning: String {
            "warning: deviation: \(member): UIKit: \(uikit); the kit: \(kit) (first at \(DeviationRecord.seconds(firstTime)) s)"
        }

    }

    /// The scene's stable name.
    public var scene: String
    /// Every option's value at the end of the run, in the scene's order.
    public var options: [(key: String, value: String)]
    /// The device the run used (points and scale).
    public var device: DeviceSpec
    /// The iOS version a script's `ios` line or `--ios` set; nil (not written: iOS 18) when neither did.
    public var ios: Int?
    /// The what-if edits in force (`whatif` lines, then `--whatif`), canonical text; not written when none.
    public var whatIf: [String] = []
    /// Seconds: the `end` time, or when the run became idle.
    public var end: Double
    /// Every recognizer state change, in order.
    public var transitions: [Transition]
    /// Every action the scene reported, in order.
    public var actions: [SceneAction]
    /// The screen on top at `end`.
    public var screen: String
    /// How many screens are stacked at `end` (1: the root).
    public var navigationDepth: Int
    /// Every live scroll view at `end`, in the scene's order.
    public var scrollViews: [ScrollViewReport]
    /// Written only when not empty.
    public var errors: [ImageProblem]
    /// The script's `expect` lines as checked; written only when the script has any.
    public var expectations: [ExpectationResult]
    /// The deviations from UIKit the run exercised, in the order of their first exercise; written only when there
    /// are any.
    public var deviations: [Deviation] = []
    /// What UIKit would have printed to the console during the run (Auto Layout's "Unable to simultaneously satisfy
    /// constraints" and the like), in order; written only when there is any.
    public var console: [String] = []

    /// A report of a finished run.
    public init(
        scene: String, options: [(key: String, value: String)], device: DeviceSpec, ios: Int? = nil,
        whatIf: [String] = [], end: Double,
        transitions: [Transition], actions: [SceneAction], screen: String, navigationDepth: Int,
        scrollViews: [ScrollViewReport], errors: [ImageProblem] = [], expectations: [ExpectationResult] = [],
        deviations: [Deviation] = [], console: [String] = []
    ) {
        self.scene = scene
        self.options = options
        self.device = device
        self.ios = ios
        self.whatIf = whatIf
        self.end = end
        self.transitions = transitions
        self.actions = actions
        self.screen = screen
        self.navigationDepth = navigationDepth
        self.scrollViews = scrollViews
        self.errors = errors
        self.expectations = expectations
        self.deviations = deviations
        self.console = console
    }

    /// The warning lines of `reports`' deviations, each once (a compare run's runs share most).
    public static func deviationWarnings(_ reports: [ReplayReport]) -> [String] {
        var seen = Set<String>()
        return reports.flatMap(\.deviations).map(\.warning).filter { seen.insert($0).inserted }
    }
}
