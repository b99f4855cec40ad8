import Testing

@testable import GestureScript

@Suite("The ios statement")
struct IOSStatementTests {
    @Test("ios 18 and ios 26 are header statements; without one the version is unset (18)")
    func parses() throws {
        #expect(try parse("scene taps\nios 26\n0.1 tap 5 5\n").iosVersion == 26)
        #expect(try parse("ios 18\nscene taps\n").iosVersion == 18)
        #expect(try parse("scene taps\n").iosVersion == nil)
        let statement = try #require(try parse("scene taps\nios 26\n").statements.last)
        #expect(statement.kind == .ios(26))
        #expect(statement.isHeader)
        #expect(IOSVersion.default == 18)
    }

    @Test("other versions, a missing one, extra words, a time and a repeat are errors at their token")
    func errors() {
        let cases: [(String, String, String)] = [
            ("scene taps\nios 17", "s.touches:2:5", "unsupported iOS version '17'; expected 18 or 26"),
            ("scene taps\nios 026", "s.touches:2:5", "unsupported iOS version '026'"),
            ("scene taps\nios 26.0", "s.touches:2:5", "unsupported iOS version '26.0'"),
            ("scene taps\nios", "s.touches:2:4", "missing an iOS version after 'ios'"),
            ("scene taps\nios 26 18", "s.touches:2:8", "unexpected '18' after the iOS version"),
            ("scene taps\nios 18\nios 26", "s.touches:3:1", "'ios' is given twice (first on line 2)"),
        ]
        for (text, position, message) in cases {
            guard let error = parseError(text) else {
                Issue.record("parsed: \(text)")
                continue
            }
            #expect(error.description.hasPrefix(position + ": "), "\(error)")
            #expect(error.message.contains(message), "\(error)")
        }
    }

    @Test("the writer writes the ios line after the device, and it parses back")
    func roundTrip() throws {
        let script = try parse("scene taps\ndevice 375x667@2\nios 26\n0.1 tap 5 5\n")
        let text = TouchScriptWriter.write(script)
        #expect(text.contains("device 375x667@2\nios 26\n"))
        #expect(try parse(text).iosVersion == 26)
    }
}
