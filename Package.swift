// swift-tools-version:6.1
//
// Layering (see docs/architecture.md). Each target declares every module its files import, not only the first
// step of a chain (SwiftPM would let a file import any module built before it): PackageMapTests checks it.
//   GesturePhysics   pure math: deceleration, rubber band, springs, timing curves. No dependencies.
//   LayoutSolver     the Cassowary constraint solver Auto Layout is built on: variables, linear constraints with
//                    strengths, edits. No dependencies, no UIKit.
//   GestureUIKit     the UIKit model: geometry, views, touches, recognizers, the gesture environment, scroll
//                    views, view controllers, navigation, animation, diagnostics, the display list, and the
//                    LabScene API (kit.md), and Auto Layout on LayoutSolver. No SDL, no clock reads. Not named
//                    UIKit: Swift Testing's cross-import overlay `_Testing_UIKit` (Apple platforms only) would be
//                    asked for by every test file that imports both (the UIKit and _Testing_UIKit targets below
//                    handle that).
//   GestureScenes    the scenes and their registry, on the core (and the script module's option schema).
//   GestureScript    the touch-script language: parser and expansion into timed touch events.
//   GestureReplay    headless replay on virtual time and the JSON report.
//   GestureLabResources  the bundled photos and demo scripts (SwiftPM resources, Bundle.module).
//   GestureLabApp    the SDL front end: the only module that imports SDL.
//   GestureLabCLI    the command line (run, replay, test, scenes, new) as a library.
//   GestureLabKit    the library product users depend on: GestureUIKit, Foundation and GestureLab.main(scenes:).
//   GestureLabTesting the library product users' tests depend on: GestureTester builds a scene and drives it on
//                    virtual time. No SDL, no app: a test target builds without the window.
//   UIKit            in the GestureLabKit product: `import UIKit` re-exports GestureLabKit, so pasted UIKit code
//                    and `#if canImport(UIKit)` compile unchanged.
//   _Testing_UIKit   in the GestureLabTesting product: Swift Testing's cross-import overlay for a file that imports
//                    both `Testing` and `UIKit` (the toolchain declares it but ships it only on Apple platforms).
//   gesturelab       the executable: GestureLab.main(scenes: []).
//   GestureLabPort   `gesturelab port`: rewrites what Swift on Linux can't compile (#selector, @objc...), on
//                    swift-syntax; only the `gesturelab-port` executable links it, so a package that uses the kit
//                    never builds swift-syntax. It links the toolchain's own swift-syntax where the toolchain
//                    has one (below), so nothing builds swift-syntax from source.
//   PortIOSFolder    the build-tool plugin a user's target opts into: the app's files in the package's iOS/
//                    folder, unchanged, compiled through gesturelab-port (so that target's build includes
//                    the port; a package without it never builds the port).
import Foundation
import PackageDescription

/// The toolchain's own swift-syntax: `usr/lib/swift/host` holds `SwiftSyntax` and `SwiftParser` as module
/// interfaces and shared libraries (the compiler's macro support loads them), built by this very compiler. The port
/// links them rather than the swift-syntax package, whose debug build is about 140 s of CPU on two cores, paid
/// twice here (the `gesturelab-port` product and the plugin's host tool) and once more in every user's package
/// whose `iOS/` folder is compiled through the port. Found from the PackageDescription library this manifest runs
/// against (`usr/lib/swift/pm/ManifestAPI/libPackageDescription.so` in `/proc/self/maps`). Nil where the toolchain
/// has no such folder (then the package is built, as before) or when `GESTURELAB_SWIFT_SYNTAX=package` asks for
/// the package. The flags are `unsafeFlags`, which SwiftPM accepts in a root package and in a dependency by path
/// (what `gesturelab new` makes) but not in one required by version, so a checkout of this package made for a
/// dependency by URL builds the swift-syntax package as before.
func toolchainSwiftSyntax() -> String? {
    if ProcessInfo.processInfo.environment["GESTURELAB_SWIFT_SYNTAX"] == "package" { return nil }
    // Where SwiftPM refuses unsafe flags, build the package.
    if isCheckoutForURLDependency { return nil }
    // FileHandle reads to the end; String(contentsOfFile:) stops at the first read of a /proc file (its size is 0),
    // which misses the library wherever address randomisation puts it past that read.
    guard let file = FileHandle(forReadingAtPath: "/proc/self/maps") else { return nil }
    defer { try? file.close() }
    let maps = String(decoding: file.readDataToEndOfFile(), as: UTF8.self)
    let library = "/lib/swift/pm/ManifestAPI/libPackageDescription.so"
    guard let line = maps.split(separator: "\n").first(where: { $0.hasSuffix(library) }),
          let start = line.firstIndex(of: "/") else { return nil }
    let host = String(line[start...].dropLast(library.count)) + "/lib/swift/host"
    let needed = ["SwiftSyntax.swiftmodule", "SwiftParser.swiftmodule", "libSwiftSyntax.so", "libSwiftParser.so"]
    return needed.allSatisfy { FileManager.default.fileExists(atPath: host + "/" + $0) } ? host : nil
}

/// Whether this is a checkout SwiftPM made for a package that depends on this one by URL
/// (`<scratch>/checkouts/NAME`, beside `workspace-state.json`), perhaps by version: SwiftPM refuses unsafe flags
/// there (measured: "the target 'D' in product 'dtool' contains unsafe build flags").
let isCheckoutForURLDependency: Bool = {
    let checkouts = URL(fileURLWithPath: Context.packageDirectory).deletingLastPathComponent()
    return checkouts.lastPathComponent == "checkouts"
        && FileManager.default.fileExists(atPath: checkouts.deletingLastPathComponent().path + "/workspace-state.json")
}()

let hostSwiftSyntax = toolchainSwiftSyntax()
/// How a target that imports SwiftSyntax and SwiftParser gets them: the toolchain's modules, or the package's.
let swiftSyntaxDependencies: [Target.Dependency] = hostSwiftSyntax == nil
    ? [.product(name: "SwiftSyntax", package: "swift-syntax"), .product(name: "SwiftParser", package: "swift-syntax")]
    : []
let swiftSyntaxSettings: [SwiftSetting] = hostSwiftSyntax.map { [.unsafeFlags(["-I", $0])] } ?? []
let swiftSyntaxLinking: [LinkerSetting] = hostSwiftSyntax.map {
    [.unsafeFlags(["-L", $0, "-lSwiftSyntax", "-lSwiftParser", "-Xlinker", "-rpath", "-Xlinker", $0])]
} ?? []

/// The kit's modules compiled whole-module in a debug build, when the package that depends on this one enables the
/// `WholeModuleKit` trait (a package made by `gesturelab new` does). A user builds the kit once and never edits it,
/// so the per-file incremental build that suits GestureLab's own development buys them nothing, and a whole-module
/// compile (`-wmo`, code generation on every core) type-checks each module once instead of once per batch of
/// files: a clean first build of a new package took 65-72 s wall and 76-84 s of CPU against 82-83 s and 102-124 s
/// (load 3-4, alternated; docs/performance.md). Still `-Onone` and `-g`: the kit steps in a debugger as before.
/// Not in a checkout for a dependency by URL, where SwiftPM refuses unsafe flags.
let wholeModuleInDebug: [SwiftSetting] = isCheckoutForURLDependency ? [] : [
    .unsafeFlags(["-wmo", "-num-threads", "\(max(1, ProcessInfo.processInfo.activeProcessorCount))", "-disable-batch-mode"],
                 .when(configuration: .debug, traits: ["WholeModuleKit"])),
]

let package = Package(
    name: "GestureLab",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "gesturelab", targets: ["gesturelab"]),
        .executable(name: "script-fuzz", targets: ["ScriptFuzz"]),
        .executable(name: "gesturelab-port", targets: ["gesturelab-port"]),
        .plugin(name: "PortIOSFolder", targets: ["PortIOSFolder"]),
        .library(name: "GestureLabKit", targets: ["GestureLabKit", "UIKit"]),
        .library(name: "GestureLabTesting", targets: ["GestureLabTesting", "_Testing_UIKit"]),
    ],
    traits: [
        .trait(name: "WholeModuleKit",
               description: "Compile the kit's modules whole-module in debug builds: a faster first build for a package "
                   + "that uses the kit and does not edit it (gesturelab new enables it)."),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // DocC's command plugins (`swift package preview-documentation`) for the catalogs; `make docs` runs `docc` on
        // the built modules instead (Makefile). A command plugin only: it adds nothing to a build of the products.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ] + (hostSwiftSyntax == nil ? [
        // `gesturelab port` only (GestureLabPort and the gesturelab-port executable), where the toolchain has no
        // swift-syntax of its own: the version of this toolchain.
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.0"),
    ] : []),
    targets: [
        .target(name: "GesturePhysics", swiftSettings: wholeModuleInDebug),
        .target(name: "LayoutSolver", swiftSettings: wholeModuleInDebug),
        .target(name: "GestureUIKit", dependencies: ["GesturePhysics", "LayoutSolver"], swiftSettings: wholeModuleInDebug),
        .target(name: "GestureScenes", dependencies: ["GesturePhysics", "GestureUIKit", "GestureScript"], swiftSettings: wholeModuleInDebug),
        .target(name: "GestureScript", swiftSettings: wholeModuleInDebug),
        .target(name: "GestureReplay", dependencies: ["GestureUIKit", "GestureScenes", "GestureScript"], swiftSettings: wholeModuleInDebug),
        // The bundled photos and demo scripts as SwiftPM resources (Bundle.module), so an executable finds them
        // wherever it runs: copied with its `GestureLab_GestureLabResources.resources` bundle, or as a dependency
        // of a user's package. The folders stay at the top of the checkout (scripts name `../Photos/...`).
        .target(
            name: "GestureLabResources", path: "Resources", exclude: ["Conflicts"], sources: ["GestureLabResources.swift"],
            resources: [.copy("Photos"), .copy("Scripts")], swiftSettings: wholeModuleInDebug
        ),

        // SDL2 and SDL2_ttf without pkg-config: their .pc files add -D_REENTRANT, a flag SwiftPM drops with a
        // "prohibited flag(s)" warning on every build (glibc ignores it since 2.3). The shims include
        // <SDL2/...> from the default include path, so no -I is needed either, and no unsafeFlags.
        .systemLibrary(name: "CSDL2", providers: [.apt(["libsdl2-dev"])]),
        // SDL_image opened by its first use (dlopen) rather than linked: a launch reaches the first photo ~3 ms
        // sooner (it and the five libraries only it needs are not mapped at start).
        .target(name: "CSDLImageOnDemand", dependencies: ["CSDL2"], linkerSettings: [.linkedLibrary("dl")]),
        .systemLibrary(name: "CSDL2TTF", providers: [.apt(["libsdl2-ttf-dev"])]),
        .systemLibrary(name: "CTurboJPEG", pkgConfig: "libturbojpeg", providers: [.apt(["libturbojpeg0-dev"])]),
        // libjpeg's scanline API, for the band-by-band preview (CJPEGBands): the same libjpeg-turbo as TurboJPEG.
        .systemLibrary(name: "CJPEG", pkgConfig: "libjpeg", providers: [.apt(["libjpeg62-turbo-dev"])]),
        // The scanline decode in C: libjpeg's fatal errors come back by longjmp, which Swift can't catch.
        .target(name: "CJPEGBands", dependencies: ["CJPEG"]),
        // Dear ImGui behind a pure C API (the debug panels): Swift needs no C++ interop. Debian's libimgui.a has
        // the core and the SDL2 platform backend; the drawing is the app's own (Panels/ImGuiRenderer.swift).
        // The include paths come from pkg-config through CImGui (no unsafeFlags, so a package that
        // depends on GestureLab by git URL builds).
        .systemLibrary(name: "CImGui", pkgConfig: "imgui", providers: [.apt(["libimgui-dev"])]),
        .target(
            name: "CImGuiShim",
            dependencies: ["CSDL2", "CImGui"],
            linkerSettings: [.linkedLibrary("imgui"), .linkedLibrary("stb"), .linkedLibrary("stdc++"), .linkedLibrary("m")]
        ),
        // SDL_GetWindowWMInfo in C: SDL_syswm.h brings X11's headers, whose names clash with Swift's.
        .target(name: "CSDLWindowSystem", dependencies: ["CSDL2"]),
        // Translucent fills and rotated images drawn in C: the debug build's Swift SIMD is unspecialised and
        // hundreds of times slower.
        .target(name: "CPixelBlend", linkerSettings: [.linkedLibrary("m"), .linkedLibrary("pthread")]),
        .target(
            name: "GestureLabApp",
            dependencies: ["GestureUIKit", "GestureScript", "GestureReplay", "GestureScenes", "GestureLabResources",
                           "CSDL2", "CSDLImageOnDemand", "CSDL2TTF", "CTurboJPEG", "CJPEGBands", "CImGuiShim",
                           "CSDLWindowSystem", "CPixelBlend"],
            swiftSettings: wholeModuleInDebug
        ),
        // The command line as a library, so a user's package runs the whole CLI with its own scenes.
        .target(
            name: "GestureLabCLI",
            dependencies: ["GestureLabApp", "GestureReplay", "GestureScenes", "GestureScript",
                           .product(name: "ArgumentParser", package: "swift-argument-parser")],
            swiftSettings: wholeModuleInDebug
        ),
        // What a user's package imports: the UIKit model, Foundation, LabScene and GestureLab.main(scenes:).
        .target(name: "GestureLabKit", dependencies: ["GestureUIKit", "GestureScenes", "GestureLabCLI"], swiftSettings: wholeModuleInDebug),
        .executableTarget(name: "gesturelab", dependencies: ["GestureLabKit"]),
        // `import UIKit` for pasted code: GestureLabKit under UIKit's module name.
        .target(name: "UIKit", dependencies: ["GestureLabKit"], swiftSettings: wholeModuleInDebug),
        // Swift Testing asks for this module in a file that imports both Testing and UIKit; it re-exports both.
        .target(name: "_Testing_UIKit", dependencies: ["UIKit"], swiftSettings: wholeModuleInDebug),
        // The UIKit-to-kit rewriter and its executable; GestureLabCLI's `port` runs the executable next to it.
        .target(
            name: "GestureLabPort", dependencies: swiftSyntaxDependencies, swiftSettings: swiftSyntaxSettings,
            linkerSettings: swiftSyntaxLinking
        ),
        .executableTarget(
            name: "gesturelab-port",
            dependencies: ["GestureLabPort", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            swiftSettings: swiftSyntaxSettings
        ),
        // iOS/ in a user's package: its files ported on every build into the plugin's work directory (kit.md).
        .plugin(name: "PortIOSFolder", capability: .buildTool(), dependencies: ["gesturelab-port"]),
        // What a user's test target imports: a scene built headless and driven on virtual time (docs/testing.md).
        .target(name: "GestureLabTesting", dependencies: ["GestureUIKit", "GestureScenes", "GestureScript", "GestureReplay"], swiftSettings: wholeModuleInDebug),

        // The touch-script parser under libFuzzer: `make soak` builds it with -sanitize=fuzzer -DFUZZING.
        .executableTarget(name: "ScriptFuzz", dependencies: ["GestureScript", "GestureScenes"], path: "Fuzz/ScriptFuzz"),
        .executableTarget(
            name: "gesturelab-bench",
            dependencies: ["GestureLabApp", "GestureUIKit", "GestureReplay", "GestureScenes", "GestureScript", "LayoutSolver"],
            path: "Benchmarks/gesturelab-bench"
        ),
        // docs/coverage.md from GestureUIKit's symbol graph and the UIKit surface: `make coverage`.
        .executableTarget(name: "gesturelab-coverage", path: "Tools/gesturelab-coverage"),

        // Test helpers shared by the test targets: running a child process within a deadline.
        .target(name: "GestureLabTestSupport", path: "Tests/GestureLabTestSupport"),
        .testTarget(name: "GesturePhysicsTests", dependencies: ["GesturePhysics"]),
        .testTarget(name: "LayoutSolverTests", dependencies: ["LayoutSolver"]),
        .testTarget(name: "GestureUIKitTests", dependencies: ["GestureUIKit", "GesturePhysics"]),
        .testTarget(name: "GestureScenesTests", dependencies: ["GestureScenes", "GestureReplay", "GestureUIKit", "GestureScript"]),
        .testTarget(name: "GestureScriptTests", dependencies: ["GestureScript", "GestureScenes"]),
        .testTarget(name: "GestureReplayTests",
                    dependencies: ["GestureReplay", "GestureUIKit", "GestureScenes", "GestureScript", "GestureLabTestSupport"]),
        .testTarget(name: "GestureLabAppTests",
                    dependencies: ["GestureLabApp", "GestureUIKit", "GestureReplay", "GestureScenes", "GestureScript",
                                   "CSDL2", "CTurboJPEG", "CPixelBlend", "GestureLabTestSupport"]),
        // Each file's imports against its target's declared dependencies, read with `swift package dump-package`.
        .testTarget(name: "PackageMapTests", dependencies: ["GestureLabTestSupport"]),
        .testTarget(name: "GestureLabKitTests",
                    dependencies: ["GestureLabKit", "GestureLabCLI", "GestureUIKit", "GestureReplay", "GestureScenes", "GestureScript",
                                   "GestureLabTesting", "GestureLabTestSupport"]),
        // The four seed conflicts rebuilt as a user writes them, on the kit and the tester only.
        .testTarget(name: "GestureLabTestingTests", dependencies: ["GestureLabKit", "GestureLabTesting"]),
        // The rewriter on strings, and `import UIKit` with `import Testing` in one file.
        .testTarget(name: "GestureLabPortTests",
                    dependencies: ["GestureLabPort", "UIKit", "_Testing_UIKit", "GestureLabTestSupport"],
                    swiftSettings: swiftSyntaxSettings),
    ]
)
