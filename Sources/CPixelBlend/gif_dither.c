#include "gif_dither.h"

/* libavfilter/vf_paletteuse.c (FFmpeg 5.1) `dither_value`: the 8x8 Bayer matrix value of position p = y << 3 | x,
   its bits interleaved from x and x ^ y. */
static int bayer_value(int p) {
    const int q = p ^ (p >> 3);
    return (p & 4) >> 2 | (q & 4) >> 1 | (p & 2) << 1 | (q & 2) << 2 | (p & 1) << 4 | (q & 1) << 5;
}

void gesturelab_gif_bayer_offsets(int bayer_scale, int offsets[64]) {
    const int delta = 1 << (5 - bayer_scale);
    for (int i = 0; i < 64; i++) offsets[i] = (bayer_value(i) >> bayer_scale) - delta;
}

int gesturelab_gif_nearest(const uint32_t palette[256], int r, int g, int b) {
    int best = 0, best_distance = 0x7fffffff;
    for (int i = 0; i < 256; i++) {
        const uint32_t c = palette[i];
        if ((c >> 24) < 128) continue;
        const int dr = (int)(c >> 16 & 0xff) - r, dg = (int)(c >> 8 & 0xff) - g, db = (int)(c & 0xff) - b;
        const int distance = dr * dr + dg * dg + db * db;
        if (distance < best_distance) {
            best_distance = distance;
            best = i;
        }
    }
    return best;
}

static inline int clip_channel(int v) { return v < 0 ? 0 : v > 255 ? 255 : v; }

void gesturelab_gif_dither(
    const uint8_t *bgra, int width, int height, size_t row_bytes, const uint32_t palette[256],
    const int offsets[64], int transparent_index, uint16_t *cache, uint8_t *out) {
    for (int y = 0; y < height; y++) {
        const uint8_t *pixel = bgra + (size_t)y * row_bytes;
        const int *row_offsets = offsets + ((y & 7) << 3);
        uint8_t *index = out + (size_t)y * (size_t)width;
        for (int x = 0; x < width; x++, pixel += 4) {
            if (pixel[3] < 128 && transparent_index >= 0 && transparent_index < 256) {
                index[x] = (uint8_t)transparent_index;
                continue;
            }
            const int d = row_offsets[x & 7];
            const int b = clip_channel(pixel[0] + d), g = clip_channel(pixel[1] + d), r = clip_channel(pixel[2] + d);
            const uint32_t key = (uint32_t)r << 16 | (uint32_t)g << 8 | (uint32_t)b;
            /* Relaxed atomics: two threads may dither frames with one cache, and both store the same value. */
            uint16_t entry = __atomic_load_n(&cache[key], __ATOMIC_RELAXED);
            if (entry == 0) {
                entry = (uint16_t)(gesturelab_gif_nearest(palette, r, g, b) + 1);
                __atomic_store_n(&cache[key], entry, __ATOMIC_RELAXED);
            }
            index[x] = (uint8_t)(entry - 1);
        }
    }
}
