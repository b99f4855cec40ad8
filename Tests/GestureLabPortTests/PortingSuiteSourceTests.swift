import Foundation
import GestureLabPort
import GestureLabTestSupport
import Testing

/// The porting suite's sources (Tests/Porting): UIKit code as apps write it, each ported without a problem and
/// each with scripts. `NewPackageEndToEndTests` pastes them into a package made by `gesturelab new`, ports them
/// with `gesturelab port`, builds and replays the scripts.
@Suite("The porting suite's sources")
struct PortingSuiteSourceTests {
    static let folder = BuiltProducts.packageRoot + "/Tests/Porting"

    static func cases() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".swift.txt") }.sorted()
    }

    @Test("every case ports with nothing left over: no #selector, @objc, @IB... or optional requirement")
    func everyCasePorts() throws {
        let names = try Self.cases()
        #expect(names.count >= 7)
        let files = try names.map { name in
            (path: name, text: try String(contentsOfFile: Self.folder + "/" + name, encoding: .utf8))
        }
        for file in try Porter.port(files) {
            #expect(file.isChanged, "\(file.path)")
            #expect(file.problems.isEmpty, "\(file.problems.map(\.description))")
            // The cases' comments name the constructs; the code must not have them.
            let code = file.ported.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
                .joined(separator: "\n")
            for leftover in ["#selector", "@objc", "@IB", "optional func", "UIGestureRecognizerSubclass"] {
                #expect(!code.contains(leftover), "\(file.path) still has \(leftover)")
            }
            #expect(!(try Porter.port([(file.path, file.ported)])[0].isChanged), "\(file.path): a second port changes it")
        }
    }

    @Test("every case declares a LabScene whose name a script in the folder runs, with expect lines")
    func everyCaseHasScripts() throws {
        let scripts = try FileManager.default.contentsOfDirectory(atPath: Self.folder).filter { $0.hasSuffix(".touches") }
        let scriptTexts = try scripts.map { try String(contentsOfFile: Self.folder + "/" + $0, encoding: .utf8) }
        for name in try Self.cases() {
            let text = try String(contentsOfFile: Self.folder + "/" + name, encoding: .utf8)
            let sceneName = text.split(separator: "\n").first { $0.contains("static let name = ") }
                .map { $0.split(separator: "\"")[1] }
            let scene = try #require(sceneName, "\(name) declares no scene name")
            let running = scriptTexts.filter { $0.contains("scene \(scene)\n") }
            #expect(!running.isEmpty, "no script runs \(scene)")
            #expect(running.allSatisfy { $0.contains(" expect ") })
            // The conflict cases were written after reading public code, and say which (constructs.swift.txt is
            // the rewrites' checklist, not an app's shape).
            #expect(name == "constructs.swift.txt" || text.contains("read in (not copied)"), "\(name) cites its reading")
        }
    }
}
