// SDL_image opened on first use rather than linked: the dynamic loader then maps and relocates neither it nor the
// libraries only it needs (TIFF, WebP, JBIG, LERC, libdeflate) at every start, before main, on the way to the
// first photo, and nothing starts its codecs there. The app decodes JPEG with libjpeg-turbo and needs SDL_image
// only for other formats and for writing PNG screenshots. Measured with the launch bench's probe, the two builds
// interleaved over 10 rounds: first photo 39.0 ms linked, 35.8 ms opened on demand (docs/performance.md).
#include "image_on_demand.h"

#include <SDL2/SDL.h>
#include <dlfcn.h>
#include <pthread.h>

typedef SDL_Surface *(*load_fn)(const char *);
typedef int (*save_png_fn)(SDL_Surface *, const char *);
typedef void (*quit_fn)(void);

static pthread_once_t once = PTHREAD_ONCE_INIT;
static void *library;
static load_fn img_load;
static save_png_fn img_save_png;
static quit_fn img_quit;
static char failure[256];

static void open_library(void) {
    library = dlopen("libSDL2_image-2.0.so.0", RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) {
        SDL_snprintf(failure, sizeof failure, "SDL_image is not installed (libsdl2-image): %s", dlerror());
        return;
    }
    img_load = (load_fn)dlsym(library, "IMG_Load");
    img_save_png = (save_png_fn)dlsym(library, "IMG_SavePNG");
    img_quit = (quit_fn)dlsym(library, "IMG_Quit");
    if (img_load == NULL || img_save_png == NULL || img_quit == NULL) {
        SDL_snprintf(failure, sizeof failure, "SDL_image lacks IMG_Load, IMG_SavePNG or IMG_Quit");
        img_load = NULL;
        img_save_png = NULL;
        img_quit = NULL;
    }
}

static int ready(void) {
    pthread_once(&once, open_library);
    if (img_load == NULL) {
        SDL_SetError("%s", failure);
        return 0;
    }
    return 1;
}

SDL_Surface *gesturelab_img_load(const char *path) {
    return ready() ? img_load(path) : NULL;
}

int gesturelab_img_save_png(SDL_Surface *surface, const char *path) {
    return ready() ? img_save_png(surface, path) : -1;
}

void gesturelab_img_quit(void) {
    // Only when loaded: quitting must not load it.
    if (library != NULL && img_quit != NULL) {
        img_quit();
    }
}

int gesturelab_img_is_loaded(void) {
    return library != NULL;
}
