import GestureUIKit

/// One tuning constant the physics panel edits with a slider, with its range, unit and UIKit's value.
enum PhysicsParameter: String, CaseIterable, Sendable {
    case decelerationRate, rubberBandCoefficient, panHysteresis, tapMaximumInterval, edgeRegion

    var label: String {
        switch self {
        case .decelerationRate: "deceleration rate"
        case .rubberBandCoefficient: "rubber-band c"
        case .panHysteresis: "pan hysteresis"
        case .tapMaximumInterval: "tap interval"
        case .edgeRegion: "edge region"
        }
    }

    /// The slider's range, in the parameter's unit.
    var range: ClosedRange<Double> {
        switch self {
        case .decelerationRate: 0.98...0.9995
        case .rubberBandCoefficient: 0.05...1.5
        case .panHysteresis: 0...40
        case .tapMaximumInterval: 0.05...1.0
        case .edgeRegion: 0...60
        }
    }

    /// A printf format for the slider (ImGui), with the unit.
    var format: String {
        switch self {
        case .decelerationRate: "%.4f /ms"
        case .rubberBandCoefficient: "%.2f"
        case .panHysteresis: "%.1f pt"
        case .tapMaximumInterval: "%.2f s"
        case .edgeRegion: "%.1f pt"
        }
    }

    /// The parameter's value in `tuning`.
    func value(in tuning: GestureTuning) -> Double {
        switch self {
        case .decelerationRate: tuning.decelerationRate
        case .rubberBandCoefficient: tuning.rubberBandCoefficient
        case .panHysteresis: tuning.panHysteresis
        case .tapMaximumInterval: tuning.tapMaximumInterval
        case .edgeRegion: tuning.edgeRegion
        }
    }

    /// `tuning` with this parameter set to `value`, clamped to the range.
    func setting(_ value: Double, in tuning: GestureTuning) -> GestureTuning {
        var result = tuning
        let v = min(max(value, range.lowerBound), range.upperBound)
        switch self {
        case .decelerationRate: result.decelerationRate = v
        case .rubberBandCoefficient: result.rubberBandCoefficient = v
        case .panHysteresis: result.panHysteresis = v
        case .tapMaximumInterval: result.tapMaximumInterval = v
        case .edgeRegion: result.edgeRegion = v
        }
        return result
    }

    /// `tuning` with this parameter back at UIKit's value (`GestureTuning.uikit`).
    func reset(in tuning: GestureTuning) -> GestureTuning {
        setting(value(in: .uikit), in: tuning)
    }
}
