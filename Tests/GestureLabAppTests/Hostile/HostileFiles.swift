import Foundation
@testable import GestureLabApp

#if canImport(Glibc)
import Glibc
#endif

/// A scratch folder of hostile files, generated at test time, in the order a folder scan lists them.
///
/// `good.jpg` (a bundled photo) comes first so the viewer has something real next to the broken pages. The
/// broken ones: a JPEG cut inside its header, an empty file, text named `.jpg`, a PNG whose IHDR claims
/// 60000x60000, a ZIP named `.jpg`, a named pipe named `.jpg` (opening it for reading would block), and a
/// photo with its permissions removed (unreadable unless the tests run as root, where it still reads).
/// `loop/` holds a symlink back to its parent. Files named directly (not scanned): `unsupported.xyz`.
struct HostileFiles {
    let folder: String
    /// File names of the images the folder scan yields, in scan order.
    static let scanned = ["01-good.jpg", "02-cut.jpg", "03-empty.jpg", "04-text.jpg", "05-giant.png",
                          "06-zip.jpg", "07-pipe.jpg", "08-locked.jpg"]
    /// The broken ones among `scanned`, whatever the user running the tests.
    static let alwaysBroken = ["02-cut.jpg", "03-empty.jpg", "04-text.jpg", "05-giant.png", "06-zip.jpg", "07-pipe.jpg"]

    /// Whether `08-locked.jpg` is unreadable for this process (false as root, which reads through chmod 000).
    let lockedIsUnreadable: Bool

    init() throws {
        let folder = try TestSupport.scratchFolder("hostile")
        func path(_ name: String) -> String { folder + "/" + name }
        let rocket = try RandomAccessFile(path: TestSupport.photo("photo-small-rocket-640x427.jpg")).readAll()
        try TestSupport.write(rocket, to: path("01-good.jpg"))
        try TestSupport.write(Array(rocket.prefix(20)), to: path("02-cut.jpg"))
        try TestSupport.write([], to: path("03-empty.jpg"))
        try TestSupport.write(Array("this is not a photo\n".utf8), to: path("04-text.jpg"))
        try TestSupport.write(Self.giantPNG, to: path("05-giant.png"))
        try TestSupport.write(Self.zip, to: path("06-zip.jpg"))
        guard mkfifo(path("07-pipe.jpg"), 0o644) == 0 else { throw CocoaError(.fileWriteUnknown) }
        try TestSupport.write(rocket, to: path("08-locked.jpg"))
        chmod(path("08-locked.jpg"), 0)
        self.folder = folder
        lockedIsUnreadable = access(path("08-locked.jpg"), R_OK) != 0
        try FileManager.default.createDirectory(atPath: path("loop"), withIntermediateDirectories: false)
        try FileManager.default.createSymbolicLink(atPath: path("loop/again"), withDestinationPath: "..")
        try TestSupport.write(Array("neither an image nor empty".utf8), to: path("unsupported.xyz"))
    }

    func path(_ name: String) -> String { folder + "/" + name }

    /// Every image that must be reported broken for this user.
    var broken: [String] { Self.alwaysBroken + (lockedIsUnreadable ? ["08-locked.jpg"] : []) }

    /// Leaves the folder removable.
    func cleanUp() {
        chmod(path("08-locked.jpg"), 0o644)
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// The PNG signature and an IHDR chunk claiming 60000x60000 RGBA (14.4 GB decoded), with its real CRC,
    /// and nothing else.
    static let giantPNG: [UInt8] = {
        let size: [UInt8] = [0x00, 0x00, 0xEA, 0x60]  // 60000, big-endian
        let chunk = Array("IHDR".utf8) + size + size + [8, 6, 0, 0, 0]  // 8 bits, RGBA, deflate, no filter, no interlace
        let crc = crc32(chunk)
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + chunk
            + [UInt8(crc >> 24 & 0xFF), UInt8(crc >> 16 & 0xFF), UInt8(crc >> 8 & 0xFF), UInt8(crc & 0xFF)]
    }()

    /// An empty ZIP archive (its end-of-central-directory record only) preceded by a local-file signature.
    static let zip: [UInt8] = [0x50, 0x4B, 0x03, 0x04] + [UInt8](repeating: 0, count: 26)
        + [0x50, 0x4B, 0x05, 0x06] + [UInt8](repeating: 0, count: 18)

    /// CRC-32 (ISO-HDLC), as PNG chunks use.
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 != 0 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}
