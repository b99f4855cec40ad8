import GestureScript

/// A fix's code for a recognizer the user's own class holds (`FixHost`): written in that class, on the property
/// it declares (`panGesture`), as an `override` with a `super` fallback where UIKit's base class has the method
/// (`UIView.gestureRecognizerShouldBegin(_:)`), and naming a partner by a public handle
/// (`(otherGestureRecognizer.view as? UITableView)?.panGestureRecognizer`) where one exists.
///
/// A member's body is one `if` that answers for the fix's recognizer, then the fallback as its last statement:
/// `gesturelab-port patch` merges it into a method the class already has by putting all but the fallback first.
enum FixHostCode {
    /// The code for `edit` on `subject`, held by `host`: a comment saying where it goes, then the code.
    static func code(
        for edit: WhatIfEdit, subject: FixRecognizer, host: FixHost, subjects: FixSubjects
    ) -> FixPlacement {
        let me = host.property
        let partner = edit.partner.flatMap { subjects.recognizer(named: $0) }
        switch edit.kind {
        case .disabled:
            return statement("\(me).isEnabled = false", host: host)
        case .requires(let name):
            let other = partner.map { reference(to: $0, from: host, other: nil) } ?? FixCode.identifier(name)
            let sameClass = partner?.host?.className == host.className
            if !sameClass, host.isDelegate, let partner, let test = delegateTest(for: partner, from: host) {
                return delegateMember(
                    host: host,
                    signature: "gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, "
                        + "shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool",
                    test: "gestureRecognizer === \(me) && \(test)", answer: ["return true"], fallback: "return false")
            }
            if !sameClass, let partner,
                let placement = FixCellSetupCode.requirement(waiting: subject, required: partner)
            {
                return placement
            }
            let reached = sameClass ? nil : other.prefix { $0.isLetter || $0.isNumber }
            return statement("\(me).require(toFail: \(other))", host: host, reaching: reached.map(String.init))
        case .simultaneous(let name):
            let other =
                partner.map { reference(to: $0, from: host, other: "otherGestureRecognizer") }
                ?? FixCode.identifier(name)
            return delegateMember(
                host: host,
                signature: "gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, "
                    + "shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool",
                test: "gestureRecognizer === \(me) && otherGestureRecognizer === \(other)", answer: ["return true"],
                fallback: "return false")
        case .receivesNo:
            return delegateMember(
                host: host,
                signature: "gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) "
                    + "-> Bool",
                test: "gestureRecognizer === \(me)", answer: ["return false"], fallback: "return true")
        case .shouldBegin(let condition):
            let answer = condition.map { FixCode.condition($0) } ?? "false"
            let usesVelocity = condition.map(FixCode.usesVelocity) ?? false
            let test =
                usesVelocity
                ? "gestureRecognizer === \(me), let pan = gestureRecognizer as? UIPanGestureRecognizer"
                : "gestureRecognizer === \(me)"
            let lines = (usesVelocity ? ["let v = pan.velocity(in: pan.view)"] : []) + ["return \(answer)"]
            return shouldBegin(host: host, test: test, answer: lines)
        case .scrollProperty(let property, let value):
            return FixPlacement(
                className: nil, code: "\(FixCode.identifier(edit.subject)).\(property.rawValue) = \(value)")
        }
    }

    /// How code in `host` names `recognizer`: its own property when the same class holds it, a scroll view's
    /// public handle (through `other`, the delegate method's parameter, when there is one), else its expression.
    static func reference(to recognizer: FixRecognizer, from host: FixHost, other: String?) -> String {
        if let partnerHost = recognizer.host, partnerHost.className == host.className { return partnerHost.property }
        if let scrollClass = recognizer.scrollViewClass, let other,
            let property = recognizer.expression.split(separator: ".").last
        {
            return "(\(other).view as? \(scrollClass))?.\(property.replacingOccurrences(of: "!", with: ""))"
        }
        return recognizer.expression
    }

    /// How the delegate method's `otherGestureRecognizer` is tested for `partner` without an object the host
    /// doesn't hold: a scroll view's recognizer by its public handle through the recognizer's own view, UIKit's
    /// private one by its class name; nil when only an outside object reaches it (a navigation controller's).
    ///
    /// `require(toFail:)` on an object the class can't reach (a cell's pan waiting for its table's, which the cell
    /// reaches only once it is in a table) is the delegate's `gestureRecognizer(_:shouldRequireFailureOf:)`
    /// answering true for that pair: UIKit asks it once per recognition attempt, pairwise, and a YES guarantees the
    /// requirement as `require(toFail:)` does (uikit-behaviour.md, failure requirements: "Dynamic versions").
    static func delegateTest(for partner: FixRecognizer, from host: FixHost) -> String? {
        if partner.scrollViewClass != nil {
            return "otherGestureRecognizer === " + reference(to: partner, from: host, other: "otherGestureRecognizer")
        }
        if partner.isReachedByPrivateClass {
            return "\"\\(type(of: otherGestureRecognizer))\" == \"\(partner.className)\""
        }
        return nil
    }

    /// An edit on a recognizer the user's class doesn't hold (`feed.pan`) about one it holds and is the delegate
    /// of (`card.N.pan`, `host`), as that delegate's method with the roles swapped, which needs no outside object:
    /// `feed.pan requires card.N.pan` is `gestureRecognizer(_:shouldBeRequiredToFailBy:)` answering true for the
    /// card's pan and the table's (a YES sets the same requirement: uikit-behaviour.md, "Dynamic versions"), and
    /// `simultaneous` is symmetric (UIKit lets the pair recognize together when either delegate says YES). Nil for
    /// other edits, or when the subject is reached only through an outside object.
    static func partnerCode(for edit: WhatIfEdit, subject: FixRecognizer, host: FixHost) -> FixPlacement? {
        guard host.isDelegate, let test = delegateTest(for: subject, from: host) else { return nil }
        let method: String
        switch edit.kind {
        case .requires: method = "shouldBeRequiredToFailBy"
        case .simultaneous: method = "shouldRecognizeSimultaneouslyWith"
        default: return nil
        }
        return delegateMember(
            host: host,
            signature: "gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, "
                + "\(method) otherGestureRecognizer: UIGestureRecognizer) -> Bool",
            test: "gestureRecognizer === \(host.property) && \(test)", answer: ["return true"],
            fallback: "return false")
    }

    // MARK: Pieces

    /// A statement, where the class sets the recognizer up; `reaching` names what else it uses, which the class
    /// may not hold (a cell reaches its table only once it is in one).
    /// Only a statement on the class's own properties goes in by `--patch` (after the line that adds the
    /// recognizer to its view).
    private static func statement(_ code: String, host: FixHost, reaching: String? = nil) -> FixPlacement {
        let also = reaching.map { " and can reach \($0)" } ?? ""
        return FixPlacement(
            className: reaching == nil ? host.className : nil,
            code: "// in \(host.className), where \(host.property) is set up\(also)\n" + code,
            after: reaching == nil ? host.property : nil)
    }

    /// `gestureRecognizerShouldBegin(_:)`: an override in a view, else the delegate method.
    ///
    /// UIView declares the method, and UIKit's `_shouldBegin` asks it of every view gathered from the recognizer's
    /// touches before it asks the delegate (uikit-behaviour.md §1.5, from UIGestureRecognizer's
    /// `_gatherViewsToQueryForDelegateCall`): a cell is asked about the table's pan too when the touch went down in
    /// it, so the override answers for its own recognizer by identity and returns `super`'s answer for the rest, as
    /// KSPhotoView's does. A view that is also the recognizer's delegate answers as its delegate through the same
    /// method.
    private static func shouldBegin(host: FixHost, test: String, answer: [String]) -> FixPlacement {
        let signature = "gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool"
        guard host.isView else {
            return delegateMember(
                host: host, signature: signature, test: test, answer: answer, fallback: "return true")
        }
        var role = "UIView.gestureRecognizerShouldBegin(_:)"
        if host.isDelegate { role += "; \(host.className) is \(host.property)'s delegate" }
        if !host.isDelegate && !host.isRecognizerView {
            role += "; set \(host.property).delegate = self (UIGestureRecognizerDelegate)"
        }
        let body = member(
            "override func \(signature)", test: test, answer: answer,
            fallback: "return super.gestureRecognizerShouldBegin(gestureRecognizer)")
        // UIKit asks a view's override only for its own recognizers and the touches' views, and the delegate's
        // method only of the delegate: in any other class the patch alone would never be asked.
        let isAsked = host.isDelegate || host.isRecognizerView
        return FixPlacement(
            className: isAsked ? host.className : nil, code: "// in \(host.className) (\(role))\n" + body)
    }

    private static func delegateMember(
        host: FixHost, signature: String, test: String, answer: [String], fallback: String
    ) -> FixPlacement {
        var role = "\(host.property)'s delegate (UIGestureRecognizerDelegate)"
        if !host.isDelegate { role += "; set \(host.property).delegate = self" }
        let body = member("func \(signature)", test: test, answer: answer, fallback: fallback)
        // Patched only into the delegate: UIKit asks no other object (setting the delegate is the user's choice).
        return FixPlacement(
            className: host.isDelegate ? host.className : nil, code: "// in \(host.className), \(role)\n" + body)
    }

    /// `DECLARATION { if TEST { ANSWER } FALLBACK }`, indented by four spaces.
    private static func member(_ declaration: String, test: String, answer: [String], fallback: String) -> String {
        ([declaration + " {", "    if \(test) {"] + answer.map { "        " + $0 } + ["    }", "    " + fallback, "}"])
            .joined(separator: "\n")
    }
}

/// Where a fix's code goes: the user's class to add it to as a member (what `fix --patch` inserts), the data
/// source's method that dequeues a cell, or nil for a statement the user places.
public struct FixPlacement: Sendable, Equatable {
    /// The class the member goes in (`CardCell`); nil for a statement or code outside a user's class.
    public var className: String?
    /// The code as printed: a comment line saying where it goes, then the code.
    public var code: String
    /// For a statement: the property whose set-up it follows (`panGesture`); nil for a member.
    public var after: String?
    /// For a statement in the data source's `tableView(_:cellForRowAt:)` (`collectionView(_:cellForItemAt:)`):
    /// the cell class whose dequeue it follows; the code names the cell `cell` and the table `tableView`
    /// (`collectionView`), which `fix --patch` renames to the method's own names.
    public var cellClass: String? = nil

    /// Code for `className` (nil: placed by the user); a statement when `after` names the property it follows.
    public init(className: String?, code: String, after: String? = nil) {
        self.className = className
        self.code = code
        self.after = after
    }

    /// A statement for the data-source method that dequeues `cellClass`.
    public init(cellClass: String, code: String) {
        self.init(className: nil, code: code)
        self.cellClass = cellClass
    }

    /// Whether `fix --patch` can put it in the user's files: a member or statement of their class, or a statement
    /// after a dequeue of their cell.
    public var isPatchable: Bool { className != nil || cellClass != nil }

    /// The code without its leading comment lines: what goes into the file.
    public var member: String {
        code.split(separator: "\n", omittingEmptySubsequences: false).drop { $0.hasPrefix("//") }
            .joined(separator: "\n")
    }
}
