extension SceneCatalog {
    /// The four scenes and their options as scenes.md lists them.
    ///
    /// The names and values are a public contract; the scenes module remains the source of truth for what they
    /// do. Keep this in step with scenes.md (the tests check every scene here parses a realistic script).
    public static let standard = SceneCatalog(scenes: [
        SceneEntry(
            name: "photos",
            summary: "the photo browser (KSPhotoBrowser): dismiss pan versus a long image's scroll",
            options: [
                OptionSpec(
                    key: "open", kind: .integer(0...999_999), defaultValue: "",
                    summary: "start with the viewer open on image N (0-based); default: the gallery"),
                OptionSpec(
                    key: "long-image-dismiss", values: ["on", "off"], defaultValue: "on",
                    summary: "a long image's pan declines at its top or bottom edge so the dismiss pan gets the drag"),
                OptionSpec(
                    key: "dismiss-style", values: ["rotation", "scale", "slide", "none"], defaultValue: "rotation",
                    summary: "how the viewer follows a dismiss pan"),
            ]),
        SceneEntry(
            name: "navigation",
            summary: "the edge-swipe pop over a horizontal scroll view",
            options: [
                OptionSpec(
                    key: "start", values: ["album", "root"], defaultValue: "album",
                    summary: "album: depth 2 with the album page pushed; root: depth 1"),
                OptionSpec(
                    key: "pop", values: ["system", "replaced-delegate", "simultaneous", "require-to-fail", "per-page"],
                    defaultValue: "system", summary: "how the edge pop and the banner's pan are arbitrated"),
            ]),
        SceneEntry(
            name: "taps",
            summary: "single tap, double tap, long press and pan on one card",
            options: [
                OptionSpec(
                    key: "single-waits-for-double", values: ["on", "off"], defaultValue: "on",
                    summary: "card.singleTap requires card.doubleTap to fail")
            ]),
        SceneEntry(
            name: "nested",
            summary: "a collapsing header over paged lists",
            options: [
                OptionSpec(
                    key: "handoff",
                    values: ["none", "toggle-enabled", "linked-pan", "linked-pan-inertia", "coordinated"],
                    defaultValue: "coordinated", summary: "how one drag moves between the outer and inner scroll views")
            ]),
    ])
}
