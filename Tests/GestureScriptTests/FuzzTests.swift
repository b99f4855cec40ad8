import GestureScenes
import Testing

@testable import GestureScript

@Suite("Fuzzing: random and mutated scripts parse or fail with a position inside the text")
struct FuzzTests {
    static let seeds = [
        SceneScriptSamples.all,
        [
            "0 down 1 5 5\n0.1 move 1 6 6\n0.2 up 1 6 6",
            "images \"a b.jpg\" c.jpg # x\nset handoff=none\n0 tap 1 1 count 3 interval 0.2\n+0.5 cancel 1",
            "0 pinch 100 100 10 -> 50 in 0.2 angle 30\n\n\n1 end",
        ],
    ].flatMap { $0 }

    static let vocabulary = [
        "0", "0.5", "+0.016", "-1", "1", "2", "99", "100", "195", "-3.5", "1.", ".5", "1e5", "+", "-", "->", "in",
        "down", "move", "up", "cancel", "tap", "drag", "pinch", "end", "count", "interval", "finger", "hold", "hz",
        "angle", "scene", "set", "images", "device", "photos", "taps", "nested", "navigation", "pop=system",
        "pop=bogus", "open=3", "handoff=none", "=", "390x844@3", "1x1", "#", "\"", "\"a b\"", "\\", "\t", "é", "🤚",
        "\r", "0.05", "0.15", "100000", "3000",
    ]

    @Test("a few thousand inputs never crash, and every error points inside the text")
    func fuzz() {
        var random = SplitMix64(seed: 0x6765_7374_7572_65)
        var parsed = 0
        var failed = 0
        for round in 0..<3_000 {
            let text =
                round.isMultiple(of: 3)
                ? soup(&random) : mutate(Self.seeds.randomElement(using: &random) ?? "", &random)
            do throws(ScriptError) {
                let script = try TouchScriptParser.parse(text, sourceName: "fuzz.touches", catalog: SceneRegistry.builtIn.catalog)
                parsed += 1
                #expect(zip(script.events, script.events.dropFirst()).allSatisfy { $0.time <= $1.time }, "\(text)")
                #expect(script.events.allSatisfy { $0.time.isFinite && $0.point.x.isFinite && $0.point.y.isFinite })
            } catch {
                failed += 1
                // Lines as an editor counts them: split at \n, a trailing \r is not part of the line.
                let lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map {
                    $0.last == "\r" ? $0.dropLast() : $0[...]
                }
                #expect(error.file == "fuzz.touches")
                #expect((1...lines.count).contains(error.line), "\(error) in \(text.debugDescription)")
                if (1...lines.count).contains(error.line) {
                    let width = lines[error.line - 1].count
                    #expect((1...(width + 1)).contains(error.column), "\(error) in \(text.debugDescription)")
                }
                #expect(!error.message.isEmpty)
            }
        }
        // Both outcomes must be exercised, or the generator has drifted.
        #expect(parsed > 100 && failed > 100, "parsed \(parsed), failed \(failed)")
    }

    /// Random lines of vocabulary words.
    private func soup(_ random: inout SplitMix64) -> String {
        (0..<Int.random(in: 1...6, using: &random)).map { _ in
            (0..<Int.random(in: 0...8, using: &random)).map { _ in
                Self.vocabulary.randomElement(using: &random) ?? ""
            }.joined(separator: Bool.random(using: &random) ? " " : "  ")
        }.joined(separator: "\n")
    }

    /// A valid script with a few character- or line-level edits.
    private func mutate(_ seed: String, _ random: inout SplitMix64) -> String {
        var scalars = Array(seed.unicodeScalars)
        for _ in 0..<Int.random(in: 0...3, using: &random) {
            let index = scalars.isEmpty ? 0 : Int.random(in: 0..<scalars.count, using: &random)
            switch Int.random(in: 0..<5, using: &random) {
            case 0 where !scalars.isEmpty:
                scalars.remove(at: index)
            case 1:
                let word = Self.vocabulary.randomElement(using: &random) ?? ""
                scalars.insert(contentsOf: (" " + word + " ").unicodeScalars, at: index)
            case 2:
                let pool = Array("0123456789.+-#\"\n x=>".unicodeScalars)
                scalars.insert(pool.randomElement(using: &random) ?? "0", at: index)
            case 3 where !scalars.isEmpty:
                scalars[index] = Array("19.-+#a\n".unicodeScalars).randomElement(using: &random) ?? "1"
            default:
                var lines = String(String.UnicodeScalarView(scalars)).split(
                    separator: "\n", omittingEmptySubsequences: false)
                if lines.count > 1 { lines.swapAt(0, Int.random(in: 1..<lines.count, using: &random)) }
                if let line = lines.randomElement(using: &random) { lines.append(line) }
                scalars = Array(lines.joined(separator: "\n").unicodeScalars)
            }
        }
        return String(String.UnicodeScalarView(scalars))
    }
}

/// Realistic scripts shared by the fuzzer as mutation seeds.
enum SceneScriptSamples {
    static let all = [
        "scene photos open=0\nset long-image-dismiss=on dismiss-style=rotation\ndevice 390x844@3\n"
            + "0.5 drag 195 300 -> 195 620 in 0.25 hold 0.05\n2.75 end",
        "scene navigation start=album\nset pop=require-to-fail\n0 down 1 2 400\n+0.016 move 1 12 400\n"
            + "+0.016 up 1 220 402\n1.5 end",
        "scene taps single-waits-for-double=off\n0.2 tap 195 422\n1.0 tap 195 422 count 2\n2.0 down 1 195 422\n"
            + "2.8 up 1 195 422\n4.5 end",
        "scene nested handoff=linked-pan-inertia\n0.1 drag 195 700 -> 195 300 in 0.12\n"
            + "2.0 pinch 195 500 30 -> 90 in 0.2 angle 45\n3 end",
    ]
}
