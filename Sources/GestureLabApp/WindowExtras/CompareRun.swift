import GestureUIKit
import GestureScenes

/// Compare mode in the window (`gesturelab run --compare KEY=A,B`): a second scene host beside the app's own,
/// the same scene with the compared option at B where the app's host has A. Both run the lead's what-if edits.
///
/// Or the what-if edits compared (the panels' "Compare without edits"): the second host is the lead's scene with
/// the same options and no edits, shown left of the lead (`leadIndex` 1), so the edits read as a change made on
/// the right.
///
/// The app's host leads and this one follows: before every frame `follow(_:)` makes it the same scene with the
/// same option values except the compared key: a switched, reset or rebuilt lead is rebuilt here too, and a
/// live option change (a key, the panels) is copied. Touches reach it through `apply`, in the same device points
/// as the lead's (both devices are the same size). Render thread only.
final class CompareRun {
    let key: String
    /// The lead's value first, then this host's.
    let values: [String]
    /// Whether this compares the lead's what-if edits (the second host has none) rather than an option.
    let comparesEdits: Bool
    /// The second device's scene.
    private(set) var host: SceneHost
    /// The lead's window when last followed: a different one means the lead was rebuilt.
    private var leadWindow: UIWindow
    var layout: CompareLayout?
    var router: CompareInputRouter?
    var sceneList = DisplayList()
    var labelList = DisplayList()

    /// Builds the follower for `lead`, whose `key` is already `values[0]`.
    init(lead: SceneHost, key: String, values: [String]) throws(SceneError) {
        self.key = key
        self.values = values
        comparesEdits = false
        host = try Self.build(
            following: lead, key: key, value: values.count > 1 ? values[1] : values[0], comparesEdits: false)
        leadWindow = lead.window
    }

    /// Builds the follower for `lead` that compares its what-if edits: the same scene and options, no edits.
    init(withoutEditsOf lead: SceneHost) throws(SceneError) {
        key = ""
        values = ["with edits", "without edits"]
        comparesEdits = true
        host = try Self.build(following: lead, key: "", value: "", comparesEdits: true)
        leadWindow = lead.window
    }

    private static func build(following lead: SceneHost, key: String, value: String, comparesEdits: Bool)
        throws(SceneError) -> SceneHost
    {
        var options = lead.currentOptions.filter { $0.key != key }
        if !comparesEdits, lead.description.option(key) != nil { options.append((key, value)) }
        return try SceneHost(
            sceneName: lead.sceneName, options: options, deviceSize: lead.deviceSize,
            images: lead.images, scenes: lead.scenes, iosVersion: lead.iosVersion,
            whatIf: comparesEdits ? [] : lead.whatIfEdits)
    }

    /// Which device the lead is shown as (0: left): the scene with the edits goes right of the one without.
    var leadIndex: Int { comparesEdits ? 1 : 0 }

    /// The compared value, when the scene has the key.
    private var value: String { values.count > 1 ? values[1] : values[0] }

    /// Makes this host the lead's scene with the lead's options (the compared key aside), rebuilding it when the
    /// lead was rebuilt. Returns whether it was rebuilt (its window starts at time 0 again).
    @discardableResult
    func follow(_ lead: SceneHost) throws(SceneError) -> Bool {
        if lead.window !== leadWindow || lead.sceneName != host.sceneName || lead.deviceSize != host.deviceSize {
            leadWindow = lead.window
            host = try Self.build(following: lead, key: key, value: value, comparesEdits: comparesEdits)
            return true
        }
        let mine = host.scene.optionValues
        for (k, v) in lead.scene.optionValues where k != key {
            if mine.first(where: { $0.key == k })?.value != v { try host.setOption(k, to: v) }
        }
        return false
    }

    /// The label above device `index` (`leadIndex`: the lead): `key=value`, or that the scene has no such option;
    /// comparing edits, whether the device runs them.
    func label(_ index: Int, lead: SceneHost) -> String {
        if comparesEdits {
            let count = lead.whatIfEdits.count
            return index == leadIndex ? "with \(count) what-if edit\(count == 1 ? "" : "s")" : "without what-if edits"
        }
        let shown = index == 0 ? lead : host
        guard shown.description.option(key) != nil else { return "\(key): not an option of \(shown.sceneName)" }
        let current =
            shown.scene.optionValues.first { $0.key == key }?.value
            ?? shown.currentOptions.first { $0.key == key }?.value
            ?? (index < values.count ? values[index] : "?")
        return "\(key)=\(current)"
    }
}
