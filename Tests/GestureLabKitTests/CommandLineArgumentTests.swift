import GestureScript
import Testing
@testable import GestureLabCLI

/// The command line's own argument types (ArgumentParser's `ExpressibleByArgument`): what each accepts and refuses.
@Suite("Command-line arguments")
struct CommandLineArgumentTests {
    @Test("a device is WxH[@S] or fit[@S], with fit's scale from 0.5 to 4")
    func device() {
        #expect(DeviceArgument(argument: "390x844@3") == .size(DeviceSpec(width: 390, height: 844, scale: 3)))
        #expect(DeviceArgument(argument: "fit") == .fit(scale: 1))
        #expect(DeviceArgument(argument: "fit@2") == .fit(scale: 2))
        #expect(DeviceArgument(argument: "fit@2")?.device == nil)
        for bad in ["12", "fit@9", "fit@0.4", "fitt", "390x844@0", ""] {
            #expect(DeviceArgument(argument: bad) == nil, "\(bad)")
        }
    }

    @Test("--set takes key=value split at the first equals sign; either side empty is refused")
    func assignment() {
        let pair = OptionAssignment(argument: "a=b=c")
        #expect(pair?.key == "a")
        #expect(pair?.value == "b=c")
        for bad in ["=x", "x=", "x", ""] { #expect(OptionAssignment(argument: bad) == nil, "\(bad)") }
    }

    @Test("--compare takes two or more non-empty values")
    func comparison() {
        #expect(OptionComparison(argument: "pop=system,per-page")?.values == ["system", "per-page"])
        for bad in ["pop=system", "pop=a,", "pop=,b", "=a,b", "pop"] {
            #expect(OptionComparison(argument: bad) == nil, "\(bad)")
        }
    }

    @Test("--ui-scale is auto or a number from 0.5 to 4")
    func uiScale() {
        #expect(UIScaleArgument(argument: "auto") == .auto)
        #expect(UIScaleArgument(argument: "1.5")?.scale == 1.5)
        for bad in ["huge", "0.4", "5", ""] { #expect(UIScaleArgument(argument: bad) == nil, "\(bad)") }
    }
}
