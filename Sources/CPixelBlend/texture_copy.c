#include "texture_copy.h"
#include "sdl_blit_rules.h"
#include <string.h>

/* See texture_copy.h for the SDL 2.26.5 paths this replicates. */

/* The row loops read the job into locals and write through `restrict` pointers: a store through `dst` could
   otherwise alias the job, and the compiler reloaded its width after every pixel (one pixel a cycle in perf). */
static void mask_row(uint32_t *restrict dst, const uint32_t *restrict src, int width) {
    for (int i = 0; i < width; i++) dst[i] = src[i] & 0x00FFFFFFu;
}

static void stretch_row(uint32_t *restrict dst, const uint32_t *restrict src, int width, uint32_t position,
                        uint32_t increment, uint32_t mask) {
    for (int i = 0; i < width; i++) {
        dst[i] = src[position >> 16] & mask;
        position += increment;
    }
}

static void copy_rows(const void *argument, int first_row, int end_row) {
    const gesturelab_texel_copy c = *(const gesturelab_texel_copy *)argument;
    const uint32_t mask = c.keeps_alpha ? 0xFFFFFFFFu : 0x00FFFFFFu;
    const int scaled = c.inc_x != 0;
    const uint32_t first_column = scaled ? c.inc_x / 2 + (uint32_t)(c.x - c.origin_x) * c.inc_x : 0;
    for (int r = first_row; r < end_row; r++) {
        const int y = c.y + r;
        uint32_t *dst = (uint32_t *)(c.pixels + (long)y * c.pitch) + c.x;
        if (!scaled) {
            const uint32_t *src = (const uint32_t *)(c.texels + (long)(c.source_y + y - c.origin_y) * c.texel_pitch) +
                                  c.source_x + (c.x - c.origin_x);
            if (c.keeps_alpha) {
                memcpy(dst, src, (size_t)c.w * 4);
            } else {
                mask_row(dst, src, c.w);
            }
            continue;
        }
        const uint32_t row = (c.inc_y / 2 + (uint32_t)(y - c.origin_y) * c.inc_y) >> 16;
        const uint32_t *src = (const uint32_t *)(c.texels + (long)(c.source_y + (int)row) * c.texel_pitch) + c.source_x;
        stretch_row(dst, src, c.w, first_column, c.inc_x, mask);
    }
}

void gesturelab_texel_copy_draw(gesturelab_raster_bands *bands, const gesturelab_texel_copy *copy) {
    if (copy->w <= 0 || copy->h <= 0) return;
    /* A copied pixel costs about what an opaque fill's does against a blend (a load and a store). */
    gesturelab_raster_bands_run(bands, copy_rows, copy, copy->h, copy->w / 4);
}

int gesturelab_texture_copy(
    gesturelab_raster_bands *bands, uint8_t *pixels, long pitch, int keeps_alpha, int surface_w, int surface_h,
    int clip_x, int clip_y, int clip_w, int clip_h, const uint8_t *texels, long texel_pitch, int texture_w,
    int texture_h, int source_x, int source_y, int source_w, int source_h, int destination_x, int destination_y,
    int destination_w, int destination_h) {
    /* SDL_RenderCopyF: the source cut to the texture (the destination unchanged), nothing drawn when the destination
       misses the viewport (here the whole surface). */
    sdl_rect source;
    if (!sdl_intersect_rect((sdl_rect){source_x, source_y, source_w, source_h}, (sdl_rect){0, 0, texture_w, texture_h},
                            &source)) {
        return 1;
    }
    const sdl_rect d = {destination_x, destination_y, destination_w, destination_h};
    if (d.w <= 0 || d.h <= 0 || d.x >= surface_w || d.y >= surface_h || d.x + d.w <= 0 || d.y + d.h <= 0) return 1;
    const sdl_rect clip = {clip_x, clip_y, clip_w, clip_h};
    gesturelab_texel_copy copy = {.pixels = pixels, .pitch = pitch, .keeps_alpha = keeps_alpha, .texels = texels,
                                  .texel_pitch = texel_pitch};
    sdl_rect visible;
    if (source.w == d.w && source.h == d.h) {
        int sx, sy;
        if (!sdl_upper_blit(texture_w, texture_h, clip, source.x, source.y, source.w, source.h, d, &visible, &sx, &sy)) {
            return 1;
        }
        copy.source_x = sx;
        copy.source_y = sy;
        copy.origin_x = visible.x;
        copy.origin_y = visible.y;
    } else {
        /* SDL refuses sides over 65535 and its `src << 16` overflows from 32768: left to SDL. */
        if (source.w >= 32768 || source.h >= 32768 || d.w > 65535 || d.h > 65535) return 0;
        sdl_rect final_source;
        if (d.x < 0 || d.y < 0 || d.x + d.w > surface_w || d.y + d.h > surface_h) {
            /* SW_RunCommandQueue's copy across the surface's edge: the whole source stretched into a temporary
               surface of the destination's size (SDL_PrivateUpperBlitScaled to its rectangle 0, 0, w, h), then that
               surface blitted 1:1 to the destination, clipped (SDL_BlitSurface). Each pixel drawn is the temporary
               surface's pixel at its offset from the destination's corner, so it is stretched here in place: the
               temporary surface's stretch, only the visible part of it, with no memory to allocate and clear. */
            const sdl_rect whole = {0, 0, d.w, d.h};
            sdl_rect stretched;
            /* A temporary surface its stretch does not cover whole (never with the source inside the texture, as
               it is here) would be blitted with its cleared pixels too: left to SDL. */
            if (!sdl_upper_blit_scaled(texture_w, texture_h, whole, source, whole, &final_source, &stretched) ||
                stretched.x != 0 || stretched.y != 0 || stretched.w != d.w || stretched.h != d.h) {
                return 0;
            }
            if (!sdl_intersect_rect(d, clip, &visible)) return 1;
            copy.origin_x = d.x;
            copy.origin_y = d.y;
            copy.inc_x = (uint32_t)((final_source.w << 16) / d.w);
            copy.inc_y = (uint32_t)((final_source.h << 16) / d.h);
        } else {
            if (!sdl_upper_blit_scaled(texture_w, texture_h, clip, source, d, &final_source, &visible)) return 1;
            copy.origin_x = visible.x;
            copy.origin_y = visible.y;
            copy.inc_x = (uint32_t)((final_source.w << 16) / visible.w);
            copy.inc_y = (uint32_t)((final_source.h << 16) / visible.h);
        }
        copy.source_x = final_source.x;
        copy.source_y = final_source.y;
    }
    copy.x = visible.x;
    copy.y = visible.y;
    copy.w = visible.w;
    copy.h = visible.h;
    gesturelab_texel_copy_draw(bands, &copy);
    return 1;
}
