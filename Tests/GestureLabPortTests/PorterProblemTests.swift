import GestureLabPort
import Testing

/// What `gesturelab port` can't rewrite: reported with its line, the code left as it is.
@Suite("gesturelab port: what it can't port")
struct PorterProblemTests {
    @Test("Objective-C runtime tricks are reported at their lines and left unchanged")
    func runtimeTricks() throws {
        let text = """
            import UIKit
            import ObjectiveC
            class Hack: UIView {
                func f(_ pan: UIPanGestureRecognizer) {
                    let targets = pan.value(forKey: "targets")
                    pan.setValue(nil, forKey: "_targets")
                    method_exchangeImplementations(a, b)
                    objc_setAssociatedObject(self, &key, 1, .OBJC_ASSOCIATION_RETAIN)
                    perform(#selector(g), with: nil, afterDelay: 1)
                    if responds(to: #selector(g)) {}
                    NotificationCenter.default.addObserver(self, selector: #selector(g), name: n, object: nil)
                    let link = CADisplayLink(target: self, selector: #selector(g))
                    let path = #keyPath(UIView.frame)
                    let stored = #selector(g)
                }
                var action: Selector?
            }
            """
        let ported = try port(text)
        #expect(ported.problems.map(\.line) == [2, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 16])
        #expect(ported.problems[1].message.contains("key-value coding"))
        #expect(ported.problems[3].message.contains("swizzling"))
        #expect(ported.problems[4].message.contains("associated objects"))
        #expect(ported.problems[8].message.contains("view.displayLink(target:selector:)"))
        #expect(ported.problems[1].description.hasPrefix("Feed.swift:5: cannot port: "))
        #expect(ported.ported == text)
    }

    @Test("a selector on an instance, a getter and an optional requirement with no default to give are reported")
    func unportableSelectorsAndDefaults() throws {
        let ported = try port(
            """
            @objc protocol P {
                @objc optional func frame() -> CGRect
                @objc optional var tint: UIColor { get set }
            }
            class A: UIView {
                func f() {
                    let pan = UIPanGestureRecognizer(target: model, action: #selector(model.changed))
                    let tap = UITapGestureRecognizer(target: self, action: #selector(getter: A.frame))
                }
            }
            """)
        #expect(ported.problems.map(\.line) == [2, 3, 7, 8])
        #expect(ported.problems[0].message.contains("no caller gives a fallback"))
    }

    @Test("a file the Swift parser rejects is bad input, naming its line")
    func syntaxError() {
        #expect(throws: PortInputError(file: "Bad.swift", line: 2)) {
            try Porter.port([(path: "Bad.swift", text: "class A {\n    func f( {\n}\n")])
        }
    }
}
