import Foundation
import Testing
@testable import GestureLabApp

@Suite("Folder scan")
struct ImageLibraryScanTests {
    @Test("a folder expands to its images in natural name order, case-insensitive, skipping other files")
    func order() throws {
        let folder = try TestSupport.scratchFolder("scan")
        for name in ["img10.jpg", "img2.JPG", "a.png", "B.webp", "notes.txt", ".hidden.jpg", "c.TIFF"] {
            try TestSupport.write([0], to: folder + "/" + name)
        }
        let (sources, errors) = ImageLibrary.scan(paths: [folder])
        #expect(errors.isEmpty)
        #expect(sources.map(\.fileName) == ["a.png", "B.webp", "c.TIFF", "img2.JPG", "img10.jpg"])
    }

    @Test("a symlink loop is entered once and the scan ends")
    func symlinkLoop() throws {
        let folder = try TestSupport.scratchFolder("loop")
        try FileManager.default.createDirectory(atPath: folder + "/sub", withIntermediateDirectories: true)
        try TestSupport.write([0], to: folder + "/sub/x.jpg")
        try FileManager.default.createSymbolicLink(atPath: folder + "/sub/back", withDestinationPath: folder)
        try FileManager.default.createSymbolicLink(atPath: folder + "/self", withDestinationPath: ".")
        let (sources, _) = ImageLibrary.scan(paths: [folder, folder])
        #expect(sources.map(\.fileName) == ["x.jpg"])
    }

    @Test("a missing path is reported; a file named directly is kept")
    func missingAndDirect() {
        let (sources, errors) = ImageLibrary.scan(paths: ["/no/such/dir", TestSupport.photo("tiny-chelsea-48x32.png")])
        #expect(errors.count == 1)
        #expect(sources.map(\.fileName) == ["tiny-chelsea-48x32.png"])
    }

    /// The files are empty, so opening any of them would make an error: a clean scan proves none was opened.
    /// (How long the scan takes is a benchmark figure, not a test.)
    @Test("10,000 files scan in natural order without opening any")
    func manyFiles() throws {
        let folder = try TestSupport.scratchFolder("many")
        for i in 0..<10_000 { _ = FileManager.default.createFile(atPath: folder + "/p\(i).jpg", contents: nil) }
        let (sources, errors) = ImageLibrary.scan(paths: [folder])
        #expect(errors.isEmpty)
        #expect(sources.count == 10_000)
        #expect(sources[1].fileName == "p1.jpg" && sources[9_999].fileName == "p9999.jpg")
    }

    @Test("image info is read lazily from the header and cached")
    func lazyInfo() throws {
        let library = ImageLibrary(scanning: [TestSupport.photo("photo-landscape-aitzgorri-3088x2056.jpg"), "/nope.jpg"])
        #expect(library.count == 1)
        #expect(library.pixelSize(at: 0)?.width == 3088)
        #expect(library.pixelSize(at: 5) == nil)
    }
}
