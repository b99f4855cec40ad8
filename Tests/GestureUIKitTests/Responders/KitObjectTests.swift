import Foundation
import Testing
@testable import GestureUIKit

@Suite("NSObject's isKind(of:), isMember(of:) and isEqual(_:) on the kit's classes")
struct KitObjectTests {
    @Test("isKind(of:) answers for the class and its superclasses; isMember(of:) only for the exact class")
    func kinds() {
        let table = UITableView(frame: .zero, style: .plain)
        #expect(table.isKind(of: UITableView.self))
        #expect(table.isKind(of: UIScrollView.self))
        #expect(table.isKind(of: UIView.self))
        #expect(table.isKind(of: UIResponder.self))
        #expect(!table.isKind(of: UIControl.self))
        #expect(table.isMember(of: UITableView.self))
        #expect(!table.isMember(of: UIScrollView.self))

        let pan = UIScreenEdgePanGestureRecognizer()
        #expect(pan.isKind(of: UIPanGestureRecognizer.self))
        #expect(pan.isKind(of: UIGestureRecognizer.self))
        #expect(!pan.isKind(of: UITapGestureRecognizer.self))
        #expect(!pan.isMember(of: UIPanGestureRecognizer.self))

        let controller = UINavigationController(rootViewController: UIViewController())
        #expect(controller.isKind(of: UIViewController.self))
        #expect(!controller.isKind(of: UIView.self))
    }

    @Test("isEqual(_:) is identity, as NSObject's default")
    func equality() {
        let a = UIView(), b = UIView()
        #expect(a.isEqual(a))
        #expect(!a.isEqual(b))
        #expect(!a.isEqual(nil))
        #expect(!a.isEqual(42))
        let tap = UITapGestureRecognizer()
        #expect(tap.isEqual(tap))
        #expect(!tap.isEqual(UITapGestureRecognizer()))
        let controller = UIViewController()
        #expect(controller.isEqual(controller))
        #expect(!controller.isEqual(a))
    }

    @Test("views and controllers are still Hashable by identity through UIResponder")
    func hashable() {
        let a = UIView(), b = UIView()
        let set: Set<UIView> = [a, b, a]
        #expect(set.count == 2)
        #expect(a == a)
        #expect(a != b)
        let controllers: Set<UIViewController> = [UIViewController(), UIViewController()]
        #expect(controllers.count == 2)
    }
}
