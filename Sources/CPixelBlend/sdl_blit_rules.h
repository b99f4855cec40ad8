#ifndef GESTURELAB_SDL_BLIT_RULES_H
#define GESTURELAB_SDL_BLIT_RULES_H

#include <math.h>

/* SDL 2.26.5's rectangle rules for a blit (src/video/SDL_surface.c), shared by the copies drawn without SDL
   (`imgui_raster.c`, `texture_copy.c`) so both clip exactly as SDL's software renderer does. */

typedef struct {
    int x, y, w, h;
} sdl_rect;

/* SDL_IntersectRect: false (and an empty result) when either is empty or they don't overlap. */
static inline int sdl_intersect_rect(sdl_rect a, sdl_rect b, sdl_rect *result) {
    if (a.w <= 0 || a.h <= 0 || b.w <= 0 || b.h <= 0) return 0;
    int left = a.x > b.x ? a.x : b.x, right = a.x + a.w < b.x + b.w ? a.x + a.w : b.x + b.w;
    int top = a.y > b.y ? a.y : b.y, bottom = a.y + a.h < b.y + b.h ? a.y + a.h : b.y + b.h;
    result->x = left;
    result->y = top;
    result->w = right - left;
    result->h = bottom - top;
    return result->w > 0 && result->h > 0;
}

/* SDL_UpperBlit of the w x h source at (sx, sy) of a texture_w x texture_h surface to `d` (only its origin counts):
   the source clipped to the surface, the destination to `clip`. Returns 0 when nothing is left, else the drawn
   rectangle and the source pixel drawn at its origin. */
static inline int sdl_upper_blit(int texture_w, int texture_h, sdl_rect clip, int sx, int sy, int w, int h, sdl_rect d,
                                 sdl_rect *visible, int *out_sx, int *out_sy) {
    if (sx < 0) { w += sx; d.x -= sx; sx = 0; }
    if (texture_w - sx < w) w = texture_w - sx;
    if (sy < 0) { h += sy; d.y -= sy; sy = 0; }
    if (texture_h - sy < h) h = texture_h - sy;
    int delta = clip.x - d.x;
    if (delta > 0) { w -= delta; d.x += delta; sx += delta; }
    delta = d.x + w - clip.x - clip.w;
    if (delta > 0) w -= delta;
    delta = clip.y - d.y;
    if (delta > 0) { h -= delta; d.y += delta; sy += delta; }
    delta = d.y + h - clip.y - clip.h;
    if (delta > 0) h -= delta;
    if (w <= 0 || h <= 0) return 0;
    *visible = (sdl_rect){d.x, d.y, w, h};
    *out_sx = sx;
    *out_sy = sy;
    return 1;
}

/* SDL_PrivateUpperBlitScaled's clipping of `source` (texels of a texture_w x texture_h surface) stretched to `d`:
   in doubles against the surface and `clip`, rounded, intersected again. Returns 0 when nothing is drawn, else the
   final source and destination that SDL_PrivateLowerBlitScaled steps through (from their origins). */
static inline int sdl_upper_blit_scaled(int texture_w, int texture_h, sdl_rect clip, sdl_rect source, sdl_rect d,
                                        sdl_rect *final_source, sdl_rect *final_destination) {
    /* Nothing to clip: the doubles below would give back these rectangles. */
    if (d.x >= clip.x && d.y >= clip.y && d.x + d.w <= clip.x + clip.w && d.y + d.h <= clip.y + clip.h &&
        source.x >= 0 && source.y >= 0 && source.x + source.w <= texture_w && source.y + source.h <= texture_h) {
        *final_source = source;
        *final_destination = d;
        return d.w > 0 && d.h > 0 && source.w > 0 && source.h > 0;
    }
    const double scaling_w = (double)d.w / source.w, scaling_h = (double)d.h / source.h;
    double dx0 = d.x, dy0 = d.y, dx1 = dx0 + d.w, dy1 = dy0 + d.h;
    double sx0 = source.x, sy0 = source.y, sx1 = sx0 + source.w, sy1 = sy0 + source.h;
    if (sx0 < 0) { dx0 -= sx0 * scaling_w; sx0 = 0; }
    if (sx1 > texture_w) { dx1 -= (sx1 - texture_w) * scaling_w; sx1 = texture_w; }
    if (sy0 < 0) { dy0 -= sy0 * scaling_h; sy0 = 0; }
    if (sy1 > texture_h) { dy1 -= (sy1 - texture_h) * scaling_h; sy1 = texture_h; }
    dx0 -= clip.x, dx1 -= clip.x, dy0 -= clip.y, dy1 -= clip.y;
    if (dx0 < 0) { sx0 -= dx0 / scaling_w; dx0 = 0; }
    if (dx1 > clip.w) { sx1 -= (dx1 - clip.w) / scaling_w; dx1 = clip.w; }
    if (dy0 < 0) { sy0 -= dy0 / scaling_h; dy0 = 0; }
    if (dy1 > clip.h) { sy1 -= (dy1 - clip.h) / scaling_h; dy1 = clip.h; }
    dx0 += clip.x, dx1 += clip.x, dy0 += clip.y, dy1 += clip.y;
    sdl_rect fs = {(int)round(sx0), (int)round(sy0), (int)round(sx1 - sx0), (int)round(sy1 - sy0)};
    sdl_rect fd = {(int)round(dx0), (int)round(dy0), (int)round(dx1 - dx0), (int)round(dy1 - dy0)};
    const sdl_rect surface = {0, 0, texture_w, texture_h};
    if (!sdl_intersect_rect(surface, fs, &fs) || !sdl_intersect_rect(clip, fd, &fd)) return 0;
    *final_source = fs;
    *final_destination = fd;
    return 1;
}

#endif
