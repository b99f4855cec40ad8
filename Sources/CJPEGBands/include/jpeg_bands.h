#ifndef GESTURELAB_JPEG_BANDS_H
#define GESTURELAB_JPEG_BANDS_H

#include <stddef.h>
#include <stdint.h>

/* libjpeg's scanline decoder behind a small C API. libjpeg reports a fatal error by calling error_exit, whose
   default ends the process; the only way back into the caller is setjmp/longjmp, which Swift can't do, so the
   whole decode (header, start, scanlines, finish) runs here under one setjmp and a failure comes back as a
   status and a message. */

/** Outcome of a decode. */
typedef enum {
    GESTURELAB_JPEG_OK = 0,
    /** The header could not be read (not a JPEG, cut before the image data, a bad marker). */
    GESTURELAB_JPEG_HEADER_ERROR = 1,
    /** A fatal error while decoding the image data. */
    GESTURELAB_JPEG_DECODE_ERROR = 2,
    /** The image decoded but libjpeg warned (the first warning's text is in the message): a premature end of the
        data is one, and then the rows past it are grey. */
    GESTURELAB_JPEG_WARNING = 3,
    /** The caller's buffer does not match the scaled size. */
    GESTURELAB_JPEG_BAD_BUFFER = 4,
} gesturelab_jpeg_status;

/** Called after each band of rows is in the output buffer: rows `first_row` ..< `first_row + row_count`,
    top-down, every row exactly once over a decode. */
typedef void (*gesturelab_jpeg_band_callback)(void *context, int first_row, int row_count);

/** The size `data` decodes to at `scale_num/scale_denom` (libjpeg's DCT scaling), or an error status and `message`. */
gesturelab_jpeg_status gesturelab_jpeg_scaled_size(
    const uint8_t *data, size_t size, int scale_num, int scale_denom, int *width, int *height, char *message, size_t message_size);

/** Decodes `data` at `scale_num/scale_denom` to BGRA (alpha 255) into `bgra`, `width` x `height` x 4 bytes tightly packed
    (the size `gesturelab_jpeg_scaled_size` gave), calling `band` each time at least `band_rows` more rows are in
    (and once for the last rows). Rows a fatal error leaves undecoded are left as they were. The settings are
    libjpeg's defaults, the ones TurboJPEG's tjDecompress2 uses without flags (islow IDCT, fancy upsampling), so
    the pixels are the same. */
gesturelab_jpeg_status gesturelab_jpeg_decode_bands(
    const uint8_t *data, size_t size, int scale_num, int scale_denom, uint8_t *bgra, int width, int height, int band_rows,
    gesturelab_jpeg_band_callback band, void *context, char *message, size_t message_size);

#endif
