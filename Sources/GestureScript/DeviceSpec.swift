/// The simulated device: screen size in points and the pixel scale.
///
/// Written `WxH[@S]` in scripts (`device 390x844@3`) and on the command line (`--device`). Without `@S`
/// the scale is the default device's, 3. The safe area is the device's for the known sizes (`DeviceSafeArea`:
/// 47 at the top and 34 at the bottom on 390x844), none for any other size unless given (`--safe-area`).
public struct DeviceSpec: Hashable, Sendable, CustomStringConvertible {
    /// Screen width in points.
    public var width: Double
    /// Screen height in points.
    public var height: Double
    /// Pixels per point.
    public var scale: Double
    /// What the status bar, the sensor housing and the home indicator cover (`UIView.safeAreaInsets` of the
    /// window).
    public var safeArea: DeviceSafeArea

    /// A device of `width`×`height` points at `scale` pixels per point (3 unless given), with `safeArea`, or when
    /// nil the safe area of the device of that size (`DeviceSafeArea.preset(width:height:)`, none for other sizes).
    public init(width: Double, height: Double, scale: Double = 3, safeArea: DeviceSafeArea? = nil) {
        self.width = width
        self.height = height
        self.scale = scale
        self.safeArea = safeArea ?? DeviceSafeArea.preset(width: width, height: height) ?? .zero
    }

    /// 390x844 points at scale 3 (an iPhone 12–14 class screen), safe area 47 at the top and 34 at the bottom.
    public static let `default` = DeviceSpec(width: 390, height: 844, scale: 3)

    /// This device with `safeArea` instead of its own.
    public func with(safeArea: DeviceSafeArea) -> DeviceSpec {
        var device = self
        device.safeArea = safeArea
        return device
    }

    /// Parses `WxH` or `WxH@S` (`390x844`, `390x844@3`, `320.5x568@2`); nil unless every number is a
    /// positive decimal.
    public static func parse(_ text: String) -> DeviceSpec? {
        let atParts = text.split(separator: "@", omittingEmptySubsequences: false)
        guard atParts.count <= 2 else { return nil }
        let sizeParts = atParts[0].split(separator: "x", omittingEmptySubsequences: false)
        guard sizeParts.count == 2,
            let width = positive(sizeParts[0]),
            let height = positive(sizeParts[1])
        else { return nil }
        var scale = DeviceSpec.default.scale
        if atParts.count == 2 {
            guard let parsed = positive(atParts[1]) else { return nil }
            scale = parsed
        }
        return DeviceSpec(width: width, height: height, scale: scale)
    }

    /// `WxH@S` with numbers in their shortest form: `390x844@3`. `parse` reads it back.
    public var description: String {
        "\(ScriptNumber.format(width))x\(ScriptNumber.format(height))@\(ScriptNumber.format(scale))"
    }

    private static func positive(_ text: Substring) -> Double? {
        guard let value = ScriptNumber.parse(text, allowMinus: false), value > 0 else { return nil }
        return value
    }
}
