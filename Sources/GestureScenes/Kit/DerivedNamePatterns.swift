/// Name patterns derived from the names a scene's build shows, for views made per row or per item.
///
/// Cells and pages are named by their index (`row.3.pan`, `card.0`); a build shows only the visible ones, but a
/// script may drag row 12. Each numeric component of a found name becomes `N`, the pattern `expect` lines and
/// what-if edits already accept (`page.N.pan` matches `page.12.pan`), so a scene need not declare
/// `recognizerNames` or `scrollViewNames` for its cells' names to be known.
enum DerivedNamePatterns {
    /// `names` followed by the patterns their numbered names give (`row.3.pan` gives `row.N.pan`), each once, in
    /// the order first found; names without a numeric component give none.
    static func adding(to names: [String]) -> [String] {
        var result = names
        for name in names {
            var parts = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            var numbered = false
            for index in parts.indices where !parts[index].isEmpty && parts[index].utf8.allSatisfy(isDigit) {
                parts[index] = "N"
                numbered = true
            }
            let pattern = parts.joined(separator: ".")
            if numbered, !result.contains(pattern) { result.append(pattern) }
        }
        return result
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 48 && byte <= 57 }
}
