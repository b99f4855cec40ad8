import GestureScript

/// What the panels' edit controls offer for a recognizer and how a choice changes the edits in force (pure: the
/// panel draws the choices, the app puts the resulting list in force with `SceneHost.setWhatIfEdits`).
enum WhatIfMenu {
    /// The edits that take no partner, in the order the panel shows them: disable, shouldBegin no, receives no.
    static func plainEdits(for name: String) -> [WhatIfEdit] {
        [WhatIfEdit(name, .disabled), WhatIfEdit(name, .shouldBegin(nil)), WhatIfEdit(name, .receivesNo)]
    }

    /// `name requires OTHER` for every other recognizer in `names`, in their order.
    static func requireEdits(for name: String, among names: [String]) -> [WhatIfEdit] {
        partners(of: name, in: names).map { WhatIfEdit(name, .requires($0)) }
    }

    /// `name simultaneous OTHER` for every other recognizer in `names`, in their order.
    static func simultaneousEdits(for name: String, among names: [String]) -> [WhatIfEdit] {
        partners(of: name, in: names).map { WhatIfEdit(name, .simultaneous($0)) }
    }

    private static func partners(of name: String, in names: [String]) -> [String] {
        var seen = Set<String>()
        return names.filter { $0 != name && seen.insert($0).inserted }
    }

    /// `edits` with `edit` at the end; unchanged when it is already there. A `shouldBegin` edit replaces the
    /// subject's earlier one, since only the first would be asked (`WhatIfEditor.shouldBegin`).
    static func adding(_ edit: WhatIfEdit, to edits: [WhatIfEdit]) -> [WhatIfEdit] {
        guard !edits.contains(edit) else { return edits }
        var result = edits
        if case .shouldBegin = edit.kind {
            result.removeAll { other in
                if case .shouldBegin = other.kind { return other.subject == edit.subject }
                return false
            }
        }
        result.append(edit)
        return result
    }

    /// `edits` without the one at `index` (unchanged when out of range).
    static func removing(at index: Int, from edits: [WhatIfEdit]) -> [WhatIfEdit] {
        guard edits.indices.contains(index) else { return edits }
        var result = edits
        result.remove(at: index)
        return result
    }

    /// The edits as touch-script lines, one `whatif EDIT` a line, each ending in a newline (empty for none).
    static func scriptLines(_ edits: [WhatIfEdit]) -> String {
        edits.map { "whatif \($0)\n" }.joined()
    }
}
