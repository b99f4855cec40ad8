import GestureUIKit

/// `index.html` of `gesturelab test --artifacts DIR`: every script with pass or fail, its timeline, and for a
/// failing script its recording, last frame and report.
///
/// Self-contained: the style is inline, each timeline's SVG is in the page itself (its hover titles work), and
/// the recordings are files beside it named relatively, so the folder opens from the file system (or as a CI
/// artifact) with no server and no network. Failing scripts come first.
public enum ArtifactsPage {
    /// The HTML document, with a final newline.
    public static func html(_ scripts: [ScriptArtifacts], summary: String) -> String {
        let failing = scripts.filter { !$0.passed }, passing = scripts.filter(\.passed)
        var lines = [
            "<!DOCTYPE html>",
            "<html lang=\"en\"><head><meta charset=\"utf-8\"><title>gesturelab test: \(escape(summary))</title>",
            "<style>\(style)</style></head><body>",
            "<h1>gesturelab test <span class=\"summary\">\(escape(summary))</span></h1>",
            "<ul class=\"scripts\">",
        ]
        for script in failing + passing {
            lines.append(
                "<li class=\"\(script.passed ? "pass" : "fail")\"><a href=\"#\(escape(script.names.stem))\">"
                    + "\(script.passed ? "✓" : "✗") \(escape(ArtifactNames.title(of: script.path)))</a></li>")
        }
        lines.append("</ul>")
        for script in failing + passing { lines += section(script) }
        lines.append("</body></html>")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func section(_ script: ScriptArtifacts) -> [String] {
        let names = script.names
        var lines = [
            "<section id=\"\(escape(names.stem))\" class=\"\(script.passed ? "pass" : "fail")\">",
            "<h2>\(script.passed ? "✓" : "✗") \(escape(script.path))</h2>",
        ]
        if !script.failures.isEmpty {
            lines.append("<pre class=\"failures\">\(escape(script.failures.joined(separator: "\n")))</pre>")
        }
        lines += deviations(script.deviations)
        if let svg = script.timelineSVG {
            lines.append("<div class=\"timeline\">\(inline(svg))</div>")
            lines.append("<p class=\"files\"><a href=\"\(escape(names.timeline))\">\(escape(names.timeline))</a></p>")
        }
        if script.hasRecording {
            lines.append("<div class=\"media\">")
            lines.append(
                "<figure><img src=\"\(escape(names.recording))\" alt=\"recording\" height=\"560\">"
                    + "<figcaption>the run, touches drawn: <a href=\"\(escape(names.recording))\">"
                    + "\(escape(names.recording))</a></figcaption></figure>")
            lines.append(
                "<figure><img src=\"\(escape(names.lastFrame))\" alt=\"last frame\" height=\"560\">"
                    + "<figcaption>the last frame: <a href=\"\(escape(names.lastFrame))\">"
                    + "\(escape(names.lastFrame))</a> · report: <a href=\"\(escape(names.report))\">"
                    + "\(escape(names.report))</a></figcaption></figure>")
            lines.append("</div>")
        }
        if let problem = script.recordingProblem {
            lines.append("<p class=\"problem\">no recording: \(escape(problem))</p>")
        }
        lines.append("</section>")
        return lines
    }

    /// The run's deviations from UIKit: one item per member, with what UIKit and the kit do and the first time.
    private static func deviations(_ deviations: [ReplayReport.Deviation]) -> [String] {
        guard !deviations.isEmpty else { return [] }
        var lines = ["<div class=\"deviations\"><p>Deviations from UIKit this run exercised:</p><ul>"]
        for deviation in deviations {
            lines.append(
                "<li><code>\(escape(deviation.member))</code>: UIKit: \(escape(deviation.uikit)); the kit: "
                    + "\(escape(deviation.kit)) (first at \(DeviationRecord.seconds(deviation.firstTime)) s)</li>")
        }
        lines.append("</ul></div>")
        return lines
    }

    /// The SVG document without its XML declaration, for use inside HTML.
    static func inline(_ svg: String) -> String {
        guard svg.hasPrefix("<?xml"), let end = svg.firstIndex(of: "\n") else { return svg }
        return String(svg[svg.index(after: end)...])
    }

    private static func escape(_ text: String) -> String { JUnitReport.escape(text) }

    private static let style = """
        body{font-family:'DejaVu Sans',Helvetica,Arial,sans-serif;margin:16px;color:#1c1c1e;background:#fafafa}\
        h1{font-size:20px;margin:0 0 8px}.summary{font-weight:normal;color:#6e6e76}\
        h2{font-size:15px;margin:0 0 6px}\
        ul.scripts{list-style:none;padding:0;margin:0 0 12px;display:flex;flex-wrap:wrap;gap:4px 12px;font-size:13px}\
        li.fail a{color:#d70015}li.pass a{color:#248a3d}\
        section{border-top:1px solid #d1d1d6;padding:10px 0}\
        section.fail h2{color:#d70015}section.pass h2{color:#248a3d}\
        pre.failures{background:#fff0f0;border-left:3px solid #d70015;padding:6px 8px;font-size:12px;\
        white-space:pre-wrap;margin:0 0 8px}\
        div.timeline{overflow-x:auto;background:#fff}div.timeline svg{display:block}\
        p.files{font-size:12px;margin:4px 0}\
        div.media{display:flex;gap:16px;flex-wrap:wrap}figure{margin:0}figcaption{font-size:12px;color:#6e6e76}\
        img{border:1px solid #d1d1d6;background:#000}p.problem{color:#d70015}\
        div.deviations{background:#fff8e6;border-left:3px solid #c93400;padding:4px 8px;font-size:12px;margin:0 0 8px}\
        div.deviations p{margin:0}div.deviations ul{margin:2px 0;padding-left:18px}
        """
}
