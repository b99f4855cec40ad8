/// The parts of `gesturelab new`'s package for an app's files kept unchanged in `Sources/NAME/iOS/` (excluded from
/// the target's own sources): the manifest's switch for the PortIOSFolder build-tool plugin and the folder's README.
///
/// The plugin is opt-in because it puts the target in Swift 5 mode and its tool (`gesturelab-port`, on the
/// toolchain's swift-syntax) adds to the first build (docs/performance.md has the times); one that did not never
/// builds the port.
struct IOSFolderTemplate {
    var name: String

    /// The manifest's `compilesIOSFolder` constant, with what it does and costs.
    func manifestSwitch(on: Bool) -> String {
        """
        // Your app's Swift files, copied unchanged into Sources/\(name)/iOS/, compile into the \(name) target through
        // GestureLab's port (its PortIOSFolder build-tool plugin) when this is true; errors name iOS/File.swift:LINE.
        // The first build then also builds the port (about 25 s of CPU on the toolchain's swift-syntax; a few
        // minutes where swift-syntax is built from source). The target then compiles in the Swift 5 language mode, as
        // an app's files do on iOS, where UIKit's main-actor isolation makes them safe (the kit's classes are not
        // main-actor isolated, so Swift 6 mode would refuse `DispatchQueue.main.async { self.reset() }`).
        let compilesIOSFolder = \(on)
        """
    }

    var readme: String {
        """
        # iOS/: your app's files, unchanged

        Copy Swift files from your app here as they are
        (`cp ~/MyApp/Feed/FeedViewController.swift Sources/\(name)/iOS/`) and set `compilesIOSFolder = true` in
        `Package.swift`, once. Every `swift build` then ports them (`#selector`, `@objc`, `@IBOutlet`, optional
        protocol requirements, cells' `override init(style:reuseIdentifier:)`, overrides in extensions,
        `#if os(iOS)`) into copies under `.build/plugins/`, and compiles those into the \(name) target (the
        manifest excludes this folder from its own sources). Errors and warnings name the file here and its line.
        Don't edit the files: when the app changes, copy the newer version over this one and build again; a file
        added here is seen at the next build.

        What the port can't rewrite (key-value coding, swizzling, a selector kept as a value) is a warning
        `iOS/File.swift:LINE: warning: gesturelab port: cannot port: ...` in the build's output.

        Show the app's screen in a scene in `Sources/\(name)` (next to `PhotoDismissScene.swift`) and add it to
        `main.swift`:

            final class FeedScene: LabScene {
                static let name = "feed"
                static let summary = "The app's feed, unchanged."
                let lab: LabContext
                init(lab: LabContext) { self.lab = lab }
                func makeRootViewController() -> UIViewController {
                    UINavigationController(rootViewController: FeedViewController())
                }
            }

        """
    }
}
