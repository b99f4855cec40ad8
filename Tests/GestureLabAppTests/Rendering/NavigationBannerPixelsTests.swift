import Foundation
import GestureLabTestSupport
import Testing
@testable import GestureLabApp

extension SDLSuites {
    /// The navigation scene's paging banner, recorded headless by the real binary with a real JPEG: it shows the
    /// photo, not black pages (`UIImageView(image:)` used to leave the core view without its image).
    @Suite(
        "The navigation banner shows its photos",
        .enabled(if: BuiltProducts.runsGesturelabSuites, Comment(rawValue: BuiltProducts.gesturelabSkipReason)))
    struct NavigationBannerPixelsTests {
        @Test("a recorded frame of the navigation scene with a real JPEG has a banner whose pixels vary",
              .timeLimit(.minutes(2)))
        func recordedBannerShowsThePhoto() async throws {
            let folder = try TestSupport.scratchFolder("banner")
            defer { try? FileManager.default.removeItem(atPath: folder) }
            let script = folder + "/navigation.touches"
            try "scene navigation\n0.5 end\n".write(toFile: script, atomically: true, encoding: .utf8)
            let run = try await Subprocess.run(
                try BuiltProducts.requireGesturelab(),
                ["replay", script, "--images", TestSupport.photo("photo-small-rocket-640x427.jpg"),
                 "--record", folder + "/frames/", "--no-touches", "--report", "/dev/null"],
                environment: ["SDL_VIDEODRIVER": "dummy"], timeout: 60)
            try #require(!run.timedOut && run.status == 0, "\(run.stdout)\(run.stderr)")
            let frames = try FileManager.default.contentsOfDirectory(atPath: folder + "/frames").sorted()
            let last = try #require(frames.last)
            let image = try ImageDecoder.decode(path: folder + "/frames/" + last, maxPixelSize: nil).pixels
            // The banner's middle band (the 640x427 photo aspect-fitted to the 390-point width is 260 points
            // tall, centred on the screen); the recording's caption bar is above, the buttons below.
            var colours = Set<UInt32>()
            let midY = image.height / 2
            for y in stride(from: midY - 100, to: midY + 100, by: 4) {
                for x in stride(from: 10, to: image.width - 10, by: 4) {
                    let i = (y * image.width + x) * 4
                    let b = image.bgra
                    colours.insert(UInt32(b[i]) | UInt32(b[i + 1]) << 8 | UInt32(b[i + 2]) << 16)
                }
            }
            #expect(colours.count > 200, "the banner drew \(colours.count) colours: \(colours.prefix(4))")
        }
    }
}
