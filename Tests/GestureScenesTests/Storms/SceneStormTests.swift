import GestureScenes
import Testing

/// A touch storm per registered scene (a new scene is covered by being registered).
///
/// `GESTURELAB_STORM_EVENTS` sets the events per scene (default 50,000; `make soak` runs 1,000,000) and
/// `GESTURELAB_STORM_SEED` replays one seed. A failure names the scene, seed, event index and invariant.
@Suite("Scene touch storms")
struct SceneStormTests {
    static let scenes = SceneRegistry.builtIn.names

    @Test("random multi-finger streams keep every scene's promises, during the storm and once settled",
          arguments: scenes)
    func storm(scene: String) throws {
        let events = StormSettings.events, seed = StormSettings.seed(for: scene)
        let storm = try SceneStorm(scene: scene, seed: seed)
        let start = ContinuousClock.now
        let violations = storm.run(events: events)
        let seconds = (ContinuousClock.now - start) / .seconds(1)
        print("storm \(scene): \(events) events, seed \(seed), \(storm.settles) settles, "
            + "\(storm.optionChanges) option changes, \(String(format: "%.1f", seconds)) s "
            + "(\(Int(Double(events) / max(seconds, 1e-9))) events/s)")
        #expect(violations.isEmpty, "\(violations.joined(separator: "\n"))")
        // The storm must have reached the end (it stops early only on a violation).
        #expect(storm.settles > 0)
    }
}
