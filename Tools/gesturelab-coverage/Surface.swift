import Foundation

/// The reference surface (docs/coverage/uikit-surface.tsv): the gesture-relevant UIKit members, one a line, in their
/// Swift spelling, with the header each comes from.
struct Surface {
    /// One UIKit member of the surface.
    struct Member {
        /// The UIKit class or protocol, nested types dotted (`UISheetPresentationController.Detent`).
        var type: String
        /// The member's Swift name as the symbol graph titles it: `require(toFail:)`, `contentOffset`.
        var name: String
        /// The header that declares it.
        var header: String
        /// Where UIKit overloads one Swift name (`convert(_:to:)` for points and rects), the parameter type that tells
        /// this overload apart; empty otherwise.
        var parameter: String

        /// 1: the gesture surface; 2: the everyday members beyond it (docs/coverage/uikit-tier2.tsv).
        var tier = 1
        /// Tier 2: the member's category (`environment`, `layer`...); empty in tier 1.
        var category = ""
        /// Tier 2: how many codebases of the corpus use it (Tools/uikit-usage/count.py).
        var codebases = 0
        /// Tier 2: `corpus` (used in at least 10 codebases) or `named` (in because a real excerpt or an earlier
        /// count named it).
        var source = ""

        /// The name as the page shows it: with the parameter type when it tells overloads apart.
        var label: String { parameter.isEmpty ? name : "\(name) (\(parameter))" }
    }

    /// The members, in the file's order.
    var members: [Member]
    /// Each header's source: where it was read (a stored repository path, or the SDK).
    var headers: [String: String]
    /// The kit classes a UIKit class's members are looked up on when the kit has no class of that name
    /// (`UIResponder`'s touches are `UIView`'s here).
    var lookups: [String: [String]]

    /// Reads the tier 2 file after it: `class member header parameter category codebases source` rows.
    mutating func appendTier2(contentsOf path: String) throws {
        for line in try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n") where !line.hasPrefix("#")
        {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count >= 7 else { continue }
            members.append(
                Member(
                    type: fields[0], name: fields[1], header: fields[2], parameter: fields[3], tier: 2,
                    category: fields[4], codebases: Int(fields[5]) ?? 0, source: fields[6]))
        }
    }

    /// Reads the surface file: tab-separated `class member header [parameter]` rows; `#` lines are comments, except
    /// `# header<TAB>name<TAB>source` and `# lookup<TAB>class<TAB>kit classes...`.
    init(contentsOf path: String) throws {
        members = []
        headers = [:]
        lookups = [:]
        for line in try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            if line.hasPrefix("#") {
                if fields.count >= 3, fields[0] == "# header" { headers[fields[1]] = fields[2] }
                if fields.count >= 3, fields[0] == "# lookup" { lookups[fields[1]] = Array(fields[2...]) }
                continue
            }
            guard fields.count >= 3 else { continue }
            members.append(
                Member(
                    type: fields[0], name: fields[1], header: fields[2], parameter: fields.count > 3 ? fields[3] : ""))
        }
    }
}
