import Testing
@testable import GestureLabApp

@Suite("Cache bookkeeping")
struct CacheBookkeepingTests {
    @Test("over budget, the least recently used entry goes first")
    func lruEvictsOldest() {
        var lru = LRUBudget<String>(budgetBytes: 300)
        lru.insert("a", bytes: 100)
        lru.insert("b", bytes: 100)
        lru.insert("c", bytes: 100)
        lru.nextFrame()
        lru.touch("a")  // a is now newer than b and c
        lru.nextFrame()
        lru.insert("d", bytes: 100)
        #expect(lru.evictVictims() == ["b"])
        #expect(lru.bytesInUse == 300)
        #expect(!lru.contains("b") && lru.contains("a"))
    }

    @Test("entries used in the current frame are never evicted, even over budget")
    func currentFrameProtected() {
        var lru = LRUBudget<Int>(budgetBytes: 100)
        lru.insert(1, bytes: 80)
        lru.insert(2, bytes: 80)
        #expect(lru.evictVictims().isEmpty)
        lru.nextFrame()
        lru.touch(2)
        #expect(lru.evictVictims() == [1])
    }

    @Test("tiles split an image taller than the maximum texture side into equal rows")
    func tileRects() {
        let tiles = TiledTexture.tileRects(width: 1080, height: 20000, maxSide: 16384)
        #expect(tiles.count == 2)
        #expect(tiles.map(\.height) == [10000, 10000] && tiles.allSatisfy { $0.width == 1080 })
        #expect(TiledTexture.tileRects(width: 1080, height: 20000, maxSide: nil).count == 1)
        let grid = TiledTexture.tileRects(width: 2500, height: 900, maxSide: 1000)
        #expect(grid.count == 3 && grid.map(\.width).reduce(0, +) == 2500)
    }

    @Test("levels double from 256 px on the longest side")
    func levels() {
        #expect(TextureCache.level(forShownPixels: 100) == 0)
        #expect(TextureCache.level(forShownPixels: 256) == 0)
        #expect(TextureCache.level(forShownPixels: 400) == 1)
        #expect(TextureCache.level(forShownPixels: 2000) == 3)
    }
}
