import Testing
@testable import GestureLabApp

/// The window's start options are checked before any window opens: a mistake is a usage error naming it.
@Suite("Start checks")
struct StartChecksTests {
    private func failure(_ options: AppOptions) -> String? {
        do {
            _ = try WindowStart.prepare(options)
            return nil
        } catch {
            return error.description
        }
    }

    @Test("a missing image path is refused, naming the path")
    func missingPath() {
        let message = failure(AppOptions(imagePaths: [TestSupport.photo("tiny-chelsea-48x32.png"), "/nonexistent/x.jpg"]))
        #expect(message == "gesturelab: /nonexistent/x.jpg: no such image file or folder")
    }

    @Test("an unknown bare word is called an unknown command, not a missing image")
    func unknownWord() {
        let message = failure(AppOptions(imagePaths: ["frobnicate"]))
        #expect(message?.contains("'frobnicate' is neither a command nor an image file or folder") == true)
    }

    @Test("existing files and folders pass")
    func existingPaths() {
        #expect(failure(AppOptions(imagePaths: [TestSupport.repoRoot + "/Resources/Photos"])) == nil)
    }

    @Test("an option of another scene is refused, naming the scene that has it")
    func optionOfAnotherScene() {
        let message = failure(AppOptions(options: [("pop", "system")]))
        #expect(message?.hasPrefix("gesturelab: --set pop=system: unknown option 'pop' for scene 'photos'") == true)
        #expect(message?.contains("add --scene navigation") == true)
        #expect(failure(AppOptions(scene: "navigation", options: [("pop", "system")])) == nil)
        #expect(failure(AppOptions(scene: "taps", options: [("single-waits-for-double", "maybe")])) != nil)
    }
}
