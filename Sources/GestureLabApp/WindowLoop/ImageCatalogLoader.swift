import Foundation
import GestureUIKit
import GestureScenes

/// Builds the scenes' `ImageCatalog` from files and folders, reading only image headers.
///
/// The adapter between the image library (scanning, header reading, internal to this module) and the scenes,
/// used by the window app and by `gesturelab replay`.
public enum ImageCatalogLoader {
    /// The images under `paths` in order (folders scanned, names sorted naturally), headers read lazily.
    ///
    /// An image whose header can't be read becomes an `ImageInfo` with an error (the scene shows it and the
    /// replay report lists it); a path that can't be scanned at all is returned as `PATH: reason`.
    public static func catalog(paths: [String]) -> (ImageCatalog, scanErrors: [String]) {
        let loaded = load(paths: paths)
        return (loaded.catalog, loaded.scanErrors)
    }

    /// The catalog and the image library it reads from (the window app decodes through the same library, so a
    /// scene's image index is the library's index).
    static func load(paths: [String]) -> (catalog: ImageCatalog, library: ImageLibrary, scanErrors: [String]) {
        let scan = ImageLibrary.scan(paths: paths)
        let library = ImageLibrary(sources: scan.sources)
        let catalog = ImageCatalog(count: library.count) { index in
            let name = library.sources[index].fileName
            switch library.imageInfo(at: index) {
            case .success(let header):
                let (width, height) = header.pixelSize
                return ImageInfo(name: name, pixelSize: CGSize(width: Double(width), height: Double(height)))
            case .failure(let error):
                return ImageInfo(name: name, pixelSize: nil, error: error.description)
            }
        }
        return (catalog, library, scan.errors)
    }
}
