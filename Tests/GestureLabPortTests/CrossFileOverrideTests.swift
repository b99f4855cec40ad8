import Foundation
import GestureLabPort
import Testing

/// An `override` in an extension whose class is in another file of the files ported together (the build-tool
/// plugin ports the whole `iOS/` folder at once): it moves into the class's ported copy, named by its own file.
@Suite("gesturelab port: an override in an extension of a class in another file")
struct CrossFileOverrideTests {
    static let cell = """
        import UIKit

        final class CardCell: UITableViewCell {
            let card = UIView()
        }
        """
    static let gestures = """
        import UIKit

        extension CardCell: UIGestureRecognizerDelegate {
            /// Only horizontal drags.
            @objc override func gestureRecognizerShouldBegin(_ recognizer: UIGestureRecognizer) -> Bool {
                return super.gestureRecognizerShouldBegin(recognizer)
            }

            func helper() {}
        }
        """

    @Test("the override moves into the class's file, ported; the extension keeps the rest; nothing reported")
    func movesIntoTheOtherFile() throws {
        let files = try Porter.port([
            (path: "iOS/CardCell.swift", text: Self.cell), (path: "iOS/CardCell+Gestures.swift", text: Self.gestures),
        ])
        #expect(
            files[0].ported == """
                import UIKit

                final class CardCell: UITableViewCell {
                    let card = UIView()
                    /// Only horizontal drags.
                    override func gestureRecognizerShouldBegin(_ recognizer: UIGestureRecognizer) -> Bool {
                        return super.gestureRecognizerShouldBegin(recognizer)
                    }
                }
                """)
        #expect(!files[1].ported.contains("gestureRecognizerShouldBegin"))
        #expect(files[1].ported.contains("extension CardCell: UIGestureRecognizerDelegate {\n\n    func helper() {}"))
        #expect(files.allSatisfy { $0.problems.isEmpty }, "\(files.flatMap(\.problems).map(\.description))")
        #expect(files[1].changes.contains { $0.hasPrefix("5: override gestureRecognizerShouldBegin moved") })
    }

    @Test("with located lines, the moved text names its own file and line, the class's file resumes after it")
    func locatedInItsOwnFile() throws {
        let files = try Porter.port(
            [
                (path: "/app/iOS/CardCell.swift", text: Self.cell),
                (path: "/app/iOS/Gestures.swift", text: Self.gestures),
            ],
            locatingLines: true)
        let cell = FileLocatedLines(files[0].ported)
        #expect(cell.location(of: "final class CardCell") == "/app/iOS/CardCell.swift:3")
        #expect(cell.location(of: "override func gestureRecognizerShouldBegin") == "/app/iOS/Gestures.swift:5")
        #expect(cell.location(of: "return super.gestureRecognizerShouldBegin") == "/app/iOS/Gestures.swift:6")
        #expect(cell.location(of: "}") == "/app/iOS/Gestures.swift:7")
        #expect(cell.lines.last { $0.text == "}" }.map { "\($0.file):\($0.line)" } == "/app/iOS/CardCell.swift:5")
        let gestures = FileLocatedLines(files[1].ported)
        #expect(gestures.location(of: "func helper()") == "/app/iOS/Gestures.swift:9")
    }

    @Test("overrides from two other files, and one from the class's own file, all arrive in the class")
    func severalArrivals() throws {
        let reuse = "extension CardCell {\n    override func prepareForReuse() { super.prepareForReuse() }\n}\n"
        let own =
            Self.cell + "\n\nextension CardCell {\n    override func layoutSubviews() { super.layoutSubviews() }\n}\n"
        let files = try Porter.port([
            (path: "iOS/CardCell.swift", text: own), (path: "iOS/Gestures.swift", text: Self.gestures),
            (path: "iOS/Reuse.swift", text: reuse),
        ])
        let body = files[0].ported.components(separatedBy: "\nextension CardCell {").first ?? ""
        for name in ["gestureRecognizerShouldBegin", "prepareForReuse", "layoutSubviews"] {
            #expect(body.contains("override func \(name)("), "\(name) is not in the class:\n\(files[0].ported)")
        }
        #expect(files.allSatisfy { $0.problems.isEmpty })
        #expect(!files[2].ported.contains("override"))
    }

    @Test("ported alone, the extension's override is reported: no file ported declares its class")
    func aloneIsReported() throws {
        let files = try Porter.port([(path: "iOS/CardCell+Gestures.swift", text: Self.gestures)])
        #expect(files[0].problems.map(\.line) == [5])
        #expect(files[0].problems.first?.message.contains("not in the files ported") == true)
    }
}

/// The file and line each text of a ported copy is reported at, from its `#sourceLocation` directives.
struct FileLocatedLines {
    var lines: [(file: String, line: Int, text: String)] = []

    init(_ text: String) {
        var file = ""
        var next = 1
        for physical in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if physical.hasPrefix("#sourceLocation(") {
                if let name = physical.split(separator: "\"").dropFirst().first { file = String(name) }
                next = Int(physical.split(separator: "line: ").last?.dropLast() ?? "") ?? next
                continue
            }
            lines.append((file, next, String(physical)))
            next += 1
        }
    }

    /// `FILE:LINE` of the first line containing `fragment`, trimmed lines equal to it first.
    func location(of fragment: String) -> String? {
        let match =
            lines.first { $0.text.trimmingCharacters(in: .whitespaces) == fragment }
            ?? lines.first { $0.text.contains(fragment) }
        return match.map { "\($0.file):\($0.line)" }
    }
}
