import Foundation
import Testing
@testable import GestureLabApp

extension SDLSuites {
@Suite("Recording: bad paths and a missing or failing ffmpeg", .serialized)
struct RecordingFailureTests {
    @Test("a missing output folder exits 1 naming the path, before anything runs", arguments: ["gif", "mp4", "frames"])
    func missingFolder(kind: String) throws {
        let folder = try TestSupport.scratchFolder("rec-missing")
        let output = folder + "/no/such/folder/out" + (kind == "frames" ? "" : "." + kind)
        let run = try RecordingRun.record(RecordingScripts.taps, to: output, in: folder)
        #expect(run.status == 1)
        #expect(run.errors.count == 1)
        #expect(run.errors.first?.contains("'\(output)'") == true)
        #expect(run.errors.first?.contains("does not exist") == true)
        #expect(run.reportText.isEmpty, "no report is written when the recording fails")
    }

    @Test("a PNG folder path that is a file exits 1 and leaves the file alone")
    func folderIsAFile() throws {
        let folder = try TestSupport.scratchFolder("rec-file")
        let output = folder + "/frames"
        try Data("keep".utf8).write(to: URL(fileURLWithPath: output))
        let run = try RecordingRun.record(RecordingScripts.taps, to: output, in: folder)
        #expect(run.status == 1)
        #expect(run.errors.first?.contains("'\(output)'") == true)
        #expect(FileManager.default.contents(atPath: output) == Data("keep".utf8))
    }

    @Test("an unwritable folder exits 1 naming it", .enabled(if: getuid() != 0, "root can write anywhere"))
    func unwritableFolder() throws {
        let folder = try TestSupport.scratchFolder("rec-readonly")
        let locked = folder + "/locked"
        try FileManager.default.createDirectory(atPath: locked, withIntermediateDirectories: false)
        chmod(locked, 0o555)
        defer { chmod(locked, 0o755) }
        let run = try RecordingRun.record(RecordingScripts.taps, to: locked + "/demo.gif", in: folder)
        #expect(run.status == 1)
        #expect(run.errors.first?.contains("not writable") == true)
    }

    @Test("GIF without ffmpeg exits 1 naming ffmpeg and writes nothing")
    func ffmpegMissing() throws {
        let folder = try TestSupport.scratchFolder("rec-noffmpeg")
        let run = try RecordingRun.record(
            RecordingScripts.taps, to: folder + "/demo.gif", ffmpeg: folder + "/no-ffmpeg", in: folder)
        #expect(run.status == 1)
        #expect(run.errors.first?.contains("ffmpeg") == true)
        #expect(run.errors.first?.contains("'\(folder)/demo.gif'") == true)
        #expect(!RecordingRun.files(in: folder).contains { $0.contains("demo") })
    }

    @Test("an ffmpeg that fails mid-recording exits 1 and leaves no file, temporary or final")
    func ffmpegFails() throws {
        let folder = try TestSupport.scratchFolder("rec-badffmpeg")
        // Reads two frames' worth of input, then fails as a full disk would.
        let fake = folder + "/ffmpeg"
        try Data("#!/bin/sh\nhead -c 480000 >/dev/null\necho 'av_interleaved_write_frame(): No space left on device' >&2\nexit 1\n".utf8)
            .write(to: URL(fileURLWithPath: fake))
        chmod(fake, 0o755)
        let run = try RecordingRun.record(RecordingScripts.taps, to: folder + "/demo.mp4", ffmpeg: fake, in: folder)
        #expect(run.status == 1)
        let message = run.errors.first ?? ""
        #expect(message.contains("'\(folder)/demo.mp4'"))
        #expect(message.contains("No space left on device"))
        #expect(!RecordingRun.files(in: folder).contains { $0.contains("demo") })
    }

    @Test("a GIF is written through ffmpeg with no temporary file left",
          .enabled(if: FFmpegLocator.locate() != nil, "ffmpeg is not installed"))
    func gif() throws {
        let folder = try TestSupport.scratchFolder("rec-gif")
        let run = try RecordingRun.record(RecordingScripts.taps, to: folder + "/demo.gif", in: folder)
        #expect(run.status == 0, "\(run.errors)")
        let data = try #require(FileManager.default.contents(atPath: folder + "/demo.gif"))
        #expect(data.prefix(6) == Data("GIF89a".utf8))
        // The logical screen size: little-endian width and height after the signature.
        #expect(Int(data[6]) | Int(data[7]) << 8 == 200 && Int(data[8]) | Int(data[9]) << 8 == 336)
        #expect(RecordingRun.files(in: folder).filter { $0.hasPrefix(".") }.isEmpty)
    }

    @Test("an MP4 of odd pixel size is padded to even and written with no temporary file left",
          .enabled(if: FFmpegLocator.locate() != nil, "ffmpeg is not installed"))
    func mp4() throws {
        let folder = try TestSupport.scratchFolder("rec-mp4")
        let script = RecordingScripts.taps.replacingOccurrences(of: "200x300@1", with: "201x301@1")
        let run = try RecordingRun.record(script, to: folder + "/demo.mp4", in: folder)
        #expect(run.status == 0, "\(run.errors)")
        let data = try #require(FileManager.default.contents(atPath: folder + "/demo.mp4"))
        #expect(data.count > 1000 && data[4..<8] == Data("ftyp".utf8))
        #expect(RecordingRun.files(in: folder).filter { $0.hasPrefix(".") }.isEmpty)
    }
}
}
