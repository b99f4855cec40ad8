import Foundation

/// UIKit's `UITabBar` as a `UITabBarController` shows it: a translucent light bar with one button per item
/// (`tab.item.0`, `tab.item.1`... in reports), the selected item tinted `tintColor` (system blue), the others grey.
///
/// The bar is 49 pt tall plus the bottom of its superview's safe area (the home indicator), its items laid out in
/// the top 49 pt in equal widths. A button is a control (UIKit's `UITabBarButton`): its touch-up inside is
/// `-[UITabBar _buttonUp:]` (decompiled UITabBar.m, iOS 18.2), which makes its item the bar's `selectedItem`
/// (`_adjustButtonSelection:`) and sends the button's action (`_sendAction:withEvent:`): the bar's delegate hears
/// `tabBar(_:didSelect:)` (the controller's, privately) and the item's action runs, the controller's
/// `_tabBarItemClicked:`. Deviations: a tab bar works only inside a `UITabBarController` (its items and selection
/// are the controller's; UIKit raises "Directly modifying a tab bar managed by a tab bar controller is not
/// allowed." when an app sets them itself); no appearance API, badges, customizing or "More" tab.
public final class UITabBar: UIView {
    /// Points: the bar's height above the safe area. UIKit: 49 on an iPhone in portrait.
    package static let barHeight = 49.0
    /// The unselected title colour: `-[UITabBar _effectiveUnselectedLabelTintColor]`'s default,
    /// `colorWithWhite:0.57254902 alpha:1.0` (decompiled UITabBar.m).
    static let unselectedTitleColor = Color(white: 0.57254902)
    /// The bar's background, as the navigation bar's (translucent light chrome).
    static let backgroundColour = Color(hex: 0xF9F9F9, alpha: 0.94)
    /// The hairline on top, the navigation bar's separator grey (UIKit's bar shadow is black at 30 %, which a
    /// half-point line at 1x shows too faintly to read).
    static let hairlineColor = Color.separator

    /// `items`: the buttons shown, left to right (the controller's view controllers' `tabBarItem`s).
    public private(set) var items: [UITabBarItem]?
    /// `selectedItem`: the highlighted item (the selected view controller's).
    public private(set) var selectedItem: UITabBarItem?
    /// One button per item, in order.
    private(set) var buttons: [TabBarButton] = []
    /// The controller's `_tabBarItemClicked:`: called after a button's touch-up inside made its item selected.
    var onItemClicked: ((UITabBarItem) -> Void)?
    /// Points below the items: the bottom safe area the bar extends over.
    package var bottomInset: Double = 0 {
        didSet { if bottomInset != oldValue { setNeedsLayout() } }
    }

    /// `init?(coder:)`: no nibs; always nil.
    public required init?(coder: NSCoder) { return nil }

    /// The bar a tab bar controller makes, named `tab.bar`.
    package init() {
        super.init(frame: .zero)
        name = "tab.bar"
        backgroundColor = UIColor(Self.backgroundColour)
    }

    /// The bar's full height: 49 pt plus the bottom inset.
    package var height: Double { Self.barHeight + bottomInset }

    /// Shows `items` (the controller's), with `selected` highlighted.
    func show(items newItems: [UITabBarItem], selected: UITabBarItem?) {
        let same = (items ?? []).count == newItems.count && zip(items ?? [], newItems).allSatisfy { $0 === $1 }
        if !same {
            for button in buttons { button.removeFromSuperview() }
            for item in items ?? [] where item.tabBar === self { item.tabBar = nil }
            buttons = newItems.enumerated().map { index, item in
                let button = TabBarButton(item: item, index: index)
                button.addTarget(self, action: UITabBar.buttonUp, for: .touchUpInside)
                return button
            }
            for button in buttons { addSubview(button) }
            for item in newItems { item.tabBar = self }
            items = newItems.isEmpty ? nil : newItems
            setNeedsLayout()
        }
        select(selected)
    }

    /// Highlights `item` (the bar's `setSelectedItem:`).
    func select(_ item: UITabBarItem?) {
        selectedItem = item
        for button in buttons { button.isSelected = button.item === item }
    }

    /// An item's title, image or state changed: its button draws it again.
    func itemDidChange(_ item: UITabBarItem) {
        for button in buttons where button.item === item { button.isEnabled = item.isEnabled }
    }

    /// `-[UITabBar _buttonUp:]`: the button's item becomes selected (`_adjustButtonSelection:`), then its action
    /// (`_sendAction:withEvent:` → the controller's `_tabBarItemClicked:`).
    private func buttonUp(_ button: TabBarButton) {
        select(button.item)
        onItemClicked?(button.item)
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        guard !buttons.isEmpty else { return }
        let width = bounds.width / CGFloat(buttons.count)
        for (index, button) in buttons.enumerated() {
            button.frame = CGRect(x: CGFloat(index) * width, y: 0, width: width, height: Self.barHeight)
        }
    }

    override func draw(in context: inout DrawContext) {
        super.draw(in: &context)
        context.fill(CGRect(x: 0, y: 0, width: renderBounds.width, height: 0.5), color: Self.hairlineColor)
    }
}

/// UIKit's private `UITabBarButton`: one item's control, named `tab.item.N`: its image above its title, tinted
/// while selected.
final class TabBarButton: UIControl {
    let item: UITabBarItem

    init(item: UITabBarItem, index: Int) {
        self.item = item
        super.init(frame: .zero)
        name = "tab.item.\(index)"
        isEnabled = item.isEnabled
    }

    required init?(coder: NSCoder) { return nil }

    override func draw(in context: inout DrawContext) {
        super.draw(in: &context)
        let bounds = renderBounds
        let color = isSelected ? (tintColor ?? .systemBlue).color : UITabBar.unselectedTitleColor
        let image = isSelected ? item.selectedImage ?? item.image : item.image
        if let handle = image?.handle {
            let side = 25.0
            let rect = CGRect(x: bounds.midX - side / 2, y: 5, width: side, height: side)
            context.image(handle, in: rect, contentMode: .scaleAspectFit)
        }
        context.text(
            item.title ?? "", in: CGRect(x: 0, y: 33, width: bounds.width, height: 12), size: 10, bold: isSelected,
            color: isEnabled ? color : color.withAlpha(0.4), alignment: .center)
    }
}
