import Testing
import UIKit

// A test file that imports both Testing and UIKit: Swift Testing then asks for its cross-import overlay
// `_Testing_UIKit`, which the toolchain ships only on Apple platforms; the kit's (in GestureLabTesting) makes it build.
@Suite("import UIKit")
struct ImportUIKitTests {
    @Test("the UIKit module is the kit: its classes, Foundation's geometry, and canImport(UIKit)")
    func uikitIsTheKit() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        let scroll = UIScrollView()
        view.addSubview(scroll)
        #expect(scroll.superview === view)
        #expect(view.bounds.width == CGFloat(100))
        #if canImport(UIKit)
            let canImport = true
        #else
            let canImport = false
        #endif
        #expect(canImport)
    }
}
