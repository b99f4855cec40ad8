/// A path's folder and last component, split at its last "/", in pure Swift.
///
/// Instead of `NSString.deletingLastPathComponent` / `lastPathComponent`: swift-corelibs-foundation traps on a
/// one-character path (`--record f/`, `--record-input x` stopped the process with "Illegal instruction").
/// `folder` is "" for a bare name and "/" for a name in the root; a trailing "/" is not removed here.
struct PathParts: Equatable {
    /// The folder part, without the final "/" ("" for a bare name, "/" for a file in the root).
    var folder: String
    /// The last component.
    var name: String

    /// The parts as given.
    init(folder: String, name: String) {
        self.folder = folder
        self.name = name
    }

    /// The parts of `path`, split at its last "/".
    init(_ path: String) {
        guard let slash = path.lastIndex(of: "/") else {
            folder = ""
            name = path
            return
        }
        folder = slash == path.startIndex ? "/" : String(path[..<slash])
        name = String(path[path.index(after: slash)...])
    }
}
