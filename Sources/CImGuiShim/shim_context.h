// The shim's context record, shared by shim.cpp (widgets) and touch.cpp (finger input and scaling).
#ifndef CIMGUISHIM_CONTEXT_H
#define CIMGUISHIM_CONTEXT_H

#include <SDL2/SDL.h>
#include <imgui.h>

struct GLImGui {
    ImGuiContext *imgui;
    SDL_Window *window;
    SDL_Renderer *renderer;
    int vertexCount;
    /// Whether a drag widget (a slider, a scrub area) was active in the last frame; gl_imgui_active_is_drag adds
    /// scrollbars and moved windows.
    bool activeIsDrag;
    /// The window a finger drag scrolls (0: none).
    ImGuiID scrollTarget;
};

/// Called by drag widgets after they are submitted: remembers that the active item follows the pointer.
void gl_note_drag_widget();
/// Called after a slider is submitted: remembers where it was drawn, by label (gl_imgui_slider_rect).
void gl_note_slider_rect(const char *label);
/// Called as a frame starts: the rects noted are those of the frame drawn last, not of widgets no longer drawn.
void gl_forget_item_rects();
/// Called before rendering a frame: records whether a drag widget was active in it.
void gl_note_active_kind(GLImGui *context);

#endif
