#ifndef GESTURELAB_PIXEL_BLEND_H
#define GESTURELAB_PIXEL_BLEND_H

#include <stdint.h>

/* SDL's blended fill of one colour (SDL_BlendFillRect with SDL_BLENDMODE_BLEND on ARGB8888 or RGB888), in C
   rather than Swift: the app's tests run a debug build, where Swift's SIMD8 arithmetic is generic and unspecialised
   (0.67 s for one 1024x768 fill at -Onone, 1.3 ms at -O), and a plain C loop costs 2.6 ms unoptimised and is
   vectorised by clang in a release build (about 1 ms). The two blended row kernels are SSE2 in 16-bit lanes
   (pixel_blend.c): 0.40-0.66 ns a pixel against 0.95-1.15 for clang's vectorised 32-bit loop, over a 2560x1600
   surface (`BlendRowTests` holds them to the formula). */

/** x * y / 255, truncated, for x * y up to 255 * 255: a multiply and a shift, exact for every such value. */
static inline uint32_t gesturelab_divide_by_255(uint32_t v) { return (v * 32897u) >> 23; }

/** Blends `width` pixels from `row` with 255 - alpha = `inverse_alpha` and the premultiplied colour `added`
    (already shifted into place; its alpha too when `keeps_alpha`): each channel becomes
    DRAW_MUL(255 - a, channel) + premultiplied, alpha too when `keeps_alpha`, else the fourth byte 0. */
void gesturelab_blend_fill_row(uint32_t *row, int width, uint32_t inverse_alpha, uint32_t added, int keeps_alpha);

/** Writes `width` pixels to `dst`: each is `src`'s pixel with the blend of `gesturelab_blend_fill_row` applied, so
    copying a kept picture of what lies under a translucent fill and blending it in one pass writes the bytes that
    drawing that picture and then the fill would (the viewer's backdrop over an unchanged gallery). */
void gesturelab_blend_copy_row(uint32_t *dst, const uint32_t *src, int width, uint32_t inverse_alpha, uint32_t added,
                               int keeps_alpha);

/** Sets `width` pixels from `row` to `pixel` with ordinary stores. SDL 2.26's `SDL_FillRect` uses non-temporal
    stores (`movntps`), which bypass the cache: the viewer's dismiss frame fills the gallery's background and then
    at once copies thumbnails over it and blends the backdrop over all of it, reading those pixels back from memory. */
void gesturelab_fill_row(uint32_t *row, int width, uint32_t pixel);

#endif
