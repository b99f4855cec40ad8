import Foundation
import GestureCore
import GestureScenes

extension App {
    /// Performs a key's command (see `KeyBindings`).
    func perform(_ command: AppCommand) {
        switch command {
        case .switchScene(let index):
            let names = host.sceneNames
            guard names.indices.contains(index) else { return }
            rebuild { () throws(SceneError) in try host.switchScene(to: names[index]) }
        case .toggleMainFix:
            if let compare = features.compare, compare.key == host.description.mainFix?.key {
                Self.log("gesturelab: \(compare.key) is the compared option; F leaves it")
                break
            }
            do {
                if let (key, value) = try host.toggleMainFix() { Self.log("gesturelab: \(key)=\(value)") }
            } catch {
                Self.log("gesturelab: \(error.message)")
            }
        case .togglePause:
            clock.togglePause(wall: Self.wallSeconds())
            statusRefreshedAt = -1
            updateTitle()
        case .stepFrame:
            clock.step()
        case .reset:
            rebuild { () throws(SceneError) in try host.reset() }
        case .screenshot:
            wantsScreenshot = true
        case .togglePanels:
            showsPanels.toggle()
            relayout()
        case .toggleRecording:
            toggleRecording()
        case .toggleHelp:
            showsHelp.toggle()
        case .quit:
            isQuitting = true
        }
        framesToDraw = max(framesToDraw, 2)
    }

    /// Reads the frame just drawn and writes it as a PNG in the current folder, encoding off the render thread.
    func saveScreenshot() {
        let image: RenderedImage
        do {
            image = try renderer.readPixels()
        } catch {
            Self.log("gesturelab: screenshot failed: \(error)")
            return
        }
        let stamp = Int(Date().timeIntervalSince1970 * 1000)
        let path = FileManager.default.currentDirectoryPath + "/gesturelab-\(host.sceneName)-\(stamp).png"
        Thread.detachNewThread {
            do {
                try image.savePNG(path)
                App.log("gesturelab: saved \(path)")
            } catch {
                App.log("gesturelab: screenshot failed: \(error)")
            }
        }
    }
}
