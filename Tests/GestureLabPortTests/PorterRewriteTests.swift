import GestureLabPort
import Testing

/// Each rewrite `gesturelab port` makes, on the smallest UIKit code that needs it.
@Suite("gesturelab port: the rewrites")
struct PorterRewriteTests {
    @Test("#selector becomes an unapplied method of the enclosing type, `self.` and `Type.` forms included")
    func selectors() throws {
        let ported = try port(
            """
            class Feed: UIView {
                func setUp() {
                    addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(didPan(_:))))
                    addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(self.didTap)))
                    button.addTarget(self, action: #selector(Feed.changed(_:)), for: .valueChanged)
                }
            }
            extension Feed {
                func more() { let tap = UITapGestureRecognizer(target: self, action: #selector(didTap)) }
            }
            """)
        #expect(ported.ported.contains("UIPanGestureRecognizer(target: self, action: Feed.didPan(_:))"))
        #expect(ported.ported.contains("UITapGestureRecognizer(target: self, action: Feed.didTap)"))
        #expect(ported.ported.contains("button.addTarget(self, action: Feed.changed(_:), for: .valueChanged)"))
        #expect(ported.ported.contains("let tap = UITapGestureRecognizer(target: self, action: Feed.didTap)"))
        #expect(!ported.ported.contains("#selector"))
        #expect(ported.problems.isEmpty)
        #expect(ported.changes.count == 4)
    }

    @Test("a #selector at file scope after an extension names no type: reported, not given the extension's type")
    func selectorAfterExtension() throws {
        let ported = try port(
            """
            class Feed: UIView {}
            extension Feed {
                @objc func didTap() {}
            }
            func attach(_ view: UIView, to feed: Feed) {
                view.addGestureRecognizer(UITapGestureRecognizer(target: feed, action: #selector(didTap)))
            }
            """)
        #expect(!ported.ported.contains("action: Feed.didTap"))
        #expect(ported.problems.contains { $0.line == 6 && $0.message.contains("name the method's type") })
    }

    @Test("Objective-C and Interface Builder attributes go, and an attribute alone on its line takes the line")
    func attributes() throws {
        let ported = try port(
            """
            @objcMembers
            class Panel: UIView {
                @IBOutlet weak var title: UILabel!
                @IBInspectable var step: Int = 1
                @objc(didTapWith:) func didTap(_ sender: Any) {}
                @objc
                func reload() {}
                @IBAction func close(_ sender: Any) {}
            }
            """)
        #expect(
            ported.ported == """
                class Panel: UIView {
                    weak var title: UILabel!
                    var step: Int = 1
                    func didTap(_ sender: Any) {}
                    func reload() {}
                    func close(_ sender: Any) {}
                }
                """)
    }

    @Test("an @objc protocol becomes class-bound with default implementations; optional calls lose their `?`")
    func objcProtocol() throws {
        let ported = try port(
            """
            @objc protocol FeedDelegate: NSObjectProtocol {
                @objc optional func feedDidScroll(_ feed: Feed)
                @objc optional func feedShouldPop(_ feed: Feed) -> Bool
                @objc optional func feedInset(_ feed: Feed) -> CGFloat
                @objc optional func feedTitle(_ feed: Feed) -> String?
                func feedDidLoad(_ feed: Feed)
            }
            class Feed {
                weak var delegate: FeedDelegate?
                func scrolled() {
                    delegate?.feedDidScroll?(self)
                    if delegate?.feedShouldPop?(self) ?? true {}
                    let inset = delegate?.feedInset?(self) ?? 0
                }
            }
            """)
        #expect(ported.ported.contains("protocol FeedDelegate: AnyObject {"))
        #expect(ported.ported.contains("    func feedDidScroll(_ feed: Feed)\n"))
        #expect(!ported.ported.contains("optional func"))
        #expect(
            ported.ported.contains(
                """
                extension FeedDelegate {
                    func feedDidScroll(_ feed: Feed) {}
                    func feedShouldPop(_ feed: Feed) -> Bool { true }
                    func feedInset(_ feed: Feed) -> CGFloat { 0 }
                    func feedTitle(_ feed: Feed) -> String? { nil }
                }
                """))
        #expect(ported.ported.contains("delegate?.feedDidScroll(self)"))
        #expect(ported.ported.contains("if delegate?.feedShouldPop(self) ?? true {}"))
        #expect(ported.problems.isEmpty)
    }

    @Test("an @objc protocol without a superprotocol gets `: AnyObject`; a call on a non-optional receiver loses its dead fallback")
    func bareProtocol() throws {
        let ported = try port(
            """
            @objc protocol Vetoing {
                @objc optional func allows() -> Bool
            }
            func check(_ screen: Vetoing) -> Bool {
                let allowed = screen.allows?() ?? true
                return allowed
            }
            """)
        #expect(ported.ported.contains("protocol Vetoing: AnyObject {"))
        #expect(ported.ported.contains("func allows() -> Bool { true }"))
        #expect(ported.ported.contains("let allowed = screen.allows()\n"))
    }

    @Test("the optional requirement's callers in another file are ported with it")
    func acrossFiles() throws {
        let files = try Porter.port([
            (path: "Delegate.swift", text: "@objc protocol D {\n    @objc optional func tick()\n}\n"),
            (path: "User.swift", text: "func run(_ d: D?) {\n    d?.tick?()\n}\n"),
        ])
        #expect(files[1].ported == "func run(_ d: D?) {\n    d?.tick()\n}\n")
    }

    @Test("UIGestureRecognizerSubclass's import becomes import UIKit, or goes when the file has it; QuartzCore too")
    func imports() throws {
        let alone = try port("import UIKit.UIGestureRecognizerSubclass\nimport QuartzCore\nclass A {}\n")
        #expect(alone.ported == "import UIKit\nclass A {}\n")
        let both = try port("import UIKit\nimport UIKit.UIGestureRecognizerSubclass\n\nclass A {}\n")
        #expect(both.ported == "import UIKit\n\nclass A {}\n")
    }

    @Test("a recognizer subclass's init(target: Any?, action: Selector?) is left as iOS writes it: the kit declares it")
    func selectorInitializer() throws {
        let text = """
            class HorizontalPan: UIPanGestureRecognizer {
                override init(target: Any?, action: Selector?) {
                    super.init(target: target, action: action)
                    maximumNumberOfTouches = 1
                }
            }
            """
        let ported = try port(text)
        #expect(!ported.isChanged)
        #expect(ported.problems.isEmpty)
    }

    @Test("a scroll view subclass that is its own pan's delegate is left as iOS code writes it")
    func scrollViewDelegateMethod() throws {
        let text = """
            class Outer: UIScrollView, UIGestureRecognizerDelegate {
                func gestureRecognizer(_ g: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith o: UIGestureRecognizer) -> Bool { true }
            }
            """
        let ported = try port(text)
        #expect(!ported.isChanged)
    }

    @Test("code with nothing to port is left byte for byte, and porting ported code changes nothing")
    func idempotent() throws {
        let plain = "import UIKit\n\nfinal class A: UIView {\n    func f() {}\n}\n"
        let untouched = try port(plain)
        #expect(!untouched.isChanged)
        #expect(untouched.changes.isEmpty)
        let once = try port("@objc protocol P {\n    @objc optional func f()\n}\nclass V: UIView { @objc func g() {} }\n")
        let twice = try port(once.ported)
        #expect(!twice.isChanged)
    }

    @Test("the diff is unified: removed lines before added ones, three lines of context, relative paths under a/ and b/")
    func diff() {
        let old = "1\n2\n3\n4\n5\n6\n7\n8\n9\n"
        let new = "1\n2\n3\n4\nfive\n6\n7\n8\n9\n"
        #expect(
            UnifiedDiff.make(from: old, to: new, path: "S.swift") == """
                --- a/S.swift
                +++ b/S.swift
                @@ -2,7 +2,7 @@
                 2
                 3
                 4
                -5
                +five
                 6
                 7
                 8

                """)
        #expect(UnifiedDiff.make(from: old, to: old, path: "S.swift").isEmpty)
        #expect(UnifiedDiff.make(from: "a\n", to: "b\n", path: "/tmp/x.swift").hasPrefix("--- /tmp/x.swift\n+++ /tmp/x.swift\n"))
    }
}
