import GestureScenes
import Foundation
import Testing

@testable import GestureScript

@Suite("Times, comments, headers and paths")
struct ScriptSyntaxTests {
    @Test("a relative time counts from the previous event line's start time")
    func relativeTimes() throws {
        let script = try parse("+0.1 down 1 0 0\n+0.016 move 1 1 1\n+0.5 up 1 1 1")
        #expect(script.events.map(\.time) == [0.1, 0.1 + 0.016, 0.1 + 0.016 + 0.5])
        #expect(script.statements.map(\.isRelativeTime) == [true, true, true])
    }

    @Test("a relative time after a compound verb counts from its start, not its end")
    func relativeAfterCompound() throws {
        let script = try parse("1 tap 5 5 count 3\n+0.1 down 2 9 9")
        let down2 = try #require(script.events.first { $0.finger == 2 })
        #expect(down2.time == 1.1)
    }

    @Test("comments, blank lines, tabs and CRLF line ends are ignored")
    func commentsAndBlanks() throws {
        let script = try parse(
            "# a comment\r\n\r\nscene taps # trailing\r\n\t  \r\n0\tdown 1 5\t6#comment\r\n"
                + "   # indented comment\r\n0.1 up 1 5 6 #")
        #expect(script.scene == "taps")
        #expect(script.events.map(\.phase) == [.down, .up])
        #expect(script.events[1].line == 7)
    }

    @Test("a # in the middle of a word starts a comment")
    func commentInsideWord() throws {
        let script = try parse("0 down 1 5 6#7\n0.1 up 1 5 6")
        #expect(script.events[0].point == ScriptPoint(x: 5, y: 6))
    }

    @Test("the header fills scene, options, images and device")
    func header() throws {
        let script = try parse(
            """
            scene photos open=2 dismiss-style=scale
            set long-image-dismiss=off
            images a.jpg /abs/b.png "my photo.jpg" sub/c.jpg
            device 375x667@2
            0 tap 195 422
            """, baseDirectory: "demos/scripts")
        #expect(script.scene == "photos")
        #expect(script.sceneOptions.map(\.key) == ["open", "dismiss-style"])
        #expect(script.sceneOptions.map(\.value) == ["2", "scale"])
        #expect(script.setOptions.map { "\($0.key)=\($0.value)" } == ["long-image-dismiss=off"])
        #expect(script.options.count == 3)
        #expect(script.imagesAsWritten == ["a.jpg", "/abs/b.png", "my photo.jpg", "sub/c.jpg"])
        #expect(
            script.images == [
                "demos/scripts/a.jpg", "/abs/b.png", "demos/scripts/my photo.jpg", "demos/scripts/sub/c.jpg",
            ])
        #expect(script.device == DeviceSpec(width: 375, height: 667, scale: 2))
        #expect(script.endTime == nil)
        #expect(script.sourceName == testFile)
    }

    @Test("the statements keep their lines, verb columns and resolved times for tooling")
    func statements() throws {
        let script = try parse("scene taps\n\n  0.5 tap 1 2\n+0.5 end")
        #expect(script.statements.map(\.line) == [1, 3, 4])
        #expect(script.statements.map(\.column) == [1, 7, 6])
        #expect(script.statements.map(\.time) == [nil, 0.5, 1.0])
        #expect(script.statements[1].kind == .tap(point: ScriptPoint(x: 1, y: 2), count: 1, interval: 0.15))
        #expect(script.statements[2].kind == .end)
        #expect(script.endTime == 1.0)
    }

    @Test("an empty script parses to nothing")
    func emptyScript() throws {
        let script = try parse("")
        #expect(script.events.isEmpty && script.statements.isEmpty && script.scene == nil)
    }

    @Test("end may share the last event's time and fingers may stay down at the end")
    func endWithFingerDown() throws {
        let script = try parse("0 down 1 5 5\n0.3 move 1 6 6\n0.3 end")
        #expect(script.endTime == 0.3)
        #expect(script.events.count == 2)
    }

    @Test("numbers may be negative or fractional, and fingers go from 0 to 99")
    func numbers() throws {
        let script = try parse("0 down 0 -3.5 0.016\n0 down 99 195 844\n0.016 up 0 -3.5 0.016")
        #expect(script.events[0].point == ScriptPoint(x: -3.5, y: 0.016))
        #expect(script.events.map(\.finger) == [0, 99, 0])
    }

    @Test("a file's images resolve against its folder")
    func parseFileResolvesImages() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gesturescript-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("demo.touches").path
        try "scene photos\nimages one.jpg\n0 tap 1 1\n".write(toFile: path, atomically: true, encoding: .utf8)
        let script = try TouchScriptParser.parseFile(path: path, catalog: SceneRegistry.builtIn.catalog)
        #expect(script.images == [folder.path + "/one.jpg"])
        #expect(script.sourceName == path)
        #expect(script.baseDirectory == folder.path)
    }

    @Test("a file that cannot be read is an error at line 1, column 1")
    func unreadableFile() {
        do throws(ScriptError) {
            _ = try TouchScriptParser.parseFile(path: "/nonexistent/dir/x.touches", catalog: SceneRegistry.builtIn.catalog)
            Issue.record("expected an error")
        } catch {
            #expect(error.description.hasPrefix("/nonexistent/dir/x.touches:1:1: cannot read the script"))
        }
    }
}
