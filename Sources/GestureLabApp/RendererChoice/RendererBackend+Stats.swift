extension RendererBackend {
    /// ", device pixels redrawn 27 %, presented in part 300": of every frame's device, the share drawn, and the
    /// frames presented in part (`GESTURELAB_STATS=1`); then the backdrop's and, on the software renderer, the
    /// worker thread's share of the large fills and copies (`RasterBands.statsNote`).
    var redrawnShareNote: String {
        let drawnWhole = devicePixels - retainedDevicePixels
        let share = devicePixels > 0 ? Double(drawnWhole + redrawnDevicePixels) / Double(devicePixels) : 1
        return ", device pixels redrawn \(Int((share * 100).rounded())) %, presented in part \(partialPresents)"
            + ", backdrop kept \(drawer.backdrop.fills), drawn from it \(drawer.backdrop.hits)"
            + (renderer.isSoftware ? renderer.rasterBands?.statsNote ?? ", one thread" : "")
    }
}
