#ifndef GESTURELAB_GIF_LZW_H
#define GESTURELAB_GIF_LZW_H

#include <stddef.h>
#include <stdint.h>

/* One GIF frame written by the app from palette indexes: what ffmpeg's GIF encoder (libavcodec/gif.c with its
   default `offsetting` and `transdiff` flags) does with pal8 frames, so a frame can be compressed on any thread.
   ffmpeg's encoder is single-threaded and was the slowest stage of a GIF whose every frame changes. */

/** The bytes `gesturelab_gif_frame` may write for a frame of `width` x `height`: the worst case of LZW (12 bits a
    pixel), the sub-blocks' length bytes and the frame's headers. */
size_t gesturelab_gif_frame_capacity(int width, int height);

/** Writes one GIF frame (graphic control extension, image descriptor, LZW data in sub-blocks) to `out` and returns
    its length; 0 if `capacity` was too small.

    `current` and `previous` hold `width` x `height` palette indexes (rows of `width` bytes); `previous` is the
    frame before (NULL for the first frame, or after a frame with transparent pixels, to draw this one whole).
    As ffmpeg's encoder: the frame is cropped to the rectangle where it differs from `previous`, and there a pixel
    equal to the previous one is written as `transparent_index`, so the viewer keeps the pixel drawn before
    (disposal 1, "do not dispose"); a frame containing `transparent_index` itself is written whole with disposal
    2 and no such pixels (then the caller passes NULL as the next frame's `previous`). `transparent_index` < 0:
    cropped, no transparent pixels. `delay`: hundredths of a second. The LZW codes start at 9 bits for 8-bit
    indexes and grow to 12, with a clear code when the table is full (4095 codes), as every GIF decoder reads. */
size_t gesturelab_gif_frame(
    const uint8_t *current, const uint8_t *previous, int width, int height, int transparent_index, int delay,
    uint8_t *out, size_t capacity);

/** Whether `width` x `height` indexes contain `index` (a frame with transparent pixels of its own). */
int gesturelab_gif_contains_index(const uint8_t *indexes, int width, int height, int index);

#endif
