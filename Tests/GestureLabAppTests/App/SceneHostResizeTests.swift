import Foundation
import GestureUIKit
import GestureScenes
import Testing
@testable import GestureLabApp

/// A rebuild at a new size (a fitted device when the window resizes or the panels toggle) keeps where the person
/// was (toggling the panels in `--device fit` closed the open photo).
@Suite("Scene host: resizing keeps the scene's place")
struct SceneHostResizeTests {
    private func photos() throws -> SceneHost {
        let catalog = ImageCatalog((0..<6).map { ImageInfo(name: "p\($0).jpg", pixelSize: CGSize(width: 400, height: 300)) })
        return try SceneHost(sceneName: "photos", options: [], deviceSize: CGSize(width: 390, height: 844), images: catalog)
    }

    @Test("the photo open in the viewer is still open after a resize, at the new size; a reset goes back to the gallery")
    func openPhotoSurvivesResize() throws {
        let host = try photos()
        try host.setOption("open", to: "4")
        host.advance(to: 1)
        #expect(host.scene.screenName == "viewer")
        try host.resize(to: CGSize(width: 860, height: 800))
        #expect(host.deviceSize == CGSize(width: 860, height: 800))
        #expect(host.scene.screenName == "viewer")
        #expect(host.scene.scrollViewReports.first { $0.name == "pager" }?.page == 4)
        try host.reset()
        #expect(host.scene.screenName == "gallery")
    }

    @Test("the gallery stays the gallery after a resize")
    func galleryStays() throws {
        let host = try photos()
        try host.resize(to: CGSize(width: 600, height: 700))
        #expect(host.scene.screenName == "gallery")
    }

    @Test("the navigation scene keeps its page on top across a resize")
    func navigationKeepsPage() throws {
        let host = try SceneHost(sceneName: "navigation", options: [("start", "root")],
                                 deviceSize: CGSize(width: 390, height: 844), images: ImageCatalog([]))
        try host.resize(to: CGSize(width: 500, height: 800))
        #expect(host.scene.navigationDepth == 1)
        let album = try SceneHost(sceneName: "navigation", options: [], deviceSize: CGSize(width: 390, height: 844),
                                  images: ImageCatalog([]))
        try album.resize(to: CGSize(width: 500, height: 800))
        #expect(album.scene.navigationDepth == 2)
    }
}
