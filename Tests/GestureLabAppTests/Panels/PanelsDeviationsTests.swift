import Foundation
import GestureUIKit
import GestureScenes
import Testing
@testable import GestureLabApp

@Suite("Panels: the deviations the run exercised")
struct PanelsDeviationsTests {
    @Test("the taps card's spring back after a drag is a deviation the model lists, with its first time")
    func springAfterDrag() throws {
        let fixture = try PanelFixture(scene: "taps")
        #expect(fixture.model.deviations.isEmpty)
        fixture.drag(from: CGPoint(x: 195, y: 422), by: CGPoint(x: 0, y: -150))
        let members = fixture.model.deviations.map(\.member)
        #expect(
            members.contains(
                "UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:"
                    + "completion:)"), "\(members)")
        #expect(fixture.model.deviations.allSatisfy { $0.firstTime > 0 })
    }
}
