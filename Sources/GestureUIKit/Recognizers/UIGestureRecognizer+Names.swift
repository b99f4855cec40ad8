extension UIGestureRecognizer {
    /// Derives the report name when no `name` is set: `<view name>.<kind>` (with a number after the first of a kind
    /// on a view: `card.tap`, `card.tap2`), else empty until the scene host names the view. Recognizers the engine
    /// named itself (`derivesName` false) keep their names.
    func updateDerivedName() {
        guard derivesName, explicitName == nil, let view = attachedView, !view.name.isEmpty else { return }
        let kind = Self.derivedKind
        let sameKind = view.attachedRecognizers.filter {
            $0.derivesName && $0.explicitName == nil && type(of: $0).derivedKind == kind
        }
        let index = (sameKind.firstIndex { $0 === self } ?? 0) + 1
        derivedName = index == 1 ? "\(view.name).\(kind)" : "\(view.name).\(kind)\(index)"
    }
}
