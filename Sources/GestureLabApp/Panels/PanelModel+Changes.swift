import GestureUIKit
import GestureScript

extension PanelModel {
    /// What the panels show that changes in steps (states, reasons, options, the screen, fingers down or lifted,
    /// log entries other than a gesture's `changed → changed`): a change redraws the cached column at once.
    struct DiscreteState: Equatable {
        var recognizers: [RecognizerRow]
        var options: [OptionRow]
        var scene: String
        var screen: String
        var tuning: GestureTuning
        var fingers: [Int: Bool]
        var logSteps: Int
        var whatIfEdits: [WhatIfEdit]
        var compare: CompareMode
        var graph: RecognizerGraph?
    }

    /// What changes smoothly (the time, scroll offsets, trail samples, a dragging pan's `changed → changed` log
    /// entries): redrawn at most `Panels.redrawInterval` apart, but always once it stops, so the last values are
    /// what the column shows.
    struct ContinuousState: Equatable {
        var now: Double
        var scrollViews: [ScrollViewTracker.Row]
        var trailSamples: Int
        var logEntries: Int
    }

    var discreteState: DiscreteState {
        DiscreteState(
            recognizers: recognizers, options: options, scene: sceneName, screen: screenName, tuning: tuning,
            fingers: Dictionary(touches.trails.map { ($0.finger, $0.isDown) }, uniquingKeysWith: { _, last in last }),
            logSteps: log.steps, whatIfEdits: whatIfEdits, compare: compare, graph: graph)
    }

    var continuousState: ContinuousState {
        ContinuousState(
            now: now, scrollViews: scrollViews.rows,
            trailSamples: touches.trails.reduce(0) { $0 + $1.samples.count }, logEntries: log.appended)
    }
}
