extension PanelView {
    /// The UI scale setting: smaller, larger (steps of 0.25, from 0.5 to 4) and Auto (the display's DPI).
    mutating func touchSection() {
        UI.wrapped("The size of the panels and the touch toolbar. Auto follows the display's DPI (96 dpi = 1).")
        UI.text("UI scale \(PanelStyle.number(uiScale, 2))")
        UI.sameLine()
        if UI.button(" - "), uiScale > 0.5 { actions.append(.setUIScale(max(0.5, uiScale - 0.25))) }
        UI.sameLine()
        if UI.button(" + "), uiScale < 4 { actions.append(.setUIScale(min(4, uiScale + 0.25))) }
        UI.sameLine()
        if UI.button("Auto") { actions.append(.setUIScale(nil)) }
        UI.disabled("Drag content to scroll; drag the title bar to move the panels to the other side.")
    }
}
