internal import CImGuiShim

/// Swift spellings of the shim's widget calls, for the frame between `ImGuiLayer.beginFrame` and `render`.
enum UI {
    static func beginWindow(_ title: String, x: Double, y: Double, width: Double, height: Double, fixed: Bool) -> Bool {
        gl_begin_window(title, Float(x), Float(y), Float(width), Float(height), fixed)
    }
    static func endWindow() { gl_end_window() }
    static func beginChild(_ id: String, width: Double, height: Double, border: Bool) -> Bool {
        gl_begin_child(id, Float(width), Float(height), border)
    }
    static func endChild() { gl_end_child() }
    static func header(_ label: String, open: Bool) -> Bool { gl_collapsing_header(label, open) }
    static func treeNode(_ label: String, open: Bool) -> Bool { gl_tree_node(label, open) }
    static func treePop() { gl_tree_pop() }
    static func separator() { gl_separator() }
    static func sameLine(_ x: Double = 0) { gl_same_line(Float(x)) }
    static func spacing() { gl_spacing() }
    static func dummy(_ width: Double, _ height: Double) { gl_dummy(Float(width), Float(height)) }
    /// Scrolls the window next frame so the last item sits at `ratio` of its height (0 top, 1 bottom).
    static func scrollToLastItem(_ ratio: Double) { gl_set_scroll_here_y(Float(ratio)) }
    static func pushID(_ id: Int) { gl_push_id(Int32(truncatingIfNeeded: id)) }
    static func popID() { gl_pop_id() }
    static func nextItemWidth(_ width: Double) { gl_set_next_item_width(Float(width)) }
    static var contentWidth: Double { Double(gl_content_width()) }
    static var lineHeight: Double { Double(gl_text_line_height()) }
    static var cursor: (x: Double, y: Double) {
        var x: Float = 0, y: Float = 0
        gl_cursor_screen_pos(&x, &y)
        return (Double(x), Double(y))
    }

    static func text(_ text: String) { gl_text(text) }
    static func text(_ text: String, color: UInt32) { gl_text_colored(color, text) }
    static func disabled(_ text: String) { gl_text_disabled(text) }
    static func wrapped(_ text: String) { gl_text_wrapped(text) }
    static func wrapped(_ text: String, color: UInt32) { gl_text_colored_wrapped(color, text) }
    static func tooltipIfHovered(_ text: String) { if gl_is_item_hovered() { gl_tooltip(text) } }

    static func button(_ label: String) -> Bool { gl_button(label) }
    static func smallButton(_ label: String) -> Bool { gl_small_button(label) }
    static func checkbox(_ label: String, _ value: Bool) -> Bool? {
        var v = value
        return gl_checkbox(label, &v) ? v : nil
    }
    static func radio(_ label: String, _ active: Bool) -> Bool { gl_radio(label, active) }
    /// The width `radio(label, _)` takes.
    static func radioWidth(_ label: String) -> Double { Double(gl_radio_width(label)) }
    /// The width and height `text` takes in the panels' font.
    static func textSize(_ text: String) -> (width: Double, height: Double) {
        var width: Float = 0, height: Float = 0
        gl_text_size(text, &width, &height)
        return (Double(width), Double(height))
    }
    /// The spacing between items on one line.
    static var itemSpacing: Double { Double(gl_item_spacing_x()) }
    /// The new value when the slider moved, else nil.
    static func slider(_ label: String, _ value: Double, _ range: ClosedRange<Double>, format: String) -> Double? {
        var v = Float(value)
        return gl_slider_float(label, &v, Float(range.lowerBound), Float(range.upperBound), format) ? Double(v) : nil
    }
    static func selectable(_ label: String, _ selected: Bool) -> Bool { gl_selectable(label, selected) }
    static func beginCombo(_ label: String, preview: String) -> Bool { gl_begin_combo(label, preview) }
    static func endCombo() { gl_end_combo() }
    static func plot(
        _ label: String, _ values: [Float], min: Float, max: Float, width: Double, height: Double,
        overlay: String
    ) {
        values.withUnsafeBufferPointer { buffer in
            gl_plot_lines(
                label, buffer.baseAddress, Int32(buffer.count), min, max, Float(width), Float(height), overlay)
        }
    }

    static func beginTable(_ id: String, columns: Int, height: Double = 0) -> Bool {
        gl_begin_table(id, Int32(columns), Float(height))
    }
    /// A column of `width` pixels, or stretching when `width` is 0.
    static func column(_ label: String, width: Double = 0) { gl_table_setup_column(label, Float(width)) }
    static func headersRow() { gl_table_headers_row() }
    static func nextRow() { gl_table_next_row() }
    @discardableResult static func nextColumn() -> Bool { gl_table_next_column() }
    static func cellBackground(_ color: UInt32) { gl_table_set_bg(color) }
    static func endTable() { gl_end_table() }

    static func rect(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, _ color: UInt32) {
        gl_draw_rect_filled(Float(x0), Float(y0), Float(x1), Float(y1), color)
    }
    static func line(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, _ color: UInt32, width: Double = 1) {
        gl_draw_line(Float(x0), Float(y0), Float(x1), Float(y1), color, Float(width))
    }
    static func circle(_ x: Double, _ y: Double, radius: Double, _ color: UInt32) {
        gl_draw_circle_filled(Float(x), Float(y), Float(radius), color)
    }
    static func drawText(_ x: Double, _ y: Double, _ color: UInt32, _ text: String) {
        gl_draw_text(Float(x), Float(y), color, text)
    }
    /// An invisible hit area; the mouse x while it is held, else nil.
    static func dragArea(_ id: String, width: Double, height: Double) -> Double? {
        var x: Float = 0
        return gl_invisible_button(id, Float(width), Float(height), &x) ? Double(x) : nil
    }
}
