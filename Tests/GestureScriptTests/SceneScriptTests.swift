import Testing

@testable import GestureScript

@Suite("Realistic scripts for each scene parse")
struct SceneScriptTests {
    @Test("photos: open a long image and drag down from its top to dismiss")
    func photos() throws {
        let script = try parse(
            """
            # Long image at its top: dragging down must dismiss, not scroll (long-image-dismiss).
            scene photos open=0
            set long-image-dismiss=on dismiss-style=rotation
            images ../images/tall-stitch-1080x20000.jpg ../images/photo-square-astronaut-512x512.png
            device 390x844@3

            0.5  drag 195 300 -> 195 620 in 0.25 hold 0.05   # slow enough to be a pan, fast enough to dismiss
            2.75 end
            """, baseDirectory: "demos")
        #expect(script.scene == "photos")
        #expect(
            script.options.map { "\($0.key)=\($0.value)" } == [
                "open=0", "long-image-dismiss=on", "dismiss-style=rotation",
            ])
        #expect(script.images.first == "demos/../images/tall-stitch-1080x20000.jpg")
        #expect(script.events.count == 1 + 30 + 1)
        #expect(script.events.last?.time == 0.8)
        #expect(script.endTime == 2.75)
    }

    @Test("navigation: an edge swipe over the banner, written with raw events and relative times")
    func navigation() throws {
        let script = try parse(
            """
            scene navigation start=album
            set pop=require-to-fail
            0      down 1 2 400
            +0.016 move 1 12 400
            +0.016 move 1 40 401
            +0.016 move 1 90 402
            +0.016 move 1 160 402
            +0.016 up   1 220 402
            1.5 end
            """)
        #expect(script.setOptions.map(\.value) == ["require-to-fail"])
        #expect(script.events.map(\.phase) == [.down, .move, .move, .move, .move, .up])
        #expect(close(script.events[5].time, 0.08))
        #expect(script.device == nil)
    }

    @Test("taps: single, double, long press and pan on the card")
    func taps() throws {
        let script = try parse(
            """
            scene taps single-waits-for-double=off
            0.2 tap 195 422
            1.0 tap 195 422 count 2
            2.0 down 1 195 422
            2.8 up 1 195 422                       # held 0.8 s: a long press
            3.5 drag 195 422 -> 300 500 in 0.3 finger 2
            4.5 end
            """)
        #expect(script.events.filter { $0.phase == .down }.map(\.time) == [0.2, 1.0, 1.15, 2.0, 3.5])
        #expect(script.events.filter { $0.finger == 2 && $0.phase == .move }.count == 36)
    }

    @Test("nested: a fling up across the collapsing header, then a pinch elsewhere")
    func nested() throws {
        let script = try parse(
            """
            scene nested handoff=linked-pan-inertia
            0.1 drag 195 700 -> 195 300 in 0.12
            1.0 drag 195 300 -> 195 600 in 0.5 hz 60 hold 0.2
            2.0 pinch 195 500 30 -> 90 in 0.2 angle 45
            3 end
            """)
        #expect(script.sceneOptions.map(\.value) == ["linked-pan-inertia"])
        #expect(script.events.filter { $0.phase == .move }.count == 15 + 30 + 2 * 24)
        #expect(zip(script.events, script.events.dropFirst()).allSatisfy { $0.time <= $1.time })
    }
}
