import ArgumentParser
import GestureScript

/// `--ios 18|26`: the iOS version the model behaves as, overriding a script's `ios` line.
struct IOSArgument: ExpressibleByArgument, Equatable {
    /// The version (one of `IOSVersion.supported`).
    let version: Int

    init?(argument: String) {
        guard let version = IOSVersion.parse(argument) else { return nil }
        self.version = version
    }

    /// Lists the versions in `--help` and in the "invalid value" message.
    static var allValueStrings: [String] { IOSVersion.supported.map(String.init) }
}
