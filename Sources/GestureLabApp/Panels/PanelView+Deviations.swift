import GestureUIKit

extension PanelView {
    /// The deviations from UIKit the run exercised (kit members whose doc comment says "Deviation:"): the member,
    /// what the kit does, and when it was first exercised; what UIKit does in the tooltip. A reproduction that leans
    /// on one may not behave so on a device.
    func deviationsSection() {
        for record in model.deviations {
            UI.text(record.member, color: PanelStyle.color(of: .failed))
            UI.tooltipIfHovered("UIKit: \(record.uikit)")
            let times = record.count == 1 ? "" : ", \(record.count) times"
            UI.wrapped(
                "the kit: \(record.kit) (first at \(DeviationRecord.seconds(record.firstTime)) s\(times))",
                color: PanelStyle.dim)
        }
    }
}
