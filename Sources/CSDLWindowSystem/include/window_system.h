#ifndef GESTURELAB_WINDOW_SYSTEM_H
#define GESTURELAB_WINDOW_SYSTEM_H

#include <stdint.h>

/* SDL_syswm.h brings X11's headers (Window, Display, Bool...), which clash with Swift names when imported;
   this target reads the handles in C and hands Swift plain integers. */

struct SDL_Window;

/** The X11 window id of `window`, or 0 when SDL drives another window system (Wayland, dummy, offscreen). */
uint64_t gesturelab_x11_window_id(struct SDL_Window *window);

#endif
