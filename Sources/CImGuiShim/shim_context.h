// The shim's context record, shared by shim.cpp (widgets) and touch.cpp (finger input and scaling).
#ifndef CIMGUISHIM_CONTEXT_H
#define CIMGUISHIM_CONTEXT_H

#include <SDL.h>
#include <imgui.h>

struct GLImGui {
    ImGuiContext *imgui;
    SDL_Window *window;
    SDL_Renderer *renderer;
    int vertexCount;
    /// Whether the active item after the last frame follows a drag (a slider, a scrollbar, a moved window, a scrub
    /// area), as opposed to a tap target (a button, a checkbox, a header) or nothing.
    bool activeIsDrag;
    /// The window a finger drag scrolls (0: none).
    ImGuiID scrollTarget;
};

/// Called by drag widgets after they are submitted: remembers that the active item follows the pointer.
void gl_note_drag_widget();
/// Called before rendering a frame: records `activeIsDrag` for the frame.
void gl_note_active_kind(GLImGui *context);

#endif
