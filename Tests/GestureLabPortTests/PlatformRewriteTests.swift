import GestureLabPort
import Testing

/// What iOS compiles and the kit on Linux refuses though it is no Objective-C: the kit's required initialisers,
/// `override`s inside extensions, `#if` on the platform (PlatformVisitor).
@Suite("gesturelab port: what iOS allows and Linux does not")
struct PlatformRewriteTests {
    @Test("a cell's override init(style:reuseIdentifier:) becomes required init, as the kit's table needs")
    func cellInitialiser() throws {
        let ported = try port(
            """
            final class CardCell: UITableViewCell {
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                }
                required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
            }
            """)
        #expect(
            ported.ported.contains(
                "    required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {\n"))
        #expect(!ported.ported.contains("override init"))
        #expect(ported.changes == ["2: override init(style:reuseIdentifier:) -> required init (the kit's is required)"])
    }

    @Test("override init(frame:) becomes required in collection view cells (through a base class), not in views")
    func frameInitialiser() throws {
        let ported = try port(
            """
            class BaseTile: UICollectionViewCell {}
            final class Tile: BaseTile {
                override init(frame: CGRect) { super.init(frame: frame) }
            }
            final class Card: UIView {
                override init(frame: CGRect) { super.init(frame: frame) }
            }
            final class Header: UICollectionReusableView {
                public override init(frame: CGRect) { super.init(frame: frame) }
            }
            """)
        #expect(ported.ported.contains("class Tile: BaseTile {\n    required init(frame: CGRect)"))
        #expect(ported.ported.contains("class Card: UIView {\n    override init(frame: CGRect)"))
        #expect(ported.ported.contains("public required init(frame: CGRect)"))
    }

    @Test("an override in an extension moves into its class in the same file, ported, with its comment")
    func overrideInExtensionMoves() throws {
        let ported = try port(
            """
            final class CardCell: UITableViewCell {
                let card = UIView()
            }

            extension CardCell: UIGestureRecognizerDelegate {
                /// Only horizontal drags.
                @objc override func gestureRecognizerShouldBegin(_ recognizer: UIGestureRecognizer) -> Bool {
                    return super.gestureRecognizerShouldBegin(recognizer)
                }

                func helper() {}
            }
            """)
        #expect(
            ported.ported == """
                final class CardCell: UITableViewCell {
                    let card = UIView()
                    /// Only horizontal drags.
                    override func gestureRecognizerShouldBegin(_ recognizer: UIGestureRecognizer) -> Bool {
                        return super.gestureRecognizerShouldBegin(recognizer)
                    }
                }

                extension CardCell: UIGestureRecognizerDelegate {

                    func helper() {}
                }
                """)
        let moved = "7: override gestureRecognizerShouldBegin moved from an extension"
        #expect(ported.changes.contains { $0.hasPrefix(moved) }, "\(ported.changes)")
        #expect(ported.problems.isEmpty)
    }

    @Test("an override in an extension of a class declared elsewhere is reported at its line, left as it is")
    func overrideInExtensionElsewhere() throws {
        let text = "extension FeedCell {\n    override func prepareForReuse() { super.prepareForReuse() }\n}\n"
        let ported = try port(text)
        #expect(ported.ported == text)
        #expect(ported.problems.map(\.line) == [2])
        #expect(ported.problems.first?.message.contains("move it into class FeedCell") == true)
    }

    @Test("#if os(iOS) and the other platform tests become what they are on an iPhone; canImport(UIKit) stays")
    func platformConditions() throws {
        let ported = try port(
            """
            #if os(iOS) || targetEnvironment(macCatalyst)
            let a = 1
            #elseif os(macOS) || canImport(AppKit)
            let a = 2
            #elseif !os(Linux) && canImport(UIKit)
            let a = 3
            #endif
            """)
        #expect(
            ported.ported == """
                #if true || false
                let a = 1
                #elseif false || false
                let a = 2
                #elseif !false && canImport(UIKit)
                let a = 3
                #endif
                """)
    }

    @Test("a file with every rewrite keeps its line count when its lines are located, and names them")
    func locatedLinesKeepTheirPlaces() throws {
        let text = """
            import UIKit

            final class CardCell: UITableViewCell {
                @objc
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                }
                required init?(coder: NSCoder) { nil }
            }

            extension CardCell {
                @objc
                override func prepareForReuse() {
                    super.prepareForReuse()
                }
            }
            let marker = 17
            """
        let files = try Porter.port([(path: "/app/iOS/CardCell.swift", text: text)], locatingLines: true)
        let ported = files[0].ported
        #expect(ported.hasPrefix("#sourceLocation(file: \"/app/iOS/CardCell.swift\", line: 1)\nimport UIKit\n"))
        #expect(ported.hasSuffix("let marker = 17\n#sourceLocation()\n"))
        // Every original line found where the directives say it is.
        let located = LocatedLines(ported)
        #expect(located.line(of: "let marker = 17") == 17)
        #expect(located.line(of: "required init(style:") == 5)
        #expect(located.line(of: "override func prepareForReuse()") == 13)
        #expect(located.line(of: "super.prepareForReuse()") == 14)
        #expect(located.line(of: "required init?(coder:") == 8)
        #expect(located.line(of: "extension CardCell {") == 11)
    }
}

/// The line each text of a ported copy is reported at: physical lines renumbered by its `#sourceLocation`s.
struct LocatedLines {
    var lines: [(line: Int, text: String)] = []

    init(_ text: String) {
        var next = 1
        for physical in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if physical.hasPrefix("#sourceLocation(") {
                next = Int(physical.split(separator: "line: ").last?.dropLast() ?? "") ?? next
                continue
            }
            lines.append((next, String(physical)))
            next += 1
        }
    }

    /// The reported line of the first line containing `fragment`.
    func line(of fragment: String) -> Int? {
        lines.first { $0.text.contains(fragment) }?.line
    }
}
