import GestureScript
import Testing
@testable import GestureReplay

@Suite("Artifacts: the page and the JUnit attachments")
struct ArtifactsPageTests {
    private let svg = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\"></svg>\n"

    @Test("the page lists failing scripts first, draws their timelines inline and shows their recordings")
    func page() {
        let html = ArtifactsPage.html(
            [
                ScriptArtifacts(path: "S/a-on.touches", passed: true, failures: [], timelineSVG: svg),
                ScriptArtifacts(
                    path: "S/b-off.touches", passed: false, failures: ["S/b-off.touches:4: expected x, got <y>"],
                    timelineSVG: svg, hasRecording: true),
            ], summary: "1 passed, 1 failed")
        let failing = html.range(of: "<section id=\"S.b-off\" class=\"fail\">")
        let passing = html.range(of: "<section id=\"S.a-on\" class=\"pass\">")
        #expect(failing != nil && passing != nil)
        if let failing, let passing { #expect(failing.lowerBound < passing.lowerBound) }
        #expect(html.contains("<img src=\"S.b-off.gif\""))
        #expect(html.contains("<img src=\"S.b-off.png\""))
        #expect(html.contains("expected x, got &lt;y&gt;"))
        // Inline SVG, without its XML declaration; no script, no external style or font: it opens from the disk.
        #expect(html.contains("<div class=\"timeline\"><svg xmlns="))
        #expect(!html.contains("<?xml"))
        #expect(!html.contains("<script") && !html.contains("src=\"http"))
        #expect(!html.contains("<link"))
    }

    @Test("a failed test case names the script's artifacts as [[ATTACHMENT|path]] in its system-out")
    func junitAttachments() {
        let fail = ExpectationResult(
            expectation: ScriptExpectation(line: 4, time: 0.6, condition: .screen("gallery")), passed: false,
            actual: "screen viewer")
        let pass = ExpectationResult(
            expectation: ScriptExpectation(line: 3, time: 0, condition: .screen("viewer")), passed: true,
            actual: "screen viewer")
        var outcome = ScriptTestOutcome(path: "S/b-off.touches", results: [pass, fail])
        outcome.attachments = ["out/S.b-off.svg", "out/S.b-off.gif"]
        let xml = JUnitReport.xml(ScriptTestSummary(outcomes: [outcome]))
        #expect(xml.contains("<system-out>[[ATTACHMENT|out/S.b-off.svg]]\n[[ATTACHMENT|out/S.b-off.gif]]</system-out>"))
        // Only the failed case carries them.
        #expect(xml.components(separatedBy: "<system-out>").count == 2)
    }

    @Test("artifact names come from the script's path, so scripts in two folders never share a file")
    func names() {
        #expect(ArtifactNames(path: "Resources/Scripts/taps-on.touches").timeline == "Resources.Scripts.taps-on.svg")
        #expect(ArtifactNames(path: "a/x.touches").stem != ArtifactNames(path: "b/x.touches").stem)
        #expect(ArtifactNames.title(of: "/tmp/broken/photos-off.touches") == "photos-off")
    }
}
