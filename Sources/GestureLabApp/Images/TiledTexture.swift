/// A decoded image as one or more textures, split where a side exceeds the renderer's maximum texture size.
///
/// The 1080x20000 photo is two 1080x10000 tiles on a renderer limited to 16384 pixels.
final class TiledTexture {
    /// One texture and the pixel rectangle of the decoded image it holds.
    struct Tile {
        var x: Int, y: Int, width: Int, height: Int
        var texture: SDLTexture
    }

    /// Size of the decoded pixels (the whole image at this level).
    let width: Int
    let height: Int
    private(set) var tiles: [Tile]

    var byteCount: Int { width * height * 4 }
    /// Every pixel is opaque (a JPEG): drawn at alpha 1 it replaces what is below without blending.
    var isOpaque = false
    /// Counts changes of the pixels after creation (a preview's bands coming in): a copy made from the textures
    /// (`PrescaledImages`) is stale once it differs.
    private(set) var revision = 0

    /// Records that the textures' pixels changed.
    func pixelsChanged() { revision += 1 }

    init(width: Int, height: Int, tiles: [Tile]) {
        self.width = width
        self.height = height
        self.tiles = tiles
    }

    /// Uploads `pixels` to textures on `renderer`, tiled when a side exceeds `maxTextureSize`.
    convenience init(pixels: PixelBuffer, renderer: SDLRenderer, maxTextureSize: Int?) throws {
        var upload = TileUpload(pixels: pixels, maxTextureSize: maxTextureSize)
        while !upload.isComplete { try upload.uploadNextTile(renderer: renderer) }
        self.init(width: pixels.width, height: pixels.height, tiles: upload.tiles)
    }

    /// The tiles covering a `width`x`height` image with no side above `maxSide` (nil: one tile), row by row,
    /// split into equal parts so no sliver tile is left over.
    static func tileRects(width: Int, height: Int, maxSide: Int?) -> [(x: Int, y: Int, width: Int, height: Int)] {
        guard let maxSide, maxSide > 0 else { return [(0, 0, width, height)] }
        let columns = (width + maxSide - 1) / maxSide, rows = (height + maxSide - 1) / maxSide
        var rects: [(x: Int, y: Int, width: Int, height: Int)] = []
        for row in 0..<rows {
            let y0 = height * row / rows, y1 = height * (row + 1) / rows
            for column in 0..<columns {
                let x0 = width * column / columns, x1 = width * (column + 1) / columns
                rects.append((x0, y0, x1 - x0, y1 - y0))
            }
        }
        return rects
    }

    func destroy() {
        for tile in tiles { tile.texture.destroy() }
        tiles.removeAll()
    }
}

/// A decoded image being uploaded a tile at a time, so a large one spreads over several frames.
struct TileUpload {
    let pixels: PixelBuffer
    private let rects: [(x: Int, y: Int, width: Int, height: Int)]
    private(set) var tiles: [TiledTexture.Tile] = []

    init(pixels: PixelBuffer, maxTextureSize: Int?) {
        self.pixels = pixels
        rects = TiledTexture.tileRects(width: pixels.width, height: pixels.height, maxSide: maxTextureSize)
    }

    var isComplete: Bool { tiles.count == rects.count }

    /// Bytes the next tile uploads (0 when complete).
    var nextTileBytes: Int {
        guard !isComplete else { return 0 }
        let rect = rects[tiles.count]
        return rect.width * rect.height * 4
    }

    /// Uploads the next tile; on failure the tiles made so far are destroyed.
    mutating func uploadNextTile(renderer: SDLRenderer) throws {
        guard !isComplete else { return }
        let rect = rects[tiles.count]
        do {
            let texture = try renderer.makeTexture(
                bgra: pixels.bgra, rowPixels: pixels.width, firstColumn: rect.x, firstRow: rect.y,
                width: rect.width, height: rect.height)
            texture.setLinearFiltering(true)
            tiles.append(
                TiledTexture.Tile(x: rect.x, y: rect.y, width: rect.width, height: rect.height, texture: texture))
        } catch {
            cancel()
            throw error
        }
    }

    /// Destroys the tiles made so far.
    mutating func cancel() {
        for tile in tiles { tile.texture.destroy() }
        tiles.removeAll()
    }
}
