/// One deviation a run exercised: the member, what UIKit and the kit do, when it was first exercised and how often.
package struct DeviationRecord: Sendable, Equatable {
    /// Which deviation.
    package var deviation: KitDeviation
    /// Seconds of the window's virtual time at the first exercise.
    package var firstTime: Double
    /// How many times the run exercised it.
    package var count: Int

    /// The member in its UIKit spelling (`UILongPressGestureRecognizer.numberOfTapsRequired`).
    package var member: String { deviation.member }
    /// What UIKit does.
    package var uikit: String { deviation.uikit }
    /// What the kit does.
    package var kit: String { deviation.kit }

    /// `time` as the warnings and panels write it: seconds with three decimals (`0.350`).
    package static func seconds(_ time: Double) -> String {
        let thousandths = Int((time * 1000).rounded())
        let fraction = String(abs(thousandths) % 1000)
        return "\(thousandths / 1000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction)"
    }
}

/// The deviations one window's run exercised, in the order of their first exercise (`Diagnostics.deviations`).
///
/// It belongs to the window (each run has its own), never to the process: parallel runs and tests do not share it.
package struct DeviationLog: Sendable, Equatable {
    /// One record per deviation exercised, oldest first.
    package private(set) var records: [DeviationRecord] = []

    /// An empty log.
    package init() {}

    /// Counts `deviation` at `time`; returns the record when this is its first exercise.
    @discardableResult
    package mutating func note(_ deviation: KitDeviation, at time: Double) -> DeviationRecord? {
        if let index = records.firstIndex(where: { $0.deviation == deviation }) {
            records[index].count += 1
            return nil
        }
        let record = DeviationRecord(deviation: deviation, firstTime: time, count: 1)
        records.append(record)
        return record
    }

    /// Whether `deviation` was exercised.
    package func contains(_ deviation: KitDeviation) -> Bool { records.contains { $0.deviation == deviation } }

    /// Whether nothing was exercised.
    package var isEmpty: Bool { records.isEmpty }
}
