import GestureUIKit

extension App {
    /// Queues DCT 1/8 previews of the large JPEGs the scene's first frame shows, before SDL starts.
    ///
    /// "Large": drawn over at least a quarter of the device (the viewer's photo, not the gallery's thumbnails,
    /// which ask for small decodes of their own). The keys are the ones `TextureCache` asks for, so the cache
    /// finds them arrived or in flight instead of asking again.
    static func prefetchPreviews(host: SceneHost, library: ImageLibrary, worker: DecodeWorker) {
        var list = DisplayList()
        host.render(into: &list)
        let device = host.deviceSize
        var asked = Set<Int>()
        for command in list.commands {
            guard case .image(let handle, let rect, _, _, _) = command,
                rect.width * rect.height >= device.width * device.height / 4,
                library.sources.indices.contains(handle.index), !asked.contains(handle.index),
                case .success(let header) = library.imageInfo(at: handle.index), header.format == .jpeg,
                max(header.storedWidth, header.storedHeight) >= TextureCache.previewMinimumPixels
            else { continue }
            asked.insert(handle.index)
            worker.submit(
                DecodeRequest(
                    key: ImageLevelKey(image: handle.index, level: 0),
                    path: library.sources[handle.index].path, maxPixelSize: nil, preview: true, deliversBands: true))
        }
    }
}
