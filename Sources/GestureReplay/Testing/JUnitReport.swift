import Foundation

/// `gesturelab test --junit FILE`: the outcomes as JUnit XML, the format CI systems read test results in.
///
/// One `<testsuite>` per script (named by its path), one `<testcase>` per expectation (named by its line and
/// text, with `file` and `line` attributes), a `<failure>` with `expected ..., got ...` for one that failed. A
/// script that does not parse or cannot run is a suite with one test case holding an `<error>`. No `time`
/// attributes: the output depends only on the scripts, so it can be diffed. A script's artifacts (`test
/// --artifacts`: its timeline, recording and last frame) are named in each failed test case's `<system-out>` as
/// `[[ATTACHMENT|path]]`, the form Jenkins' attachments plugin and GitLab's test reports link from.
public enum JUnitReport {
    /// The XML document, with a final newline.
    public static func xml(_ summary: ScriptTestSummary) -> String {
        let errors = summary.outcomes.filter { $0.error != nil }.count
        let tests = summary.passed + summary.failed + errors
        var lines = [
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
            "<testsuites name=\"gesturelab test\" tests=\"\(tests)\" failures=\"\(summary.failed)\" "
                + "errors=\"\(errors)\">",
        ]
        for outcome in summary.outcomes {
            lines += suite(outcome)
        }
        lines.append("</testsuites>")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func suite(_ outcome: ScriptTestOutcome) -> [String] {
        let name = escape(outcome.path)
        let className = escape(className(outcome.path))
        if let error = outcome.error {
            return [
                "  <testsuite name=\"\(name)\" tests=\"1\" failures=\"0\" errors=\"1\" skipped=\"0\">",
                "    <testcase classname=\"\(className)\" name=\"script\" file=\"\(name)\">",
                "      <error message=\"\(escape(error))\">\(escape(error))</error>",
            ] + systemOut(outcome.attachments) + [
                "    </testcase>",
                "  </testsuite>",
            ]
        }
        let failures = outcome.results.filter { !$0.passed }.count
        var lines = [
            "  <testsuite name=\"\(name)\" tests=\"\(outcome.results.count)\" failures=\"\(failures)\" errors=\"0\" "
                + "skipped=\"0\">"
        ]
        for result in outcome.results {
            let open =
                "    <testcase classname=\"\(className)\" name=\"\(escape("line \(result.line): \(result.text)"))\" "
                + "file=\"\(name)\" line=\"\(result.line)\""
            if result.passed {
                lines.append(open + "/>")
            } else {
                let message = escape(result.message)
                lines.append(open + ">")
                lines.append("      <failure message=\"\(message)\" type=\"expectation\">\(message)</failure>")
                lines += systemOut(outcome.attachments)
                lines.append("    </testcase>")
            }
        }
        lines.append("  </testsuite>")
        return lines
    }

    /// `<system-out>` with one `[[ATTACHMENT|path]]` line per file; nothing when there are none.
    private static func systemOut(_ attachments: [String]) -> [String] {
        guard !attachments.isEmpty else { return [] }
        let lines = attachments.map { "[[ATTACHMENT|\(escape($0))]]" }.joined(separator: "\n")
        return ["      <system-out>\(lines)</system-out>"]
    }

    /// The path without `.touches`, with `/` as `.`: `Resources.Scripts.taps-single-waits-for-double-on`.
    static func className(_ path: String) -> String {
        var name = path.hasSuffix(".touches") ? String(path.dropLast(".touches".count)) : path
        while name.hasPrefix("./") { name.removeFirst(2) }
        if name.hasPrefix("/") { name.removeFirst() }
        return name.replacingOccurrences(of: "/", with: ".")
    }

    /// Text safe in XML attributes and content: the five entities escaped, characters XML 1.0 forbids dropped.
    static func escape(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\t", "\n", "\r": result += "&#\(scalar.value);"
            default:
                let value = scalar.value
                let allowed =
                    (0x20...0xD7FF).contains(value) || (0xE000...0xFFFD).contains(value)
                    || (0x10000...0x10FFFF).contains(value)
                if allowed { result.unicodeScalars.append(scalar) }
            }
        }
        return result
    }
}
