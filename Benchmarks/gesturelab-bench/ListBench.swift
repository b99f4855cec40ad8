import Foundation
import GestureUIKit

/// A long list scrolls at full frame rate: a frame of a `UITableView` being dragged (the touch, the scroll, the
/// layout that reuses cells, the drawing) costs the same for 10,000 rows as for 100, because only the visible rows
/// have cells (the kit's table, as UIKit's).
enum ListBench {
    /// The data source: `count` rows of one line each.
    final class Rows: NSObject, UITableViewDataSource {
        let count: Int
        init(count: Int) { self.count = count }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }
    }

    /// Milliseconds per frame (median of runs) while a finger drags a table of `count` rows up through 240 frames.
    static func millisecondsPerFrame(rows count: Int) -> Double {
        let window = UIWindow(size: CGSize(390, 844))
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        let rows = Rows(count: count)
        table.dataSource = rows
        window.addSubview(table)
        var list = DisplayList()
        var time = 0.0
        let frames = 240
        let seconds = medianSeconds {
            time += 1
            window.touchDown(finger: 1, at: CGPoint(200, 800), time: time)
            for frame in 1...frames {
                let t = time + Double(frame) / 60
                // Up and down in 60-frame sweeps, so a 100-row table keeps scrolling too.
                let phase = Double(frame % 120) / 60
                let y = 800 - 700 * (phase <= 1 ? phase : 2 - phase)
                window.touchMoved(finger: 1, to: CGPoint(200, y), time: t)
                window.advance(to: t)
                window.layoutIfNeeded()
                window.render(into: &list)
            }
            window.touchUp(finger: 1, at: CGPoint(200, 100), time: time + Double(frames) / 60)
            window.advance(to: time + Double(frames) / 60 + 0.9)
        }
        withExtendedLifetime(rows) {}
        return seconds / Double(frames) * 1000
    }

    static func rows() -> [BenchRow] {
        let long = millisecondsPerFrame(rows: 10_000)
        let short = millisecondsPerFrame(rows: 100)
        return [
            BenchRow(figure: "dragged table frame, 10,000 rows (model + layout + draw)", value: long, unit: "ms",
                     goal: .atMost(8.33), note: "120 Hz budget"),
            BenchRow(figure: "  vs the same table of 100 rows", value: long / max(short, 1e-9), unit: "x",
                     goal: .atMost(1.2), note: "\(String(format: "%.3f", short)) ms for 100 rows, same run"),
        ]
    }
}
