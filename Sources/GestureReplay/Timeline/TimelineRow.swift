/// One recognizer's row in a timeline: its non-possible states as spans, in time order.
package struct TimelineRow: Sendable, Equatable {
    /// The recognizer's name, as the report writes it.
    package var name: String
    /// The spans of states other than possible, in time order.
    package var spans: [TimelineSpan]

    /// A row for `name` with `spans`.
    package init(name: String, spans: [TimelineSpan] = []) {
        self.name = name
        self.spans = spans
    }
}
