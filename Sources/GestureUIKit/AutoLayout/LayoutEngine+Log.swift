import Foundation
import LayoutSolver

/// What the engine tells the console, in UIKit's words: the window's diagnostics (`consoleMessages`) keep it.
extension LayoutEngine {
    /// Logs `message` (UIKit's console line), to the host window's diagnostics when the tree is in one.
    func log(_ message: String) {
        messages.append(message)
        if messages.count > 256 { messages.removeFirst(messages.count - 256) }
        (host as? UIWindow)?.diagnostics.recordConsole(message)
    }

    /// Logs a refusal of the solver: for required constraints that contradict each other, UIKit's "Unable to
    /// simultaneously satisfy constraints" with every constraint involved, then the one broken (`breaking`, the
    /// constraint being added or changed). Nothing traps: the engine goes on without the broken constraint.
    func report(_ error: SolverError, breaking: NSLayoutConstraint?) {
        guard case .unsatisfiable(let conflict) = error else {
            log("[LayoutConstraints] \(error.description)")
            return
        }
        let involved = conflict.involved.map { constraint in
            if let breaking, constraint === conflict.broken { return "    \"\(breaking.description)\"" }
            return "    \"\(describe(constraint))\""
        }.joined(separator: ",\n")
        let brokenText = breaking?.description ?? describe(conflict.broken)
        log(
            """
            [LayoutConstraints] Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want. 
            \tTry this: 
            \t\t(1) look at each constraint and try to figure out which you don't expect; 
            \t\t(2) find the code that added the unwanted constraint or constraints and fix it. 
            \t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the \
            documentation for the UIView property translatesAutoresizingMaskIntoConstraints) 
            (
            \(involved)
            )

            Will attempt to recover by breaking constraint 
            \(brokenText)

            Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
            The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may \
            also be helpful.
            """)
    }

    /// UIKit's description of the layout constraint a solver constraint stands for.
    private func describe(_ constraint: Constraint) -> String {
        if let owner = installed.first(where: { $0.value.constraint === constraint })?.key {
            return owner.description
        }
        for record in items.values {
            if let entry = record.aux.first(where: { $0.constraint === constraint }) { return entry.spec.description }
        }
        return "\(constraint)"
    }
}
