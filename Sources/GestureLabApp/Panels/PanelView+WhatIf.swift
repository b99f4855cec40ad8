import GestureScript

extension PanelView {
    // MARK: Edit controls

    /// The recognizers table's first cell: "edit" opens the recognizer's controls below the table, "close" shuts
    /// them. A full-size button (not a small one): the panels' ui-scale makes it a finger's size on a tablet.
    mutating func editButton(for name: String, index: Int) {
        UI.nextColumn()
        let isOpen = state.editing == name
        UI.pushID(index)
        if UI.button(isOpen ? "close##\(name)" : "edit##\(name)") {
            state.editing = isOpen ? nil : name
            state.revealsEditor = !isOpen
        }
        UI.popID()
        UI.tooltipIfHovered("what-if edits of \(name): disable, require to fail, simultaneous...")
    }

    /// The open recognizer's what-if controls, under the recognizers table: each edit a checkbox (on: in force),
    /// the partners wrapped onto as many lines as the column needs. Checkboxes are a frame high, which the panels'
    /// ui-scale (and the floating panels' touch padding) makes a finger's size.
    mutating func editControls(for name: String) {
        let edits = model.whatIfEdits
        UI.separator()
        UI.text("What-if edits of \(name)", color: PanelStyle.accent)
        UI.sameLine()
        if UI.button("Done##whatif-done") { state.editing = nil }
        editCheckboxes(WhatIfMenu.plainEdits(for: name), edits: edits, label: Self.plainLabel)
        let names = model.recognizerNames
        UI.text("Require to fail:", color: PanelStyle.dim)
        editCheckboxes(WhatIfMenu.requireEdits(for: name, among: names), edits: edits) { $0.partner ?? "" }
        UI.text("Simultaneous with:", color: PanelStyle.dim)
        editCheckboxes(WhatIfMenu.simultaneousEdits(for: name, among: names), edits: edits) { $0.partner ?? "" }
        UI.separator()
        // Opened below the table, possibly below the panel's edge (a tablet's floating panels): brought into view.
        if state.revealsEditor {
            UI.scrollToLastItem(1)
            state.revealsEditor = false
        }
    }

    private static func plainLabel(_ edit: WhatIfEdit) -> String {
        switch edit.kind {
        case .disabled: "Disable"
        case .shouldBegin: "shouldBegin no"
        case .receivesNo: "receives no"
        default: edit.description
        }
    }

    /// One checkbox per edit, wrapped; ticking adds the edit, unticking removes it.
    private mutating func editCheckboxes(
        _ choices: [WhatIfEdit], edits: [WhatIfEdit], label: (WhatIfEdit) -> String
    ) {
        guard !choices.isEmpty else {
            UI.disabled("  no other recognizer")
            return
        }
        let labels = choices.map { "\(label($0))##\($0)" }
        for line in Self.wrap(labels.map(UI.radioWidth), into: UI.contentWidth, spacing: UI.itemSpacing) {
            for (j, index) in line.enumerated() {
                if j > 0 { UI.sameLine() }
                let edit = choices[index]
                if let on = UI.checkbox(labels[index], edits.contains(edit)) {
                    let changed =
                        on ? WhatIfMenu.adding(edit, to: edits) : edits.filter { $0 != edit }
                    actions.append(.setWhatIfEdits(changed))
                }
            }
        }
    }

    // MARK: Edits in force

    /// The edits in force, each with a remove button; Clear, Copy as `whatif` lines, and the side-by-side toggle.
    mutating func whatIfSection() {
        let edits = model.whatIfEdits
        if edits.isEmpty {
            UI.wrapped(
                "none: the scene runs as its code says; \"edit\" on a recognizer adds one.", color: PanelStyle.dim)
        }
        for (index, edit) in edits.enumerated() {
            UI.pushID(index)
            if UI.button("x##remove \(edit)") {
                actions.append(.setWhatIfEdits(WhatIfMenu.removing(at: index, from: edits)))
            }
            UI.tooltipIfHovered("remove this edit (the scene starts again)")
            UI.sameLine()
            UI.text(edit.description, color: PanelStyle.fix)
            UI.popID()
        }
        if !edits.isEmpty {
            if UI.button("Clear") { actions.append(.setWhatIfEdits([])) }
            UI.sameLine()
            if UI.button("Copy as whatif lines") {
                state.copiedLines = WhatIfMenu.scriptLines(edits)
                actions.append(.copyWhatIfLines)
            }
            if state.copiedLines == WhatIfMenu.scriptLines(edits) {
                UI.sameLine()
                UI.text("copied", color: PanelStyle.fix)
            }
        }
        switch model.compare {
        case .option(let key):
            UI.disabled("comparing \(key): the edits run on both sides")
        case .none, .withoutEdits:
            let on = model.compare == .withoutEdits
            if let value = UI.checkbox("Compare without edits (left) and with them (right)", on) {
                actions.append(.compareWithoutEdits(value))
            }
        }
    }
}
