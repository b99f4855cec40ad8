import Foundation
import GestureLabTestSupport
import Testing

/// One input decoder, enforced: SDL's raw input event types are read in one file of Sources, like Dear ImGui's
/// one backend per platform; everything else consumes the app's decoded input.
@Suite("One input decoder", .timeLimit(.minutes(1)))
struct InputDecoderTests {
    /// SDL's raw input event type constants.
    static let pattern =
        #"SDL_(FINGERDOWN|FINGERUP|FINGERMOTION|MOUSEBUTTONDOWN|MOUSEBUTTONUP|MOUSEMOTION|MOUSEWHEEL|KEYDOWN|KEYUP|WINDOWEVENT|QUIT|TEXTINPUT|MULTIGESTURE)\b"#

    /// The files that may name them: the decoder, and the bridge that hands SDL events to Dear ImGui's SDL2
    /// platform backend.
    static let allowed: Set<String> = [
        "Sources/GestureLabApp/Input/SDLInputAdapter.swift",
        "Sources/GestureLabApp/Panels/ImGuiLayer.swift",
    ]

    /// The Swift files under `Sources` (relative to `root`) whose text matches `pattern`.
    static func filesNamingRawEvents(root: String) throws -> [String] {
        let regex = try Regex(pattern)
        let sources = root + "/Sources"
        guard let walker = FileManager.default.enumerator(atPath: sources) else { return [] }
        var found: [String] = []
        for case let path as String in walker where path.hasSuffix(".swift") {
            let text = try String(contentsOfFile: sources + "/" + path, encoding: .utf8)
            if text.contains(regex) { found.append("Sources/" + path) }
        }
        return found.sorted()
    }

    @Test("SDL's raw input event types appear only in the decoder and the Dear ImGui bridge")
    func oneDecoder() throws {
        let files = try Self.filesNamingRawEvents(root: BuiltProducts.packageRoot)
        #expect(files.contains("Sources/GestureLabApp/Input/SDLInputAdapter.swift"), "the scan found \(files)")
        let strays = files.filter { !Self.allowed.contains($0) }
        #expect(strays.isEmpty, "raw SDL input event types outside the decoder: \(strays)")
        #expect(files.count <= 2)
    }

    @Test("the check finds the constants it looks for and not their longer relatives")
    func patternWorks() throws {
        let regex = try Regex(Self.pattern)
        #expect("case SDL_FINGERDOWN:".contains(regex))
        #expect("SDL_EventType(SDL_KEYUP)".contains(regex))
        #expect(!"SDL_WINDOWEVENT_EXPOSED".contains(regex))
        #expect(!"SDL_QUITEVENT".contains(regex))
        #expect(!"SDL_MOUSEWHEEL_FLIPPED".contains(regex))
    }
}
