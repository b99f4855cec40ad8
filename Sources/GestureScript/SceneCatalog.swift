/// The scenes and options a touch script (or the command line) may name, for validation.
///
/// The parser takes a catalog so that `scene nosuch` or `set pop=bogus` is a positioned error before anything
/// runs. The scenes build it (`SceneRegistry.catalog`), so it is always the list of scenes that can run.
public struct SceneCatalog: Hashable, Sendable {
    /// One scene: its stable name and the options it understands.
    public struct SceneEntry: Hashable, Sendable {
        /// The scene's stable name (`photos`, `navigation`, ...).
        public var name: String
        /// One line for `gesturelab scenes`.
        public var summary: String
        /// The options in display order.
        public var options: [OptionSpec]
        /// The recognizers' stable names (`page.N.pan` patterns allowed: N stands for any index), for `expect`
        /// lines; nil when the scene does not declare them (then any name is accepted).
        public var recognizers: [String]? = nil
        /// The scroll views' stable names (patterns allowed); nil when not declared.
        public var scrollViews: [String]? = nil
        /// The actions' names; nil when not declared.
        public var actions: [String]? = nil

        /// A scene entry named `name` with its options.
        public init(name: String, summary: String = "", options: [OptionSpec]) {
            self.name = name
            self.summary = summary
            self.options = options
        }

        /// The option with this key, if the scene has one.
        public func option(_ key: String) -> OptionSpec? { options.first { $0.key == key } }
    }

    /// One option: `key=value`, with the values it accepts.
    public struct OptionSpec: Hashable, Sendable {
        /// What values an option accepts.
        public enum Kind: Hashable, Sendable {
            /// Exactly one of these words.
            case choice([String])
            /// A decimal integer (`-?[0-9]+`) within the range.
            case integer(ClosedRange<Int>)
            /// Any non-empty text without spaces.
            case text
        }

        /// The key as written in scripts: `pop`, `dismiss-style`.
        public var key: String
        /// The accepted values.
        public var kind: Kind
        /// The value in effect when the option is not given; empty when "not given" is itself the default
        /// (as `open`: no viewer).
        public var defaultValue: String
        /// One line for `gesturelab scenes`.
        public var summary: String
        /// Start options (`open=N`, `start=root`) shape the scene when it is built; others apply live too.
        public var isStartOption: Bool

        /// An option `key` of `kind`, defaulting to `defaultValue`.
        public init(key: String, kind: Kind, defaultValue: String, summary: String = "", isStartOption: Bool = false) {
            self.key = key
            self.kind = kind
            self.defaultValue = defaultValue
            self.summary = summary
            self.isStartOption = isStartOption
        }

        /// A choice option when `values` is given; free-form text (`.text`) when nil.
        public init(key: String, values: [String]?, defaultValue: String, summary: String = "") {
            self.init(key: key, kind: values.map { .choice($0) } ?? .text, defaultValue: defaultValue, summary: summary)
        }

        /// The allowed words for a choice option; nil for free-form options.
        public var values: [String]? {
            if case .choice(let words) = kind { return words }
            return nil
        }

        /// Nil when `value` is acceptable; otherwise a message such as
        /// `invalid value 'x' for option 'pop'; expected system, per-page`.
        public func validate(_ value: String) -> String? {
            switch kind {
            case .choice(let words):
                if words.contains(value) { return nil }
                return "invalid value '\(value)' for option '\(key)'; expected \(words.joined(separator: ", "))"
            case .integer(let range):
                if let number = ScriptNumber.parseInteger(value), range.contains(number) { return nil }
                return "invalid value '\(value)' for option '\(key)'; expected an integer from "
                    + "\(range.lowerBound) to \(range.upperBound)"
            case .text:
                if !value.isEmpty, !value.unicodeScalars.contains(where: \.properties.isWhitespace) { return nil }
                return "invalid value '\(value)' for option '\(key)'; expected text without spaces"
            }
        }
    }

    /// The scenes in display order.
    public var scenes: [SceneEntry]

    /// A catalog of `scenes`, in listing order.
    public init(scenes: [SceneEntry]) {
        self.scenes = scenes
    }

    /// The scene names in display order.
    public var sceneNames: [String] { scenes.map(\.name) }

    /// The scene with this name, if any.
    public func scene(named name: String) -> SceneEntry? { scenes.first { $0.name == name } }

    /// Nil when `name` is a known scene; otherwise `unknown scene 'x'; known scenes: photos, ...`.
    public func validate(scene name: String) -> String? {
        if scene(named: name) != nil { return nil }
        return "unknown scene '\(name)'; known scenes: \(sceneNames.joined(separator: ", "))"
    }

    /// Nil when `key=value` is valid for `scene`; otherwise the message to show.
    ///
    /// With `scene` nil (a script without a `scene` line, or `--set` before the scene is known) the key must
    /// belong to some scene and the value must suit that key in at least one scene.
    public func validate(key: String, value: String, scene: String?) -> String? {
        switch check(key: key, value: value, scene: scene) {
        case .valid: return nil
        case .unknownScene(let message), .unknownKey(let message), .invalidValue(let message): return message
        }
    }

    /// The outcome of checking one option, telling the parser which part of `key=value` to point at.
    enum OptionCheck: Equatable {
        case valid
        case unknownScene(String)
        case unknownKey(String)
        case invalidValue(String)
    }

    func check(key: String, value: String, scene name: String?) -> OptionCheck {
        guard let name else { return checkInAnyScene(key: key, value: value) }
        guard let entry = scene(named: name) else {
            return .unknownScene(validate(scene: name) ?? "unknown scene '\(name)'")
        }
        guard let spec = entry.option(key) else {
            let known = entry.options.isEmpty ? "it has none" : entry.options.map(\.key).joined(separator: ", ")
            return .unknownKey("unknown option '\(key)' for scene '\(name)'; options: \(known)")
        }
        return spec.validate(value).map { .invalidValue($0) } ?? .valid
    }

    private func checkInAnyScene(key: String, value: String) -> OptionCheck {
        let specs = scenes.compactMap { $0.option(key) }
        guard let first = specs.first else {
            return .unknownKey("unknown option '\(key)'; no scene has it")
        }
        if specs.contains(where: { $0.validate(value) == nil }) { return .valid }
        return .invalidValue(first.validate(value) ?? "invalid value '\(value)' for option '\(key)'")
    }
}
