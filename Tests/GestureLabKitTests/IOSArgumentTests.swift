import Testing
@testable import GestureLabCLI

@Suite("--ios")
struct IOSArgumentTests {
    @Test("--ios takes 18 or 26 exactly")
    func versions() {
        #expect(IOSArgument(argument: "18")?.version == 18)
        #expect(IOSArgument(argument: "26")?.version == 26)
        for bad in ["17", "26.0", "026", "ios26", ""] { #expect(IOSArgument(argument: bad) == nil, "\(bad)") }
        #expect(IOSArgument.allValueStrings == ["18", "26"])
    }
}
