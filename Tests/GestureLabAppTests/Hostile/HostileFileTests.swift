import Foundation
import GestureUIKit
import GestureReplay
import GestureScenes
import GestureScript
import Testing
@testable import GestureLabApp

/// Runs `work` on another thread and waits up to `seconds`; false when it has not returned by then (a hang).
private func finishes(within seconds: Double, _ work: @escaping @Sendable () -> Void) -> Bool {
    let done = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
        work()
        done.signal()
    }
    return done.wait(timeout: .now() + seconds) == .success
}

/// Every label's text in `view`'s tree.
private func labelTexts(in view: UIView) -> [String] {
    ((view as? UILabel).map { [$0.text ?? ""] } ?? []) + view.subviews.flatMap(labelTexts)
}

extension SDLSuites {
@Suite("Hostile files: broken, huge, unreadable and looping inputs never crash, hang or go unreported",
       .serialized)
struct HostileFileTests {
    @Test("a folder scan lists each hostile file once and ends, though a symlink loops back to the folder")
    func scan() throws {
        let files = try HostileFiles()
        defer { files.cleanUp() }
        let scan = ImageLibrary.scan(paths: [files.folder])
        #expect(scan.sources.map(\.fileName) == HostileFiles.scanned)
        #expect(scan.errors.isEmpty)
    }

    @Test("every broken file's header is an error and a named pipe does not block the read; the good one reads")
    func headers() throws {
        let files = try HostileFiles()
        defer { files.cleanUp() }
        let library = ImageLibrary(sources: HostileFiles.scanned.map { ImageSource(path: files.path($0)) })
        nonisolated(unsafe) var results: [Result<ImageHeader, ImageError>] = []
        let returned = finishes(within: 10) {
            results = (0..<library.count).map { library.imageInfo(at: $0) }
        }
        #expect(returned, "reading the headers hangs")
        guard returned else { return }
        for (name, result) in zip(HostileFiles.scanned, results) {
            switch result {
            case .success(let header):
                #expect(!files.broken.contains(name), "\(name) read as \(header.pixelSize)")
            case .failure(let error):
                #expect(files.broken.contains(name), "\(name): \(error)")
            }
        }
        #expect(try results[0].get().pixelSize == (640, 427))
        #expect(throws: ImageError.tooLarge(width: 60000, height: 60000, limitMegapixels: 50)) { try results[4].get() }
        #expect(throws: ImageError.empty) { try results[2].get() }
        #expect(throws: ImageError.truncated) { try results[1].get() }
    }

    @Test("the 60000x60000 PNG is refused as too large before anything is decoded or allocated")
    func giantPNG() throws {
        let files = try HostileFiles()
        defer { files.cleanUp() }
        // 60000 × 60000 × 4 bytes = 14.4 GB: a decode that tried would fail with another error, or not end.
        #expect(throws: ImageError.tooLarge(width: 60000, height: 60000, limitMegapixels: 50)) {
            try ImageDecoder.decode(path: files.path("05-giant.png"), maxPixelSize: nil)
        }
        #expect(throws: ImageError.tooLarge(width: 60000, height: 60000, limitMegapixels: 50)) {
            try ImageDecoder.decode(path: files.path("05-giant.png"), maxPixelSize: 256)
        }
    }

    @Test("a JPEG cut after its header is refused as truncated from its header read (so a replay reports it) and its decode")
    func cutAfterHeader() throws {
        let folder = try TestSupport.scratchFolder("cut-half")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let rocket = try RandomAccessFile(path: TestSupport.photo("photo-small-rocket-640x427.jpg")).readAll()
        try TestSupport.write(Array(rocket.prefix(rocket.count / 2)), to: folder + "/half.jpg")
        #expect(throws: ImageError.truncated) { try ImageDecoder.header(path: folder + "/half.jpg") }
        #expect(throws: ImageError.truncated) { try ImageDecoder.decode(path: folder + "/half.jpg", maxPixelSize: 256) }
    }

    @Test("the catalog of a hostile folder, an unsupported file and a missing path reports each problem")
    func catalog() throws {
        let files = try HostileFiles()
        defer { files.cleanUp() }
        let missing = files.path("missing.jpg")
        let (catalog, scanErrors) = ImageCatalogLoader.catalog(paths: [files.folder, files.path("unsupported.xyz"),
                                                                        missing])
        #expect(scanErrors.count == 1 && scanErrors.first?.hasPrefix(missing) == true)
        #expect(catalog.count == HostileFiles.scanned.count + 1)
        #expect(catalog.loadedIndices.isEmpty)
        let infos = (0..<catalog.count).map(catalog.info(at:))
        #expect(infos.map(\.name) == HostileFiles.scanned + ["unsupported.xyz"])
        #expect(infos.last?.error == ImageError.unknownFormat.description)
        let reported = Set(catalog.errors.map(\.info.name))
        #expect(reported == Set(files.broken + ["unsupported.xyz"]))
    }

    @Test("gesturelab replay over the hostile folder exits 0 and lists every broken file under errors")
    func replayCommand() throws {
        let files = try HostileFiles()
        defer { files.cleanUp() }
        // Open the first image, then swipe left through every page (0.6 s apart), so each page is shown.
        var script = "scene photos open=0\n"
        for index in 0..<HostileFiles.scanned.count {
            script += "\(0.5 + Double(index) * 0.6) drag 300 400 -> 40 400 in 0.15\n"
        }
        try script.write(toFile: files.path("swipe.touches"), atomically: true, encoding: .utf8)
        var errorLines: [String] = []
        let status = ReplayCommand.run(
            ReplayRequest(scriptPath: files.path("swipe.touches"), reportPath: files.path("report.json"),
                          imagePaths: [files.folder, files.path("unsupported.xyz")]),
            makeCatalog: ImageCatalogLoader.catalog(paths:), defaultImagePaths: { [] },
            errorOutput: { errorLines.append($0) })
        #expect(status == ReplayExitStatus.success, "\(errorLines)")
        // Each broken file is named under the report's `errors`, not just somewhere in the JSON.
        let data = try #require(FileManager.default.contents(atPath: files.path("report.json")))
        let report = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let errors = try #require(report["errors"] as? [[String: Any]], "no errors array in \(report.keys)")
        let named = Set(errors.compactMap { $0["image"] as? String })
        for name in files.broken { #expect(named.contains(name), "\(name) is not in errors: \(named.sorted())") }
    }

    @Test("each broken page, opened on its own, shows an error card naming the file and is listed in errors",
          arguments: HostileFiles.alwaysBroken + ["unsupported.xyz"])
    func errorCard(name: String) throws {
        let files = try HostileFiles()
        defer { files.cleanUp() }
        let (catalog, _) = ImageCatalogLoader.catalog(paths: [files.folder, files.path("unsupported.xyz")])
        let index = try #require((HostileFiles.scanned + ["unsupported.xyz"]).firstIndex(of: name))
        let script = try TouchScriptParser.parse("scene photos open=\(index)\n1.5 end",
                                                 sourceName: "open.touches", catalog: SceneRegistry.builtIn.catalog)
        let session = try ReplaySession(script: script, images: catalog)
        let report = session.run()
        #expect(session.isFinished && report.screen == "viewer")
        #expect(report.errors.contains { $0.image == name })
        #expect(labelTexts(in: session.window).contains(name))
    }
}
}
