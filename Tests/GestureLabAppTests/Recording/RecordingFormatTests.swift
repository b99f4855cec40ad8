import Testing
@testable import GestureLabApp

@Suite("Recording formats from paths")
struct RecordingFormatTests {
    @Test("gif, mp4 and folders are recordings; any other extension is a problem naming the known ones")
    func pathProblems() {
        for path in ["a.gif", "b.MP4", "frames", "frames/", "out.d/"] {
            #expect(RecordingFormat.problem(withPath: path) == nil, "\(path)")
        }
        let problem = RecordingFormat.problem(withPath: "x.avi")
        #expect(problem?.hasPrefix("--record x.avi: unknown extension '.avi'") == true)
        #expect(RecordingFormat.problem(withPath: "clip.webm") != nil)
    }

    @Test("a GIF records at 50 frames a second by default (whole-centisecond delays), the others at 60")
    func defaultRates() {
        #expect(RecordingFormat.gif.defaultFramesPerSecond == 50)
        #expect(RecordingFormat.mp4.defaultFramesPerSecond == 60)
        #expect(RecordingFormat.pngFolder.defaultFramesPerSecond == 60)
    }
}
