import Foundation
import GestureUIKit
import GestureLabTestSupport
import GestureScenes
import Testing
@testable import GestureLabApp

/// The built `gesturelab` next to the test bundle, or nil (building it is the Makefile's job).
private let builtApp: String? = BuiltProducts.gesturelab

/// The first of `names` missing from the PATH, or nil when all are there.
private func missingTool(_ names: [String]) -> String? {
    let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
    return names.first { name in !folders.contains { FileManager.default.isExecutableFile(atPath: "\($0)/\(name)") } }
}

private let skipReason: String? = {
    if let tool = missingTool(["xvfb-run", "xdotool", "import"]) { return "\(tool) is not installed (apt: xvfb xdotool imagemagick)" }
    if builtApp == nil, !BuiltProducts.isGesturelabRequired { return "gesturelab is not built next to the tests (swift build --product gesturelab first)" }
    return nil
}()

extension SDLSuites {
/// A real window under Xvfb, driven by xdotool and checked by screenshots.
@Suite("Window under Xvfb", .serialized, .timeLimit(.minutes(3)))
struct WindowUnderXvfbTests {
    static let screen = CGSize(width: 1280, height: 900)

    @Test("the gallery shows photos, a click opens the black viewer, key 3 switches to the taps card",
          .enabled(if: skipReason == nil, Comment(rawValue: skipReason ?? "")))
    func realWindow() async throws {
        let app = try #require(builtApp)
        let folder = try TestSupport.scratchFolder("xvfb")
        // The window the app opens on an empty 1280x900 screen: fitted, centred, panels shown (no window manager).
        let device = CGSize(width: 390, height: 844)
        let size = WindowLayout.initialWindowSize(device: device, deviceScale: 3, zoom: nil, showsPanels: true,
                                                  usable: Self.screen)
        let origin = CGPoint(x: Double((1280 - size.width) / 2), y: Double((900 - size.height) / 2))
        let layout = WindowLayout(outputWidth: Double(size.width), height: Double(size.height), device: device,
                                  deviceScale: 3, zoom: nil, showsPanels: true, fitsDevice: false)
        func screenPoint(_ p: CGPoint) -> (Int, Int) {
            let v = layout.viewport
            return (Int(origin.x + v.origin.x + p.x * v.scale), Int(origin.y + v.origin.y + p.y * v.scale))
        }
        let thumbnail = try #require(Self.firstThumbnail(device: device))
        let (tx, ty) = screenPoint(thumbnail.center)
        // The middle of the first thumbnail, for polling until its photo has decoded.
        let (x0, y0) = screenPoint(CGPoint(x: thumbnail.minX + thumbnail.width * 0.2, y: thumbnail.minY + thumbnail.height * 0.2))
        let (x1, y1) = screenPoint(CGPoint(x: thumbnail.minX + thumbnail.width * 0.8, y: thumbnail.minY + thumbnail.height * 0.8))
        let crop = "\(x1 - x0)x\(y1 - y0)+\(x0)+\(y0)"
        let (vx, vy) = screenPoint(CGPoint(x: 8, y: 8))
        let (cx, cy) = screenPoint(CGPoint(x: 195, y: 322))
        // Each screenshot is retaken until what it should show is there (at most ~10 s): the machine may be busy
        // (the whole suite runs in parallel), so a fixed sleep would make the test flaky, not stricter.
        let script = """
            cd \(folder)
            # The tests run with SDL_VIDEODRIVER=dummy; the app must find the X server.
            env -u SDL_VIDEODRIVER SDL_FRAMEBUFFER_ACCELERATION=0 '\(app)' >app.log 2>&1 &
            APP=$!
            for i in $(seq 1 60); do W=$(xdotool search --name GestureLab 2>/dev/null | head -1); [ -n "$W" ] && break; sleep 0.2; done
            xdotool getwindowgeometry --shell "$W" > geometry.txt
            for i in $(seq 1 40); do
                import -window root gallery.png
                [ "$(convert gallery.png -crop \(crop) -format %k info:)" -gt 20 ] && break; sleep 0.25
            done
            xdotool mousemove \(tx) \(ty) click 1
            for i in $(seq 1 40); do
                sleep 0.25; import -window root viewer.png
                case "$(convert viewer.png -format '%[pixel:p{\(vx),\(vy)}]' info:)" in *"(0,0,0)"*|black) break;; esac
            done
            xdotool key 3
            for i in $(seq 1 40); do
                sleep 0.25; import -window root taps.png
                case "$(convert taps.png -format '%[pixel:p{\(cx),\(cy)}]' info:)" in *0,122,255*) break;; esac
            done
            xdotool key Escape
            # A loaded machine may take a while to quit: wait up to 10 s for the app to be gone, then look.
            for i in $(seq 1 100); do kill -0 $APP 2>/dev/null || break; sleep 0.1; done
            kill $APP 2>/dev/null && echo "still running 10 s after Escape" >> app.log
            wait
            """
        let run = try await Subprocess.run("/usr/bin/env", ["xvfb-run", "-a", "-s", "-screen 0 1280x900x24", "bash", "-c", script],
                                     timeout: 120)
        #expect(!run.timedOut, "the Xvfb script did not finish within 2 minutes: \(run.stderr)")
        let log = (try? String(contentsOfFile: folder + "/app.log", encoding: .utf8)) ?? ""
        #expect(!log.contains("still running"), "Escape did not quit: \(log)")
        let geometry = (try? String(contentsOfFile: folder + "/geometry.txt", encoding: .utf8)) ?? "none"
        #expect(geometry.contains("WIDTH=\(size.width)") && geometry.contains("HEIGHT=\(size.height)"),
                "window geometry: \(geometry)")

        // The gallery: the first thumbnail holds a photo (many colours), not a flat cell.
        let gallery = try ImageDecoder.decode(path: folder + "/gallery.png", maxPixelSize: nil).pixels
        var colors = Set<UInt32>()
        for fy in stride(from: 0.2, through: 0.8, by: 0.1) {
            for fx in stride(from: 0.2, through: 0.8, by: 0.1) {
                let (x, y) = screenPoint(CGPoint(x: thumbnail.minX + thumbnail.width * fx, y: thumbnail.minY + thumbnail.height * fy))
                colors.insert(gallery.rgb(x: x, y: y))
            }
        }
        #expect(colors.count > 20, "the first thumbnail looks flat in \(folder)/gallery.png")

        // The viewer: black at the device's corners.
        let viewer = try ImageDecoder.decode(path: folder + "/viewer.png", maxPixelSize: nil).pixels
        for p in [CGPoint(x: 8, y: 8), CGPoint(x: 382, y: 836)] {
            let (x, y) = screenPoint(p)
            #expect(viewer.isNear(x: x, y: y, 0x000000), "not the viewer's black at \(p) in \(folder)/viewer.png")
        }

        // Key 3: the taps scene's blue card (above its caption).
        let taps = try ImageDecoder.decode(path: folder + "/taps.png", maxPixelSize: nil).pixels
        #expect(taps.isNear(x: cx, y: cy, 0x007AFF), "no blue card in \(folder)/taps.png")
    }

    /// The photos gallery's first thumbnail in device points, from the scene's own layout.
    static func firstThumbnail(device: CGSize) -> CGRect? {
        let photos = TestSupport.repoRoot + "/Resources/Photos"
        guard let host = try? SceneHost(sceneName: "photos", options: [], deviceSize: device,
                                      images: ImageCatalogLoader.load(paths: [photos]).catalog),
            let gallery = host.window.descendant(named: "gallery")
        else { return nil }
        host.window.layoutIfNeeded()
        let cell = gallery.subviews.compactMap { $0 as? UIImageView }.first { $0.image?.handle == ImageHandle(0) }
        return cell.map { $0.convert($0.bounds, to: nil) }
    }
}
}

extension PixelBuffer {
    /// 0xRRGGBB at (`x`, `y`).
    fileprivate func rgb(x: Int, y: Int) -> UInt32 {
        guard x >= 0, y >= 0, x < width, y < height else { return 0xFFFF_FFFF }
        let i = (y * width + x) * 4
        return UInt32(bgra[i + 2]) << 16 | UInt32(bgra[i + 1]) << 8 | UInt32(bgra[i])
    }

    /// Whether the pixel at (`x`, `y`) is within 3 of 0xRRGGBB on every channel.
    fileprivate func isNear(x: Int, y: Int, _ color: UInt32) -> Bool {
        let p = rgb(x: x, y: y)
        return [16, 8, 0].allSatisfy { shift in abs(Int((p >> shift) & 0xFF) - Int((color >> shift) & 0xFF)) <= 3 }
    }
}
