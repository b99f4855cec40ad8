internal import CSDL2
import GestureUIKit

/// Image textures per (image, level) under a memory budget, fed by the decode worker; render thread only.
///
/// Per frame: `beginFrame()` uploads finished decodes a tile at a time (up to `uploadBytesPerFrame`, at least one
/// tile, so a large image spreads over frames and no frame stalls on one upload), the
/// renderer asks `appearance(of:shownPixelSize:)` for each image drawn, and `endFrame()` evicts the least
/// recently used textures over the budget and drops queued decodes nobody asked for this frame. A level n
/// decode covers 256·2ⁿ pixels on its longest side; an image shown larger (zoomed) gets the next level
/// requested while the lower one keeps drawing. Call `invalidateAll()` after SDL_RENDER_TARGETS_RESET or
/// SDL_RENDER_DEVICE_RESET and `destroyAll()` before the renderer is destroyed.
final class TextureCache: ImageTextureProvider {
    /// Longest side of a level 0 decode, in pixels.
    static let baseLevelPixels = 256

    private let renderer: SDLRenderer
    let library: ImageLibrary
    private let worker: DecodeWorker
    private let maxTextureSize: Int?
    private var budget: LRUBudget<ImageLevelKey>
    private var textures: [ImageLevelKey: TiledTexture] = [:]
    private var failures: [Int: ImageError] = [:]
    private var arrived: [DecodeResult] = []
    /// The decode being uploaded, tile by tile, and its key.
    private var inFlight: (result: DecodeResult, header: ImageHeader, upload: TileUpload)?
    /// Previews drawn while they decode (`applyBand`): rows uploaded so far into `textures[key]`; the rest of the
    /// texture is the loading placeholder's colour. A key stays here until its finished decode arrives.
    private var partialRows: [ImageLevelKey: Int] = [:]
    private var wantedThisFrame = Set<ImageLevelKey>()
    /// Bytes of decoded pixels uploaded to textures per frame at most (one tile always goes through). About 8 MB
    /// takes 5 ms on the software renderer here; recordings set no limit.
    var uploadBytesPerFrame = 8 << 20

    /// Textures (tiles, preview bands) uploaded by the last `beginFrame()`, and their bytes (`FrameLog`).
    private(set) var uploadsThisFrame = 0, uploadedBytesThisFrame = 0

    /// Decode times in milliseconds of the last results uploaded (diagnostics), newest last, at most 32.
    private(set) var recentDecodeMilliseconds: [Double] = []

    /// Pixels: the largest tile side used whatever the renderer reports. SDL 2.26's software triangle filler
    /// reads outside a texture taller than a few thousand pixels (the 1080x20000 photo crashed it; 2048 px tiles
    /// still did at some scales) although the renderer reports no size limit.
    static let safeTileSize = 1024

    /// Pixels: a JPEG whose longest side is at least this gets a DCT 1/8 preview (`requestPreview`) while a
    /// larger decode runs; below it the wanted decode itself is quick (a 2048 px JPEG decodes in a few ms).
    static let previewMinimumPixels = 2048

    /// `maxTextureSize` overrides the renderer's own limit (tests); nil asks the renderer. Either way tiles are at
    /// most `safeTileSize` pixels.
    init(
        renderer: SDLRenderer, library: ImageLibrary, worker: DecodeWorker, budgetBytes: Int = 256 << 20,
        maxTextureSize: Int? = nil
    ) {
        self.renderer = renderer
        self.library = library
        self.worker = worker
        self.maxTextureSize = min(maxTextureSize ?? renderer.maxTextureSize ?? Self.safeTileSize, Self.safeTileSize)
        budget = LRUBudget(budgetBytes: budgetBytes)
    }

    /// Bytes of texture memory held now.
    var bytesInUse: Int { budget.bytesInUse }
    var budgetBytes: Int { budget.budgetBytes }
    var textureCount: Int { textures.count }
    /// Counts the changes to what `appearance(of:shownPixelSize:)` can answer (a texture installed, evicted or
    /// forgotten, a failure recorded): a window that redraws only what changed (`DeviceDamage`) redraws the whole
    /// device when it moved, since the same image command then draws other pixels.
    private(set) var generation = 0
    /// Per image index, how many times its textures changed (as `generation` counts them all); and how many times
    /// every texture was forgotten at once (`invalidateAll`).
    private var imageGenerations: [Int: Int] = [:]
    private var resets = 0
    /// Per image index, `generation` just after its textures last changed; and after every texture was forgotten.
    private var lastChanges: [Int: Int] = [:]
    private var lastReset = 0

    /// `generation`, for what is drawn from kept pixels (`BackdropCache`).
    var contentGeneration: Int? { generation }

    /// A count that changes whenever any of `images`' textures changed: the sum of their counts and of the resets,
    /// each of which only grows, so the sum is the same only when none of them changed. What lies under the viewer's
    /// backdrop is kept while the photo over it still uploads its tiles, which changes `generation` every frame.
    func contentGeneration(of images: [ImageHandle]) -> Int? {
        images.reduce(resets) { $0 &+ imageGenerations[library.index(of: $1), default: 0] }
    }

    /// Whether a texture of any of `images` changed after `generation` was `since`: a window that redraws only
    /// what changed redraws the whole device then (`RendererBackend.drawFrame`), not when another image's did (the
    /// next photo's tiles uploading while this one is dragged).
    func changed(since: Int, among images: [ImageHandle]) -> Bool {
        lastReset > since || images.contains { lastChanges[library.index(of: $0), default: 0] > since }
    }

    /// Which of `images` had a texture change after `generation` was `since`; nil when every texture was forgotten
    /// since (all of them changed). The window redraws only their footprints (`DeviceDamage`).
    func changedImages(since: Int, among images: [ImageHandle]) -> Set<ImageHandle>? {
        guard lastReset <= since else { return nil }
        return Set(images.filter { lastChanges[library.index(of: $0), default: 0] > since })
    }

    /// Asks for `requests` (images hidden under an opaque fill, at the size they would be shown) once every decode
    /// of an image that is shown has finished: the gallery's thumbnails under the photo viewer are then ready when
    /// the viewer is dragged away or dismissed, as they are on a device, where the gallery was on screen before,
    /// instead of turning spinners while its backdrop fades (which also left nothing under it to keep between
    /// frames, `BackdropCache`). Any decode of a shown image first: the next frame that wants one cancels those
    /// still queued (`endFrame`).
    func prefetch(_ requests: [(image: ImageHandle, shownPixelSize: Double)]) {
        guard !requests.isEmpty, arrived.isEmpty, inFlight == nil else { return }
        let hidden = Set(requests.map { library.index(of: $0.image) })
        guard worker.outstanding.allSatisfy({ hidden.contains($0.image) }) else { return }
        // One hidden decode at a time: two take both cores from the render thread (the tall photo's scroll, which
        // opens the viewer at launch, measured a p95 frame 1-3 ms slower at 2560x1600 while they decoded).
        for request in requests {
            let outstanding = worker.outstanding
            let index = library.index(of: request.image)
            if !outstanding.isEmpty, !outstanding.contains(where: { $0.image == index }) { continue }
            _ = appearance(of: request.image, shownPixelSize: request.shownPixelSize, previewFirst: false)
        }
    }

    /// A texture of image `index` changed.
    private func noteChanged(_ index: Int) {
        generation += 1
        imageGenerations[index, default: 0] += 1
        lastChanges[index] = generation
    }

    /// Whether decoded pixels are still waiting to be uploaded (or part-way through a tile-by-tile upload).
    var hasPendingUploads: Bool { inFlight != nil || !arrived.isEmpty || !partialRows.isEmpty }

    /// The level whose decode covers `pixels` on the longest side: the smallest n with 256·2ⁿ ≥ pixels.
    static func level(forShownPixels pixels: Double) -> Int {
        var level = 0
        while Double(baseLevelPixels << level) < pixels, level < 20 { level += 1 }
        return level
    }

    /// Uploads decodes that finished since the last frame; starts the frame's LRU bookkeeping.
    func beginFrame() {
        budget.nextFrame()
        wantedThisFrame.removeAll(keepingCapacity: true)
        uploadsThisFrame = 0
        uploadedBytesThisFrame = 0
        // A preview's bands go up at once (a few hundred KB each); finished decodes queue for the tile budget. A
        // key's bands come before its finished result, so taking them first keeps that order.
        for result in worker.takeResults() {
            if let band = result.band { applyBand(result, band: band) } else { arrived.append(result) }
        }
        var uploaded = 0
        while uploaded == 0 || uploaded < uploadBytesPerFrame {
            if inFlight == nil {
                guard !arrived.isEmpty else { break }
                start(arrived.removeFirst())
                continue
            }
            guard var current = inFlight else { break }
            uploaded += current.upload.nextTileBytes
            do {
                try current.upload.uploadNextTile(renderer: renderer)
            } catch {
                failures[current.result.key.image] = .decodeFailed("\(error)")
                noteChanged(current.result.key.image)
                inFlight = nil
                continue
            }
            inFlight = current
            uploadsThisFrame += 1
            uploadedBytesThisFrame += current.upload.tiles.last.map { $0.width * $0.height * 4 } ?? 0
            if current.upload.isComplete { install(current.result, header: current.header, tiles: current.upload) }
        }
    }

    /// Takes a finished decode: a failure is recorded at once, pixels start uploading. A preview whose bands are
    /// all up is already its texture: it is kept as it is.
    private func start(_ result: DecodeResult) {
        if let rows = partialRows.removeValue(forKey: result.key), let texture = textures[result.key] {
            if case .success(let decoded) = result.outcome, rows == decoded.pixels.height {
                recordDecodeTime(result.milliseconds)
                return
            }
            // Failed (a truncated file shows its error card, as before) or short: the bands' texture goes.
            texture.destroy()
            textures[result.key] = nil
            noteChanged(result.key.image)
            budget.remove(result.key)
        }
        switch result.outcome {
        case .failure(let error):
            failures[result.key.image] = error
            noteChanged(result.key.image)
        case .success(let decoded):
            inFlight = (result, decoded.header, TileUpload(pixels: decoded.pixels, maxTextureSize: maxTextureSize))
        }
    }

    /// Puts a band of a preview still decoding into its texture, made at the first band with the loading
    /// placeholder's colour everywhere, so the rows not decoded yet look as the placeholder did, never as garbage.
    /// Only the band's rows are uploaded. A preview wider or taller than one tile, or a band out of order (after
    /// `invalidateAll`), is left to the finished decode.
    private func applyBand(_ result: DecodeResult, band: RowBand) {
        guard case .success(let decoded) = result.outcome else { return }
        let key = result.key, rows = decoded.pixels
        if band.firstRow == 0, textures[key] == nil, max(rows.width, band.height) <= maxTextureSize ?? Int.max {
            let color = SDL_Color(DisplayListRenderer.placeholderColor)
            // One ARGB8888 word repeated, filled into the texture itself (a first band arrives on the first photo's
            // critical path).
            let word = UInt32(255) << 24 | UInt32(color.r) << 16 | UInt32(color.g) << 8 | UInt32(color.b)
            guard let texture = try? renderer.makeTexture(filledWith: word, width: rows.width, height: band.height)
            else { return }
            texture.setLinearFiltering(true)
            let tiled = TiledTexture(
                width: rows.width, height: band.height,
                tiles: [TiledTexture.Tile(x: 0, y: 0, width: rows.width, height: band.height, texture: texture)])
            tiled.isOpaque = decoded.header.format == .jpeg
            textures[key] = tiled
            budget.insert(key, bytes: tiled.byteCount)
            partialRows[key] = 0
        }
        guard partialRows[key] == band.firstRow, let tiled = textures[key], let tile = tiled.tiles.first,
            tile.width == rows.width
        else { return }
        do {
            try tile.texture.updateRows(rows.bgra, firstRow: band.firstRow)
        } catch {
            return
        }
        tiled.pixelsChanged()
        uploadsThisFrame += 1
        uploadedBytesThisFrame += rows.bgra.count
        noteChanged(key.image)
        partialRows[key] = band.firstRow + rows.height
    }

    private func recordDecodeTime(_ milliseconds: Double) {
        recentDecodeMilliseconds.append(milliseconds)
        if recentDecodeMilliseconds.count > 32 { recentDecodeMilliseconds.removeFirst() }
    }

    private func install(_ result: DecodeResult, header: ImageHeader, tiles upload: TileUpload) {
        inFlight = nil
        let tiled = TiledTexture(width: upload.pixels.width, height: upload.pixels.height, tiles: upload.tiles)
        tiled.isOpaque = (try? result.outcome.get())?.isOpaque ?? (header.format == .jpeg)
        textures[result.key]?.destroy()
        textures[result.key] = tiled
        noteChanged(result.key.image)
        budget.insert(result.key, bytes: tiled.byteCount)
        recordDecodeTime(result.milliseconds)
    }

    func aspectRatio(of image: ImageHandle) -> Double? {
        guard case .success(let header) = library.imageInfo(at: library.index(of: image)), header.pixelSize.height > 0
        else {
            return nil
        }
        return Double(header.pixelSize.width) / Double(header.pixelSize.height)
    }

    func appearance(of image: ImageHandle, shownPixelSize: Double) -> ImageAppearance {
        appearance(of: image, shownPixelSize: shownPixelSize, previewFirst: true)
    }

    /// `previewFirst`: a slow JPEG decode is preceded by its DCT 1/8 preview (`requestPreview`) when nothing of
    /// the image is there yet; not for an image asked for while hidden (`prefetch`): nothing waits to show it, and
    /// for a thumbnail the preview is about as slow as the decode it would stand in for (the 27 MP photo's preview
    /// is the same 1/8 scaling as its 512-pixel thumbnail).
    private func appearance(of image: ImageHandle, shownPixelSize: Double, previewFirst: Bool) -> ImageAppearance {
        let index = library.index(of: image)
        let sources = library.sources
        let name = sources.indices.contains(index) ? sources[index].fileName : "image \(index)"
        if let error = failures[index] { return .failed(name: name, reason: error.description) }
        let header: ImageHeader
        switch library.imageInfo(at: index) {
        case .failure(let error): return .failed(name: name, reason: error.description)
        case .success(let h): header = h
        }
        let fullLevel = Self.level(forShownPixels: Double(max(header.storedWidth, header.storedHeight)))
        let wanted = min(Self.level(forShownPixels: shownPixelSize), fullLevel)
        for level in wanted...fullLevel {
            let key = ImageLevelKey(image: index, level: level)
            if let texture = textures[key] {
                budget.touch(key)
                wantedThisFrame.insert(key)
                return .ready(texture)
            }
        }
        let key = ImageLevelKey(image: index, level: wanted)
        wantedThisFrame.insert(key)
        let lower = stride(from: wanted - 1, through: 0, by: -1).lazy
            .map { ImageLevelKey(image: index, level: $0) }.first { self.textures[$0] != nil }
        // The preview first: a worker that is idle takes it at once.
        if lower == nil, previewFirst { requestPreview(of: index, header: header, wanted: wanted) }
        if !isComing(key) {
            let maxPixels = wanted == fullLevel ? nil : Self.baseLevelPixels << wanted
            worker.submit(DecodeRequest(key: key, path: sources[index].path, maxPixelSize: maxPixels))
        }
        if let lower, let texture = textures[lower] {
            budget.touch(lower)
            return .ready(texture)
        }
        return .loading
    }

    /// Whether the decode for `key` has arrived or is being uploaded.
    private func isComing(_ key: ImageLevelKey) -> Bool {
        arrived.contains { $0.key == key } || inFlight?.result.key == key || partialRows[key] != nil
    }

    /// Asks for a JPEG's DCT 1/8 preview as level 0 when nothing of it can be shown yet and the wanted decode is
    /// a slow one: the preview (45 ms for 27 MP here against 84-150 ms for the full decode, toolchain.md) draws
    /// in the image's frame until the wanted level replaces it. The frame comes from the header's size, so the
    /// swap changes sharpness, never geometry. The worker takes previews before any other request.
    private func requestPreview(of index: Int, header: ImageHeader, wanted: Int) {
        guard wanted > 0, header.format == .jpeg,
            max(header.storedWidth, header.storedHeight) >= Self.previewMinimumPixels
        else { return }
        let key = ImageLevelKey(image: index, level: 0)
        wantedThisFrame.insert(key)
        if !isComing(key) {
            worker.submit(
                DecodeRequest(
                    key: key, path: library.sources[index].path, maxPixelSize: nil, preview: true, deliversBands: true))
        }
    }

    /// Evicts least recently used textures over the budget and cancels queued decodes not wanted this frame.
    func endFrame() {
        for key in budget.evictVictims() {
            textures.removeValue(forKey: key)?.destroy()
            noteChanged(key.image)
        }
        worker.retainOnly(wantedThisFrame)
    }

    /// Forgets every texture (they are re-decoded on demand): after a render-target or device reset.
    func invalidateAll() {
        inFlight?.upload.cancel()
        inFlight = nil
        partialRows.removeAll()
        for texture in textures.values { texture.destroy() }
        textures.removeAll()
        generation += 1
        resets += 1
        lastReset = generation
        budget.removeAll()
    }

    /// Destroys every texture; call before destroying the renderer.
    func destroyAll() {
        invalidateAll()
        arrived.removeAll()
    }
}
