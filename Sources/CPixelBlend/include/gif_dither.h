#ifndef GESTURELAB_GIF_DITHER_H
#define GESTURELAB_GIF_DITHER_H

#include <stddef.h>
#include <stdint.h>

/* A GIF frame's palette indexes from BGRA pixels with an ordered (Bayer) dither: what ffmpeg's
   `paletteuse=dither=bayer:bayer_scale=S` does, done in the app so ffmpeg only encodes. ffmpeg's filter copied
   every 1170x2640 frame twice and looked each dithered colour up in a hash of linear lists, about 80 ms a frame;
   this is a table lookup a pixel. */

/** The 8x8 ordered-dither offsets ffmpeg's paletteuse adds to each channel at `bayer_scale` (0...5): the Bayer
    value of the position (0...63, libavfilter/vf_paletteuse.c `dither_value`) shifted right by the scale, less
    1 << (5 - scale). Index (y & 7) << 3 | (x & 7). */
void gesturelab_gif_bayer_offsets(int bayer_scale, int offsets[64]);

/** The index of the palette colour nearest to r, g, b (squared RGB distance, as paletteuse's `diff`) among the
    entries whose alpha is at least 128; the lowest index on a tie. `palette`: 256 colours as 0xAARRGGBB. */
int gesturelab_gif_nearest(const uint32_t palette[256], int r, int g, int b);

/** Writes `width` x `height` indexes to `out` (a row of `width` bytes each) for the BGRA pixels at `bgra` (rows
    `row_bytes` apart): each channel plus the offset of its position, clipped to 0...255, mapped to the nearest
    palette colour; a pixel whose alpha is under 128 gets `transparent_index` when that is 0...255.
    `cache`: 1 << 24 entries, zero at first and kept between frames of one palette; entry r << 16 | g << 8 | b
    holds the nearest index + 1 once looked up; threads dithering at once may share it (relaxed atomic loads and
    stores of values that only ever go from 0 to the one right index). */
void gesturelab_gif_dither(
    const uint8_t *bgra, int width, int height, size_t row_bytes, const uint32_t palette[256],
    const int offsets[64], int transparent_index, uint16_t *cache, uint8_t *out);

#endif
