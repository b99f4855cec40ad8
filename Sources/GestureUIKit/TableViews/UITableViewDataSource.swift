import Foundation

/// UIKit's `UITableViewDataSource`: the rows and their cells. The number of rows and the cell are required; the
/// rest are optional, with UIKit's defaults in the extension.
public protocol UITableViewDataSource: AnyObject {
    /// `tableView(_:numberOfRowsInSection:)`.
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    /// `tableView(_:cellForRowAt:)`: usually `dequeueReusableCell(withIdentifier:for:)`, configured.
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    /// `numberOfSections(in:)`.
    func numberOfSections(in tableView: UITableView) -> Int
    /// `tableView(_:canEditRowAt:)`: false keeps a row from being swiped.
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
    /// `tableView(_:titleForHeaderInSection:)`: the section's header title; default nil. Deviation: asked when the
    /// table reloads, but the kit's table lays out no section headers.
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
}

extension UITableViewDataSource {
    /// `numberOfSections(in:)`, optional in UIKit: 1.
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    /// `tableView(_:canEditRowAt:)`, optional in UIKit: true.
    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    /// `tableView(_:titleForHeaderInSection:)`, optional in UIKit: no title.
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
}
