#ifndef GESTURELAB_TEXTURE_COPY_H
#define GESTURELAB_TEXTURE_COPY_H

#include "raster_bands.h"
#include <stdint.h>

/* An opaque ARGB8888 texture copied onto a 32-bit surface as SDL 2.26.5's software renderer copies it with
   SDL_BLENDMODE_NONE and no colour or alpha modulation (`SDL_RenderCopy`, then SW_RunCommandQueue's
   SDL_RENDERCMD_COPY in src/render/software/SDL_render_sw.c), on two threads:
   - the same size: `SDL_BlitSurface` (SDL_UpperBlit's clipping), whose blitter for ARGB8888 to ARGB8888 is
     SDL_BlitCopy (a row copy) and for ARGB8888 to RGB888 `Blit4to4MaskAlpha` (src/video/SDL_blit_N.c, chosen by
     SDL_CalculateBlitN's fallback for 32-bit formats with the same RGB masks: `*dst = *src & mask`, the fourth byte
     0);
   - scaled, inside the surface: `SDL_BlitScaled` (SDL_PrivateUpperBlitScaled's clipping in doubles), then
     SDL_SoftStretch's `scale_mat_nearest_4` for the same format (src/video/SDL_stretch.c) or the generated
     `SDL_Blit_ARGB8888_RGB888_Scale` (src/video/SDL_blit_auto.c, `pixel &= 0xFFFFFF`): both step through the source
     from `inc / 2` by `inc = (src << 16) / dst`, so destination pixel k of the final rectangle takes source pixel
     `(inc / 2 + k * inc) >> 16`;
   - scaled across the surface's edge: the whole source stretched (as above) into a temporary surface of the
     destination's size, then that surface blitted 1:1 and clipped; drawn here as the visible part of that stretch,
     stepped from the destination's corner, without the temporary surface.
   The bytes are the same either way: the texel, with its alpha on ARGB8888 and 0 in the fourth byte on RGB888. */

/** Destination pixels x..<x + w of rows y..<y + h take texels of rows `pitch` bytes apart: unscaled (inc_x 0), the
    texel at (source_x + X - origin_x, source_y + Y - origin_y); scaled, the texel at
    (source_x + ((inc_x / 2 + (X - origin_x) * inc_x) >> 16), likewise in y), in 32-bit unsigned arithmetic. */
typedef struct {
    /** The destination: ARGB8888 (`keeps_alpha` 1) or RGB888 (0) pixels, `pitch` bytes a row. */
    uint8_t *pixels;
    long pitch;
    int keeps_alpha;
    /** The pixels written (inside the destination). */
    int x, y, w, h;
    const uint8_t *texels;
    long texel_pitch;
    int source_x, source_y, origin_x, origin_y;
    uint32_t inc_x, inc_y;
} gesturelab_texel_copy;

/** Draws `copy` in bands. */
void gesturelab_texel_copy_draw(gesturelab_raster_bands *bands, const gesturelab_texel_copy *copy);

/** SDL_RenderCopy of texels `source_*` of a `texture_w` x `texture_h` texture (rows `texel_pitch` bytes apart) to the
    pixel rectangle `destination_*` of a `surface_w` x `surface_h` surface clipped to `clip_*` (the renderer's
    clip, or the whole surface), as described above. Returns 1 when SDL's rules are followed (perhaps drawing
    nothing), 0 when they lead where this does not go (sides over 65535): then nothing is drawn and the caller lets
    SDL draw. */
int gesturelab_texture_copy(
    gesturelab_raster_bands *bands, uint8_t *pixels, long pitch, int keeps_alpha, int surface_w, int surface_h,
    int clip_x, int clip_y, int clip_w, int clip_h, const uint8_t *texels, long texel_pitch, int texture_w,
    int texture_h, int source_x, int source_y, int source_w, int source_h, int destination_x, int destination_y,
    int destination_w, int destination_h);

#endif
