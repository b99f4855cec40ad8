#ifndef GESTURELAB_IMAGE_ON_DEMAND_H
#define GESTURELAB_IMAGE_ON_DEMAND_H

struct SDL_Surface;

/// SDL_image's IMG_Load, loading libSDL2_image the first time it is called. NULL with SDL's error set when the
/// file can't be read or SDL_image isn't installed.
struct SDL_Surface *gesturelab_img_load(const char *path);

/// SDL_image's IMG_SavePNG, loading libSDL2_image the first time it is called: 0, or -1 with SDL's error set.
int gesturelab_img_save_png(struct SDL_Surface *surface, const char *path);

/// SDL_image's IMG_Quit when SDL_image was loaded; nothing otherwise.
void gesturelab_img_quit(void);

/// Whether libSDL2_image has been loaded into the process (tests: the start does not load it).
int gesturelab_img_is_loaded(void);

#endif
