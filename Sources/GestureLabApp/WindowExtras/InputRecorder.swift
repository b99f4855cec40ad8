import Foundation
import GestureUIKit
import GestureReplay
import GestureScenes
import GestureScript

/// Records what a person does in the window as `.touches` scripts (`--record-input FILE`, the I key).
///
/// A recording belongs to one scene as built: it starts on a freshly built scene (the app resets it first) and
/// ends when the person stops it, quits, or when the scene is rebuilt or an option changes (a script can't say
/// either mid-run), so the file replays (`gesturelab replay FILE`) to the same outcome. The first recording
/// goes to `--record-input`'s path, later ones to `NAME-2.touches`, `NAME-3.touches`...; without the flag, to
/// `gesturelab-SCENE-STAMP.touches` in the current folder. Files are written whole under a temporary name and
/// renamed.
final class InputRecorder {
    /// `--record-input`'s path, or nil.
    let basePath: String?
    private(set) var recording: InputRecording?
    /// The window the recording started in, and the scene's live option values then.
    private var window: UIWindow?
    private var startOptions: [InputRecording.Header.Option] = []
    private var written = 0
    /// The file the last recording was written to (the touch toolbar replays it).
    private(set) var lastWrittenPath: String?

    init(basePath: String?) {
        self.basePath = basePath
    }

    var isRecording: Bool { recording != nil }

    /// Fails when `path`'s folder doesn't exist or can't be written: said at start, not after the person played.
    static func checkWritable(_ path: String) -> String? {
        guard path != "-" else { return nil }
        let folder = PathParts(path).folder
        let directory = folder.isEmpty ? "." : folder
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            return "--record-input \(path): the folder '\(directory)' does not exist"
        }
        guard FileManager.default.isWritableFile(atPath: directory) else {
            return "--record-input \(path): the folder '\(directory)' is not writable"
        }
        return nil
    }

    /// Starts recording the scene in `host` at scene time `time`.
    ///
    /// - Parameters:
    ///   - deviceScale: the device's pixels per point (the header's `@S`).
    ///   - imagePaths: the app's image files and folders; empty for the bundled photos.
    func start(host: SceneHost, deviceScale: Double, imagePaths: [String], time: Double) {
        let description = host.description
        var sceneOptions: [InputRecording.Header.Option] = []
        var setOptions: [InputRecording.Header.Option] = []
        for (key, value) in host.currentOptions where !value.isEmpty {
            let option = InputRecording.Header.Option(key: key, value: value)
            if description.option(key)?.isStartOption == true {
                sceneOptions.append(option)
            } else {
                setOptions.append(option)
            }
        }
        let device = DeviceSpec(width: host.deviceSize.width, height: host.deviceSize.height, scale: deviceScale)
        let images = imagePaths.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
        let header = InputRecording.Header(
            scene: host.sceneName, sceneOptions: sceneOptions, setOptions: setOptions,
            device: device, images: images, whatIfEdits: host.whatIfEdits)
        recording = InputRecording(header: header, startTime: time)
        window = host.window
        startOptions = Self.liveOptions(host)
    }

    /// Adds a translator command to the recording, if one is running.
    func record(_ command: TouchInput) {
        recording?.record(command)
    }

    /// Why the recording can't go on with `host` as it is now (rebuilt, an option changed), or nil; notes the
    /// frame time `time` otherwise.
    func check(host: SceneHost, time: Double) -> String? {
        guard recording != nil else { return nil }
        if host.window !== window { return "the scene was rebuilt" }
        let now = Self.liveOptions(host)
        if let changed = now.first(where: { !startOptions.contains($0) }) {
            return "\(changed.key) changed to \(changed.value) (a script can't change options mid-run)"
        }
        recording?.note(time: time)
        return nil
    }

    /// Ends the recording and writes it at scene time `endTime` (nil: the latest time it saw); returns the path.
    func stop(endTime: Double? = nil) throws(RecordingFileError) -> String? {
        guard let done = recording else { return nil }
        recording = nil
        window = nil
        let path = nextPath(scene: done.header.scene)
        written += 1
        let text = done.text(
            endTime: endTime ?? done.latestTime,
            comment: "Recorded by gesturelab run: \(done.events.count) touch events")
        do {
            try ReportFile.write(text, to: path)
        } catch {
            throw RecordingFileError(description: "cannot write the recording to '\(path)': \(error.reason)")
        }
        lastWrittenPath = path
        return path
    }

    /// `--record-input`'s path, then numbered beside it; or a stamped name in the current folder.
    private func nextPath(scene: String) -> String {
        guard let basePath else {
            let stamp = Int(Date().timeIntervalSince1970 * 1000)
            return FileManager.default.currentDirectoryPath + "/gesturelab-\(scene)-\(stamp).touches"
        }
        guard written > 0, basePath != "-" else { return basePath }
        let ext = (basePath as NSString).pathExtension
        let stem = ext.isEmpty ? basePath : (basePath as NSString).deletingPathExtension
        return "\(stem)-\(written + 1)" + (ext.isEmpty ? "" : ".\(ext)")
    }

    private static func liveOptions(_ host: SceneHost) -> [InputRecording.Header.Option] {
        host.scene.optionValues.map { InputRecording.Header.Option(key: $0.key, value: $0.value) }
    }
}

/// A recording that could not be written, naming the path and the system's reason.
struct RecordingFileError: Error, CustomStringConvertible {
    var description: String
}
