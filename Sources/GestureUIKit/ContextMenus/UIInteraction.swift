import Foundation

/// UIKit's `UIInteraction`: an object that adds behaviour to the view it is added to (with
/// `UIView.addInteraction(_:)`), typically by installing gesture recognizers there.
///
/// Deviation: UIKit's protocol refines `NSObjectProtocol`; the kit's refines `AnyObject`.
public protocol UIInteraction: AnyObject {
    /// `view`: the view the interaction is added to, nil when removed.
    var view: UIView? { get }
    /// `willMove(to:)`: the interaction is about to be added to `view` (nil: about to be removed).
    func willMove(to view: UIView?)
    /// `didMove(to:)`: the interaction was added to `view` (nil: removed).
    func didMove(to view: UIView?)
}

extension UIView {
    /// `interactions`: the interactions added to this view, in the order added.
    public var interactions: [UIInteraction] {
        get { attachedInteractions }
        set {
            for interaction in attachedInteractions { removeInteraction(interaction) }
            for interaction in newValue { addInteraction(interaction) }
        }
    }

    /// `addInteraction(_:)`: adds `interaction` (moving it from another view), which installs itself here.
    public func addInteraction(_ interaction: UIInteraction) {
        guard !attachedInteractions.contains(where: { $0 === interaction }) else { return }
        interaction.view?.removeInteraction(interaction)
        interaction.willMove(to: self)
        attachedInteractions.append(interaction)
        interaction.didMove(to: self)
    }

    /// `removeInteraction(_:)`: removes `interaction`, which takes its recognizers away.
    public func removeInteraction(_ interaction: UIInteraction) {
        guard attachedInteractions.contains(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        attachedInteractions.removeAll { $0 === interaction }
        interaction.didMove(to: nil)
    }
}
