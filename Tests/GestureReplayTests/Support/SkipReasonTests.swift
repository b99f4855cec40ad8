import Foundation
import GestureLabTestSupport
import Testing

/// Every `.enabled(if:)` trait in the package's tests, with its condition and what follows it.
private struct EnabledTrait {
    /// `File.swift:LINE`.
    var place: String
    /// The trait's arguments, between its parentheses.
    var arguments: String

    /// The arguments split at their top-level commas (not those inside parentheses or string literals).
    var topLevelArguments: [String] {
        var parts: [String] = [], current = "", depth = 0, inString = false
        for character in arguments {
            if character == "\"" { inString.toggle() }
            if !inString {
                if character == "(" || character == "[" { depth += 1 }
                if character == ")" || character == "]" { depth -= 1 }
                if character == ",", depth == 0 {
                    parts.append(current)
                    current = ""
                    continue
                }
            }
            current.append(character)
        }
        parts.append(current)
        return parts.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
    }

    /// Every trait in the Swift files under `folder`.
    static func all(under folder: String) -> [EnabledTrait] {
        let files = FileManager.default.enumerator(atPath: folder)?.compactMap { $0 as? String } ?? []
        return files.filter { $0.hasSuffix(".swift") }.sorted().flatMap { file -> [EnabledTrait] in
            guard let text = try? String(contentsOfFile: folder + "/" + file, encoding: .utf8) else { return [] }
            return traits(in: Array(text), file: file)
        }
    }

    private static func traits(in text: [Character], file: String) -> [EnabledTrait] {
        let marker = Array(".enabled(if:")
        var found: [EnabledTrait] = []
        var index = 0
        while index + marker.count <= text.count {
            guard Array(text[index..<index + marker.count]) == marker else {
                index += 1
                continue
            }
            // A comment or a string (this file's own search string) names the trait without being one.
            let lineStart = text[..<index].lastIndex(of: "\n").map { $0 + 1 } ?? 0
            let before = String(text[lineStart..<index])
            if before.contains("//") || before.filter({ $0 == "\"" }).count % 2 == 1 {
                index += marker.count
                continue
            }
            let start = index + ".enabled(".count
            var end = start, depth = 1, inString = false
            while end < text.count, depth > 0 {
                if text[end] == "\"" { inString.toggle() }
                if !inString, text[end] == "(" { depth += 1 }
                if !inString, text[end] == ")" { depth -= 1 }
                end += 1
            }
            let line = text[..<index].filter { $0 == "\n" }.count + 1
            found.append(EnabledTrait(place: "\(file):\(line)", arguments: String(text[start..<max(start, end - 1)])))
            index = end
        }
        return found
    }
}

/// Issue 42, "Tests that skip in silence": a suite or test that is turned off says why, and one that needs a built
/// product fails under GESTURELAB_REQUIRE_BINARY=1 (make test) instead of skipping.
@Suite("Skipped tests say why")
struct SkipReasonTests {
    fileprivate static let traits = EnabledTrait.all(under: BuiltProducts.packageRoot + "/Tests")

    @Test("every .enabled(if:) trait in Tests gives a reason after its condition")
    func everySkipHasAReason() {
        #expect(Self.traits.count >= 10, "found only \(Self.traits.map(\.place))")
        for trait in Self.traits {
            #expect(trait.topLevelArguments.count == 2, "\(trait.place): .enabled(\(trait.arguments)) gives no reason")
        }
    }

    @Test("a trait that skips when a built product or Chromium is missing still runs under GESTURELAB_REQUIRE_BINARY=1")
    func productSkipsAreRequiredUnderMakeTest() {
        for trait in Self.traits {
            guard let condition = trait.topLevelArguments.first else { continue }
            let needsProduct =
                condition.contains("BuiltProducts.gesturelab") || condition.contains("BuiltProducts.executable")
                || condition.contains("chromium")
            guard needsProduct else { continue }
            #expect(
                condition.contains("isGesturelabRequired") || condition.contains("runsGesturelabSuites"),
                "\(trait.place): \(condition) skips under make test instead of failing")
        }
    }
}
