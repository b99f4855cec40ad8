extension SceneCatalog.SceneEntry {
    /// What an `expect` line names.
    enum NameKind: String {
        case recognizer = "recognizer"
        case scrollView = "scroll view"
        case action = "action"
    }

    /// The names of `kind` the scene declares (patterns included), or nil when it does not declare them.
    func declaredNames(_ kind: NameKind) -> [String]? {
        switch kind {
        case .recognizer: recognizers
        case .scrollView: scrollViews
        case .action: actions
        }
    }

    /// Nil when the scene has `name` as a `kind`, or does not declare its names of that kind; otherwise the
    /// message, listing the names it has, the closest to `name` first (touch-scripts.md, "Expectations").
    func checkName(_ name: String, kind: NameKind) -> String? {
        guard let declared = declaredNames(kind) else { return nil }
        if declared.contains(where: { Self.name(name, matches: $0) }) { return nil }
        let listed = NameDistance.closestFirst(to: name, in: declared)
        let known = declared.isEmpty ? "it has none" : "\(kind.rawValue)s: \(listed.joined(separator: ", "))"
        return "unknown \(kind.rawValue) '\(name)' for scene '\(self.name)'; \(known)"
    }

    /// Whether `name` matches `pattern`, where a `N` component stands for any non-negative index:
    /// `page.0.pan` matches `page.N.pan`.
    public static func name(_ name: String, matches pattern: String) -> Bool {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        let patternParts = pattern.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == patternParts.count else { return false }
        return zip(parts, patternParts).allSatisfy { part, patternPart in
            if patternPart == "N" { return !part.isEmpty && part.utf8.allSatisfy { $0 >= 48 && $0 <= 57 } }
            return part == patternPart
        }
    }
}
