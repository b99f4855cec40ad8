import Foundation
#if canImport(FoundationXML)
import FoundationXML
import GestureLabTestSupport
#endif
import GestureScript
import Testing
@testable import GestureReplay

/// A summary with a passing and a failing expectation in one script and a script that does not parse.
private let summary: ScriptTestSummary = {
    let pass = ExpectationResult(
        expectation: ScriptExpectation(line: 3, time: 0.6, condition: .action(name: "doubleTap", value: nil, count: 1)),
        passed: true, actual: "doubleTap at 0.60")
    let fail = ExpectationResult(
        expectation: ScriptExpectation(
            line: 4, time: 0.7, condition: .offset(
                scrollView: "banner", axis: .x, comparison: .init(op: .less, value: -50))),
        passed: false, actual: "x 0 & \"quoted\" <tag>")
    return ScriptTestSummary(outcomes: [
        ScriptTestOutcome(path: "Scripts/a.touches", results: [pass, fail]),
        ScriptTestOutcome(path: "Scripts/sub/b.touches", error: "Scripts/sub/b.touches:2:3: unknown verb 'x'"),
    ])
}()

/// A Python program that reads JUnit XML from standard input with the standard library's parser and prints
/// `suites tests failures errors` and every testcase as `classname|name|line|outcome`.
private let junitReader = """
    import sys, xml.etree.ElementTree as ET
    root = ET.fromstring(sys.stdin.read())
    assert root.tag == "testsuites", root.tag
    suites = root.findall("testsuite")
    print(len(suites), root.get("tests"), root.get("failures"), root.get("errors"))
    for suite in suites:
        assert int(suite.get("tests")) == len(suite.findall("testcase"))
        for case in suite.findall("testcase"):
            outcome = "failure:" + case.find("failure").get("message") if case.find("failure") is not None \\
                else "error" if case.find("error") is not None else "pass"
            print(case.get("classname"), case.get("name"), case.get("line"), outcome, sep="|")
    """

@Suite("--junit writes JUnit XML that an XML parser reads back as one testcase per expectation")
struct JUnitReportTests {
    @Test("Python's XML parser reads the suites, the test cases and the escaped failure text", .timeLimit(.minutes(1)),
          .enabled(if: executableOnPath("python3") != nil, "python3 is not installed: its XML parser is the reader"))
    func pythonReadsIt() async throws {
        let python = try #require(executableOnPath("python3"))
        let outcome = try await Subprocess.run(python, ["-c", junitReader], stdin: JUnitReport.xml(summary), timeout: 50)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stdout.split(separator: "\n").map(String.init) == [
            "2 3 1 1",
            "Scripts.a|line 3: 0.6 expect action doubleTap count 1|3|pass",
            "Scripts.a|line 4: 0.7 expect offset banner x < -50|4|failure:expected offset banner x < -50 at 0.70 s, "
                + "got x 0 & \"quoted\" <tag>",
            "Scripts.sub.b|script|None|error",
        ])
    }

    @Test("Foundation's XML parser reads it too, and the escaping leaves nothing XML forbids")
    func wellFormed() throws {
        let xml = JUnitReport.xml(summary)
        let document = try XMLDocument(xmlString: xml, options: [])
        #expect(try document.nodes(forXPath: "//testcase").count == 3)
        #expect(try document.nodes(forXPath: "//failure").first?.stringValue
            == "expected offset banner x < -50 at 0.70 s, got x 0 & \"quoted\" <tag>")
        #expect(xml.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites"))
        #expect(!xml.contains("\"quoted\""), "quotes inside attributes are escaped")
        #expect(JUnitReport.escape("a\u{1}b\u{FFFE}c") == "abc", "characters XML 1.0 forbids are dropped")
    }
}
