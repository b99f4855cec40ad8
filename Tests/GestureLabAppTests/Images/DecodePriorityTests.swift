import Foundation
import Testing

@testable import GestureLabApp

/// The window's decode threads below the frame's threads (`ThreadPriority`), once past the previews.
@Suite("Decode threads' priority")
struct DecodePriorityTests {
    private static let photo = "photo-small-rocket-640x427.jpg"

    @Test("a decode thread keeps its priority through a preview and lowers itself before its first sharp decode")
    func lowersAfterPreviews() throws {
        let worker = DecodeWorker(threads: 1, backgroundNice: 10)
        defer { worker.stop() }
        let path = TestSupport.photo(Self.photo)
        worker.submit(DecodeRequest(key: ImageLevelKey(image: 0, level: 0), path: path, maxPixelSize: nil, preview: true))
        #expect(worker.waitUntilIdle(timeout: 30))
        #expect(worker.loweredThreadNices.isEmpty, "a preview runs at the priority the thread started with")
        worker.submit(DecodeRequest(key: ImageLevelKey(image: 0, level: 1), path: path, maxPixelSize: 512))
        #expect(worker.waitUntilIdle(timeout: 30))
        // The kernel's own value for the thread, read back by it: 10 whatever this process's nice was (0 here;
        // a higher one than 10 would make setpriority a no-op raise, which an unprivileged thread is refused).
        #expect(worker.loweredThreadNices == [10])
        let results = worker.takeResults()
        #expect(results.count == 2 && results.allSatisfy { (try? $0.outcome.get()) != nil })
    }

    @Test("a worker made without a background priority never lowers itself (the recorder's)")
    func recorderKeepsPriority() throws {
        let worker = DecodeWorker(threads: 1)
        defer { worker.stop() }
        let path = TestSupport.photo(Self.photo)
        worker.submit(DecodeRequest(key: ImageLevelKey(image: 0, level: 1), path: path, maxPixelSize: 512))
        #expect(worker.waitUntilIdle(timeout: 30))
        #expect(worker.loweredThreadNices.isEmpty)
    }

    @Test("GESTURELAB_DECODE_NICE sets the window's value: 10 by default, 0 as before, clamped to Linux's 0...19")
    func environment() {
        #expect(ThreadPriority.windowBackgroundNice(environment: [:]) == 10)
        #expect(ThreadPriority.windowBackgroundNice(environment: ["GESTURELAB_DECODE_NICE": "0"]) == 0)
        #expect(ThreadPriority.windowBackgroundNice(environment: ["GESTURELAB_DECODE_NICE": "5"]) == 5)
        #expect(ThreadPriority.windowBackgroundNice(environment: ["GESTURELAB_DECODE_NICE": "40"]) == 19)
        #expect(ThreadPriority.windowBackgroundNice(environment: ["GESTURELAB_DECODE_NICE": "fast"]) == 10)
    }
}
