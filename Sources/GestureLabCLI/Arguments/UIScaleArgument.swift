import ArgumentParser

/// `--ui-scale auto|N`: the size of the panels and the touch toolbar; `auto` lets the display's DPI decide.
enum UIScaleArgument: ExpressibleByArgument, Equatable {
    /// The display's DPI decides.
    case auto
    /// This many times the panels' base size, from 0.5 to 4.
    case fixed(Double)

    init?(argument: String) {
        if argument == "auto" {
            self = .auto
        } else if let scale = Double(argument), (0.5...4).contains(scale) {
            self = .fixed(scale)
        } else {
            return nil
        }
    }

    /// The fixed scale; nil for `auto`.
    var scale: Double? {
        if case .fixed(let scale) = self { scale } else { nil }
    }
}
