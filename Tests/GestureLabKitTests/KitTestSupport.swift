import Foundation
import GestureLabTestSupport

/// A fresh empty folder under the temporary directory, removed by the caller.
func makeKitTemporaryFolder() throws -> String {
    let path = NSTemporaryDirectory() + "gesturelab-kit-tests-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}
