import Foundation
import GestureScenes
import GestureScript
import GestureUIKit
import Testing
@testable import GestureReplay

/// The device's safe area reaches the scene: a list under the navigation scene's bar rests below the status bar and
/// the bar, whatever the device says they are.
@Suite("The device's safe area in a replay")
struct DeviceSafeAreaReplayTests {
    private func restingOffset(_ script: String, safeArea: DeviceSafeArea? = nil) throws -> CGFloat? {
        let report = try ReplaySession(
            script: parse(script), images: ImageCatalog([]), settings: ReplaySettings(safeArea: safeArea)
        ).run()
        return report.scrollViews.first { $0.name == "list" }?.contentOffset.y
    }

    @Test("390x844: status bar 47 and bar 44, the albums list rests at -91")
    func defaultDevice() throws {
        #expect(try restingOffset("scene navigation start=root\n0.1 end\n") == -91)
    }

    @Test("375x667 (iPhone 8): status bar 20, it rests at -64")
    func iPhone8() throws {
        #expect(try restingOffset("scene navigation start=root\ndevice 375x667@2\n0.1 end\n") == -64)
    }

    @Test("--safe-area replaces the device's: none at all leaves the bar's 44")
    func overridden() throws {
        #expect(try restingOffset("scene navigation start=root\n0.1 end\n", safeArea: .zero) == -44)
    }

    @Test("a size that is no device's has no safe area; the presets have their device's, landscape too")
    func presets() {
        #expect(DeviceSpec(width: 400, height: 700).safeArea == .zero)
        #expect(DeviceSpec.default.safeArea == DeviceSafeArea(top: 47, bottom: 34))
        #expect(DeviceSpec(width: 844, height: 390).safeArea == DeviceSafeArea(left: 47, bottom: 21, right: 47))
        #expect(DeviceSafeArea.parse("47,0,34,0") == DeviceSafeArea(top: 47, bottom: 34))
        #expect(DeviceSafeArea.parse("47,0,34") == nil)
        #expect(DeviceSafeArea.parse("47,0,-34,0") == nil)
    }
}
