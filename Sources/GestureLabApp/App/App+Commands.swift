internal import CSDL2
import Foundation
import GestureCore
import GestureScenes

extension App {
    /// Performs a key's or a panel's command (see `KeyBindings`): the state machine takes it, and its effects
    /// on the scene and the window are carried out here, in order.
    func perform(_ command: AppCommand) {
        for effect in state.perform(command, at: now) { apply(effect) }
    }

    private func apply(_ effect: AppState.Effect) {
        switch effect {
        case .switchScene(let index):
            let names = host.sceneNames
            guard names.indices.contains(index) else { return }
            rebuild { () throws(SceneError) in try host.switchScene(to: names[index]) }
        case .toggleMainFix:
            if let compare = features.compare, compare.key == host.description.mainFix?.key {
                Self.log("gesturelab: \(compare.key) is the compared option; F leaves it")
                return
            }
            do {
                if let (key, value) = try host.toggleMainFix() { Self.log("gesturelab: \(key)=\(value)") }
            } catch {
                Self.log("gesturelab: \(error.message)")
            }
        case .pauseChanged:
            frame.invalidateStatus()
            updateTitle()
        case .reset:
            rebuild { () throws(SceneError) in try host.reset() }
        case .relayout:
            relayout()
        case .toggleRecording:
            toggleRecording()
        }
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
        let toast = toast, wake = wakeEventType
        Thread.detachNewThread {
            do {
                try image.savePNG(path)
                App.log("gesturelab: saved \(path)")
                toast.post("Screenshot saved: \(path)")
            } catch {
                App.log("gesturelab: screenshot failed: \(error)")
                toast.post("Screenshot failed: \(error)")
            }
            // Wakes the loop so the message is drawn now (SDL_PushEvent is thread-safe).
            var event = SDL_Event()
            event.type = wake
            _ = SDL_PushEvent(&event)
        }
    }
}
