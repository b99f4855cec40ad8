import GestureScript

/// `gesturelab test --set` and `--whatif` values, each put in force only in the scripts whose scene it belongs to.
///
/// A folder of scripts holds several scenes; an option or an edit names one scene's options, recognizers and scroll
/// views. So `--set key=value` applies to the scripts whose scene has the option `key`, and `--whatif EDIT` to the
/// scripts whose scene declares the names the edit uses (or declares none, as a user's scene may not); the other
/// scripts run as written. A value that fits no script at all is a usage error, checked before anything runs.
public struct ScriptTestFlags: Sendable {
    /// `--set key=value`, in the order given (later entries win, as for `replay`).
    public var overrides: [(key: String, value: String)]
    /// `--whatif EDIT` texts, in the order given.
    public var whatIf: [String]

    /// The flags as given on the command line.
    public init(overrides: [(key: String, value: String)] = [], whatIf: [String] = []) {
        self.overrides = overrides
        self.whatIf = whatIf
    }

    /// What applies to a script of one scene: its overrides and its edits (parsed), and the edits' texts.
    public struct Scoped: Sendable {
        /// The `--set` values whose key the scene has.
        public var overrides: [(key: String, value: String)] = []
        /// The `--whatif` edits whose names the scene declares, parsed against it.
        public var edits: [WhatIfEdit] = []
        /// Those edits as given, for a rerun of the script (`test --artifacts` records it).
        public var whatIfTexts: [String] = []
    }

    /// The flags that belong to `scene`; an option the scene has with a value it refuses is an error.
    public func scoped(to scene: String?, catalog: SceneCatalog) throws(CommandLineError) -> Scoped {
        var result = Scoped()
        guard let scene, let entry = catalog.scene(named: scene) else { return result }
        for (key, value) in overrides where entry.option(key) != nil {
            if let message = catalog.validate(key: key, value: value, scene: scene) {
                throw CommandLineError("--set \(key)=\(value): \(message)")
            }
            result.overrides.append((key, value))
        }
        for text in whatIf {
            guard let edit = try? WhatIfEdit.parse(text, scene: entry) else { continue }
            result.edits.append(edit)
            result.whatIfTexts.append(text)
        }
        return result
    }

    /// Checks every value against the scenes of the scripts that will run (`scenes`, the scenes their `scene` lines
    /// name): an edit that does not parse, an option or edit that fits none of them, or a value one of them refuses.
    public func validate(scenes: Set<String>, catalog: SceneCatalog) throws(CommandLineError) {
        let entries = scenes.sorted().compactMap { catalog.scene(named: $0) }
        for (key, value) in overrides {
            let owners = entries.filter { $0.option(key) != nil }
            guard !owners.isEmpty else {
                let names = entries.map { "'\($0.name)'" }.joined(separator: ", ")
                throw CommandLineError("--set \(key)=\(value): no script's scene (\(names)) has the option '\(key)'")
            }
            for owner in owners {
                if let message = catalog.validate(key: key, value: value, scene: owner.name) {
                    throw CommandLineError("--set \(key)=\(value): \(message)")
                }
            }
        }
        for text in whatIf {
            do {
                _ = try WhatIfEdit.parse(text)
            } catch {
                throw CommandLineError("--whatif \"\(text)\": column \(error.column): \(error.message)")
            }
            var firstProblem: ScriptError?
            var fits = false
            for entry in entries {
                do {
                    _ = try WhatIfEdit.parse(text, scene: entry)
                    fits = true
                } catch {
                    firstProblem = firstProblem ?? error
                }
            }
            // No script's scene has these names: the first scene's complaint, with the names it has closest first.
            if !fits, let firstProblem {
                throw CommandLineError("--whatif \"\(text)\": column \(firstProblem.column): \(firstProblem.message)")
            }
        }
    }

    /// The scenes that `paths`' `scene` lines name, for `validate(scenes:catalog:)`; a script that does not parse is
    /// left out (the run reports it).
    public static func scenes(of paths: [String], catalog: SceneCatalog) -> Set<String> {
        Set(paths.compactMap { try? TouchScriptParser.parseFile(path: $0, catalog: catalog).scene })
    }
}
