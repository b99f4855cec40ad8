import GestureCore

/// The tab titles with an indicator that follows the paging; a tap on a title asks to switch tabs.
final class TabBarView: View {
    let titles: [String]
    let tap = TapGestureRecognizer(name: "tabBar.tap")
    /// Pages scrolled, fractional while paging: the indicator sits under title `progress`.
    var progress = 0.0
    /// Called with the index of the title tapped.
    var onSelect: ((Int) -> Void)?

    init(titles: [String]) {
        self.titles = titles
        super.init(name: "tabBar")
        backgroundColor = .white
        for title in titles {
            addSubview(Label(text: title, fontSize: 15, bold: true, color: .black, alignment: .center))
        }
        addGestureRecognizer(tap)
        tap.addTarget { [weak self] recognizer in
            guard let self, recognizer.state == .ended else { return }
            let x = recognizer.location(in: self).x
            let width = bounds.width / Double(max(titles.count, 1))
            onSelect?(min(max(Int(x / width), 0), titles.count - 1))
        }
    }

    override func layoutSubviews() {
        let width = bounds.width / Double(max(titles.count, 1))
        for (index, label) in subviews.enumerated() {
            label.frame = Rect(x: Double(index) * width, y: 0, width: width, height: bounds.height - 3)
        }
    }

    override func draw(in context: inout DrawContext) {
        super.draw(in: &context)
        let width = bounds.width / Double(max(titles.count, 1))
        context.fill(Rect(x: 0, y: bounds.height - 0.5, width: bounds.width, height: 0.5), color: .separator)
        context.fill(Rect(x: progress * width + 16, y: bounds.height - 3, width: width - 32, height: 3),
                     color: .systemBlue, cornerRadius: 1.5)
    }
}
