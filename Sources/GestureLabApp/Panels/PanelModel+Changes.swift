import GestureCore

extension PanelModel {
    /// What the panels show that changes in steps (states, reasons, options, the screen, fingers down or lifted,
    /// the log's length): a change redraws the cached column at once.
    struct DiscreteState: Equatable {
        var recognizers: [RecognizerRow]
        var options: [OptionRow]
        var scene: String
        var screen: String
        var tuning: GestureTuning
        var fingers: [Int: Bool]
        var logCount: Int
        var lastLogTime: Double?
    }

    /// What changes smoothly (the time, scroll offsets, trail samples): redrawn at most `Panels.redrawInterval`
    /// apart, but always once it stops, so the last values are what the column shows.
    struct ContinuousState: Equatable {
        var now: Double
        var scrollViews: [ScrollViewTracker.Row]
        var trailSamples: Int
    }

    var discreteState: DiscreteState {
        DiscreteState(
            recognizers: recognizers, options: options, scene: sceneName, screen: screenName, tuning: tuning,
            fingers: Dictionary(touches.trails.map { ($0.finger, $0.isDown) }, uniquingKeysWith: { _, last in last }),
            logCount: log.entries.count, lastLogTime: log.entries.last?.time)
    }

    var continuousState: ContinuousState {
        ContinuousState(
            now: now, scrollViews: scrollViews.rows,
            trailSamples: touches.trails.reduce(0) { $0 + $1.samples.count })
    }
}
