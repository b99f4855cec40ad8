import GestureUIKit

/// Rendered lines of text as white textures, keyed by (string, pixel size, weight), under an LRU byte bound.
///
/// Text is rendered once in white with SDL_ttf and tinted per draw through the vertex colour, so the colour
/// is not part of the key: the same label in two colours shares one texture. Render thread only.
final class TextCache {
    struct Key: Hashable {
        var text: String
        var pixelSize: Int
        var bold: Bool
    }

    static let regularFontPath = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
    static let boldFontPath = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"

    private let renderer: SDLRenderer
    private let regular: TTFFont
    private let bold: TTFFont
    private var textures: [Key: SDLTexture] = [:]
    private var budget: LRUBudget<Key>
    /// Lines rendered with SDL_ttf since creation (cache misses).
    private(set) var renderCount = 0

    /// Opens DejaVu Sans and DejaVu Sans Bold; `budgetBytes` bounds the texture memory (default 16 MB).
    init(
        renderer: SDLRenderer, budgetBytes: Int = 16 << 20,
        regularPath: String = regularFontPath, boldPath: String = boldFontPath
    ) throws {
        self.renderer = renderer
        regular = try TTFFont(path: regularPath, pixelSize: 17)
        do {
            bold = try TTFFont(path: boldPath, pixelSize: 17)
        } catch {
            regular.close()
            throw error
        }
        budget = LRUBudget(budgetBytes: budgetBytes)
    }

    var bytesInUse: Int { budget.bytesInUse }
    var count: Int { textures.count }

    /// The white texture for `key`, rendering it on a miss; nil for an empty string or when SDL_ttf fails.
    func texture(for key: Key) -> SDLTexture? {
        if let texture = textures[key] {
            budget.touch(key)
            return texture
        }
        guard !key.text.isEmpty else { return nil }
        let font = key.bold ? bold : regular
        do {
            try font.setPixelSize(key.pixelSize)
            let surface = try font.renderWhite(key.text)
            defer { surface.destroy() }
            let texture = try renderer.makeTexture(from: surface)
            texture.setLinearFiltering(true)
            textures[key] = texture
            budget.insert(key, bytes: texture.byteCount)
            renderCount += 1
            return texture
        } catch {
            return nil
        }
    }

    /// Starts a frame (texts drawn from now on are protected from eviction) and evicts over-budget entries.
    func beginFrame() {
        for key in budget.evictVictims() { textures.removeValue(forKey: key)?.destroy() }
        budget.nextFrame()
    }

    /// Forgets every texture (after a render device reset).
    func invalidateAll() {
        for texture in textures.values { texture.destroy() }
        textures.removeAll()
        budget.removeAll()
    }

    /// Destroys the textures and closes the fonts; call before `SDLContext.quit()`.
    func close() {
        invalidateAll()
        regular.close()
        bold.close()
    }
}
