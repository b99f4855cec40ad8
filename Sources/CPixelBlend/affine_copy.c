#include "affine_copy.h"
#include "pixel_blend.h"
#include <math.h>

/* 32.32 fixed point: texel coordinates up to 2^31 with 2^-32 steps; over a 4096-pixel row the accumulated
   rounding of the step is under 10^-6 texel. */
#define FIXED_ONE 4294967296.0

static int64_t to_fixed(double v) { return (int64_t)llround(v * FIXED_ONE); }

/* Narrows [*lo, *hi) (pixel indices) to where start + k * step (k from `first`) lies in [low, high), for the
   linear coordinate whose value at pixel centre `first + 0.5` is `at_first`. Conservative by a pixel each side;
   the exact ends are found in fixed point afterwards. */
static void narrow(double at_first, double step, double low, double high, int first, double *lo, double *hi) {
    if (step == 0) {
        if (!(at_first >= low && at_first < high)) { *hi = *lo; }
        return;
    }
    double a = (low - at_first) / step, b = (high - at_first) / step;
    if (step < 0) { double t = a; a = b; b = t; }
    a = floor(a) - 1 + first;
    b = ceil(b) + 1 + first;
    if (a > *lo) *lo = a;
    if (b < *hi) *hi = b;
}

/* Asks for the cache lines of the texels row `y` (a pixel centre's row) takes over columns [x0, x1) before that row
   is drawn, a few pixels apart along its path (clamped into the drawn texels, so every address is in the
   texture).

   Found with `Benchmarks/affine-copy/cold_texture.c`, which draws the dismiss drag's turned photo (643x870 tiles,
   1.77 texels a pixel, 0.1 rad) into SDL's window surface once between presents, as the app does: 4.89 ns a pixel,
   against 1.85 when the call is repeated at once with the texture cached. A turned row crosses a texel row every
   few pixels (64 of them across the photo at 0.1 rad), a new cache line in a new row each time, which no hardware
   prefetcher follows, and by the next frame the texture has left the cache (the backdrop's copy, the present).
   Asking for the next row's lines while this row is drawn: 1.42 cold, 1.21 repeated. The step is at most 4
   pixels and small enough that no line is skipped: a row's texels cross a line every 16 / |ua| pixels
   horizontally and a texel row every 1 / |va| pixels. */
static void prefetch_row(const gesturelab_affine_copy *c, double yc, int x0, int x1, int64_t u_lo, int64_t v_lo,
                         int64_t u_hi, int64_t v_hi) {
    const double lines_per_pixel = fabs(c->va) + fabs(c->ua) / 16.0;
    int step = lines_per_pixel > 0.25 ? (int)(1.0 / lines_per_pixel) : 4;
    if (step < 1) step = 1;
    int64_t u = to_fixed(c->ua * (x0 + 0.5) + c->ub * yc + c->uc);
    int64_t v = to_fixed(c->va * (x0 + 0.5) + c->vb * yc + c->vc);
    const int64_t su = to_fixed(c->ua * step), sv = to_fixed(c->va * step);
    for (int x = x0; x < x1; x += step) {
        const int64_t cu = u < u_lo ? u_lo : (u > u_hi ? u_hi : u);
        const int64_t cv = v < v_lo ? v_lo : (v > v_hi ? v_hi : v);
        __builtin_prefetch(c->texels + (long)(cv >> 32) * c->texel_pitch + (long)(cu >> 32) * 4);
        u += su;
        v += sv;
    }
}

static inline int inside(int64_t u, int64_t v, int64_t u0, int64_t v0, int64_t u1, int64_t v1) {
    return u >= u0 && u < u1 && v >= v0 && v < v1;
}

static inline uint32_t blend(uint32_t texel, uint32_t dst, uint32_t alpha, int keeps_alpha) {
    uint32_t a = texel >> 24;
    if (alpha < 255) a = gesturelab_divide_by_255(a * alpha);
    uint32_t r = (texel >> 16) & 0xFFu, g = (texel >> 8) & 0xFFu, b = texel & 0xFFu;
    if (a == 255) return keeps_alpha ? (texel | 0xFF000000u) : (texel & 0xFFFFFFu);
    r = gesturelab_divide_by_255(r * a);
    g = gesturelab_divide_by_255(g * a);
    b = gesturelab_divide_by_255(b * a);
    uint32_t inverse = 255 - a;
    r += gesturelab_divide_by_255(((dst >> 16) & 0xFFu) * inverse);
    g += gesturelab_divide_by_255(((dst >> 8) & 0xFFu) * inverse);
    b += gesturelab_divide_by_255((dst & 0xFFu) * inverse);
    uint32_t out = (r << 16) | (g << 8) | b;
    if (keeps_alpha) out |= (a + gesturelab_divide_by_255((dst >> 24) * inverse)) << 24;
    return out;
}

long gesturelab_affine_copy_draw(const gesturelab_affine_copy *c) {
    long written = 0;
    const int64_t u0 = to_fixed(c->u0), v0 = to_fixed(c->v0), u1 = to_fixed(c->u1), v1 = to_fixed(c->v1);
    const int64_t du = to_fixed(c->ua), dv = to_fixed(c->va);
    const int opaque = c->opaque_texels && c->alpha == 255;
    const uint32_t keep = c->keeps_alpha ? 0xFFFFFFFFu : 0xFFFFFFu;
    for (int y = c->clip_y; y < c->clip_y + c->clip_h; y++) {
        const double yc = y + 0.5;
        const double u_first = c->ua * (c->clip_x + 0.5) + c->ub * yc + c->uc;
        const double v_first = c->va * (c->clip_x + 0.5) + c->vb * yc + c->vc;
        double lo = c->clip_x, hi = c->clip_x + c->clip_w;
        narrow(u_first, c->ua, c->u0, c->u1, c->clip_x, &lo, &hi);
        narrow(v_first, c->va, c->v0, c->v1, c->clip_x, &lo, &hi);
        if (lo >= hi) continue;
        int x0 = (int)lo, x1 = (int)hi;
        int64_t u = to_fixed(c->ua * (x0 + 0.5) + c->ub * yc + c->uc);
        int64_t v = to_fixed(c->va * (x0 + 0.5) + c->vb * yc + c->vc);
        /* The covered pixels of a row are one run (the coordinates are linear in x): trim both ends exactly. */
        while (x0 < x1 && !inside(u, v, u0, v0, u1, v1)) { x0++; u += du; v += dv; }
        while (x1 > x0 && !inside(u + du * (x1 - 1 - x0), v + dv * (x1 - 1 - x0), u0, v0, u1, v1)) x1--;
        if (x0 >= x1) continue;
        prefetch_row(c, yc + 1, x0, x1, u0, v0, u1 - 1, v1 - 1);
        uint32_t *row = (uint32_t *)(c->pixels + (long)y * c->pitch);
        const uint8_t *texels = c->texels;
        const long pitch = c->texel_pitch;
        written += x1 - x0;
        if (opaque) {
            /* `blend` of a texel with alpha 255 at alpha 255 is the texel, its fourth byte 255 or 0. Without the
               destination's read and the per-pixel branches this loop is 2-3x faster (1.0-1.7 ns against 2.6-4.6
               ns a pixel at the dismiss drag's 1.77 texels a pixel, turned 0-0.3 rad, one core). */
            uint32_t *restrict out = row;
            for (int x = x0; x < x1; x++) {
                out[x] = *(const uint32_t *)(texels + (long)(v >> 32) * pitch + (long)(u >> 32) * 4) & keep;
                u += du;
                v += dv;
            }
            continue;
        }
        for (int x = x0; x < x1; x++) {
            const uint32_t texel = *(const uint32_t *)(texels + (long)(v >> 32) * pitch + (long)(u >> 32) * 4);
            row[x] = blend(texel, row[x], c->alpha, c->keeps_alpha);
            u += du;
            v += dv;
        }
    }
    return written;
}
