#include "pixel_blend.h"

#if defined(__SSE2__)
#include <emmintrin.h>

/* Four pixels' bytes, each times `inverse_alpha` / 255 truncated: `gesturelab_divide_by_255` in 16-bit lanes. A
   byte times a byte (at most 65025) is exact in `pmullw`'s 16 bits, and (v * 32897) >> 23 is `pmulhuw`'s
   (v * 32897) >> 16 shifted by 7 more: the same floor. Eight lanes a register, where clang's vectorisation of the
   32-bit formula emulated 32-bit multiplies with `pmuludq` and shuffles (SSE2 has no `pmulld`), four lanes at a
   time: perf showed it at 7-11 % of the dismiss fade's samples at 2560x1600. */
static inline __m128i scale_four(__m128i pixels, __m128i inverse_alpha, __m128i reciprocal) {
    const __m128i zero = _mm_setzero_si128();
    __m128i low = _mm_unpacklo_epi8(pixels, zero), high = _mm_unpackhi_epi8(pixels, zero);
    low = _mm_srli_epi16(_mm_mulhi_epu16(_mm_mullo_epi16(low, inverse_alpha), reciprocal), 7);
    high = _mm_srli_epi16(_mm_mulhi_epu16(_mm_mullo_epi16(high, inverse_alpha), reciprocal), 7);
    return _mm_packus_epi16(low, high);
}
#endif

/* The one blend of both kernels; `src` may be `dst` (each pixel is read before it is written). */
static inline void blend_pixels(uint32_t *dst, const uint32_t *src, int width, uint32_t inverse_alpha, uint32_t added,
                                int keeps_alpha) {
    const uint32_t mask = keeps_alpha ? 0xFFFFFFFFu : 0x00FFFFFFu;
    int i = 0;
#if defined(__SSE2__)
    const __m128i alpha = _mm_set1_epi16((short)inverse_alpha), reciprocal = _mm_set1_epi16((short)32897);
    const __m128i masks = _mm_set1_epi32((int)mask), adds = _mm_set1_epi32((int)added);
    for (; i + 4 <= width; i += 4) {
        const __m128i pixels = _mm_loadu_si128((const __m128i *)(src + i));
        const __m128i scaled = _mm_and_si128(scale_four(pixels, alpha, reciprocal), masks);
        /* Each channel's sum stays under 256 (the blend's result), so a 32-bit add adds channel by channel. */
        _mm_storeu_si128((__m128i *)(dst + i), _mm_add_epi32(scaled, adds));
    }
#endif
    for (; i < width; i++) {
        const uint32_t p = src[i];
        const uint32_t a = gesturelab_divide_by_255((p >> 24) * inverse_alpha);
        const uint32_t r = gesturelab_divide_by_255(((p >> 16) & 0xFFu) * inverse_alpha);
        const uint32_t g = gesturelab_divide_by_255(((p >> 8) & 0xFFu) * inverse_alpha);
        const uint32_t b = gesturelab_divide_by_255((p & 0xFFu) * inverse_alpha);
        dst[i] = (((a << 24) | (r << 16) | (g << 8) | b) & mask) + added;
    }
}

void gesturelab_blend_fill_row(uint32_t *row, int width, uint32_t inverse_alpha, uint32_t added, int keeps_alpha) {
    blend_pixels(row, row, width, inverse_alpha, added, keeps_alpha);
}

void gesturelab_blend_copy_row(uint32_t *restrict dst, const uint32_t *restrict src, int width, uint32_t inverse_alpha,
                               uint32_t added, int keeps_alpha) {
    blend_pixels(dst, src, width, inverse_alpha, added, keeps_alpha);
}

void gesturelab_fill_row(uint32_t *row, int width, uint32_t pixel) {
    for (int i = 0; i < width; i++) row[i] = pixel;
}
