// The C API of CImGuiShim.h over Dear ImGui 1.86 (Debian's libimgui.a) and its SDL2 platform backend.
// Drawing is the app's own (ImGuiRenderer.swift): the shim hands out the draw data and the font atlas.
// imgui.h memsets its own non-trivial types; the warning is about its header, not this file.
#if defined(__clang__) && __has_warning("-Wnontrivial-memcall")
#pragma clang diagnostic ignored "-Wnontrivial-memcall"
#endif
#include "CImGuiShim.h"

#include <SDL2/SDL.h>
#include <imgui.h>
#include <backends/imgui_impl_sdl.h>

#include "shim_context.h"

extern "C" {

GLImGui *gl_imgui_create(void *sdlWindow, void *sdlRenderer, const char *fontPath, float fontSize) {
    if (sdlRenderer == nullptr) return nullptr;
    GLImGui *context = new GLImGui();
    context->window = static_cast<SDL_Window *>(sdlWindow);
    context->renderer = static_cast<SDL_Renderer *>(sdlRenderer);
    context->imgui = ImGui::CreateContext();
    ImGui::SetCurrentContext(context->imgui);
    ImGuiIO &io = ImGui::GetIO();
    io.IniFilename = nullptr;
    io.LogFilename = nullptr;
    ImGui::StyleColorsDark();
    ImGuiStyle &style = ImGui::GetStyle();
    style.WindowRounding = 0;
    style.FrameRounding = 3;
    style.WindowBorderSize = 0;
    style.ItemSpacing = ImVec2(6, 3);
    style.CellPadding = ImVec2(3, 1);
    // No anti-aliased fringes: each filled shape then is two triangles, not a feathered ring. SDL's software
    // renderer fills every triangle with blending, so the fringes cost more than everything else in the panels.
    style.AntiAliasedFill = false;
    style.AntiAliasedLines = false;
    style.AntiAliasedLinesUseTex = false;
    // An opaque column: the app copies its cached drawing without blending.
    style.Colors[ImGuiCol_WindowBg].w = 1.0f;
    // Latin-1, general punctuation (– · …) and arrows (→ ←): the panels' text.
    static const ImWchar ranges[] = {0x0020, 0x00FF, 0x2010, 0x2027, 0x2190, 0x21FF, 0};
    if (fontPath != nullptr && io.Fonts->AddFontFromFileTTF(fontPath, fontSize, nullptr, ranges) == nullptr) {
        io.Fonts->AddFontDefault();
    }
    if (context->window != nullptr && !ImGui_ImplSDL2_InitForSDLRenderer(context->window)) {
        ImGui::DestroyContext(context->imgui);
        delete context;
        return nullptr;
    }
    // The renderer is GestureLab's own: it honours ImDrawCmd::VtxOffset, so large meshes stay one list.
    io.BackendRendererName = "gesturelab";
    io.BackendFlags |= ImGuiBackendFlags_RendererHasVtxOffset;
    return context;
}

void gl_imgui_destroy(GLImGui *context) {
    if (context == nullptr) return;
    ImGui::SetCurrentContext(context->imgui);
    if (context->window != nullptr) ImGui_ImplSDL2_Shutdown();
    ImGui::DestroyContext(context->imgui);
    delete context;
}

bool gl_imgui_process_event(GLImGui *context, const void *sdlEvent) {
    if (context == nullptr || context->window == nullptr || sdlEvent == nullptr) return false;
    ImGui::SetCurrentContext(context->imgui);
    return ImGui_ImplSDL2_ProcessEvent(static_cast<const SDL_Event *>(sdlEvent));
}

void gl_imgui_new_frame(GLImGui *context, float deltaTime) {
    ImGui::SetCurrentContext(context->imgui);
    gl_forget_item_rects();
    if (context->window != nullptr) ImGui_ImplSDL2_NewFrame();
    if (deltaTime > 0) ImGui::GetIO().DeltaTime = deltaTime;
    ImGui::NewFrame();
}

void gl_imgui_new_frame_manual(GLImGui *context, float width, float height, float deltaTime, float mouseX,
                               float mouseY, bool mouseDown) {
    ImGui::SetCurrentContext(context->imgui);
    gl_forget_item_rects();
    ImGuiIO &io = ImGui::GetIO();
    io.DisplaySize = ImVec2(width, height);
    io.DisplayFramebufferScale = ImVec2(1, 1);
    io.DeltaTime = deltaTime > 0 ? deltaTime : 1.0f / 60;
    io.MousePos = ImVec2(mouseX, mouseY);
    io.MouseDown[0] = mouseDown;
    ImGui::NewFrame();
}

void gl_imgui_render(GLImGui *context) {
    ImGui::SetCurrentContext(context->imgui);
    gl_note_active_kind(context);
    ImGui::Render();
    ImDrawData *data = ImGui::GetDrawData();
    context->vertexCount = data != nullptr ? data->TotalVtxCount : 0;
}

bool gl_imgui_want_capture_mouse(GLImGui *context) {
    ImGui::SetCurrentContext(context->imgui);
    return ImGui::GetIO().WantCaptureMouse;
}

bool gl_imgui_want_text_input(GLImGui *context) {
    ImGui::SetCurrentContext(context->imgui);
    return ImGui::GetIO().WantTextInput;
}

int gl_imgui_vertex_count(GLImGui *context) { return context->vertexCount; }

// Draw data and font atlas

static_assert(sizeof(GLImGuiVertex) == sizeof(ImDrawVert), "GLImGuiVertex mirrors ImDrawVert");
static_assert(offsetof(GLImGuiVertex, x) == offsetof(ImDrawVert, pos), "position first");
static_assert(offsetof(GLImGuiVertex, u) == offsetof(ImDrawVert, uv), "then the texture coordinate");
static_assert(offsetof(GLImGuiVertex, color) == offsetof(ImDrawVert, col), "then the colour");
static_assert(sizeof(ImDrawIdx) == sizeof(uint16_t), "16-bit indices");

GLImGuiDrawFrame gl_imgui_draw_frame(GLImGui *context) {
    GLImGuiDrawFrame frame = {};
    ImGui::SetCurrentContext(context->imgui);
    const ImDrawData *data = ImGui::GetDrawData();
    if (data == nullptr || !data->Valid) return frame;
    frame.originX = data->DisplayPos.x;
    frame.originY = data->DisplayPos.y;
    frame.width = data->DisplaySize.x;
    frame.height = data->DisplaySize.y;
    frame.scaleX = data->FramebufferScale.x;
    frame.scaleY = data->FramebufferScale.y;
    frame.listCount = data->CmdListsCount;
    return frame;
}

GLImGuiDrawList gl_imgui_draw_list(GLImGui *context, int index) {
    GLImGuiDrawList list = {};
    ImGui::SetCurrentContext(context->imgui);
    const ImDrawData *data = ImGui::GetDrawData();
    if (data == nullptr || index < 0 || index >= data->CmdListsCount) return list;
    const ImDrawList *source = data->CmdLists[index];
    list.vertices = reinterpret_cast<const GLImGuiVertex *>(source->VtxBuffer.Data);
    list.vertexCount = source->VtxBuffer.Size;
    list.indices = source->IdxBuffer.Data;
    list.indexCount = source->IdxBuffer.Size;
    list.commandCount = source->CmdBuffer.Size;
    return list;
}

GLImGuiDrawCommand gl_imgui_draw_command(GLImGui *context, int listIndex, int commandIndex) {
    GLImGuiDrawCommand command = {};
    ImGui::SetCurrentContext(context->imgui);
    const ImDrawData *data = ImGui::GetDrawData();
    if (data == nullptr || listIndex < 0 || listIndex >= data->CmdListsCount) return command;
    const ImDrawList *list = data->CmdLists[listIndex];
    if (commandIndex < 0 || commandIndex >= list->CmdBuffer.Size) return command;
    const ImDrawCmd &source = list->CmdBuffer[commandIndex];
    command.clipMinX = source.ClipRect.x;
    command.clipMinY = source.ClipRect.y;
    command.clipMaxX = source.ClipRect.z;
    command.clipMaxY = source.ClipRect.w;
    command.texture = source.GetTexID();
    command.vertexOffset = source.VtxOffset;
    command.indexOffset = source.IdxOffset;
    command.elementCount = source.ElemCount;
    command.isCallback = source.UserCallback != nullptr;
    return command;
}

const uint8_t *gl_imgui_font_pixels(GLImGui *context, int *width, int *height) {
    ImGui::SetCurrentContext(context->imgui);
    unsigned char *pixels = nullptr;
    ImGui::GetIO().Fonts->GetTexDataAsRGBA32(&pixels, width, height);
    return pixels;
}

void gl_imgui_set_font_texture(GLImGui *context, void *texture) {
    ImGui::SetCurrentContext(context->imgui);
    ImGui::GetIO().Fonts->SetTexID(texture);
}

// Windows and layout

bool gl_begin_window(const char *title, float x, float y, float width, float height, bool fixed) {
    ImGuiCond cond = fixed ? ImGuiCond_Always : ImGuiCond_FirstUseEver;
    ImGui::SetNextWindowPos(ImVec2(x, y), cond);
    ImGui::SetNextWindowSize(ImVec2(width, height), cond);
    ImGuiWindowFlags flags = fixed ? (ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize |
                                      ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoBringToFrontOnFocus)
                                   : 0;
    return ImGui::Begin(title, nullptr, flags);
}
void gl_end_window(void) { ImGui::End(); }
bool gl_begin_child(const char *id, float width, float height, bool border) {
    return ImGui::BeginChild(id, ImVec2(width, height), border);
}
void gl_end_child(void) { ImGui::EndChild(); }
bool gl_collapsing_header(const char *label, bool defaultOpen) {
    return ImGui::CollapsingHeader(label, defaultOpen ? ImGuiTreeNodeFlags_DefaultOpen : 0);
}
bool gl_tree_node(const char *label, bool defaultOpen) {
    return ImGui::TreeNodeEx(label, defaultOpen ? ImGuiTreeNodeFlags_DefaultOpen : 0);
}
void gl_tree_pop(void) { ImGui::TreePop(); }
void gl_separator(void) { ImGui::Separator(); }
void gl_same_line(float offsetFromStart) { ImGui::SameLine(offsetFromStart); }
void gl_spacing(void) { ImGui::Spacing(); }
void gl_dummy(float width, float height) { ImGui::Dummy(ImVec2(width, height)); }
void gl_push_id(int id) { ImGui::PushID(id); }
void gl_pop_id(void) { ImGui::PopID(); }
void gl_set_next_item_width(float width) { ImGui::SetNextItemWidth(width); }
float gl_content_width(void) { return ImGui::GetContentRegionAvail().x; }
void gl_cursor_screen_pos(float *x, float *y) {
    ImVec2 p = ImGui::GetCursorScreenPos();
    *x = p.x;
    *y = p.y;
}
float gl_text_line_height(void) { return ImGui::GetTextLineHeight(); }

// Text

void gl_text(const char *text) { ImGui::TextUnformatted(text); }
void gl_text_colored(uint32_t color, const char *text) {
    ImGui::PushStyleColor(ImGuiCol_Text, color);
    ImGui::TextUnformatted(text);
    ImGui::PopStyleColor();
}
void gl_text_colored_wrapped(uint32_t color, const char *text) {
    ImGui::PushStyleColor(ImGuiCol_Text, color);
    ImGui::PushTextWrapPos(0);
    ImGui::TextUnformatted(text);
    ImGui::PopTextWrapPos();
    ImGui::PopStyleColor();
}
void gl_text_disabled(const char *text) {
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyle().Colors[ImGuiCol_TextDisabled]);
    ImGui::TextUnformatted(text);
    ImGui::PopStyleColor();
}
void gl_text_wrapped(const char *text) {
    ImGui::PushTextWrapPos(0);
    ImGui::TextUnformatted(text);
    ImGui::PopTextWrapPos();
}
void gl_tooltip(const char *text) {
    ImGui::BeginTooltip();
    ImGui::PushTextWrapPos(ImGui::GetFontSize() * 30);
    ImGui::TextUnformatted(text);
    ImGui::PopTextWrapPos();
    ImGui::EndTooltip();
}
bool gl_is_item_hovered(void) { return ImGui::IsItemHovered(); }

// Widgets

// Buttons and checkboxes note where they were drawn, as sliders do (gl_imgui_slider_rect): tests press them with
// a finger.
bool gl_button(const char *label) {
    bool pressed = ImGui::Button(label);
    gl_note_slider_rect(label);
    return pressed;
}
bool gl_small_button(const char *label) { return ImGui::SmallButton(label); }
bool gl_checkbox(const char *label, bool *value) {
    bool changed = ImGui::Checkbox(label, value);
    gl_note_slider_rect(label);
    return changed;
}
bool gl_radio(const char *label, bool active) { return ImGui::RadioButton(label, active); }
float gl_radio_width(const char *label) {
    return ImGui::GetFrameHeight() + ImGui::GetStyle().ItemInnerSpacing.x + ImGui::CalcTextSize(label, nullptr, true).x;
}
void gl_set_scroll_here_y(float ratio) { ImGui::SetScrollHereY(ratio); }
void gl_text_size(const char *text, float *width, float *height) {
    ImVec2 size = ImGui::CalcTextSize(text, nullptr, true);
    *width = size.x;
    *height = size.y;
}
float gl_item_spacing_x(void) { return ImGui::GetStyle().ItemSpacing.x; }
bool gl_slider_float(const char *label, float *value, float min, float max, const char *format) {
    bool changed = ImGui::SliderFloat(label, value, min, max, format, 0);
    gl_note_drag_widget();
    gl_note_slider_rect(label);
    return changed;
}
bool gl_input_text(const char *label, char *buffer, size_t size) { return ImGui::InputText(label, buffer, size); }
bool gl_selectable(const char *label, bool selected) { return ImGui::Selectable(label, selected); }
bool gl_begin_combo(const char *label, const char *preview) { return ImGui::BeginCombo(label, preview); }
void gl_end_combo(void) { ImGui::EndCombo(); }
void gl_plot_lines(const char *label, const float *values, int count, float min, float max, float width,
                   float height, const char *overlay) {
    ImGui::PlotLines(label, values, count, 0, overlay, min, max, ImVec2(width, height));
}

// Tables

bool gl_begin_table(const char *id, int columns, float outerHeight) {
    ImGuiTableFlags flags = ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerV | ImGuiTableFlags_SizingFixedFit |
                            ImGuiTableFlags_Resizable;
    if (outerHeight > 0) flags |= ImGuiTableFlags_ScrollY;
    return ImGui::BeginTable(id, columns, flags, ImVec2(0, outerHeight));
}
void gl_table_setup_column(const char *label, float width) {
    ImGui::TableSetupColumn(label, width > 0 ? ImGuiTableColumnFlags_WidthFixed : ImGuiTableColumnFlags_WidthStretch,
                            width > 0 ? width : 0);
}
void gl_table_headers_row(void) { ImGui::TableHeadersRow(); }
void gl_table_next_row(void) { ImGui::TableNextRow(); }
bool gl_table_next_column(void) { return ImGui::TableNextColumn(); }
void gl_table_set_bg(uint32_t color) { ImGui::TableSetBgColor(ImGuiTableBgTarget_CellBg, color); }
void gl_end_table(void) { ImGui::EndTable(); }

// Drawing

void gl_draw_rect_filled(float x0, float y0, float x1, float y1, uint32_t color) {
    ImGui::GetWindowDrawList()->AddRectFilled(ImVec2(x0, y0), ImVec2(x1, y1), color);
}
void gl_draw_line(float x0, float y0, float x1, float y1, uint32_t color, float thickness) {
    ImGui::GetWindowDrawList()->AddLine(ImVec2(x0, y0), ImVec2(x1, y1), color, thickness);
}
void gl_draw_circle_filled(float x, float y, float radius, uint32_t color) {
    ImGui::GetWindowDrawList()->AddCircleFilled(ImVec2(x, y), radius, color);
}
void gl_draw_text(float x, float y, uint32_t color, const char *text) {
    ImGui::GetWindowDrawList()->AddText(ImVec2(x, y), color, text);
}
bool gl_invisible_button(const char *id, float width, float height, float *mouseX) {
    ImGui::InvisibleButton(id, ImVec2(width > 1 ? width : 1, height > 1 ? height : 1));
    *mouseX = ImGui::GetIO().MousePos.x;
    gl_note_drag_widget();
    return ImGui::IsItemActive();
}

}  // extern "C"
