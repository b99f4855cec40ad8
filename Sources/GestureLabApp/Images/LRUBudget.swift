/// Least-recently-used bookkeeping under a byte budget, for texture caches; holds sizes, not the objects.
///
/// `touch` marks a key used in the current frame; `victims()` lists what to evict, oldest use first, until
/// the bytes fit the budget, never naming a key used in the current frame (that would thrash: drawn, evicted,
/// decoded again). A frame that alone needs more than the budget therefore stays over it until the next.
struct LRUBudget<Key: Hashable> {
    private struct Entry {
        var bytes: Int
        var lastTick: UInt64
        var lastFrame: UInt64
    }

    let budgetBytes: Int
    private(set) var bytesInUse = 0
    private var entries: [Key: Entry] = [:]
    private var tick: UInt64 = 0
    private(set) var frame: UInt64 = 0

    init(budgetBytes: Int) {
        self.budgetBytes = budgetBytes
    }

    var count: Int { entries.count }
    func contains(_ key: Key) -> Bool { entries[key] != nil }

    /// Starts a new frame: keys touched from now on are protected until the next call.
    mutating func nextFrame() { frame += 1 }

    /// Adds `key` (or updates its size) and marks it used now.
    mutating func insert(_ key: Key, bytes: Int) {
        tick += 1
        bytesInUse += bytes - (entries[key]?.bytes ?? 0)
        entries[key] = Entry(bytes: bytes, lastTick: tick, lastFrame: frame)
    }

    /// Marks `key` used now.
    mutating func touch(_ key: Key) {
        guard entries[key] != nil else { return }
        tick += 1
        entries[key]?.lastTick = tick
        entries[key]?.lastFrame = frame
    }

    mutating func remove(_ key: Key) {
        if let entry = entries.removeValue(forKey: key) { bytesInUse -= entry.bytes }
    }

    mutating func removeAll() {
        entries.removeAll()
        bytesInUse = 0
    }

    /// The keys to evict, least recently used first, to get under the budget; removes them from the books.
    mutating func evictVictims() -> [Key] {
        guard bytesInUse > budgetBytes else { return [] }
        let candidates = entries.filter { $0.value.lastFrame != frame }.sorted { $0.value.lastTick < $1.value.lastTick }
        var victims: [Key] = []
        for (key, _) in candidates where bytesInUse > budgetBytes {
            remove(key)
            victims.append(key)
        }
        return victims
    }
}
