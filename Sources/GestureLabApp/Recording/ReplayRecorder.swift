import Foundation
import GestureReplay
import GestureScenes

/// `gesturelab replay --record OUT`: the replay driver that records the sessions as a GIF, an MP4 or PNG frames.
///
/// The command gives it the sessions (one, or one per compared value, sharing this recorder's image catalog so
/// their images decode once); it starts SDL headless, records, and quits SDL. `prepare()` checks the output
/// folder and ffmpeg before anything runs, so a bad path costs nothing and leaves nothing behind.
public final class ReplayRecorder: ReplayDriver {
    /// Where and how the recording is made.
    public let settings: RecordingSettings
    /// The frames recorded by the last `drive`.
    public private(set) var summary: RecordingSummary?
    /// Receives warnings (a frame drawn before its images decoded).
    public var warn: (String) -> Void = { _ in }
    private var loaded: (paths: [String], catalog: ImageCatalog, library: ImageLibrary, scanErrors: [String])?
    private var ffmpeg: String?
    /// A running SDL lent by the caller (tests); nil starts and quits one per recording.
    private let lentSDL: SDLContext?

    /// A recorder that starts and quits its own SDL for each recording.
    public convenience init(settings: RecordingSettings) {
        self.init(settings: settings, sdl: nil)
    }

    init(settings: RecordingSettings, sdl: SDLContext?) {
        self.settings = settings
        lentSDL = sdl
    }

    /// The image catalog for every run: loaded once for `paths`, so compared sessions share one decode cache.
    public func catalog(paths: [String]) -> (ImageCatalog, scanErrors: [String]) {
        if let loaded, loaded.paths == paths { return (loaded.catalog, loaded.scanErrors) }
        let fresh = ImageCatalogLoader.load(paths: paths)
        loaded = (paths, fresh.catalog, fresh.library, fresh.scanErrors)
        return (fresh.catalog, fresh.scanErrors)
    }

    /// Checks the output path, the scale and ffmpeg before anything runs (`ReplayDriver`).
    public func prepare() throws(ReplayDriverError) {
        let output = RecordingOutput(path: settings.outputPath)
        do {
            try output.validate()
        } catch {
            throw ReplayDriverError(error.message)
        }
        if let scale = settings.scale, !(scale > 0 && scale.isFinite) {
            throw ReplayDriverError("cannot record '\(output.path)': invalid scale \(scale)")
        }
        ffmpeg = settings.ffmpegPath ?? FFmpegLocator.locate()
        // PNG frames use ffmpeg when it is there (faster), SDL_image's IMG_SavePNG when not.
        guard output.format.needsFFmpeg else {
            if let found = ffmpeg, access(found, X_OK) != 0 { ffmpeg = nil }
            return
        }
        guard let ffmpeg, access(ffmpeg, X_OK) == 0 else {
            throw ReplayDriverError(Self.ffmpegMissing(output.path).message)
        }
    }

    /// "photos · long-image-dismiss=on dismiss-style=rotation": the scene and every option value in force.
    static func caption(_ session: ReplaySession) -> String {
        let values = session.scene.optionValues.map { "\($0.key)=\($0.value)" }
        return ([session.sceneName] + (values.isEmpty ? [] : [values.joined(separator: " ")])).joined(separator: " · ")
    }

    /// Plays the sessions and records their frames, side by side in compare mode (`ReplayDriver`).
    public func drive(_ sessions: [ReplaySession], labels: [String]) throws(ReplayDriverError) {
        let library = loaded?.library ?? ImageLibrary(sources: [])
        let recorder = Recorder(library: library, settings: settings)
        recorder.warn = warn
        let sdl: SDLContext
        do {
            sdl = try lentSDL ?? SDLContext(headless: true)
        } catch {
            throw ReplayDriverError("cannot record '\(settings.outputPath)': cannot start SDL: \(error)")
        }
        defer { if lentSDL == nil { sdl.quit() } }
        do {
            // A single run is captioned with its scene and option values too, as compare mode labels each run.
            let captions = labels.isEmpty && sessions.count == 1 ? [Self.caption(sessions[0])] : labels
            summary = try recorder.record(sessions, labels: captions, ffmpeg: ffmpeg)
        } catch {
            throw ReplayDriverError(error.message)
        }
    }

    static func ffmpegMissing(_ path: String) -> RecordingError {
        RecordingError(
            "cannot record '\(path)': ffmpeg was not found on PATH (GIF and MP4 need it: `make setup` "
                + "or `apt-get install ffmpeg`; a folder name records PNG frames without it)")
    }
}
