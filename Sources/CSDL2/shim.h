#define SDL_MAIN_HANDLED
#include <SDL.h>
