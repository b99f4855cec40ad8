import GestureScript

/// `--whatif "EDIT"` values (repeatable), parsed once the scene is known so their names are checked against it.
public enum WhatIfFlag {
    /// The edits `texts` give, for `scene`; a bad one is an error naming the flag, its value and the column.
    public static func parse(
        _ texts: [String], scene: String?, catalog: SceneCatalog
    ) throws(CommandLineError) -> [WhatIfEdit] {
        let entry = scene.flatMap { catalog.scene(named: $0) }
        var edits: [WhatIfEdit] = []
        for text in texts {
            do {
                edits.append(try WhatIfEdit.parse(text, scene: entry))
            } catch {
                throw CommandLineError("--whatif \"\(text)\": column \(error.column): \(error.message)")
            }
        }
        return edits
    }
}
