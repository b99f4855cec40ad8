import Foundation
import GestureLabTestSupport
import Testing

/// The kit's coverage table (docs/kit.md, "Coverage") lists every public class and member of the UIKit model, and
/// only those: a member added without a row, or a row left behind by a removed member, fails here.
@Suite("The kit's coverage table matches the public API", .timeLimit(.minutes(1)))
struct KitCoverageTableTests {
    /// A public or open declaration: its outermost type (what the table's first column names) and its name.
    struct Declaration: Hashable, CustomStringConvertible {
        var type: String
        var name: String
        var description: String { "\(type).\(name)" }
    }

    /// A top-level type or extension at the start of a line: its (outermost) name.
    nonisolated(unsafe) static let topLevel = #/^(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|open|package|final|private|fileprivate|internal)\s+)*(?:extension|class|struct|enum|protocol|actor)\s+([A-Za-z_][A-Za-z0-9_]*)/#
    /// A public or open member or nested type, indented: its kind and name.
    nonisolated(unsafe) static let member = #/^\s+(?:@\w+(?:\([^)]*\))?\s+)*(?:public|open)\s+(?:(?:private\(set\)|internal\(set\)|package\(set\)|final|static|class|override|convenience|required|nonisolated|mutating|dynamic|lazy|weak|unowned)\s+)*(func|var|let|init|case|subscript|typealias|struct|enum|class|protocol)\b\s*([A-Za-z_][A-Za-z0-9_]*)?/#
    /// A requirement of a public protocol (no access modifier): its kind and name.
    nonisolated(unsafe) static let requirement = #/^\s+(?:@\w+(?:\([^)]*\))?\s+)*(?:static\s+)?(func|var|init)\b\s*([A-Za-z_][A-Za-z0-9_]*)?/#
    /// Any declaration's name, public or not, and the cases of an enum (`case a, b`).
    nonisolated(unsafe) static let anyDeclaration = #/^\s*(?:.*\s)?(?:func|var|let|case|init|subscript|typealias|struct|enum|class)\s+([A-Za-z_][A-Za-z0-9_]*)/#
    /// A public top-level type declaration.
    nonisolated(unsafe) static let publicType = #/^(?:@\w+(?:\([^)]*\))?\s+)*(?:public|open)\s+(?:final\s+)?(?:class|struct|enum|protocol)\s+([A-Za-z_][A-Za-z0-9_]*)/#
    /// A row of the table: its class and member columns.
    nonisolated(unsafe) static let row = #/^\| `([^`]+)` \| `([^`]+)` \|/#

    /// The public types and members of `Sources/GestureUIKit`, read from the source text.
    static func publicAPI(root: String) throws -> (types: Set<String>, members: Set<Declaration>) {
        let folder = root + "/Sources/GestureUIKit"
        guard let walker = FileManager.default.enumerator(atPath: folder) else { return ([], []) }
        var types = Set<String>()
        var members = Set<Declaration>()
        for case let path as String in walker where path.hasSuffix(".swift") {
            var current = ""
            var inPublicProtocol = false
            var previous = ""
            for line in try String(contentsOfFile: folder + "/" + path, encoding: .utf8).split(separator: "\n") {
                let text = String(line)
                defer { previous = text }
                if text.trimmingCharacters(in: .whitespaces).hasPrefix("//") { continue }
                if let top = text.firstMatch(of: topLevel) {
                    // The host's SPI (`@_spi(GestureLabHost)`) is not a user's API: no rows.
                    current = previous.hasPrefix("@_spi") ? "" : String(top.1)
                    inPublicProtocol = text.contains("protocol ") && text.contains("public ")
                }
                if !current.isEmpty, let type = text.firstMatch(of: publicType) { types.insert(String(type.1)) }
                // An override is the member of the class it overrides, which has the row.
                guard !current.isEmpty, !text.contains(" override ") else { continue }
                let match = text.firstMatch(of: member).map { (String($0.1), $0.2.map(String.init)) }
                    ?? (inPublicProtocol ? text.firstMatch(of: requirement).map { (String($0.1), $0.2.map(String.init)) } : nil)
                guard let (kind, declared) = match else { continue }
                let name = kind == "init" || kind == "subscript" ? kind : declared ?? ""
                if !name.isEmpty { members.insert(Declaration(type: current, name: name)) }
            }
        }
        return (types, members)
    }

    /// The table's rows: class → member column texts.
    static func tableRows(root: String) throws -> [String: [String]] {
        let kit = try String(contentsOfFile: root + "/docs/kit.md", encoding: .utf8)
        guard let start = kit.range(of: "## Coverage") else { return [:] }
        var rows: [String: [String]] = [:]
        for line in kit[start.upperBound...].split(separator: "\n") {
            if let match = String(line).firstMatch(of: row) {
                let type = String(match.1).split(separator: ".").first.map(String.init) ?? String(match.1)
                rows[type, default: []].append(String(match.2))
            }
        }
        return rows
    }

    /// Whether a member column names `name`: the name itself, or the name followed by its labels.
    static func names(_ column: String, _ name: String) -> Bool {
        guard column.hasPrefix(name) else { return false }
        guard let next = column.dropFirst(name.count).first else { return true }
        return !(next.isLetter || next.isNumber || next == "_")
    }

    @Test("every public type and member of the UIKit model has a row")
    func everyMemberHasARow() throws {
        let root = BuiltProducts.packageRoot
        let api = try Self.publicAPI(root: root)
        let rows = try Self.tableRows(root: root)
        #expect(api.types.count > 40 && api.members.count > 300, "the scan found \(api.types.count) types")
        let missingTypes = api.types.filter { type in !(rows[type] ?? []).contains("(the type)") }.sorted()
        #expect(missingTypes.isEmpty, "public types without a '(the type)' row: \(missingTypes)")
        let missing = api.members.filter { declaration in
            !(rows[declaration.type] ?? []).contains { Self.names($0, declaration.name) }
        }.map(\.description).sorted()
        #expect(missing.isEmpty, "public members without a row in docs/kit.md: \(missing)")
    }

    /// Every name declared anywhere in the UIKit model (enum cases and nested types' members included).
    static func declaredNames(root: String) throws -> Set<String> {
        let folder = root + "/Sources/GestureUIKit"
        guard let walker = FileManager.default.enumerator(atPath: folder) else { return [] }
        var names: Set<String> = ["init", "subscript"]
        for case let path as String in walker where path.hasSuffix(".swift") {
            for line in try String(contentsOfFile: folder + "/" + path, encoding: .utf8).split(separator: "\n") {
                let text = String(line)
                if let match = text.firstMatch(of: anyDeclaration) { names.insert(String(match.1)) }
                // NSObject's `isEqual(_:)` is the `==` of Equatable here.
                if text.contains("static func == ") { names.insert("isEqual") }
                if let range = text.range(of: "case ") {
                    for item in text[range.upperBound...].split(separator: ",") {
                        names.insert(String(item.trimmingCharacters(in: .whitespaces).prefix { $0.isLetter || $0.isNumber || $0 == "_" }))
                    }
                }
            }
        }
        return names
    }

    @Test("every row names a public type and something declared in the model (no row outlives its member)")
    func everyRowIsDeclared() throws {
        let root = BuiltProducts.packageRoot
        let api = try Self.publicAPI(root: root)
        let declared = try Self.declaredNames(root: root)
        let rows = try Self.tableRows(root: root)
        let extraTypes: Set<String> = ["CGPoint", "CGSize", "CGRect", "CGFloat", "IndexPath", "NSObject"]
        let unknownTypes = rows.keys.filter { !api.types.contains($0) && !extraTypes.contains($0) }.sorted()
        #expect(unknownTypes.isEmpty, "rows for types that are not public: \(unknownTypes)")
        var stale: [String] = []
        for (type, columns) in rows {
            for column in columns where column != "(the type)" {
                let name = String(column.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
                if !name.isEmpty, !declared.contains(name) { stale.append("\(type).\(column)") }
            }
        }
        #expect(stale.sorted().isEmpty, "rows for members declared nowhere in the model: \(stale.sorted())")
    }

    @Test("the scan reads declarations as Swift writes them")
    func scanWorks() {
        #expect("open class UIView: UIResponder {".firstMatch(of: Self.topLevel)?.1 == "UIView")
        #expect("extension UIScrollView {".firstMatch(of: Self.topLevel)?.1 == "UIScrollView")
        #expect("    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {".firstMatch(of: Self.member)?.2 == "touchesBegan")
        #expect("    public private(set) var isTracking = false".firstMatch(of: Self.member)?.2 == "isTracking")
        #expect("    public required init?(coder: NSCoder) { return nil }".firstMatch(of: Self.member)?.1 == "init")
        #expect("    package var name: String".firstMatch(of: Self.member) == nil)
        #expect(Self.names("init(frame:)", "init") && Self.names("state", "state") && !Self.names("stateX", "state"))
    }
}
