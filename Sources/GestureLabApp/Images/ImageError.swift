/// Why an image can't be shown; the reason text is what the error card prints.
enum ImageError: Error, Equatable, Sendable, CustomStringConvertible {
    case unreadable(String)
    case empty
    case unknownFormat
    case truncated
    case corrupt(String)
    /// The header claims more pixels than may be allocated (width, height, the cap in megapixels).
    case tooLarge(width: Int, height: Int, limitMegapixels: Int)
    case decodeFailed(String)

    var description: String {
        switch self {
        case .unreadable(let why): "cannot read file: \(why)"
        case .empty: "empty file"
        case .unknownFormat: "not an image this app can read"
        case .truncated: "file is truncated"
        case .corrupt(let why): "corrupt image: \(why)"
        case .tooLarge(let w, let h, let limit): "image too large: \(w)x\(h) (limit \(limit) MP)"
        case .decodeFailed(let why): "decode failed: \(why)"
        }
    }
}
