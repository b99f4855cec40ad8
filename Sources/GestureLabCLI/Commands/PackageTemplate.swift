import Foundation
/// The files `gesturelab new NAME` writes (kit.md "Getting started"): a SwiftPM package whose executable is a
/// whole gesturelab with one example scene, a small real conflict with its fix as an option.
struct PackageTemplate {
    /// Where the package gets GestureLab from.
    enum Source: Equatable {
        /// A local checkout (the one this gesturelab was built from).
        case path(String)
        /// A git URL and the first version to accept.
        case url(String, from: String)

        /// SwiftPM's identity of the dependency: the last path component, without `.git`, lowercased.
        var packageIdentity: String {
            let location: String
            switch self {
            case .path(let path): location = path
            case .url(let url, _): location = url
            }
            var last = location.split(separator: "/").last.map(String.init) ?? location
            if last.hasSuffix(".git") { last.removeLast(4) }
            return last.lowercased()
        }

        /// The dependency in the manifest. A checkout by path enables the `WholeModuleKit` trait: the kit compiles
        /// whole-module in a debug build, a faster first build (GestureLab's Package.swift says why). Not by URL:
        /// SwiftPM refuses the trait's unsafe flags in a dependency by version, so that checkout leaves them out,
        /// and an older version would not know the trait.
        var dependency: String {
            switch self {
            case .path(let path): ".package(path: \(Self.literal(path)), traits: [\"WholeModuleKit\"])"
            case .url(let url, let version): ".package(url: \(Self.literal(url)), from: \(Self.literal(version)))"
            }
        }

        private static func literal(_ text: String) -> String {
            "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        }
    }

    var name: String
    var source: Source
    /// Whether the manifest starts with the iOS/ folder compiled (`gesturelab new --ios`): it builds the port.
    var compilesIOSFolder = false

    /// Every file, by its path inside the package folder.
    var files: [(path: String, contents: String)] {
        [
            ("Package.swift", packageManifest), ("Sources/\(name)/main.swift", mainFile),
            ("Sources/\(name)/iOS/README.md", IOSFolderTemplate(name: name).readme),
            ("Sources/\(name)/PhotoDismissScene.swift", exampleScene), ("Scripts/example.touches", exampleScript),
            ("Tests/\(name)Tests/PhotoDismissSceneTests.swift", exampleTest),
            ("README.md", readme), (".gitignore", ".build/\nPackage.resolved\n.swiftpm/\n"),
        ]
    }

    var packageManifest: String {
        """
        // swift-tools-version:6.1
        import PackageDescription

        \(IOSFolderTemplate(name: name).manifestSwitch(on: compilesIOSFolder))

        let package = Package(
            name: "\(name)",
            platforms: [.macOS(.v13)],
            dependencies: [
                \(source.dependency),
            ],
            targets: [
                .executableTarget(
                    name: "\(name)",
                    dependencies: [.product(name: "GestureLabKit", package: "\(source.packageIdentity)")],
                    exclude: ["iOS"],
                    swiftSettings: compilesIOSFolder ? [.swiftLanguageMode(.v5)] : [],
                    plugins: compilesIOSFolder ? [.plugin(name: "PortIOSFolder", package: "\(source.packageIdentity)")] : []
                ),
                .testTarget(
                    name: "\(name)Tests",
                    dependencies: [
                        "\(name)", .product(name: "GestureLabTesting", package: "\(source.packageIdentity)"),
                    ]
                ),
            ]
        )

        """
    }

    var mainFile: String {
        """
        // The whole of gesturelab (window, panels, replay, recording, compare, scenes) with your scenes.
        import GestureLabKit

        GestureLab.main(scenes: [PhotoDismissScene.self])

        """
    }

    var exampleScene: String {
        #"""
        import GestureLabKit

        /// A photo three screens tall in a viewer that dismisses on a downward drag (a KSPhotoBrowser bug report).
        ///
        /// The conflict: the photo is a scroll view, and its own pan takes every drag, so at the top of the photo a
        /// downward drag rubber-bands the photo instead of dismissing the viewer. The fix (`fix=on`) is KSPhotoView's:
        /// the photo's pan declines to begin at its top or bottom edge, so the viewer's pan gets the drag.
        final class PhotoDismissScene: LabScene {
            static let name = "photo-dismiss"
            static let summary = "Drag a photo three screens tall down from its top to dismiss the viewer."
            static let options: [LabOption] = [.toggle("fix", default: true, summary: "the photo declines at its edges")]
            let lab: LabContext
            init(lab: LabContext) { self.lab = lab }
            func makeRootViewController() -> UIViewController { ViewerController(lab: lab) }
        }

        final class ViewerController: UIViewController {
            let lab: LabContext

            init(lab: LabContext) {
                self.lab = lab
                super.init(nibName: nil, bundle: nil)
            }

            required init?(coder: NSCoder) { return nil }

            override func viewDidLoad() {
                super.viewDidLoad()
                title = "viewer"
                view.accessibilityIdentifier = "viewer"
                view.backgroundColor = .black
                let photo = PhotoScrollView(frame: view.bounds)
                photo.accessibilityIdentifier = "photo"
                photo.declinesAtEdges = lab.option("fix") == "on"
                // As KSPhotoView: the photo lays itself out from the top of the screen, not under the safe area.
                photo.contentInsetAdjustmentBehavior = .never
                photo.contentSize = CGSize(width: view.bounds.width, height: view.bounds.height * 3)
                // The tall "photo": the run's images (GestureLab's bundled photos unless you give your own, or
                // UIImage(named:) for your package's resources) stacked in six bands, grey bands without images.
                let bandHeight = photo.contentSize.height / 6
                for band in 0..<6 {
                    let frame = CGRect(x: 0, y: CGFloat(band) * bandHeight, width: view.bounds.width, height: bandHeight)
                    if lab.imageCount > 0, let image = lab.image(at: band % lab.imageCount) {
                        let imageView = UIImageView(image: image)
                        imageView.contentMode = .scaleAspectFill
                        imageView.frame = frame
                        photo.addSubview(imageView)
                    } else {
                        let stripe = UIView(frame: frame.insetBy(dx: 20, dy: 20))
                        stripe.backgroundColor = UIColor(white: 0.25 + 0.08 * CGFloat(band), alpha: 1)
                        stripe.layer.cornerRadius = 12
                        photo.addSubview(stripe)
                    }
                }
                view.addSubview(photo)
                let dismissPan = UIPanGestureRecognizer(target: self, action: ViewerController.handleDismissPan)
                dismissPan.name = "viewer.dismiss"
                view.addGestureRecognizer(dismissPan)
            }

            func handleDismissPan(_ pan: UIPanGestureRecognizer) {
                switch pan.state {
                case .changed:
                    view.transform = CGAffineTransform(translationX: 0, y: max(0, pan.translation(in: view).y))
                case .ended where pan.translation(in: view).y > 100:
                    lab.report("dismissed")
                    UIView.animate(withDuration: 0.25) { self.view.alpha = 0 }
                default:
                    UIView.animate(withDuration: 0.25) { self.view.transform = .identity }
                }
            }
        }

        /// KSPhotoView's fix, `gestureRecognizerShouldBegin:` ported from Objective-C.
        final class PhotoScrollView: UIScrollView {
            var declinesAtEdges = true

            override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
                if declinesAtEdges, gestureRecognizer == panGestureRecognizer, gestureRecognizer.state == .possible {
                    let translation = panGestureRecognizer.translation(in: self)
                    let atTop = translation.y > 0 && contentOffset.y <= 0
                    let atBottom = translation.y < 0 && contentOffset.y >= floor(contentSize.height - bounds.height)
                    if atTop || atBottom { return false }
                }
                return true
            }
        }

        """#
    }

    var exampleScript: String {
        """
        # A downward drag from the top of a tall photo. With fix=on (the default) the photo's pan declines at its
        # top edge and the viewer's pan dismisses; `swift run \(name) test Scripts` checks the expect lines, and
        # `--set fix=off` in a replay shows the photo's own pan taking the drag instead.
        scene photo-dismiss
        set fix=on
        0.1 drag 200 300 -> 200 600 in 0.3
        0.2 expect photo.pan failed
        0.2 expect viewer.dismiss began
        0.5 expect action dismissed count 1
        0.5 expect offset photo y == 0
        0.5 expect screen viewer

        """
    }

    /// The module name SwiftPM gives the executable target (`-` becomes `_`).
    var moduleName: String { name.replacingOccurrences(of: "-", with: "_") }

    var exampleTest: String {
        """
        import GestureLabTesting
        import Testing
        @testable import \(moduleName)

        // The example scene driven on virtual time by GestureTester (GestureLabTesting): `swift test`.
        @Suite("PhotoDismissScene")
        struct PhotoDismissSceneTests {
            let top = CGPoint(x: 200, y: 300)
            let below = CGPoint(x: 200, y: 600)

            @Test("with the fix the photo's pan declines at its top and the drag dismisses the viewer")
            func dismissesWithTheFix() throws {
                let tester = try GestureTester(PhotoDismissScene.self)
                tester.drag(from: top, to: below, duration: 0.3)
                tester.settle()
                tester.expectFailed("photo.pan", because: "shouldBegin")
                tester.expectRecognized("viewer.dismiss")
                tester.expectReported("dismissed", count: 1)
                #expect(tester.contentOffset(of: "photo") == CGPoint.zero)
            }

            @Test("without the fix the photo's own pan takes the drag and nothing dismisses")
            func photoTakesTheDragWithoutTheFix() throws {
                let tester = try GestureTester(PhotoDismissScene.self, options: ["fix": "off"])
                tester.drag(from: top, to: below, duration: 0.3)
                tester.settle()
                tester.expectRecognized("photo.pan")
                tester.expectNotRecognized("viewer.dismiss")
                #expect(!tester.didReport("dismissed"))
            }
        }

        """
    }

    var readme: String {
        """
        # \(name)

        Your own gesture conflict in GestureLab, written with UIKit's names.

            swift run \(name)                                   # the window on your scene, with the panels
            swift run \(name) test Scripts                      # the scripts' expect lines as tests
            swift run \(name) replay Scripts/example.touches    # headless replay: the JSON report
            swift test                                          # Tests/: the scene driven by GestureTester

        `swift run \(name) scenes` lists your scenes after the built-in ones; `--set fix=off` shows the conflict
        without its fix; `--compare fix=on,off` shows both side by side.

        Edit `Sources/\(name)/PhotoDismissScene.swift`, or add scenes to the list in `main.swift`.

        Code from an app: copy its files, unchanged, into `Sources/\(name)/iOS/` and set `compilesIOSFolder = true`
        at the top of `Package.swift` (once): every build then compiles them through GestureLab's port
        (`#selector`, `@objc`, `@IBOutlet`, optional protocol requirements, cells' initialisers...), and errors name
        `iOS/File.swift:LINE`. When the app changes, copy the newer file over and build again. A scene in
        `Sources/\(name)` shows the app's view controller (`Sources/\(name)/iOS/README.md`).

        To rewrite a pasted file once instead, in place, run the port on its own: `swift run gesturelab-port`
        builds only the port (seconds), not your package, so it works while the file does not compile
        yet (`swift run \(name) port` would build the package first):

            swift run gesturelab-port Sources/\(name)/Pasted.swift             # the diff
            swift run gesturelab-port --in-place Sources/\(name)/Pasted.swift  # writes it

        It lists what it can't port (key-value coding, swizzling) with the line; Objective-C is rewritten in
        Swift by hand. Name views with `accessibilityIdentifier` and recognizers with `name` so reports and
        scripts can refer to them.

        """
    }
}
