import Foundation
import GestureLabTestSupport
import Testing

/// One model, enforced: the engine's classes are UIKit's, so nothing in Sources stands in front of another object,
/// and no public type outside the UIKit model takes a UIKit name.
@Suite("One model in UIKit's names", .timeLimit(.minutes(1)))
struct OneModelTests {
    /// The words of a two-hierarchy design: an object in front of another, and the hooks that bridge them.
    static let bridgeWords = #"(?i)facade|backing|KitInjection|retainedFacade|ViewOverrides"#
    /// A public declaration of a type with a UIKit, Core Animation, Core Graphics or Foundation class's prefix.
    static let uikitNamedType = #"(public|open)\s+(final\s+)?(class|struct|enum|protocol|typealias)\s+(UI|CA|CG|NS)[A-Z]\w*"#

    /// Every Swift file under `Sources` with its text, relative paths.
    static func sources() throws -> [(path: String, text: String)] {
        let root = BuiltProducts.packageRoot + "/Sources"
        guard let walker = FileManager.default.enumerator(atPath: root) else { return [] }
        var files: [(String, String)] = []
        for case let path as String in walker where path.hasSuffix(".swift") {
            files.append(("Sources/" + path, try String(contentsOfFile: root + "/" + path, encoding: .utf8)))
        }
        return files.sorted { $0.0 < $1.0 }
    }

    @Test("no facade, backing, injection or override hooks anywhere in Sources")
    func noBridges() throws {
        let regex = try Regex(Self.bridgeWords)
        let files = try Self.sources()
        #expect(files.count > 100, "the scan found \(files.count) files")
        let hits = files.filter { $0.text.contains(regex) }.map(\.path)
        #expect(hits.isEmpty, "a second object in front of the model: \(hits)")
    }

    @Test("a public type named like a UIKit class is declared only in the UIKit model, once")
    func uikitNamesOnlyInTheModel() throws {
        let regex = try Regex(Self.uikitNamedType)
        var declared: [String: [String]] = [:]
        for file in try Self.sources() {
            for match in file.text.matches(of: regex) {
                let name = String(file.text[match.range]).split(separator: " ").last.map(String.init) ?? ""
                declared[name, default: []].append(file.path)
            }
        }
        #expect(declared["UIGestureRecognizer"] == ["Sources/GestureUIKit/Recognizers/UIGestureRecognizer.swift"])
        let outside = declared.filter { _, paths in paths.contains { !$0.hasPrefix("Sources/GestureUIKit/") } }
        #expect(outside.isEmpty, "UIKit names outside the model: \(outside)")
        let twice = declared.filter { $0.value.count > 1 }
        #expect(twice.isEmpty, "UIKit names declared twice: \(twice)")
    }

    @Test("the checks find what they look for")
    func patternsWork() throws {
        #expect("let facade = x".contains(try Regex(Self.bridgeWords)))
        #expect("KitInjection.with".contains(try Regex(Self.bridgeWords)))
        #expect("public final class UIView {".contains(try Regex(Self.uikitNamedType)))
        #expect(!"public final class LabView {".contains(try Regex(Self.uikitNamedType)))
    }
}
