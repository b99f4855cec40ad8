/// Draws timelines as one SVG document: a row per recognizer with its states as coloured spans, the touches as
/// marks, arrows for "prevented by" and "required to fail" (the reason in each arrow's `<title>`, shown on hover),
/// and each failing expectation as a red line at its time.
///
/// Several timelines (compared runs) are stacked top to bottom. The document depends only on the timelines, which
/// come from virtual time, so the same run gives the same bytes. Elements carry classes (`row`, `span`, `touch`,
/// `link`, `expectation failed`) so tests and style sheets can find them.
package enum TimelineSVG {
    /// Colours of the parts that are not states.
    enum Palette {
        static let background = "#FFFFFF"
        static let lane = "#F2F2F7"
        static let text = "#1C1C1E"
        static let dim = "#6E6E76"
        static let grid = "#D1D1D6"
        static let touch = "#8E8E93"
        static let prevented = "#D70015"
        static let requiredToFail = "#0040DD"
        static let passed = "#248A3D"
        static let failed = "#D70015"
    }

    /// The SVG document for `timelines`, stacked; with a final newline.
    package static func document(_ timelines: [Timeline]) -> String {
        var body: [String] = []
        var top = 0.0
        for timeline in timelines {
            let layout = TimelineLayout(
                start: timeline.start, end: timeline.end, rowCount: timeline.rows.count, top: top)
            body += section(timeline, layout: layout)
            top += layout.height
        }
        let width = SVGText.px(TimelineLayout.width), height = SVGText.px(max(top, 1))
        return
            ([
                "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
                "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" "
                    + "viewBox=\"0 0 \(width) \(height)\" font-family=\"DejaVu Sans, Helvetica, Arial, sans-serif\" "
                    + "font-size=\"12\">",
                "<defs>",
                arrowHead("prevented", Palette.prevented),
                arrowHead("required", Palette.requiredToFail),
                "</defs>",
                "<rect width=\"100%\" height=\"100%\" fill=\"\(Palette.background)\"/>",
            ] + body + ["</svg>"]).joined(separator: "\n") + "\n"
    }

    /// The document for one timeline.
    package static func document(_ timeline: Timeline) -> String { document([timeline]) }

    private static func arrowHead(_ id: String, _ color: String) -> String {
        "<marker id=\"\(id)\" viewBox=\"0 0 10 10\" refX=\"9\" refY=\"5\" markerWidth=\"8\" markerHeight=\"8\" "
            + "markerUnits=\"userSpaceOnUse\" orient=\"auto-start-reverse\"><path d=\"M0,0 L10,5 L0,10 z\" fill=\"\(color)\"/></marker>"
    }

    private static func section(_ timeline: Timeline, layout: TimelineLayout) -> [String] {
        var lines = ["<g class=\"timeline\" data-title=\"\(SVGText.escape(timeline.title))\">"]
        lines += header(timeline, layout: layout)
        lines += touchRow(timeline.touches, layout: layout)
        for (index, row) in timeline.rows.enumerated() { lines += self.row(row, index: index + 1, layout: layout) }
        lines += touchLines(timeline.touches, layout: layout)
        lines += arrows(timeline, layout: layout)
        lines += expectationMarks(timeline.expectations, layout: layout)
        lines += legend(layout: layout)
        lines.append("</g>")
        return lines
    }

    private static func text(
        _ x: Double, _ y: Double, _ content: String, color: String = Palette.text, size: Double = 12,
        anchor: String = "start", weight: String = "normal"
    ) -> String {
        "<text x=\"\(SVGText.px(x))\" y=\"\(SVGText.px(y))\" fill=\"\(color)\" font-size=\"\(SVGText.px(size))\" "
            + "text-anchor=\"\(anchor)\" font-weight=\"\(weight)\">\(SVGText.escape(content))</text>"
    }

    private static func header(_ timeline: Timeline, layout: TimelineLayout) -> [String] {
        let top = layout.top
        var lines = [
            text(12, top + 22, timeline.title, size: 16, weight: "bold"),
            text(12, top + 40, timeline.caption, color: Palette.dim),
        ]
        let step = layout.tickStep
        var tick = (layout.start / step).rounded(.up) * step
        while tick <= layout.end + 1e-9 {
            let x = layout.x(tick)
            lines.append(
                "<line class=\"tick\" x1=\"\(SVGText.px(x))\" y1=\"\(SVGText.px(top + 62))\" x2=\"\(SVGText.px(x))\" "
                    + "y2=\"\(SVGText.px(layout.rowsBottom))\" stroke=\"\(Palette.grid)\" stroke-width=\"1\"/>")
            lines.append(
                text(x, top + 58, SVGText.seconds(tick) + " s", color: Palette.dim, size: 10, anchor: "middle"))
            tick += step
        }
        return lines
    }

    /// The first row: each finger's contact as a grey bar from down to up or cancel.
    private static func touchRow(_ touches: [TimelineTouchMark], layout: TimelineLayout) -> [String] {
        let top = layout.rowTop(0)
        var lines = [
            text(12, layout.rowMid(0) + 4, "touches", color: Palette.dim, weight: "bold"),
            lane(layout: layout, top: top),
        ]
        var down: [Int: Double] = [:]
        func bar(_ finger: Int, _ start: Double, _ end: Double, _ how: String) {
            let x0 = layout.x(start), x1 = max(layout.x(end), x0 + 2)
            lines.append(
                "<rect class=\"touch\" x=\"\(SVGText.px(x0))\" y=\"\(SVGText.px(top + 7))\" "
                    + "width=\"\(SVGText.px(x1 - x0))\" height=\"10\" rx=\"5\" fill=\"\(Palette.touch)\">"
                    + "<title>finger \(finger): down at \(SVGText.seconds(start)) s, \(how) at "
                    + "\(SVGText.seconds(end)) s</title></rect>")
        }
        for mark in touches {
            switch mark.phase {
            case .down: down[mark.finger] = mark.time
            case .up, .cancel:
                if let start = down.removeValue(forKey: mark.finger) {
                    bar(mark.finger, start, mark.time, mark.phase == .up ? "up" : "cancelled")
                }
            }
        }
        for (finger, start) in down.sorted(by: { $0.key < $1.key }) { bar(finger, start, layout.end, "still down") }
        return lines
    }

    private static func lane(layout: TimelineLayout, top: Double) -> String {
        "<rect x=\"\(SVGText.px(layout.plotLeft))\" y=\"\(SVGText.px(top + 3))\" "
            + "width=\"\(SVGText.px(layout.plotWidth))\" height=\"\(SVGText.px(TimelineLayout.rowHeight - 6))\" "
            + "fill=\"\(Palette.lane)\"/>"
    }

    private static func row(_ row: TimelineRow, index: Int, layout: TimelineLayout) -> [String] {
        let top = layout.rowTop(index)
        var lines = [
            "<g class=\"row\" data-recognizer=\"\(SVGText.escape(row.name))\">",
            text(12, layout.rowMid(index) + 4, row.name),
            lane(layout: layout, top: top),
        ]
        for span in row.spans {
            let x0 = layout.x(span.start)
            let x1 = max(layout.x(span.end), x0 + TimelineLayout.instantWidth)
            let when =
                span.state.isTerminal
                ? "at \(SVGText.seconds(span.start)) s"
                : "\(SVGText.seconds(span.start))–\(SVGText.seconds(span.end)) s"
            let reason = span.reason.map { ": \($0)" } ?? ""
            let title = SVGText.escape("\(row.name) \(span.state.rawValue) \(when)\(reason)")
            lines.append(
                "<rect class=\"span \(span.state.rawValue)\" x=\"\(SVGText.px(x0))\" y=\"\(SVGText.px(top + 4))\" "
                    + "width=\"\(SVGText.px(x1 - x0))\" height=\"\(SVGText.px(TimelineLayout.rowHeight - 8))\" "
                    + "fill=\"\(span.state.color)\"><title>\(title)</title></rect>")
            if span.state.isTerminal || x1 - x0 > 56 {
                let label = span.state.isTerminal ? x1 + 3 : x0 + 4
                lines.append(text(label, layout.rowMid(index) + 4, span.state.rawValue, size: 10))
            }
        }
        lines.append("</g>")
        return lines
    }

    /// A thin line across every row at each touch down (solid) and up or cancel (dashed).
    private static func touchLines(_ touches: [TimelineTouchMark], layout: TimelineLayout) -> [String] {
        touches.map { mark in
            let x = SVGText.px(layout.x(mark.time))
            let dash = mark.phase == .down ? "" : " stroke-dasharray=\"3 3\""
            return "<line class=\"touch-mark \(mark.phase.rawValue)\" x1=\"\(x)\" "
                + "y1=\"\(SVGText.px(layout.rowTop(0) + 3))\" x2=\"\(x)\" y2=\"\(SVGText.px(layout.rowsBottom))\" "
                + "stroke=\"\(Palette.touch)\" stroke-width=\"1\"\(dash)><title>finger \(mark.finger) "
                + "\(mark.phase.rawValue) at \(SVGText.seconds(mark.time)) s</title></line>"
        }
    }

    private static func arrows(_ timeline: Timeline, layout: TimelineLayout) -> [String] {
        let index = Dictionary(
            timeline.rows.enumerated().map { ($0.element.name, $0.offset + 1) }, uniquingKeysWith: { first, _ in first }
        )
        var lines: [String] = []
        var usedAt: [String: Int] = [:]
        for link in timeline.links {
            guard let from = index[link.cause], let to = index[link.target], from != to else { continue }
            let baseX = layout.x(link.time)
            let key = SVGText.px(baseX)
            // Left of the instant, so the spans' labels stay readable; arrows at one instant step further left.
            let nudge = 3 + Double(usedAt[key, default: 0]) * 5
            usedAt[key, default: 0] += 1
            let x = SVGText.px(baseX - nudge)
            let down = to > from
            let y1 = layout.rowMid(from) + (down ? 5 : -5), y2 = layout.rowMid(to) + (down ? -6 : 6)
            let prevented = link.kind == .preventedBy
            let color = prevented ? Palette.prevented : Palette.requiredToFail
            let title =
                "\(link.target) \(link.kind.rawValue) \(link.cause) at \(SVGText.seconds(link.time)) s: "
                + link.reason.description
            lines.append(
                "<g class=\"link \(prevented ? "prevented" : "required")\"><title>\(SVGText.escape(title))</title>"
                    + "<line x1=\"\(x)\" y1=\"\(SVGText.px(y1))\" x2=\"\(x)\" y2=\"\(SVGText.px(y2))\" "
                    + "stroke=\"transparent\" stroke-width=\"9\"/>"
                    + "<line x1=\"\(x)\" y1=\"\(SVGText.px(y1))\" x2=\"\(x)\" y2=\"\(SVGText.px(y2))\" stroke=\"\(color)\" "
                    + "stroke-width=\"2\"\(prevented ? "" : " stroke-dasharray=\"4 2\"") "
                    + "marker-end=\"url(#\(prevented ? "prevented" : "required"))\"/></g>")
        }
        return lines
    }

    /// A failing expectation: a red dashed line through every row at its time, labelled below with its line (the
    /// failures at one time share a line and a label); a passing one: a green tick under the rows. Each carries
    /// its statement and what was there in its `<title>`.
    private static func expectationMarks(_ marks: [TimelineExpectationMark], layout: TimelineLayout) -> [String] {
        var lines: [String] = []
        for mark in marks where mark.passed {
            let x = SVGText.px(layout.x(mark.time))
            let title = SVGText.escape("line \(mark.line): \(mark.text) — held: \(mark.detail)")
            lines.append(
                "<g class=\"expectation passed\"><title>\(title)</title><line x1=\"\(x)\" "
                    + "y1=\"\(SVGText.px(layout.rowsBottom + 2))\" x2=\"\(x)\" "
                    + "y2=\"\(SVGText.px(layout.rowsBottom + 10))\" stroke=\"\(Palette.passed)\" "
                    + "stroke-width=\"3\"/></g>")
        }
        var groups: [(time: Double, marks: [TimelineExpectationMark])] = []
        for mark in marks where !mark.passed {
            if let last = groups.last, abs(last.time - mark.time) < 1e-9 {
                groups[groups.count - 1].marks.append(mark)
            } else {
                groups.append((mark.time, [mark]))
            }
        }
        var previousX = -Double.infinity, labelRow = 0
        for group in groups {
            let x = layout.x(group.time)
            // A label close to the previous one goes on the other of two label rows.
            labelRow = x - previousX < 90 ? 1 - labelRow : 0
            previousX = x
            let labelY = layout.rowsBottom + 22 + Double(labelRow) * 13
            let numbers = group.marks.map { String($0.line) }.joined(separator: ", ")
            let title = SVGText.escape(
                group.marks.map { "line \($0.line): \($0.text) — \($0.detail)" }.joined(separator: "\n"))
            lines.append(
                "<g class=\"expectation failed\" data-lines=\"\(numbers)\"><title>\(title)</title>"
                    + "<line x1=\"\(SVGText.px(x))\" y1=\"\(SVGText.px(layout.rowTop(0)))\" x2=\"\(SVGText.px(x))\" "
                    + "y2=\"\(SVGText.px(labelY - 10))\" stroke=\"\(Palette.failed)\" stroke-width=\"2\" "
                    + "stroke-dasharray=\"6 3\"/>"
                    + text(
                        x, labelY, "✗ line \(numbers)", color: Palette.failed, size: 11, anchor: "middle",
                        weight: "bold")
                    + "</g>")
        }
        return lines
    }

    private static func legend(layout: TimelineLayout) -> [String] {
        let y = layout.top + layout.height - 14
        var lines: [String] = []
        var x = 12.0
        for state in TimelineState.allCases where state != .possible {
            lines.append(
                "<rect x=\"\(SVGText.px(x))\" y=\"\(SVGText.px(y - 9))\" width=\"12\" height=\"10\" "
                    + "fill=\"\(state.color)\"/>")
            lines.append(text(x + 16, y, state.rawValue, color: Palette.dim, size: 11))
            x += 28 + Double(state.rawValue.count) * 7
        }
        for (label, color, dash) in [
            ("prevented by", Palette.prevented, ""),
            ("required to fail", Palette.requiredToFail, " stroke-dasharray=\"4 2\""),
        ] {
            lines.append(
                "<line x1=\"\(SVGText.px(x))\" y1=\"\(SVGText.px(y - 4))\" x2=\"\(SVGText.px(x + 18))\" "
                    + "y2=\"\(SVGText.px(y - 4))\" stroke=\"\(color)\" stroke-width=\"2\"\(dash)/>")
            lines.append(text(x + 22, y, label, color: Palette.dim, size: 11))
            x += 34 + Double(label.count) * 7
        }
        lines.append(text(x, y, "✗ failed expectation (hover for details)", color: Palette.failed, size: 11))
        return lines
    }
}
