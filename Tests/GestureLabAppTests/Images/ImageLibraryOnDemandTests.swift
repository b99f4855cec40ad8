import Foundation
import GestureLabTestSupport
import Testing
@testable import GestureLabApp

extension SDLSuites {
/// SDL_image is opened by its first use (`CSDLImageOnDemand`), not linked: the start maps none of its libraries.
@Suite("SDL_image on demand", .timeLimit(.minutes(1)))
struct ImageLibraryOnDemandTests {
    @Test(
        "the gesturelab binary does not link SDL_image; PNG still decodes and saves through it",
        .enabled(if: BuiltProducts.runsGesturelabSuites, Comment(rawValue: BuiltProducts.gesturelabSkipReason)))
    func notLinkedYetWorking() async throws {
        let binary = try BuiltProducts.requireGesturelab()
        let run = try await Subprocess.run("/usr/bin/env", ["readelf", "-d", binary], timeout: 30)
        #expect(!run.timedOut && run.status == 0, "readelf: \(run.stderr)")
        #expect(run.stdout.contains("libSDL2.so") || run.stdout.contains("libSDL2-2.0.so"), "\(run.stdout)")
        #expect(!run.stdout.contains("libSDL2_image"), "SDL_image is linked again:\n\(run.stdout)")

        // Through it all the same: a PNG written and read back.
        let folder = try TestSupport.scratchFolder("image-on-demand")
        // Opaque pixels of varied colours: bytes B, G, R and an alpha of 255.
        var bgra: [UInt8] = []
        for i in 0..<6 { bgra += [UInt8(i * 40), UInt8(255 - i * 30), UInt8(i * 17), 255] }
        try RenderedImage(width: 3, height: 2, bgra: bgra).savePNG(folder + "/small.png")
        let back = try SDLImageDecoder.decode(path: folder + "/small.png")
        #expect(back.width == 3 && back.height == 2)
        #expect(back.bgra == bgra)
    }
}
}
