import Foundation

/// UIKit's `UINib`: an archive of views made in Interface Builder. The kit's views are made in code (a nib is a
/// compiled Xcode file that Linux cannot read), so a nib holds nothing. Deviation: `instantiate(withOwner:options:)`
/// returns no objects; a table or collection view given a nib (`register(_:forCellReuseIdentifier:)` with a nib) is
/// not modelled.
public final class UINib {
    /// The nib's name.
    public let name: String

    /// `UINib(nibName:bundle:)`.
    public init(nibName name: String, bundle bundleOrNil: Bundle?) { self.name = name }

    /// `instantiate(withOwner:options:)`: the nib's top-level objects; none here.
    public func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [AnyHashable: Any]? = nil) -> [Any] { [] }
}

/// UIKit's `UIStoryboard`: view controllers designed in Interface Builder. A storyboard is a compiled Xcode file
/// Linux cannot read, so the kit's storyboard makes plain controllers.
public final class UIStoryboard {
    /// The storyboard's name.
    public let name: String

    /// `UIStoryboard(name:bundle:)`.
    public init(name: String, bundle storyboardBundleOrNil: Bundle?) { self.name = name }

    /// `instantiateViewController(withIdentifier:)`: the controller designed under `identifier`. Deviation: a plain
    /// `UIViewController` with an empty view (its `title` is the identifier), since no storyboard can be read.
    public func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        let controller = UIViewController()
        controller.title = identifier
        controller.reportDeviation(.storyboardInstantiateViewController)
        return controller
    }

    /// `instantiateInitialViewController()`: nil (no storyboard can be read).
    public func instantiateInitialViewController() -> UIViewController? { nil }
}
