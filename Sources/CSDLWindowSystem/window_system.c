#include "window_system.h"

#include <SDL2/SDL.h>
#include <SDL2/SDL_syswm.h>

uint64_t gesturelab_x11_window_id(struct SDL_Window *window) {
#if defined(SDL_VIDEO_DRIVER_X11)
    SDL_SysWMinfo info;
    SDL_VERSION(&info.version);
    if (window != NULL && SDL_GetWindowWMInfo(window, &info) && info.subsystem == SDL_SYSWM_X11) {
        return (uint64_t)info.info.x11.window;
    }
#else
    (void)window;
#endif
    return 0;
}
