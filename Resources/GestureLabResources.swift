import Foundation

/// The files GestureLab ships, as SwiftPM resources: the sample photos and the demo scripts.
///
/// They are found through `Bundle.module`, the `GestureLab_GestureLabResources.resources` bundle SwiftPM puts next
/// to every executable that links this target (`gesturelab`, a user's package's executable), so they are found
/// whatever the working directory, in a build folder copied elsewhere (with the bundle beside the binary), and when
/// GestureLab is a dependency. Nothing walks up from the executable or the working directory.
public enum GestureLabResources {
    /// The bundle holding `Photos` and `Scripts`.
    ///
    /// SwiftPM's accessor looks beside the executable first, then in the build folder it was built in; with neither
    /// (a binary copied without its bundle, its build folder gone) it stops the process, naming both paths.
    public static var bundle: Bundle { Bundle.module }

    /// The folder of the bundled sample photos, or nil when the bundle has none.
    public static var photosFolder: String? { folder("Photos") }

    /// The folder of the bundled demo scripts (`*.touches`), or nil when the bundle has none.
    public static var scriptsFolder: String? { folder("Scripts") }

    private static func folder(_ name: String) -> String? {
        let root = bundle.resourceURL ?? bundle.bundleURL
        let path = root.appendingPathComponent(name).path
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else {
            return nil
        }
        return path
    }
}
