import Foundation
import LayoutSolver

/// Auto Layout's solver on a screen of 1,000 constraints (``LayoutBenchScreen``): solved from scratch, then one
/// constant dragged per frame for 120 frames, as a drawer's pan moves its top constraint; the drag re-solves
/// incrementally (the constraint's marker row and the dual simplex), so a frame costs a fraction of a solve.
enum LayoutBench {
    static func milliseconds(_ body: () throws -> Void) rethrows -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
    }

    static func rows() -> [BenchRow] {
        let screen = LayoutBenchScreen()
        do {
            var solves: [Double] = []
            for _ in 0..<15 {
                solves.append(try milliseconds { _ = try screen.solve() })
            }
            let solver = try screen.solve()
            var frames: [Double] = []
            for frame in 0..<120 {
                let top = 100 + 300 * Double(frame) / 120
                frames.append(try milliseconds {
                    try solver.setConstant(-top, of: screen.drag)
                    solver.updateVariables()
                })
            }
            let solve = solves.sorted()[solves.count / 2]
            let sorted = frames.sorted()
            let median = sorted[sorted.count / 2], p95 = sorted[min(sorted.count - 1, sorted.count * 95 / 100)]
            let count = screen.constraints.count + 1
            return [
                BenchRow(figure: "layout: \(count) constraints solved from scratch", value: solve, unit: "ms",
                         goal: .atMost(2), note: "median of 15"),
                BenchRow(figure: "  one constant dragged, frame median (120 frames)", value: median, unit: "ms",
                         goal: .atMost(0.2)),
                BenchRow(figure: "  one constant dragged, frame p95", value: p95, unit: "ms", goal: .atMost(0.2)),
                BenchRow(figure: "  drag frame vs a solve from scratch", value: median / max(solve, 1e-9), unit: "x",
                         goal: .atMost(0.25)),
            ]
        } catch {
            return [BenchRow(figure: "layout: the screen did not solve: \(error)", value: 0, unit: "", goal: nil)]
        }
    }
}
