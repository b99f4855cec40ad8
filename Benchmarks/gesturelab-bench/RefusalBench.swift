import Foundation
@_spi(Benchmarking) import GestureLabApp

/// How long the decoder takes to refuse a PNG whose header claims 60000x60000 (14.4 GB decoded): it must read the
/// header and stop, not allocate or decode. Moved here from the hostile-file tests, which no longer time anything.
enum RefusalBench {
    static func rows() -> [BenchRow] {
        let figure = "refuse a PNG claiming 60000x60000"
        let path = TestImages.folder + "/giant.png"
        do {
            try FileManager.default.createDirectory(atPath: TestImages.folder, withIntermediateDirectories: true)
            try Data(giantPNG).write(to: URL(fileURLWithPath: path))
        } catch {
            return [BenchRow(figure: figure, value: .nan, unit: "ms", goal: nil, note: "can't write it: \(error)")]
        }
        var note = ""
        let seconds = medianSeconds(runs: 5) {
            do {
                let result = try DecodeProbe.decode(path: path, maxPixelSize: nil)
                note = "decoded \(result.width)x\(result.height)?"
            } catch {
                note = "\(error)"
            }
        }
        return [BenchRow(figure: figure, value: seconds * 1000, unit: "ms", goal: .atMost(1000), note: note)]
    }

    /// The PNG signature and an IHDR chunk claiming 60000x60000 RGBA, with its CRC, and nothing else.
    static var giantPNG: [UInt8] {
        let size: [UInt8] = [0x00, 0x00, 0xEA, 0x60]  // 60000, big-endian
        let chunk = Array("IHDR".utf8) + size + size + [8, 6, 0, 0, 0]
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in chunk {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        crc ^= 0xFFFF_FFFF
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + chunk
            + [UInt8(crc >> 24 & 0xFF), UInt8(crc >> 16 & 0xFF), UInt8(crc >> 8 & 0xFF), UInt8(crc & 0xFF)]
    }
}
