import Foundation
import GestureUIKit
import GestureScript

/// One recording of what a person did, as touch-script events: the core touch commands the input translator
/// made, at scene times relative to the recording's start.
///
/// Pure bookkeeping, no clock and no files: the app hands it every command and the end time, and writes
/// `text(endTime:)` (`InputRecorder`). Every command has a script statement except the wheel (scripts have no
/// wheel verb): wheel scrolls are counted and named in the script's comment. A cancel of every touch becomes a
/// `cancel` per finger down, and a second down for a finger that is down (the core replaces that touch)
/// becomes a `cancel` then the `down`, since a script may not put a finger down twice.
struct InputRecording {
    /// What the script's header says: the scene and how it was built.
    struct Header: Equatable {
        var scene: String
        /// Start options (`open=N`): the `scene` line.
        var sceneOptions: [Option]
        /// The other option values: the `set` line.
        var setOptions: [Option]
        var device: DeviceSpec
        /// Absolute image paths; empty means the bundled photos (the replay's default too).
        var images: [String]
        /// The what-if edits in force: the script's `whatif` lines, so it replays the scene as it was touched.
        var whatIfEdits: [WhatIfEdit] = []

        struct Option: Equatable {
            var key: String
            var value: String
        }
    }

    let header: Header
    /// Scene seconds at which the recording started: script time 0.
    let startTime: Double
    private(set) var events: [TouchScriptEvent] = []
    /// Wheel scrolls seen (not representable in a script).
    private(set) var skippedWheels = 0
    /// The latest scene time seen, in scene seconds (a command's or a frame's).
    private(set) var latestTime: Double
    /// Fingers down now and where they last were.
    private var fingersDown: [Int: ScriptPoint] = [:]

    init(header: Header, startTime: Double) {
        self.header = header
        self.startTime = startTime
        latestTime = startTime
    }

    /// Whether any finger is down.
    var hasFingersDown: Bool { !fingersDown.isEmpty }

    /// Notes that scene time reached `time` (a frame), so the recording's end is never before it.
    mutating func note(time: Double) {
        latestTime = max(latestTime, time)
    }

    /// Adds one input the translator made.
    mutating func record(_ command: TouchInput) {
        switch command {
        case .down(let finger, let point, let time):
            if fingersDown[finger] != nil { add(.cancel, finger: finger, at: point, time: time) }
            add(.down, finger: finger, at: point, time: time)
        case .moved(let finger, let point, let time):
            guard fingersDown[finger] != nil else { return }
            add(.move, finger: finger, at: point, time: time)
        case .up(let finger, let point, let time):
            guard fingersDown[finger] != nil else { return }
            add(.up, finger: finger, at: point, time: time)
        case .cancelAll(let time):
            for finger in fingersDown.keys.sorted() {
                if let last = fingersDown[finger] {
                    add(.cancel, finger: finger, at: CGPoint(x: last.x, y: last.y), time: time)
                }
            }
        case .cancel(let finger, let time):
            if let last = fingersDown[finger] {
                add(.cancel, finger: finger, at: CGPoint(x: last.x, y: last.y), time: time)
            }
        case .wheel(_, _, let time):
            skippedWheels += 1
            note(time: time)
        }
    }

    private mutating func add(_ phase: TouchScriptEvent.Phase, finger: Int, at point: CGPoint, time: Double) {
        note(time: time)
        let location = ScriptPoint(x: point.x, y: point.y)
        events.append(TouchScriptEvent(time: time - startTime, finger: finger, phase: phase, point: location))
        switch phase {
        case .down, .move: fingersDown[finger] = location
        case .up, .cancel: fingersDown[finger] = nil
        }
    }

    /// The script: the header, every event and `end` at `endTime` (scene seconds; never before the latest time
    /// seen). A finger still down stays down at the end, as it is in the window.
    func text(endTime: Double, comment: String? = nil) -> String {
        let end = max(endTime, latestTime)
        var notes = comment.map { [$0] } ?? []
        if skippedWheels > 0 {
            notes.append(
                "\(skippedWheels) wheel scroll\(skippedWheels == 1 ? "" : "s") not recorded (scripts have no wheel)")
        }
        return TouchScriptWriter.write(
            events: events, scene: header.scene, sceneOptions: header.sceneOptions.map { ($0.key, $0.value) },
            setOptions: header.setOptions.map { ($0.key, $0.value) }, device: header.device,
            whatIfEdits: header.whatIfEdits, images: header.images,
            endTime: end - startTime, comment: notes.isEmpty ? nil : notes.joined(separator: "\n"))
    }
}
