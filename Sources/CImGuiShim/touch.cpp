// Finger input and UI scaling for the panels (CImGuiShim.h, "Touch"). Dear ImGui 1.86 has no touch source and its
// SDL2 backend reads the pointer from SDL's mouse state, which pushed or XInput2 touches never move: the app gives
// the finger's position and press here, and drags that start on no drag widget scroll the window under them.
// imgui.h and imgui_internal.h memset their own non-trivial types; the warning is about those headers, not this
// file, and a user saw each at their package's first build (as shim.cpp already silences it).
#if defined(__clang__) && __has_warning("-Wnontrivial-memcall")
#pragma clang diagnostic ignored "-Wnontrivial-memcall"
#endif
#include "CImGuiShim.h"
#include "shim_context.h"

#include <imgui.h>
#include <imgui_internal.h>
#include <backends/imgui_impl_sdl.h>
#include <backends/imgui_impl_sdlrenderer.h>

#include <map>
#include <string>

static bool dragWidgetThisFrame = false;
/// Where each slider, button and checkbox was last drawn (screen pixels), by label: tests find one to press or drag
/// with a finger.
static std::map<std::string, ImRect> sliderRects;

void gl_note_slider_rect(const char *label) {
    sliderRects[label] = ImRect(ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
}

void gl_forget_item_rects() { sliderRects.clear(); }

void gl_note_drag_widget() {
    if (ImGui::IsItemActive()) dragWidgetThisFrame = true;
}

void gl_note_active_kind(GLImGui *context) {
    context->activeIsDrag = dragWidgetThisFrame;
    dragWidgetThisFrame = false;
}

extern "C" {

bool gl_imgui_set_scale(GLImGui *context, const char *fontPath, float fontSize, float scale, bool touch) {
    if (context == nullptr || scale <= 0) return false;
    ImGui::SetCurrentContext(context->imgui);
    ImGuiStyle &style = ImGui::GetStyle();
    style.ScaleAllSizes(scale);
    // Fingers are less exact than a mouse: widgets react a few pixels beyond their edges, and scrollbars are wide
    // enough to grab (ImGui's default 14 px is a mouse target).
    style.TouchExtraPadding = ImVec2(2 * scale, 2 * scale);
    style.ScrollbarSize = 18 * scale;
    style.GrabMinSize = 14 * scale;
    if (touch) {
        // Panels over a touchscreen: taller rows and buttons, more room between them.
        style.FramePadding = ImVec2(8 * scale, 6 * scale);
        style.ItemSpacing = ImVec2(8 * scale, 6 * scale);
        style.TouchExtraPadding = ImVec2(4 * scale, 4 * scale);
    }
    ImGuiIO &io = ImGui::GetIO();
    io.Fonts->Clear();
    static const ImWchar ranges[] = {0x0020, 0x00FF, 0x2010, 0x2027, 0x2190, 0x21FF, 0};
    if (fontPath == nullptr || io.Fonts->AddFontFromFileTTF(fontPath, fontSize * scale, nullptr, ranges) == nullptr) {
        ImFontConfig config;
        config.SizePixels = 13 * scale;
        io.Fonts->AddFontDefault(&config);
    }
    // The app uploads the rebuilt atlas again (ImGuiLayer.setScale re-creates its ImGuiRenderer).
    return true;
}

void gl_imgui_new_frame_pointer(GLImGui *context, float deltaTime, float mouseX, float mouseY, bool mouseDown,
                                bool beginScroll, float scrollDeltaY) {
    ImGui::SetCurrentContext(context->imgui);
    gl_forget_item_rects();
    if (context->window != nullptr) ImGui_ImplSDL2_NewFrame();
    ImGuiIO &io = ImGui::GetIO();
    if (deltaTime > 0) io.DeltaTime = deltaTime;
    // A drag on a window's body scrolls it; only the title bar moves a window.
    io.ConfigWindowsMoveFromTitleBarOnly = true;
    // After the backend: its polled mouse state is replaced by the finger's.
    io.MousePos = ImVec2(mouseX, mouseY);
    for (bool &down : io.MouseDown) down = false;
    io.MouseDown[0] = mouseDown;
    ImGuiContext &g = *GImGui;
    if (beginScroll) {
        // The window under the finger (HoveredWindow is still last frame's, where the finger pressed), or the
        // nearest parent that can scroll; the press's button or checkbox lets go without firing.
        ImGuiWindow *window = g.HoveredWindow;
        while (window != nullptr && window->ScrollMax.y <= 0 && (window->Flags & ImGuiWindowFlags_ChildWindow))
            window = window->ParentWindow;
        context->scrollTarget = window != nullptr ? window->ID : 0;
    }
    ImGui::NewFrame();
    if (beginScroll) ImGui::ClearActiveID();
    if (context->scrollTarget != 0 && scrollDeltaY != 0) {
        if (ImGuiWindow *window = ImGui::FindWindowByID(context->scrollTarget)) {
            float y = window->Scroll.y - scrollDeltaY;
            ImGui::SetScrollY(window, y < 0 ? 0 : (y > window->ScrollMax.y ? window->ScrollMax.y : y));
        }
    }
}

bool gl_imgui_slider_rect(const char *label, float *rect) {
    auto found = sliderRects.find(label);
    if (found == sliderRects.end()) return false;
    rect[0] = found->second.Min.x;
    rect[1] = found->second.Min.y;
    rect[2] = found->second.GetWidth();
    rect[3] = found->second.GetHeight();
    return true;
}

bool gl_imgui_active_is_drag(GLImGui *context) {
    if (context == nullptr) return false;
    ImGui::SetCurrentContext(context->imgui);
    // Asked between frames: a window move starts at the end of the frame that pressed its title bar.
    ImGuiContext &g = *GImGui;
    if (context->activeIsDrag || g.MovingWindow != nullptr) return true;
    if (g.ActiveId == 0 || g.ActiveIdWindow == nullptr) return false;
    return g.ActiveId == ImGui::GetWindowScrollbarID(g.ActiveIdWindow, ImGuiAxis_Y) ||
           g.ActiveId == ImGui::GetWindowScrollbarID(g.ActiveIdWindow, ImGuiAxis_X);
}

float gl_imgui_scroll_of(GLImGui *context, const char *windowName) {
    if (context == nullptr) return -1;
    ImGui::SetCurrentContext(context->imgui);
    ImGuiWindow *window = ImGui::FindWindowByName(windowName);
    return window != nullptr ? window->Scroll.y : -1;
}

bool gl_begin_overlay_window(const char *title, float x, float y, float width, float height, bool place,
                             float backgroundAlpha, float *frame, bool *collapsed, bool *moving) {
    ImGuiCond cond = place ? ImGuiCond_Always : ImGuiCond_FirstUseEver;
    ImGui::SetNextWindowPos(ImVec2(x, y), cond);
    ImGui::SetNextWindowSize(ImVec2(width, height), cond);
    ImGui::SetNextWindowBgAlpha(backgroundAlpha);
    bool open = ImGui::Begin(title, nullptr, ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoSavedSettings);
    ImVec2 pos = ImGui::GetWindowPos(), size = ImGui::GetWindowSize();
    frame[0] = pos.x;
    frame[1] = pos.y;
    frame[2] = size.x;
    frame[3] = size.y;
    *collapsed = ImGui::IsWindowCollapsed();
    ImGuiContext &g = *GImGui;
    *moving = g.MovingWindow != nullptr && g.MovingWindow->RootWindow == ImGui::GetCurrentWindow();
    return open;
}

}  // extern "C"
