import ArgumentParser
import GestureScenes

/// `gesturelab scenes`: lists the scenes from the code's registry, with options, recognizers and actions.
struct Scenes: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "List the scenes, their options (values and defaults), recognizers, scroll views and actions.")

    func run() throws {
        print(Self.listing(CommandScenes.registry.descriptions), terminator: "")
    }

    /// The readable listing of `descriptions`, one block per scene.
    static func listing(_ descriptions: [SceneDescription]) -> String {
        var lines: [String] = []
        for (index, scene) in descriptions.enumerated() {
            if index > 0 { lines.append("") }
            lines.append("\(scene.name): \(scene.title)")
            // A user's scene has one summary, its title and its problem both by default: say it once.
            if !scene.problem.isEmpty, scene.problem != scene.title { lines.append("  \(scene.problem)") }
            if !scene.options.isEmpty {
                lines.append("  options:")
                for option in scene.options {
                    let values: String
                    switch option.kind {
                    case .choice(let words): values = words.joined(separator: "|")
                    case .integer: values = "N"
                    case .text: values = "TEXT"
                    }
                    let fallback = option.defaultValue.isEmpty ? "" : " (default \(option.defaultValue))"
                    let start = option.isStartOption ? " [start]" : ""
                    lines.append("    \(option.key)=\(values)\(fallback)\(start)")
                    if !option.summary.isEmpty { lines.append("        \(option.summary)") }
                }
            }
            if let fix = scene.mainFix {
                lines.append("  main fix: \(fix.key) (broken: \(fix.broken), fixed: \(fix.fixed))")
            }
            lines.append("  recognizers: \(list(scene.recognizers))")
            lines.append("  scroll views: \(list(scene.scrollViews))")
            lines.append("  actions: \(list(scene.actions))")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func list(_ names: [String]) -> String {
        names.isEmpty ? "none" : names.joined(separator: ", ")
    }
}
