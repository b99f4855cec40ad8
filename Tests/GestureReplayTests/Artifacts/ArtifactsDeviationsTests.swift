import Testing
@testable import GestureReplay

@Suite("Artifacts: the page lists each script's deviations")
struct ArtifactsDeviationsTests {
    @Test("a passing script that leans on an approximation lists it under its section; one that does not lists none")
    func listed() {
        var leaning = ScriptArtifacts(path: "S/a.touches", passed: true, failures: [], timelineSVG: nil)
        leaning.deviations = [
            ReplayReport.Deviation(
                member: "UILongPressGestureRecognizer.numberOfTapsRequired", uikit: "requires the taps <first>",
                kit: "recognizes the press at once", firstTime: 0.35)
        ]
        let plain = ScriptArtifacts(path: "S/b.touches", passed: true, failures: [], timelineSVG: nil)
        let html = ArtifactsPage.html([leaning, plain], summary: "2 passed, 0 failed")
        #expect(html.contains("<code>UILongPressGestureRecognizer.numberOfTapsRequired</code>"))
        #expect(html.contains("UIKit: requires the taps &lt;first&gt;; the kit: recognizes the press at once"))
        #expect(html.contains("(first at 0.350 s)"))
        let sections = html.components(separatedBy: "<section ")
        #expect(sections.filter { $0.contains("class=\"deviations\"") }.count == 1)
        #expect(sections.first { $0.contains("id=\"S.b\"") }?.contains("deviations") == false)
    }
}
