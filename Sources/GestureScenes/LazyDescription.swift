import Foundation

/// A scene's description, made the first time it is read and kept: `SceneType` is a value shared across
/// threads (the `test` command runs scripts in parallel), so reads take a lock.
final class LazyDescription: @unchecked Sendable {
    private let lock = NSLock()
    private var made: SceneDescription?
    private let describe: () -> SceneDescription

    init(_ describe: @escaping () -> SceneDescription) {
        self.describe = describe
    }

    /// The description, made now if it has not been yet.
    var value: SceneDescription {
        lock.lock()
        defer { lock.unlock() }
        if let made { return made }
        let description = describe()
        made = description
        return description
    }
}
