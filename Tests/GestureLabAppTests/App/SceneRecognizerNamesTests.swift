import Foundation
import GestureUIKit
import GestureScenes
import Testing
@testable import GestureLabApp

/// `gesturelab scenes` lists every recognizer the panels show (it omitted the pinch recognizers).
@Suite("Scene descriptions name every recognizer")
struct SceneRecognizerNamesTests {
    /// Whether `name` matches `pattern`, where an `N` component stands for a number (`tab.N.pan`).
    static func matches(_ name: String, _ pattern: String) -> Bool {
        let a = name.split(separator: "."), b = pattern.split(separator: ".")
        guard a.count == b.count else { return false }
        return zip(a, b).allSatisfy { $0 == $1 || ($1 == "N" && Int($0) != nil) }
    }

    @Test("every live recognizer of every scene, with the photo viewer open too, is in its description")
    func everyRecognizerIsListed() throws {
        let catalog = ImageCatalog((0..<4).map { ImageInfo(name: "p\($0).jpg", pixelSize: CGSize(width: 400, height: 300)) })
        var hosts: [SceneHost] = []
        for name in SceneRegistry.builtIn.names {
            hosts.append(try SceneHost(sceneName: name, options: [], deviceSize: CGSize(width: 390, height: 844),
                                       images: catalog))
        }
        hosts.append(try SceneHost(sceneName: "photos", options: [("open", "1")], deviceSize: CGSize(width: 390, height: 844),
                                   images: catalog))
        #expect(hosts.count == SceneRegistry.builtIn.names.count + 1 && hosts.count >= 5)
        for host in hosts {
            // Every scene has recognizers (taps' taps, the scroll views' pans): the loop below checks something.
            #expect(!host.window.allGestureRecognizers.isEmpty, "\(host.sceneName) has no recognizers")
            let listed = host.description.recognizers
            for recognizer in host.window.allGestureRecognizers {
                #expect(listed.contains { Self.matches(recognizer.reportName, $0) },
                        "\(host.sceneName): \(recognizer.reportName) is not in \(listed)")
            }
        }
    }
}
