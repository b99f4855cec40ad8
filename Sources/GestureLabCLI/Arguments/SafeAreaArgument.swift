import ArgumentParser
import GestureScript

/// `--safe-area T,L,B,R`: the device's safe area in points (top, left, bottom, right), for `--device fit` and sizes
/// that are no device's (zero by default), or to replace a device's own.
struct SafeAreaArgument: ExpressibleByArgument, Equatable {
    /// The insets.
    let safeArea: DeviceSafeArea

    init?(argument: String) {
        guard let safeArea = DeviceSafeArea.parse(argument) else { return nil }
        self.safeArea = safeArea
    }
}
