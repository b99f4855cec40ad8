#ifndef GESTURELAB_AFFINE_COPY_H
#define GESTURELAB_AFFINE_COPY_H

#include <stdint.h>

/* A rotated or scaled texture drawn on the software renderer's 32-bit surface, nearest texel, one destination row
   at a time: the row's first covered pixel is mapped back to the texture once, then each next pixel steps by
   constant deltas in 32.32 fixed point. SDL 2.26's software renderer draws the same quad as two textured
   triangles through its generic blitter (`SDL_BlitTriangle_Slow`: barycentric weights, a 64-bit division and a
   format decode per pixel), which was 44 % of a dismiss-drag frame at 2560x1600. The blend is that blitter's for
   a white vertex colour and SDL_BLENDMODE_BLEND (src/render/software/SDL_triangle.c, as SDL_blit_slow.c):
   srcA = srcA * alpha / 255 when alpha < 255; when srcA < 255 each colour channel becomes
   channel * srcA / 255; then dst = src + (255 - srcA) * dst / 255, alpha too on ARGB8888; RGB888 writes its
   fourth byte 0. */

/** One draw: the destination surface and its clip, the texture, the part of it drawn, and the inverse map. */
typedef struct {
    /** The destination: ARGB8888 (`keeps_alpha` 1) or RGB888 (0) pixels, `pitch` bytes a row. */
    uint8_t *pixels;
    int pitch;
    int keeps_alpha;
    /** Destination pixels that may be written: already inside the surface. */
    int clip_x, clip_y, clip_w, clip_h;
    /** ARGB8888 texels, `texel_pitch` bytes a row, `texture_w` x `texture_h`. */
    const uint8_t *texels;
    int texel_pitch;
    int texture_w, texture_h;
    /** The texels drawn, in texel coordinates (inside 0...texture_w x 0...texture_h): a destination pixel is
        drawn when its centre maps to u0 <= u < u1 and v0 <= v < v1, and takes texel (floor u, floor v). */
    double u0, v0, u1, v1;
    /** The inverse map, destination point (x, y) to texel coordinates: u = ua * x + ub * y + uc,
        v = va * x + vb * y + vc. */
    double ua, ub, uc, va, vb, vc;
    /** The vertex colour's alpha, 1...255 (the colour is white). */
    uint32_t alpha;
    /** 1 when every texel's alpha is 255 (the caller knows it from the decoded pixels): at `alpha` 255 a pixel
        is then its texel's colour, stored without reading the destination (the blend's result for such a texel). */
    int opaque_texels;
} gesturelab_affine_copy;

/** Draws `copy`. Returns the number of destination pixels written (for tests). */
long gesturelab_affine_copy_draw(const gesturelab_affine_copy *copy);

#endif
