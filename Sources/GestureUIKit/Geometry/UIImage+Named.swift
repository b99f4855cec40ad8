import Foundation

extension UIImage {
    /// The file extensions tried, in order, for a name without one: what the front end's decoder reads.
    static let namedImageExtensions = ["png", "jpg", "jpeg", "gif", "webp", "bmp"]

    /// `UIImage(named:)`: the image called `name` in the running executable's resource bundles, with its file's
    /// size; nil when none has it.
    ///
    /// The bundles searched are the main bundle (on Linux, the executable's folder) and every SwiftPM resource
    /// bundle next to the executable (`<Package>_<Target>.resources` on Linux, `.bundle` on macOS): a user's
    /// package's `resources: [.copy("Images")]` or `.process("Images")` is found. Deviation: there are no asset
    /// catalogs; a name is a file name, with or without its extension (`"banner"` finds `banner.png`, then
    /// `banner.jpg`...), found at a bundle's top level or in a copied folder inside it.
    public convenience init?(named name: String) {
        for (bundle, isMain) in Self.executableResourceBundles() {
            if let path = Self.imagePath(named: name, in: bundle, searchingFolders: !isMain) {
                self.init(contentsOfFile: path)
                return
            }
        }
        return nil
    }

    /// `UIImage(named:in:compatibleWith:)`: the image called `name` in `bundle` (`Bundle.module` in a user's
    /// package), or in the executable's resource bundles when `bundle` is nil. The trait collection is ignored.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?)
    {
        guard let bundle else {
            self.init(named: name)
            return
        }
        guard let path = Self.imagePath(named: name, in: bundle) else { return nil }
        self.init(contentsOfFile: path)
    }

    /// The main bundle, then the SwiftPM resource bundles in the executable's folder, sorted by name; `isMain`
    /// marks the main bundle (on Linux the executable's folder, whose subfolders are a build's, not resources).
    static func executableResourceBundles() -> [(bundle: Bundle, isMain: Bool)] {
        let folder = Bundle.main.bundleURL
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        let bundles = entries.filter { $0.hasSuffix(".resources") || $0.hasSuffix(".bundle") }.sorted()
            .compactMap { Bundle(path: folder.appendingPathComponent($0).path) }
        return [(Bundle.main, true)] + bundles.map { ($0, false) }
    }

    /// The path of the image file called `name` in `bundle`: at its top level first, then (`searchingFolders`)
    /// in its folders, the shallowest first.
    static func imagePath(named name: String, in bundle: Bundle, searchingFolders: Bool = true) -> String? {
        let root = bundle.resourceURL ?? bundle.bundleURL
        let candidates =
            URL(fileURLWithPath: name).pathExtension.isEmpty ? namedImageExtensions.map { "\(name).\($0)" } : [name]
        let fileManager = FileManager.default
        var isDirectory: ObjCBool = false
        for candidate in candidates {
            let path = root.appendingPathComponent(candidate).path
            if fileManager.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue { return path }
        }
        guard searchingFolders, let enumerator = fileManager.enumerator(atPath: root.path) else { return nil }
        var found: [String] = []
        while let relative = enumerator.nextObject() as? String {
            if candidates.contains(URL(fileURLWithPath: relative).lastPathComponent) { found.append(relative) }
        }
        let best = found.min { lhs, rhs in
            let l = candidates.firstIndex(of: URL(fileURLWithPath: lhs).lastPathComponent) ?? 0
            let r = candidates.firstIndex(of: URL(fileURLWithPath: rhs).lastPathComponent) ?? 0
            return (l, lhs.count, lhs) < (r, rhs.count, rhs)
        }
        return best.map { root.appendingPathComponent($0).path }
    }
}
