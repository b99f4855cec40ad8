import GestureLabKit
import Testing
@testable import GestureLabCLI

/// `gesturelab scenes` on a user's scene (issue 42): its one summary is both its title and its problem by default,
/// and the listing says it once.
@Suite("gesturelab scenes listing")
struct ScenesListingTests {
    @Test("a user scene with only a summary has it printed once, on its name's line")
    func summaryOnce() {
        let registry = GestureLabKit.GestureLab.registry(with: [PinnedHeaderScene.self])
        let listing = Scenes.listing(registry.descriptions)
        #expect(listing.components(separatedBy: PinnedHeaderScene.summary).count == 2, "\(listing)")
        #expect(listing.contains("pinned-header: \(PinnedHeaderScene.summary)\n"))
    }

    @Test("a built-in scene keeps its title and its problem, on two lines")
    func builtInKeepsBoth() throws {
        let taps = try #require(GestureLabKit.GestureLab.registry(with: []).descriptions.first { $0.name == "taps" })
        #expect(taps.title != taps.problem)
        #expect(Scenes.listing([taps]).hasPrefix("taps: \(taps.title)\n  \(taps.problem)\n"))
    }
}
