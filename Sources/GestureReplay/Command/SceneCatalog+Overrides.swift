import GestureScript

extension SceneCatalog {
    /// Checks `--set` and `--compare` values against `scene` (or any scene when nil).
    ///
    /// The flags are parsed by the command line (GestureLabCLI's argument types); whether a value suits a scene
    /// is known only once the scene is, which for `replay` is after the script is read, so this check is here.
    public func validate(
        overrides: [(key: String, value: String)], compare: (key: String, values: [String])?, scene: String?
    ) throws(CommandLineError) {
        for (key, value) in overrides {
            if let message = validate(key: key, value: value, scene: scene) {
                throw CommandLineError("--set \(key)=\(value): \(message)")
            }
        }
        guard let compare else { return }
        for value in compare.values {
            if let message = validate(key: compare.key, value: value, scene: scene) {
                throw CommandLineError("--compare \(compare.key)=\(value): \(message)")
            }
        }
    }
}
