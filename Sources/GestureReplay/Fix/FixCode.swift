import GestureScript

/// A fix as the UIKit code a developer pastes: each edit as the statement, delegate method or override it stands
/// for, on the recognizers as the code reaches them (`FixRecognizer.expression`).
public enum FixCode {
    /// The code for `edits`, one block per edit, each opened by a comment saying where it goes.
    public static func code(for edits: [WhatIfEdit], subjects: FixSubjects) -> String {
        placements(for: edits, subjects: subjects).map(\.code).joined(separator: "\n\n")
    }

    /// Each edit's code and the user's class it goes in, when it is a member of one (`fix --patch` adds those).
    public static func placements(for edits: [WhatIfEdit], subjects: FixSubjects) -> [FixPlacement] {
        edits.map { edit in placement(for: edit, subjects: subjects) }
    }

    /// One edit's code and class: in the class holding its recognizer; else, for a pair whose other recognizer a
    /// class of the user's holds and is the delegate of (a table's pan and a cell's), that class's delegate
    /// method with the roles swapped (`FixHostCode.partnerCode`); else, for a table's recognizer required to wait
    /// for a cell's, a statement in the data source's `cellForRowAt` (`FixCellSetupCode`); else code the user
    /// places.
    static func placement(for edit: WhatIfEdit, subjects: FixSubjects) -> FixPlacement {
        let subject = subjects.recognizer(named: edit.subject)
        if let subject, subject.scrollView == nil, let host = subject.host {
            return FixHostCode.code(for: edit, subject: subject, host: host, subjects: subjects)
        }
        if let subject, let partner = edit.partner.flatMap({ subjects.recognizer(named: $0) }),
            partner.scrollView == nil, let host = partner.host,
            let placement = FixHostCode.partnerCode(for: edit, subject: subject, host: host)
        {
            return placement
        }
        if case .requires = edit.kind, let subject,
            let partner = edit.partner.flatMap({ subjects.recognizer(named: $0) }),
            let placement = FixCellSetupCode.requirement(waiting: subject, required: partner)
        {
            return placement
        }
        return FixPlacement(className: nil, code: plainCode(for: edit, subjects: subjects))
    }

    /// The code for one edit.
    public static func code(for edit: WhatIfEdit, subjects: FixSubjects) -> String {
        placement(for: edit, subjects: subjects).code
    }

    /// The code for one edit on recognizers no class of the user's holds: statements and delegate methods on the
    /// recognizers' expressions.
    private static func plainCode(for edit: WhatIfEdit, subjects: FixSubjects) -> String {
        let subject = subjects.recognizer(named: edit.subject)
        let a = subject?.expression ?? identifier(edit.subject)
        let b = edit.partner.map { subjects.recognizer(named: $0)?.expression ?? identifier($0) } ?? ""
        switch edit.kind {
        case .disabled:
            return "\(a).isEnabled = false"
        case .requires:
            return "\(a).require(toFail: \(b))"
        case .simultaneous:
            return delegateMethod(
                for: subject, name: edit.subject,
                signature: "gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,\n"
                    + "                       shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool",
                body: "gestureRecognizer === \(ownReference(a, in: subject)) && otherGestureRecognizer === \(b)",
                fallback: "false")
        case .receivesNo:
            return delegateMethod(
                for: subject, name: edit.subject,
                signature:
                    "gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool",
                body: "gestureRecognizer !== \(ownReference(a, in: subject))", fallback: "true")
        case .shouldBegin(let condition):
            // Inside the scroll view's own subclass, that scroll view is `self`.
            let answer = condition.map { self.condition($0, selfScrollView: subject?.scrollView) } ?? "false"
            let me = ownReference(a, in: subject)
            let lines =
                condition.map { usesVelocity($0) } == true
                ? "guard gestureRecognizer === \(me), let pan = gestureRecognizer as? UIPanGestureRecognizer else { "
                    + "return \(subject?.scrollView != nil ? "super.gestureRecognizerShouldBegin(gestureRecognizer)" : "true") }\n"
                    + "let v = pan.velocity(in: pan.view)\nreturn \(answer)"
                : "guard gestureRecognizer === \(me) else { "
                    + "return \(subject?.scrollView != nil ? "super.gestureRecognizerShouldBegin(gestureRecognizer)" : "true") }\n"
                    + "return \(answer)"
            return shouldBegin(for: subject, name: edit.subject, body: lines)
        case .scrollProperty(let property, let value):
            return "\(identifier(edit.subject)).\(property.rawValue) = \(value)"
        }
    }

    // MARK: Pieces

    /// A delegate method's text: on a scroll view's own recognizer, an override in the scroll view's subclass (UIKit
    /// makes the scroll view its pan's delegate and refuses another); else in the recognizer's delegate.
    private static func delegateMethod(
        for subject: FixRecognizer?, name: String, signature: String, body: String, fallback: String
    ) -> String {
        if let scrollView = subject?.scrollView {
            // UIKit's header does not declare the method on UIScrollView, so pasted iOS code has no `override`
            // (the kit's UIScrollView does declare it: porting adds `override`, docs/kit.md).
            return "// in \(identifier(scrollView))'s UIScrollView subclass, declared UIGestureRecognizerDelegate "
                + "(UIScrollView is its pan's delegate)\n" + "func \(signature) {\n    \(body)\n}"
        }
        return "// in \(name)'s delegate (UIGestureRecognizerDelegate); other recognizers keep \(fallback)\n"
            + "func \(signature) {\n    \(body)\n}"
    }

    private static func shouldBegin(for subject: FixRecognizer?, name: String, body: String) -> String {
        let indented = body.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n")
        if let scrollView = subject?.scrollView {
            return "// in \(identifier(scrollView))'s UIScrollView subclass (UIView.gestureRecognizerShouldBegin(_:))\n"
                + "override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {\n"
                + indented + "\n}"
        }
        return "// in \(name)'s delegate (UIGestureRecognizerDelegate)\n"
            + "func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {\n"
            + indented + "\n}"
    }

    /// Inside a scroll view subclass its own pan is `panGestureRecognizer`.
    private static func ownReference(_ expression: String, in subject: FixRecognizer?) -> String {
        guard subject?.scrollView != nil, let dot = expression.firstIndex(of: ".") else { return expression }
        return String(expression[expression.index(after: dot)...]).replacingOccurrences(of: "!", with: "")
    }

    static func usesVelocity(_ condition: WhatIfCondition) -> Bool {
        condition.terms.contains { if case .direction = $0 { true } else { false } }
    }

    /// The condition as a Swift expression (`v` is the pan's velocity).
    static func condition(_ condition: WhatIfCondition, selfScrollView: String? = nil) -> String {
        let terms = condition.terms.map { term($0, selfScrollView: selfScrollView) }
        let all = terms.count == 1 ? terms[0] : terms.map { "(\($0))" }.joined(separator: " && ")
        return condition.isNegated ? "!(\(all))" : all
    }

    private static func term(_ term: WhatIfCondition.Term, selfScrollView: String?) -> String {
        switch term {
        case .direction(let direction):
            switch direction {
            case .horizontal: return "abs(v.x) > abs(v.y)"
            case .vertical: return "abs(v.y) > abs(v.x)"
            case .left: return "abs(v.x) > abs(v.y) && v.x < 0"
            case .right: return "abs(v.x) > abs(v.y) && v.x > 0"
            case .up: return "abs(v.y) > abs(v.x) && v.y < 0"
            case .down: return "abs(v.y) > abs(v.x) && v.y > 0"
            }
        case .edge(let name, let edge):
            let s = name == selfScrollView ? "self" : identifier(name)
            switch edge {
            case .top: return "\(s).contentOffset.y <= -\(s).adjustedContentInset.top"
            case .bottom:
                return
                    "\(s).contentOffset.y >= \(s).contentSize.height + \(s).adjustedContentInset.bottom - \(s).bounds.height"
            case .leading: return "\(s).contentOffset.x <= -\(s).adjustedContentInset.left"
            case .trailing:
                return
                    "\(s).contentOffset.x >= \(s).contentSize.width + \(s).adjustedContentInset.right - \(s).bounds.width"
            }
        case .depth(let comparison, let value):
            return "(navigationController?.viewControllers.count ?? 1) \(comparison.rawValue) \(value)"
        }
    }

    /// A Swift identifier for a report name: `banner.pan` → `bannerPan`, `page.0` → `page0`.
    public static func identifier(_ name: String) -> String {
        let parts = name.split { !($0.isLetter || $0.isNumber) }
        guard let first = parts.first, let initial = first.first else { return "recognizer" }
        let head = initial.isNumber ? "v" + first : String(first)
        return head + parts.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }
}
