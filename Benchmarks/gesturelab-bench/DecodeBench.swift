import Foundation
@_spi(Benchmarking) import GestureLabApp

/// Decode time per path, medians of 5: the 27 MP JPEG in full and DCT-scaled for a 1280x800 frame (the level
/// the viewer asks for: longest side ≥ 2048), the same at 1/8, and a 4.5 MP PNG through SDL_image.
enum DecodeBench {
    static func rows(photos: String) -> [BenchRow] {
        var rows: [BenchRow] = []
        guard let big = TestImages.bigJPEG(photos: photos) else {
            return [BenchRow(figure: "decode 27 MP JPEG", value: .nan, unit: "ms", goal: nil, note: "convert failed")]
        }
        let cases: [(String, String, Int?)] = [
            ("decode 27 MP JPEG, full (libjpeg-turbo)", big, nil),
            ("decode 27 MP JPEG, DCT-scaled for 1280x800", big, 2048),
            ("decode 27 MP JPEG, DCT-scaled to a thumbnail", big, 256),
        ] + (TestImages.png(photos: photos).map { [("decode 4.5 MP PNG (SDL_image)", $0, nil)] } ?? [])
        for (figure, path, maxPixels) in cases {
            var note = ""
            let seconds = medianSeconds(runs: 5) {
                do {
                    let result = try DecodeProbe.decode(path: path, maxPixelSize: maxPixels)
                    note = "\(result.width)x\(result.height), \(result.note)"
                } catch {
                    note = "failed: \(error)"
                }
            }
            rows.append(BenchRow(figure: figure, value: seconds * 1000, unit: "ms", goal: nil, note: note))
        }
        return rows
    }
}
