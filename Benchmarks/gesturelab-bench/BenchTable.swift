import Foundation

/// One measured figure beside its target.
struct BenchRow {
    enum Goal {
        /// The value must stay at or below the target (times, memory).
        case atMost(Double)
        /// The value must reach the target (rates, speed-ups).
        case atLeast(Double)
    }

    var figure: String
    var value: Double
    var unit: String
    var goal: Goal?
    var note = ""

    /// value / target for "at most" goals, target / value for "at least" ones: below 1 means met.
    var ratio: Double? {
        switch goal {
        case .atMost(let target): return target > 0 ? value / target : nil
        case .atLeast(let target): return value > 0 ? target / value : nil
        case nil: return nil
        }
    }

    var met: Bool? { ratio.map { $0 <= 1 } }
}

/// Prints rows as one aligned table: figure, value, target, ratio.
enum BenchTable {
    static func render(_ rows: [BenchRow]) -> String {
        var lines = [["figure", "value", "target", "ratio", ""]]
        for row in rows {
            let target: String
            switch row.goal {
            case .atMost(let t): target = "≤ \(format(t)) \(row.unit)"
            case .atLeast(let t): target = "≥ \(format(t)) \(row.unit)"
            case nil: target = "-"
            }
            let ratio = row.ratio.map { String(format: "%.2f", $0) } ?? "-"
            let verdict = row.met.map { $0 ? "met" : "MISSED" } ?? ""
            lines.append([row.figure, "\(format(row.value)) \(row.unit)", target, ratio,
                          [verdict, row.note].filter { !$0.isEmpty }.joined(separator: "  ")])
        }
        let widths = (0..<5).map { column in lines.map { $0[column].count }.max() ?? 0 }
        return lines.map { line in
            zip(line, widths).map { $0.padding(toLength: $1, withPad: " ", startingAt: 0) }.joined(separator: "  ")
        }.joined(separator: "\n")
    }

    static func format(_ value: Double) -> String {
        if value >= 100 { return String(format: "%.0f", value) }
        if value >= 10 { return String(format: "%.1f", value) }
        return String(format: "%.2f", value)
    }
}

/// Runs `body` `runs` times and returns the median of the seconds each run took.
func medianSeconds(runs: Int = 7, _ body: () -> Void) -> Double {
    var samples: [Double] = []
    for _ in 0..<runs {
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }
    samples.sort()
    return samples[samples.count / 2]
}
