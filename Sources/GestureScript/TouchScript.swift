/// A parsed touch script: the header (scene, options, images, device) and the expanded, time-ordered events.
///
/// Produced by `TouchScriptParser`; `TouchScriptWriter` turns events back into text. Command-line options
/// override the header; that merge happens in the front end, not here.
public struct TouchScript: Sendable {
    /// The script's name as given (the path on the command line, or a label for text parsed in memory).
    public var sourceName: String
    /// The folder that relative `images` paths were resolved against; empty means "as written".
    public var baseDirectory: String
    /// The `scene` statement's scene name, if there is one.
    public var scene: String?
    /// The `scene` statement's `key=value` options, in order.
    public var sceneOptions: [(key: String, value: String)]
    /// The `set` statement's `key=value` options, in order.
    public var setOptions: [(key: String, value: String)]
    /// The `images` paths resolved against `baseDirectory` (absolute paths are kept as they are).
    public var images: [String]
    /// The `images` paths exactly as written.
    public var imagesAsWritten: [String]
    /// The `device` statement's device, if there is one (the default is `DeviceSpec.default`).
    public var device: DeviceSpec?
    /// The `ios` statement's version (18 or 26), if there is one; without it the model behaves as iOS 18.
    public var iosVersion: Int?
    /// The `whatif` lines' edits, in file order: in force from the start of the run.
    public var whatIfEdits: [WhatIfEdit]
    /// The raw events in time order; compound verbs expanded; equal times keep script order.
    ///
    /// Times never decrease. Every event is at or before `endTime` when there is one.
    public var events: [TouchScriptEvent]
    /// The `hover` and `hover-out` events in time order (script order), each placed among `events` by its
    /// `touchIndex`.
    public var pointerEvents: [ScriptPointerEvent]
    /// The `end` statement's time, if there is one.
    public var endTime: Double?
    /// Every statement with its line, in file order.
    public var statements: [ScriptStatement]
    /// The `expect` lines in file order (so in time order).
    public var expectations: [ScriptExpectation]

    /// A parsed script: its statements, events and expectations.
    public init(
        sourceName: String, baseDirectory: String = "", scene: String? = nil,
        sceneOptions: [(key: String, value: String)] = [], setOptions: [(key: String, value: String)] = [],
        images: [String] = [], imagesAsWritten: [String] = [], device: DeviceSpec? = nil,
        events: [TouchScriptEvent] = [], endTime: Double? = nil, statements: [ScriptStatement] = [],
        expectations: [ScriptExpectation] = [], iosVersion: Int? = nil, whatIfEdits: [WhatIfEdit] = [],
        pointerEvents: [ScriptPointerEvent] = []
    ) {
        self.pointerEvents = pointerEvents
        self.whatIfEdits = whatIfEdits
        self.iosVersion = iosVersion
        self.sourceName = sourceName
        self.baseDirectory = baseDirectory
        self.scene = scene
        self.sceneOptions = sceneOptions
        self.setOptions = setOptions
        self.images = images
        self.imagesAsWritten = imagesAsWritten
        self.device = device
        self.events = events
        self.endTime = endTime
        self.statements = statements
        self.expectations = expectations
    }

    /// Scene options then set options, in order (keys are unique across both: the parser rejects repeats).
    public var options: [(key: String, value: String)] { sceneOptions + setOptions }

    /// The time of the last event (touch or pointer), or 0 without events.
    public var lastEventTime: Double { max(events.last?.time ?? 0, pointerEvents.last?.time ?? 0) }
}
