import Foundation

/// UIKit's additions to Foundation's `IndexPath` for tables and collection views: `row`, `item`, `section`,
/// `init(row:section:)` and `init(item:section:)`.
///
/// UIKit declares them in its own overlay (`IndexPath.row` is the second index, `section` the first); Foundation
/// on Linux has no UIKit, so the kit adds them, with UIKit's meaning.
extension IndexPath {
    /// `IndexPath(row:section:)`: a two-index path, section first.
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// `IndexPath(item:section:)`: a two-index path, section first (a collection view's item).
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// `item`: the second index, as `row` (UIKit declares both on the same index).
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    /// `section`: the first index.
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// `row`: the second index.
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
