import Testing
@testable import GestureLabApp

/// Where a recording goes: a one-character name used to trap inside Foundation's path functions.
@Suite("Recording output paths")
struct RecordingOutputPathTests {
    @Test("a one-character folder or file name is recorded in the current folder instead of stopping the process")
    func oneCharacterNames() {
        #expect(RecordingOutput(path: "f/").folder == ".")
        #expect(RecordingOutput(path: "f/").temporaryPath.hasPrefix("./.f.tmp-"))
        #expect(RecordingOutput(path: "x").folder == ".")
        #expect(InputRecorder.checkWritable("x") == nil)
    }

    @Test("a path splits at its last slash: bare names, nested folders and the root")
    func parts() {
        #expect(PathParts("a.gif") == PathParts(folder: "", name: "a.gif"))
        #expect(PathParts("out/demos/a.gif") == PathParts(folder: "out/demos", name: "a.gif"))
        #expect(PathParts("/a.gif") == PathParts(folder: "/", name: "a.gif"))
        #expect(RecordingOutput(path: "out/frames/").folder == "out")
    }
}
