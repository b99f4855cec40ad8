import GestureLabPort
import Testing
import UIKit

/// `override init(frame:)` in a `UITableViewCell` subclass: rewritten into the kit's initialisers along UIKit's own
/// path (decompiled UITableViewCell.m: `-initWithFrame:` makes the cell through `-initWithStyle:reuseIdentifier:`).
@Suite("gesturelab port: a table cell's init(frame:)")
@MainActor
struct TableCellFrameInitTests {
    @Test("a cell with only init(frame:) gets required init(style:reuseIdentifier:) running its set-up")
    func frameOnlyBecomesStyleInit() throws {
        let ported = try port(
            """
            final class NoteCell: UITableViewCell {
                let badge = UIView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    contentView.addSubview(badge)
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        #expect(
            ported.ported == """
                final class NoteCell: UITableViewCell {
                    let badge = UIView()
                    required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                        super.init(style: style, reuseIdentifier: reuseIdentifier)
                        contentView.addSubview(badge)
                    }
                    required init?(coder: NSCoder) { fatalError() }
                }
                """)
        #expect(ported.changes.first?.hasPrefix("3: override init(frame:) of a table cell -> required init") == true)
        #expect(ported.problems.isEmpty)
    }

    @Test("a parameter named otherwise reads the cell's frame; a cell through a base class counts too")
    func renamedParameterThroughBaseClass() throws {
        let ported = try port(
            """
            class BaseCell: UITableViewCell {}
            final class NoteCell: BaseCell {
                public override init(frame rect: CGRect) {
                    super.init(frame: rect)
                    contentView.bounds.size = rect.size
                }
            }
            """)
        #expect(
            ported.ported.contains("public required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?)"))
        #expect(ported.ported.contains("contentView.bounds.size = frame.size"))
        #expect(!ported.ported.contains("rect"))
    }

    @Test("a cell with its own init(style:reuseIdentifier:) gets a convenience init(frame:) calling it")
    func withStyleInitBecomesConvenience() throws {
        let ported = try port(
            """
            final class NoteCell: UITableViewCell {
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                }
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    backgroundColor = .red
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        #expect(
            ported.ported.contains("    required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {"))
        #expect(
            ported.ported.contains(
                """
                    convenience init(frame: CGRect) {
                        self.init(style: .default, reuseIdentifier: nil)
                        backgroundColor = .red
                """))
    }

    @Test("a view's and a collection cell's init(frame:) are left to their own rules")
    func otherViewsUnchanged() throws {
        let text = "final class Card: UIView {\n    override init(frame: CGRect) { super.init(frame: frame) }\n}\n"
        #expect(try port(text).ported == text)
    }

    @Test("the ported cells compile against the kit; made with init(frame:) or by a table, they run the set-up")
    func portedCellsRunTheirSetUp() throws {
        let made = PortedNoteCell(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        #expect(made.badge.superview === made.contentView)
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        table.register(PortedNoteCell.self, forCellReuseIdentifier: "note")
        let dequeued = try #require(table.dequeueReusableCell(withIdentifier: "note") as? PortedNoteCell)
        #expect(dequeued.badge.superview === dequeued.contentView)
        #expect(dequeued.reuseIdentifier == "note")
        let both = PortedStyledCell(frame: .zero)
        #expect(both.madeByStyle && both.backgroundColor == .red)
    }
}

/// `frameOnlyBecomesStyleInit`'s ported text, compiled.
private final class PortedNoteCell: UITableViewCell {
    let badge = UIView()
    required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(badge)
    }
    required init?(coder: NSCoder) { fatalError() }
}

/// `withStyleInitBecomesConvenience`'s ported text, compiled.
private final class PortedStyledCell: UITableViewCell {
    var madeByStyle = false
    required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        madeByStyle = true
    }
    convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        backgroundColor = .red
    }
    required init?(coder: NSCoder) { fatalError() }
}
