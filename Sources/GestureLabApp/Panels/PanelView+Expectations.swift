import GestureReplay

extension PanelView {
    /// The replayed script's `expect` lines as they are checked: line, text, green when it held, red with what
    /// was there when it did not; the ones still to come, dimmed, after them.
    func expectationsSection() {
        let checked = model.expectations.checked
        for result in checked {
            let mark = result.passed ? "pass" : "FAIL"
            UI.text(
                "\(mark)  line \(result.line): \(result.text)",
                color: result.passed ? PanelStyle.fix : PanelStyle.color(of: .failed))
            UI.tooltipIfHovered(result.passed ? "got \(result.actual)" : result.message)
            if !result.passed { UI.wrapped("got \(result.actual)", color: PanelStyle.dim) }
        }
        let waiting = model.expectations.total - checked.count
        if waiting > 0 { UI.disabled("\(waiting) still to check") }
    }
}
