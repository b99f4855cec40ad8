// A pure C API over the few Dear ImGui calls the debug panels use, so Swift needs no C++ interop.
//
// SDL objects are passed as untyped pointers (SDL_Window*, SDL_Renderer*, const SDL_Event*): Swift keeps its own
// SDL module and never sees ImGui types. One context at a time is current; gl_imgui_new_frame makes a context
// current, and every widget call applies to the current frame. Colours are packed 0xAABBGGRR (ImGui's IM_COL32).
#ifndef CIMGUISHIM_H
#define CIMGUISHIM_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// An ImGui context with its SDL platform backend (when there is a window); the app draws its draw data.
typedef struct GLImGui GLImGui;

/// Creates a context drawing with `sdlRenderer`. `sdlWindow` may be NULL (headless: input is given by hand to
/// gl_imgui_new_frame_manual). `fontPath` may be NULL (ImGui's built-in font). Returns NULL on failure.
GLImGui *gl_imgui_create(void *sdlWindow, void *sdlRenderer, const char *fontPath, float fontSize);
void gl_imgui_destroy(GLImGui *context);

/// Forwards one SDL event to the SDL platform backend (a window context only); true if ImGui used it.
bool gl_imgui_process_event(GLImGui *context, const void *sdlEvent);
/// Starts a frame from the window's state. `deltaTime` seconds; <= 0 uses the backend's own clock.
void gl_imgui_new_frame(GLImGui *context, float deltaTime);
/// Starts a frame with a display of `width`x`height` and the mouse given by hand (headless, recordings).
void gl_imgui_new_frame_manual(GLImGui *context, float width, float height, float deltaTime, float mouseX,
                               float mouseY, bool mouseDown);
/// Ends the frame; its draw data is then read with gl_imgui_draw_frame/_list/_command and drawn by the app.
void gl_imgui_render(GLImGui *context);
/// ImGui's WantCaptureMouse / WantTextInput after the last frame.
bool gl_imgui_want_capture_mouse(GLImGui *context);
bool gl_imgui_want_text_input(GLImGui *context);
/// Vertices drawn in the last frame (tests).
int gl_imgui_vertex_count(GLImGui *context);

// Draw data (after gl_imgui_render) and the font atlas. Pointers stay valid until the next frame starts.

/// One vertex, laid out as ImDrawVert: position, texture coordinate, colour 0xAABBGGRR (bytes R, G, B, A).
typedef struct GLImGuiVertex {
    float x, y;
    float u, v;
    uint32_t color;
} GLImGuiVertex;

/// The last frame's ImDrawData: its origin and size in ImGui units, the framebuffer scale, and its lists.
typedef struct GLImGuiDrawFrame {
    float originX, originY, width, height, scaleX, scaleY;
    int listCount;
} GLImGuiDrawFrame;

/// One ImDrawList: its vertex and 16-bit index buffers and how many commands draw from them.
typedef struct GLImGuiDrawList {
    const GLImGuiVertex *vertices;
    int vertexCount;
    const uint16_t *indices;
    int indexCount;
    int commandCount;
} GLImGuiDrawList;

/// One ImDrawCmd: a clip rectangle (ImGui units), a texture (what gl_imgui_set_font_texture or an image gave),
/// and `elementCount` indices from `indexOffset`, which count vertices from `vertexOffset`.
typedef struct GLImGuiDrawCommand {
    float clipMinX, clipMinY, clipMaxX, clipMaxY;
    void *texture;
    unsigned int vertexOffset, indexOffset, elementCount;
    /// A user callback (ImDrawList::AddCallback) rather than triangles; the panels add none.
    bool isCallback;
} GLImGuiDrawCommand;

/// The last rendered frame (listCount 0 when there is none).
GLImGuiDrawFrame gl_imgui_draw_frame(GLImGui *context);
GLImGuiDrawList gl_imgui_draw_list(GLImGui *context, int index);
GLImGuiDrawCommand gl_imgui_draw_command(GLImGui *context, int listIndex, int commandIndex);
/// The font atlas as RGBA bytes, `width` x `height` (built on the first call; owned by ImGui).
const uint8_t *gl_imgui_font_pixels(GLImGui *context, int *width, int *height);
/// The texture the app uploaded the atlas to; draw commands for text carry it.
void gl_imgui_set_font_texture(GLImGui *context, void *texture);

// Windows and layout
bool gl_begin_window(const char *title, float x, float y, float width, float height, bool fixed);
void gl_end_window(void);
bool gl_begin_child(const char *id, float width, float height, bool border);
void gl_end_child(void);
bool gl_collapsing_header(const char *label, bool defaultOpen);
bool gl_tree_node(const char *label, bool defaultOpen);
void gl_tree_pop(void);
void gl_separator(void);
void gl_same_line(float offsetFromStart);
void gl_spacing(void);
void gl_dummy(float width, float height);
/// Scrolls the current window so the last item sits at `ratio` of its height (0 top, 1 bottom), next frame.
void gl_set_scroll_here_y(float ratio);
void gl_push_id(int id);
void gl_pop_id(void);
void gl_set_next_item_width(float width);
float gl_content_width(void);
void gl_cursor_screen_pos(float *x, float *y);
float gl_text_line_height(void);

// Text
void gl_text(const char *text);
void gl_text_colored(uint32_t color, const char *text);
void gl_text_colored_wrapped(uint32_t color, const char *text);
void gl_text_disabled(const char *text);
void gl_text_wrapped(const char *text);
void gl_tooltip(const char *text);
bool gl_is_item_hovered(void);

// Widgets
bool gl_button(const char *label);
bool gl_small_button(const char *label);
bool gl_checkbox(const char *label, bool *value);
bool gl_radio(const char *label, bool active);
/// The width a radio button with `label` takes (its circle, the inner spacing and the text).
float gl_radio_width(const char *label);
/// The width and height `text` takes in the current font.
void gl_text_size(const char *text, float *width, float *height);
/// The horizontal spacing ImGui puts between items on one line.
float gl_item_spacing_x(void);
bool gl_slider_float(const char *label, float *value, float min, float max, const char *format);
bool gl_input_text(const char *label, char *buffer, size_t size);
bool gl_selectable(const char *label, bool selected);
bool gl_begin_combo(const char *label, const char *preview);
void gl_end_combo(void);
void gl_plot_lines(const char *label, const float *values, int count, float min, float max, float width,
                   float height, const char *overlay);

// Tables
bool gl_begin_table(const char *id, int columns, float outerHeight);
void gl_table_setup_column(const char *label, float width);
void gl_table_headers_row(void);
void gl_table_next_row(void);
bool gl_table_next_column(void);
void gl_table_set_bg(uint32_t color);
void gl_end_table(void);

// Drawing in the current window (screen coordinates)
void gl_draw_rect_filled(float x0, float y0, float x1, float y1, uint32_t color);
void gl_draw_line(float x0, float y0, float x1, float y1, uint32_t color, float thickness);
void gl_draw_circle_filled(float x, float y, float radius, uint32_t color);
void gl_draw_text(float x, float y, uint32_t color, const char *text);
/// An invisible hit area of `width`x`height` at the cursor; true while it is held. `mouseX` gets the mouse x.
bool gl_invisible_button(const char *id, float width, float height, float *mouseX);

// Touch (touch.cpp): ImGui 1.86 has no touch source, so the app maps a finger to ImGui's mouse by hand.

/// Scales the style (ScaleAllSizes, finger-sized scrollbars, TouchExtraPadding) and rebuilds the font at
/// `fontSize * scale`; `touch` also pads rows and buttons for fingers. Call once, before the first frame. False on
/// a bad argument.
bool gl_imgui_set_scale(GLImGui *context, const char *fontPath, float fontSize, float scale, bool touch);
/// As gl_imgui_new_frame, with the pointer given by the caller (a finger): `mouseX`, `mouseY` (-FLT_MAX: no
/// pointer) and `mouseDown`. `beginScroll`: the finger's drag becomes a scroll of the window under it (its press
/// stops without a click); `scrollDeltaY` pixels scroll that window (finger moved down: content moves down).
void gl_imgui_new_frame_pointer(GLImGui *context, float deltaTime, float mouseX, float mouseY, bool mouseDown,
                                bool beginScroll, float scrollDeltaY);
/// Whether the item active after the last frame follows a drag (slider, scrollbar, scrub area, moved window).
bool gl_imgui_active_is_drag(GLImGui *context);
/// Where the slider `label` was last drawn (x, y, w, h in screen pixels); false if none was. Tests.
bool gl_imgui_slider_rect(const char *label, float *rect);
/// The vertical scroll of the window named `windowName` (-1: no such window). Tests.
float gl_imgui_scroll_of(GLImGui *context, const char *windowName);
/// A movable, collapsible, translucent window placed at `x, y` with `width`x`height` on the first frame or when
/// `place`. `frame` gets its position and size (x, y, w, h); `collapsed` and `moving` (its title bar is being
/// dragged) its state. Returns whether its contents show; call gl_end_window either way.
bool gl_begin_overlay_window(const char *title, float x, float y, float width, float height, bool place,
                             float backgroundAlpha, float *frame, bool *collapsed, bool *moving);

#ifdef __cplusplus
}
#endif

#endif
