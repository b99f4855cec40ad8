/// Bytes of decoded pixels the window uploads to textures in a frame (`TextureCache.uploadBytesPerFrame`): fewer
/// when the frame before redrew most of the device, so the uploads of a decode spread over more frames instead of
/// piling onto frames that are heavy already.
///
/// Found by logging the viewer's gestures at 2560x1600 (`GESTURELAB_FRAME_LOG`, docs/performance.md "The heavy
/// frames spread out"): once textures arriving no longer redrew the whole device, the frames at the p95 of the
/// dismiss drags were frames that redrew the device under the fading backdrop *and* uploaded 8 MB of tiles (four
/// 1080x500 tiles, about 4 ms here). A drag or a fade that redraws the device frame after frame goes on doing so,
/// so the frame before says what this one will cost. One tile always goes through (`TextureCache.beginFrame`), so
/// a decode still arrives, a frame or two later.
struct UploadBudget {
    /// Bytes a frame uploads after a light one (the cache's own default).
    static let lightFrameBytes = 8 << 20
    /// Bytes a frame uploads after one that redrew at least `heavyDeviceShare` of the device.
    static let heavyFrameBytes = 2 << 20
    /// The share of the device redrawn from which the next frame's uploads are cut.
    static let heavyDeviceShare = 0.5

    /// The bytes to upload in a frame after one that redrew `previousDeviceShare` of the device (1: all of it).
    static func bytesPerFrame(previousDeviceShare: Double) -> Int {
        previousDeviceShare >= heavyDeviceShare ? heavyFrameBytes : lightFrameBytes
    }
}
