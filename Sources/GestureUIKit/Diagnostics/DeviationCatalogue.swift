/// The catalogue of the kit's deviations: for each `KitDeviation`, the member in its UIKit spelling, what UIKit does
/// and what the kit does, in the words the replay report, the warnings, the panels and the artifacts page show.
///
/// The texts follow the member's doc comment ("Deviation: ..."), which the coverage page (docs/coverage.md) quotes.
/// An entry whose member no run can exercise differently from UIKit says why in `unreported` and is not reported
/// from the code (DeviationCatalogueTests checks both ways).
package enum DeviationCatalogue {
    /// One deviation's texts.
    package struct Entry: Sendable, Equatable {
        /// `Class.member`, as the coverage page spells the member (`UIGestureRecognizerDelegate.gestureRecognizer(_:shouldReceive:) (UIEvent)`).
        package var member: String
        /// What UIKit does.
        package var uikit: String
        /// What the kit does.
        package var kit: String
        /// Why no run can be told apart from UIKit's by this member, so it is never reported; nil: reported where
        /// the member is exercised.
        package var unreported: String?

        /// An entry reported where the member is exercised.
        init(_ member: String, uikit: String, kit: String) {
            self.member = member
            self.uikit = uikit
            self.kit = kit
        }

        /// An entry never reported, for `reason`.
        init(_ member: String, uikit: String, kit: String, unreported reason: String) {
            self.init(member, uikit: uikit, kit: kit)
            unreported = reason
        }
    }

    /// The entry of `deviation`.
    package static func entry(_ deviation: KitDeviation) -> Entry {
        inputEntry(deviation) ?? viewEntry(deviation) ?? controllerEntry(deviation) ?? layoutEntry(deviation)
            ?? stackViewEntry(deviation) ?? everydayEntry(deviation) ?? everydayViewEntry(deviation)
            ?? transitionEntry(deviation)
            ?? Entry(deviation.rawValue, uikit: "(not catalogued)", kit: "(not catalogued)")
    }

    /// Every entry, in the cases' order.
    package static var entries: [Entry] { KitDeviation.allCases.map(entry) }
}
