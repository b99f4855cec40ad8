import GestureReplay

/// Parsing of the tablet flags of `gesturelab run`: `--device fit[@S]` and `--ui-scale auto|N`.
enum TabletValues {
    /// `fit` → 1, `fit@2` → 2; nil when `text` is not a fit device (then it is `WxH[@S]`).
    static func fitScale(_ text: String?) throws(CommandLineError) -> Double? {
        guard let text, text == "fit" || text.hasPrefix("fit@") else { return nil }
        guard text != "fit" else { return 1 }
        guard let scale = Double(text.dropFirst(4)), scale >= 0.5, scale <= 4 else {
            throw CommandLineError("--device '\(text)': expected fit or fit@S with S from 0.5 to 4, such as fit@2")
        }
        return scale
    }

    /// `--ui-scale auto` → nil (the display's DPI decides), `--ui-scale 1.5` → 1.5 (0.5 to 4).
    static func uiScale(_ text: String?) throws(CommandLineError) -> Double? {
        guard let text, text != "auto" else { return nil }
        guard let scale = Double(text), scale >= 0.5, scale <= 4 else {
            throw CommandLineError("--ui-scale '\(text)': expected auto or a number from 0.5 to 4, such as 2")
        }
        return scale
    }
}
