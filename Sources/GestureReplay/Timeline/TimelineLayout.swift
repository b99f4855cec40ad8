/// Where a timeline's parts go in its SVG: pixels, and the mapping of seconds to x.
struct TimelineLayout {
    /// Pixels: the document's width, the name column, the margin right of the plot.
    static let width = 1100.0
    static let nameWidth = 210.0
    static let rightMargin = 30.0
    /// Pixels: the title and caption, then the time axis, above the first row.
    static let headerHeight = 74.0
    /// Pixels: one row (the touches row, then one per recognizer).
    static let rowHeight = 24.0
    /// Pixels: below the rows, the failing expectations' labels and the legend.
    static let footerHeight = 64.0
    /// Pixels: an instant (a terminal state) is drawn at least this wide.
    static let instantWidth = 5.0

    let start: Double
    let end: Double
    /// Rows below the touches row.
    let rowCount: Int
    /// Pixels from the document's top to this timeline's top (compared runs are stacked).
    let top: Double

    var plotLeft: Double { Self.nameWidth }
    var plotWidth: Double { Self.width - Self.nameWidth - Self.rightMargin }
    var span: Double { max(end - start, 1e-6) }
    /// The top of the touches row.
    var rowsTop: Double { top + Self.headerHeight }
    /// The bottom of the last row.
    var rowsBottom: Double { rowsTop + Double(rowCount + 1) * Self.rowHeight }
    /// This timeline's whole height.
    var height: Double { Self.headerHeight + Double(rowCount + 1) * Self.rowHeight + Self.footerHeight }

    /// The x of `time` (seconds).
    func x(_ time: Double) -> Double { plotLeft + (min(max(time, start), end) - start) / span * plotWidth }

    /// The top of row `index` (0: the touches row; recognizers from 1).
    func rowTop(_ index: Int) -> Double { rowsTop + Double(index) * Self.rowHeight }

    /// The vertical centre of row `index`.
    func rowMid(_ index: Int) -> Double { rowTop(index) + Self.rowHeight / 2 }

    /// Seconds between axis ticks: the smallest of 0.05, 0.1, 0.2, 0.25, 0.5, 1, 2, 5, 10... giving at most 12.
    var tickStep: Double {
        for step in [0.05, 0.1, 0.2, 0.25, 0.5, 1, 2, 5, 10, 20, 30, 60] where span / step <= 12 { return step }
        return 120
    }
}
