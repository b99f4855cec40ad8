#include "pixel_blend.h"

void gesturelab_blend_fill_row(uint32_t *row, int width, uint32_t inverse_alpha, uint32_t added, int keeps_alpha) {
    /* Two loops so the compiler vectorises each without a branch per pixel. */
    if (keeps_alpha) {
        for (int i = 0; i < width; i++) {
            uint32_t p = row[i];
            uint32_t a = gesturelab_divide_by_255((p >> 24) * inverse_alpha);
            uint32_t r = gesturelab_divide_by_255(((p >> 16) & 0xFFu) * inverse_alpha);
            uint32_t g = gesturelab_divide_by_255(((p >> 8) & 0xFFu) * inverse_alpha);
            uint32_t b = gesturelab_divide_by_255((p & 0xFFu) * inverse_alpha);
            row[i] = ((a << 24) | (r << 16) | (g << 8) | b) + added;
        }
    } else {
        for (int i = 0; i < width; i++) {
            uint32_t p = row[i];
            uint32_t r = gesturelab_divide_by_255(((p >> 16) & 0xFFu) * inverse_alpha);
            uint32_t g = gesturelab_divide_by_255(((p >> 8) & 0xFFu) * inverse_alpha);
            uint32_t b = gesturelab_divide_by_255((p & 0xFFu) * inverse_alpha);
            row[i] = ((r << 16) | (g << 8) | b) + added;
        }
    }
}

void gesturelab_blend_copy_row(uint32_t *restrict dst, const uint32_t *restrict src, int width, uint32_t inverse_alpha,
                               uint32_t added, int keeps_alpha) {
    if (keeps_alpha) {
        for (int i = 0; i < width; i++) {
            uint32_t p = src[i];
            uint32_t a = gesturelab_divide_by_255((p >> 24) * inverse_alpha);
            uint32_t r = gesturelab_divide_by_255(((p >> 16) & 0xFFu) * inverse_alpha);
            uint32_t g = gesturelab_divide_by_255(((p >> 8) & 0xFFu) * inverse_alpha);
            uint32_t b = gesturelab_divide_by_255((p & 0xFFu) * inverse_alpha);
            dst[i] = ((a << 24) | (r << 16) | (g << 8) | b) + added;
        }
    } else {
        for (int i = 0; i < width; i++) {
            uint32_t p = src[i];
            uint32_t r = gesturelab_divide_by_255(((p >> 16) & 0xFFu) * inverse_alpha);
            uint32_t g = gesturelab_divide_by_255(((p >> 8) & 0xFFu) * inverse_alpha);
            uint32_t b = gesturelab_divide_by_255((p & 0xFFu) * inverse_alpha);
            dst[i] = ((r << 16) | (g << 8) | b) + added;
        }
    }
}

void gesturelab_fill_row(uint32_t *row, int width, uint32_t pixel) {
    for (int i = 0; i < width; i++) row[i] = pixel;
}
