/// A device's safe area in points, by edge: what the status bar, the sensor housing and the home indicator cover.
///
/// Written `T,L,B,R` on the command line (`--safe-area 47,0,34,0`). The known device sizes have their device's
/// (`preset(width:height:)`); any other size has none unless given.
public struct DeviceSafeArea: Hashable, Sendable, CustomStringConvertible {
    /// Points at the top.
    public var top: Double
    /// Points at the left.
    public var left: Double
    /// Points at the bottom.
    public var bottom: Double
    /// Points at the right.
    public var right: Double

    /// A safe area of these insets (each 0 unless given).
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
    }

    /// No safe area: the whole screen is safe.
    public static let zero = DeviceSafeArea()

    /// Parses `T,L,B,R` (`47,0,34,0`): four numbers, none negative; nil otherwise.
    public static func parse(_ text: String) -> DeviceSafeArea? {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 4 else { return nil }
        var values: [Double] = []
        for part in parts {
            guard let value = ScriptNumber.parse(part, allowMinus: false), value >= 0 else { return nil }
            values.append(value)
        }
        return DeviceSafeArea(top: values[0], left: values[1], bottom: values[2], right: values[3])
    }

    /// `T,L,B,R` with numbers in their shortest form; `parse` reads it back.
    public var description: String {
        [top, left, bottom, right].map { ScriptNumber.format($0) }.joined(separator: ",")
    }

    /// The safe area of the device whose screen is `width`×`height` points, portrait or landscape; nil for a size
    /// that is no device's. Sources: swift-snapshot-testing's `ViewImageConfig` (pointfreeco, `View.swift`: iPhone
    /// SE, 8, 8 Plus, X, XS Max/XR, 12, 12 Pro Max, the iPads) for every size but 393x852, whose values (iPhone
    /// 14 Pro, 15, 16) are the ones UIKit prints on that phone (csl.cool, "iOS Layout Adaptation", 2023), and
    /// 820x1180 (iPad Air, 10th-generation iPad), whose screen has the iPad Pro 11's rounded corners and home
    /// indicator, so it is given the Pro 11's (ours, not measured). docs/touch-scripts.md lists them.
    public static func preset(width: Double, height: Double) -> DeviceSafeArea? {
        let portrait = width <= height
        let key = portrait ? Size(width, height) : Size(height, width)
        guard let device = presets[key] else { return nil }
        return portrait ? device.portrait : device.landscape
    }

    private struct Size: Hashable {
        let short: Double, long: Double
        init(_ short: Double, _ long: Double) { (self.short, self.long) = (short, long) }
    }

    private static let presets: [Size: (portrait: DeviceSafeArea, landscape: DeviceSafeArea)] = {
        let statusBarOnly = (portrait: DeviceSafeArea(top: 20), landscape: DeviceSafeArea.zero)
        let iPadStatusBar = (portrait: DeviceSafeArea(top: 20), landscape: DeviceSafeArea(top: 20))
        let iPadHomeIndicator = (
            portrait: DeviceSafeArea(top: 24, bottom: 20), landscape: DeviceSafeArea(top: 24, bottom: 20)
        )
        func notched(_ top: Double, landscapeBottom: Double) -> (portrait: DeviceSafeArea, landscape: DeviceSafeArea) {
            (DeviceSafeArea(top: top, bottom: 34), DeviceSafeArea(left: top, bottom: landscapeBottom, right: top))
        }
        return [
            Size(320, 568): statusBarOnly,  // iPhone SE (1st generation)
            Size(375, 667): statusBarOnly,  // iPhone 8, SE (2nd and 3rd generation)
            Size(414, 736): statusBarOnly,  // iPhone 8 Plus
            Size(375, 812): notched(44, landscapeBottom: 24),  // iPhone X, XS, 11 Pro
            Size(414, 896): notched(44, landscapeBottom: 24),  // iPhone XS Max, XR, 11, 11 Pro Max
            Size(390, 844): notched(47, landscapeBottom: 21),  // iPhone 12, 13, 14, 12 Pro, 13 Pro
            Size(428, 926): notched(47, landscapeBottom: 21),  // iPhone 12 Pro Max, 13 Pro Max, 14 Plus
            Size(393, 852): notched(59, landscapeBottom: 21),  // iPhone 14 Pro, 15, 15 Pro, 16
            Size(768, 1024): iPadStatusBar,  // iPad mini (5th generation), iPad 9.7"
            Size(810, 1080): iPadStatusBar,  // iPad 10.2"
            Size(834, 1112): iPadStatusBar,  // iPad Pro 10.5"
            Size(834, 1194): iPadHomeIndicator,  // iPad Pro 11"
            Size(820, 1180): iPadHomeIndicator,  // iPad Air (4th generation on), iPad (10th generation)
            Size(1024, 1366): iPadStatusBar,  // iPad Pro 12.9"
        ]
    }()
}
