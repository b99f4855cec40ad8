#include "imgui_raster.h"
#include "pixel_blend.h"
#include "sdl_blit_rules.h"
#include <math.h>
#include <stdlib.h>

/* See imgui_raster.h for what this replicates and where in SDL 2.26.5 each rule comes from. */

/* Surface rows a bucket holds: a glyph touches two or three, the column's background all of them. */
#define BUCKET_ROWS 16

enum { KIND_FILL, KIND_COPY, KIND_TRIANGLE };

typedef sdl_rect rect;

typedef struct {
    int kind;
    /* The pixels it may write: columns x0..<x1 of rows y0..<y1 (clipped to its command and the surface). */
    int x0, y0, x1, y1;
    union {
        struct {
            int opaque;
            uint32_t pixel; /* opaque: what SDL's blend writes at alpha 255 */
            uint32_t inverse_alpha, added;
        } fill;
        struct {
            int source_x, source_y, origin_x, origin_y; /* see append_copy */
            uint32_t inc_x, inc_y;
            uint32_t red, green, blue, alpha;
            int modulates_color, modulates_alpha, shifts;
        } copy;
        struct {
            int area, bias0, bias1, bias2;
            int step0_x, step0_y, step1_x, step1_y, step2_x, step2_y; /* each edge function's change a pixel */
            int w0, w1, w2;                                           /* the edge functions at pixel (x0, y0) */
            int s2s0_x, s2s1_x, s2s0_y, s2s1_y, s2_area_x, s2_area_y;
            uint32_t color[3][4];
            int uniform, modulates_color, modulates_alpha;
        } triangle;
    };
} primitive;

typedef struct {
    primitive *items;
    int count, capacity;
} primitive_list;

static int append(primitive_list *list, const primitive *item) {
    if (list->count == list->capacity) {
        int capacity = list->capacity ? list->capacity * 2 : 1024;
        primitive *grown = realloc(list->items, (size_t)capacity * sizeof(primitive));
        if (!grown) return 0;
        list->items = grown;
        list->capacity = capacity;
    }
    list->items[list->count++] = *item;
    return 1;
}

static int intersect(rect a, rect b, rect *result) { return sdl_intersect_rect(a, b, result); }

static inline uint32_t div255(uint32_t v) { return gesturelab_divide_by_255(v); }

static void channels(uint32_t color, uint32_t out[4]) {
    out[0] = color & 0xFF;
    out[1] = (color >> 8) & 0xFF;
    out[2] = (color >> 16) & 0xFF;
    out[3] = color >> 24;
}

/* ---- Building: SDL_SW_RenderGeometryRaw's pairing, and each primitive's set-up ---- */

typedef struct {
    primitive_list *list;
    const gesturelab_imgui_atlas *atlas;
    rect clip;   /* the command's, as SDL's SetDrawState gives the surface */
    int width, height, has_alpha;
    const gesturelab_imgui_vertex *vertices;
} builder;

/* SDL_RenderFillRectF blended: SW_QueueFillRects truncates to whole pixels (at least one), SDL_BlendFillRect clips. */
static int add_fill(builder *b, float x, float y, float w, float h, uint32_t color) {
    int wi = (int)w, hi = (int)h;
    rect area = {(int)x, (int)y, wi > 1 ? wi : 1, hi > 1 ? hi : 1}, visible;
    if (!intersect(area, b->clip, &visible)) return 1;
    uint32_t c[4];
    channels(color, c);
    primitive p = {.kind = KIND_FILL, .x0 = visible.x, .y0 = visible.y,
                   .x1 = visible.x + visible.w, .y1 = visible.y + visible.h};
    /* r = DRAW_MUL(r, a); each channel DRAW_MUL(255 - a, channel) + r (alpha too on ARGB8888, else byte 0). */
    uint32_t r = div255(c[0] * c[3]), g = div255(c[1] * c[3]), bl = div255(c[2] * c[3]);
    p.fill.opaque = c[3] == 255;
    p.fill.pixel = (b->has_alpha ? 0xFF000000u : 0) | c[0] << 16 | c[1] << 8 | c[2];
    p.fill.inverse_alpha = 255 - c[3];
    p.fill.added = (b->has_alpha ? c[3] << 24 : 0) | r << 16 | g << 8 | bl;
    return append(b->list, &p);
}

/* A copy primitive: atlas pixels to surface rectangle `visible`. The pixel at (X, Y) samples the atlas at
   (sx + X - ox, sy + Y - oy) unscaled (inc_x 0), or at (sx + ((inc_x / 2 + (X - ox) * inc_x) >> 16), likewise in y)
   scaled, as SDL's nearest stretch and scaled blitters step through their source. `shifts`: the blend of
   BlitRGBtoBGRPixelAlpha (an unmodulated unscaled blit), else the generated blitters' division by 255. */
static int append_copy(builder *b, rect visible, int sx, int sy, int ox, int oy, uint32_t inc_x, uint32_t inc_y,
                       int scaled_blit, const uint32_t c[4]) {
    primitive p = {.kind = KIND_COPY, .x0 = visible.x, .y0 = visible.y,
                   .x1 = visible.x + visible.w, .y1 = visible.y + visible.h};
    p.copy.source_x = sx;
    p.copy.source_y = sy;
    p.copy.origin_x = ox;
    p.copy.origin_y = oy;
    p.copy.inc_x = inc_x;
    p.copy.inc_y = inc_y;
    p.copy.red = c[0];
    p.copy.green = c[1];
    p.copy.blue = c[2];
    p.copy.alpha = c[3];
    p.copy.modulates_color = (c[0] & c[1] & c[2]) != 0xFF;
    p.copy.modulates_alpha = c[3] != 0xFF;
    p.copy.shifts = !scaled_blit && !p.copy.modulates_color && !p.copy.modulates_alpha;
    return append(b->list, &p) ? 1 : -1;
}

/* SDL_UpperBlit of `source` (w x h from sx, sy) to `d`: the source clipped to the atlas, the destination to the
   clip rectangle; returns the drawn rectangle and where the source origin lands (its first pixel). */
static int upper_blit(const builder *b, int sx, int sy, int w, int h, rect d, rect *visible, int *out_sx, int *out_sy) {
    return sdl_upper_blit(b->atlas->width, b->atlas->height, b->clip, sx, sy, w, h, d, visible, out_sx, out_sy);
}

/* SDL_PrivateUpperBlitScaled's clipping (in doubles, rounded) and SDL_PrivateLowerBlitScaled's nearest blit. */
static int add_scaled_copy(builder *b, rect source, rect d, const uint32_t c[4]) {
    rect fs, fd;
    if (!sdl_upper_blit_scaled(b->atlas->width, b->atlas->height, b->clip, source, d, &fs, &fd)) return 1;
    uint32_t inc_x = (uint32_t)((fs.w << 16) / fd.w), inc_y = (uint32_t)((fs.h << 16) / fd.h);
    return append_copy(b, fd, fs.x, fs.y, fd.x, fd.y, inc_x, inc_y, 1, c);
}

/* SDL_RenderCopyF of atlas rectangle `s` to `d`, then SW_QueueCopy and SW_RunCommandQueue's copy: unscaled, a
   blit; scaled inside the surface, a scaled blit; scaled across its edge, a nearest stretch into a temporary surface
   of the destination's size and a blit of that. Returns 1, or -1 when memory ran out. */
static int add_copy(builder *b, rect s, float dx, float dy, float dw, float dh, uint32_t color) {
    rect texture = {0, 0, b->atlas->width, b->atlas->height}, source, visible;
    if (!intersect(s, texture, &source)) return 1;
    /* SDL_HasIntersectionF with the viewport (the whole surface). */
    if (dw <= 0.0f || dh <= 0.0f) return 1;
    {
        float left = dx > 0.0f ? dx : 0.0f, right = dx + dw < (float)b->width ? dx + dw : (float)b->width;
        float top = dy > 0.0f ? dy : 0.0f, bottom = dy + dh < (float)b->height ? dy + dh : (float)b->height;
        if (right <= left || bottom <= top) return 1;
    }
    rect d = {(int)dx, (int)dy, (int)dw, (int)dh};
    uint32_t c[4];
    channels(color, c);
    int sx, sy;
    if (source.w == d.w && source.h == d.h) {
        if (!upper_blit(b, source.x, source.y, source.w, source.h, d, &visible, &sx, &sy)) return 1;
        return append_copy(b, visible, sx, sy, visible.x, visible.y, 0, 0, 0, c);
    }
    if (d.w <= 0 || d.h <= 0) return 1;
    if (d.x >= 0 && d.y >= 0 && d.x + d.w <= b->width && d.y + d.h <= b->height) return add_scaled_copy(b, source, d, c);
    /* The temporary surface holds the source stretched to d.w x d.h; its blit is clipped as any blit. */
    if (!upper_blit(b, 0, 0, d.w, d.h, d, &visible, &sx, &sy)) return 1;
    (void)sx, (void)sy;
    uint32_t inc_x = (uint32_t)((source.w << 16) / d.w), inc_y = (uint32_t)((source.h << 16) / d.h);
    return append_copy(b, visible, source.x, source.y, d.x, d.y, inc_x, inc_y, 0, c);
}

typedef struct {
    int x, y;
} point;

static int cross(point a, point b, int cx, int cy) { return (b.x - a.x) * (cy - a.y) - (b.y - a.y) * (cx - a.x); }

static int is_top_left(point a, point b, int clockwise) {
    if (clockwise) return (a.y == b.y && a.x < b.x) || b.y < a.y;
    return (a.y == b.y && b.x < a.x) || a.y < b.y;
}

/* SW_QueueGeometry's corners (truncated, one fixed-point bit) and SDL_SW_BlitTriangle's set-up. */
static int add_triangle(builder *b, int k0, int k1, int k2) {
    const gesturelab_imgui_vertex *v[3] = {&b->vertices[k0], &b->vertices[k1], &b->vertices[k2]};
    point d[3], s[3];
    for (int i = 0; i < 3; i++) {
        d[i].x = (int)(v[i]->x * 1.0f) * 2;
        d[i].y = (int)(v[i]->y * 1.0f) * 2;
        s[i].x = (int)(v[i]->u * b->atlas->width);
        s[i].y = (int)(v[i]->v * b->atlas->height);
    }
    int area = cross(d[0], d[1], d[2].x, d[2].y);
    if (area == 0) return 1;
    int min_x = d[0].x, max_x = d[0].x, min_y = d[0].y, max_y = d[0].y;
    for (int i = 1; i < 3; i++) {
        if (d[i].x < min_x) min_x = d[i].x;
        if (d[i].x > max_x) max_x = d[i].x;
        if (d[i].y < min_y) min_y = d[i].y;
        if (d[i].y > max_y) max_y = d[i].y;
    }
    rect bounds = {min_x >> 1, min_y >> 1, (max_x - min_x) >> 1, (max_y - min_y) >> 1}, surface = {0, 0, b->width, b->height};
    rect on_surface, visible;
    if (!intersect(bounds, surface, &on_surface) || !intersect(on_surface, b->clip, &visible)) return 1;
    /* The texture coordinates reach their maxima inclusive, so those are pulled in by one. */
    {
        int sminx = s[0].x, smaxx = s[0].x, sminy = s[0].y, smaxy = s[0].y;
        for (int i = 1; i < 3; i++) {
            if (s[i].x < sminx) sminx = s[i].x;
            if (s[i].x > smaxx) smaxx = s[i].x;
            if (s[i].y < sminy) sminy = s[i].y;
            if (s[i].y > smaxy) smaxy = s[i].y;
        }
        for (int i = 0; i < 3; i++) {
            if (smaxx > sminx && s[i].x == smaxx) s[i].x--;
            if (smaxy > sminy && s[i].y == smaxy) s[i].y--;
        }
    }
    primitive p = {.kind = KIND_TRIANGLE, .x0 = visible.x, .y0 = visible.y,
                   .x1 = visible.x + visible.w, .y1 = visible.y + visible.h};
    int clockwise = area > 0, sign = clockwise ? 1 : -1;
    area = area < 0 ? -area : area;
    p.triangle.area = area;
    p.triangle.step0_x = sign * ((d[1].y - d[2].y) * 2);
    p.triangle.step1_x = sign * ((d[2].y - d[0].y) * 2);
    p.triangle.step2_x = sign * ((d[0].y - d[1].y) * 2);
    p.triangle.step0_y = sign * ((d[2].x - d[1].x) * 2);
    p.triangle.step1_y = sign * ((d[0].x - d[2].x) * 2);
    p.triangle.step2_y = sign * ((d[1].x - d[0].x) * 2);
    /* At the centre of pixel (x0, y0). SDL starts at the clipped bounds' corner; the functions are linear integers,
       so starting anywhere gives each pixel the same values. */
    int px = visible.x * 2 + 1, py = visible.y * 2 + 1;
    p.triangle.w0 = sign * cross(d[1], d[2], px, py);
    p.triangle.w1 = sign * cross(d[2], d[0], px, py);
    p.triangle.w2 = sign * cross(d[0], d[1], px, py);
    p.triangle.bias0 = is_top_left(d[1], d[2], clockwise) ? 0 : -1;
    p.triangle.bias1 = is_top_left(d[2], d[0], clockwise) ? 0 : -1;
    p.triangle.bias2 = is_top_left(d[0], d[1], clockwise) ? 0 : -1;
    p.triangle.s2s0_x = s[0].x - s[2].x;
    p.triangle.s2s1_x = s[1].x - s[2].x;
    p.triangle.s2s0_y = s[0].y - s[2].y;
    p.triangle.s2s1_y = s[1].y - s[2].y;
    /* An int product in SDL (SDL_Point), wrapping as it does there. */
    p.triangle.s2_area_x = (int)((unsigned)s[2].x * (unsigned)area);
    p.triangle.s2_area_y = (int)((unsigned)s[2].y * (unsigned)area);
    int all_white = 1, all_opaque = 1;
    for (int i = 0; i < 3; i++) {
        channels(v[i]->color, p.triangle.color[i]);
        all_white &= p.triangle.color[i][0] == 255 && p.triangle.color[i][1] == 255 && p.triangle.color[i][2] == 255;
        all_opaque &= p.triangle.color[i][3] == 255;
    }
    p.triangle.uniform = v[0]->color == v[1]->color && v[1]->color == v[2]->color;
    p.triangle.modulates_color = !all_white;
    p.triangle.modulates_alpha = !all_opaque;
    return append(b->list, &p);
}

static const float *position(const builder *b, int k) { return &b->vertices[k].x; }

/* One command: SDL_SW_RenderGeometryRaw's walk over its triangles. Returns 1, 0 (unsupported) or -1 (memory). */
static int add_command(builder *b, const gesturelab_imgui_command *command) {
    const uint16_t *indices = command->indices;
    int prev[3] = {-1, -1, -1};
    for (int i = 0; i + 2 < command->index_count; i += 3) {
        int k0 = indices[i], k1 = indices[i + 1], k2 = indices[i + 2];
        if (k0 >= command->vertex_count || k1 >= command->vertex_count || k2 >= command->vertex_count) return 0;
        if (prev[0] == -1) {
            prev[0] = k0, prev[1] = k1, prev[2] = k2;
            continue;
        }
        int shared = 0;
        for (int j = 0; j < 3; j++) shared += prev[j] == k0 || prev[j] == k1 || prev[j] == k2;
        int is_quad = shared == 2, A = -1, B = -1;
        if (is_quad) {
            const float *p0 = position(b, k0), *p1 = position(b, k1), *p2 = position(b, k2);
            float x0 = p0[0], y0 = p0[1], x1 = p1[0], y1 = p1[1], x2 = p2[0], y2 = p2[1];
            if (x0 <= x1 && y0 <= y1) A = (x0 <= x2 && y0 <= y2) ? k0 : k2;
            else A = (x1 <= x2 && y1 <= y2) ? k1 : k2;
            if (x0 >= x1 && y0 >= y1) B = (x0 >= x2 && y0 >= y2) ? k0 : k2;
            else B = (x1 >= x2 && y1 >= y2) ? k1 : k2;
            int C = (k0 != A && k0 != B) ? k0 : (k1 != A && k1 != B) ? k1 : k2;
            int C2 = (prev[0] != A && prev[0] != B) ? prev[0] : (prev[1] != A && prev[1] != B) ? prev[1] : prev[2];
            const float *a = position(b, A), *bb = position(b, B), *c = position(b, C), *c2 = position(b, C2);
            if (!((a[0] == c[0] && bb[1] == c[1]) || (a[1] == c[1] && bb[0] == c[0]))) is_quad = 0;
            if (!((a[0] == c2[0] && bb[1] == c2[1]) || (a[1] == c2[1] && bb[0] == c2[0]))) is_quad = 0;
            if (is_quad) {
                uint32_t color = b->vertices[A].color;
                is_quad = b->vertices[B].color == color && b->vertices[C].color == color &&
                          b->vertices[C2].color == color;
            }
        }
        if (is_quad) {
            const gesturelab_imgui_vertex *a = &b->vertices[A], *bb = &b->vertices[B];
            uint32_t color = b->vertices[k0].color;
            rect s;
            s.x = (int)(a->u * b->atlas->width);
            s.y = (int)(a->v * b->atlas->height);
            s.w = (int)(bb->u * b->atlas->width - s.x);
            s.h = (int)(bb->v * b->atlas->height - s.y);
            float dx = a->x, dy = a->y, dw = bb->x - dx, dh = bb->y - dy;
            int result = 1;
            if (s.w != 0 && s.h != 0) {
                if (s.w < 0 || s.h < 0) return 0; /* SDL flips it */
                result = add_copy(b, s, dx, dy, dw, dh, color);
            } else if (dw != 0.0f && dh != 0.0f) {
                result = add_fill(b, dx, dy, dw, dh, color) ? 1 : -1;
            }
            if (result != 1) return result;
            prev[0] = -1;
        } else {
            if (prev[0] != -1 && !add_triangle(b, prev[0], prev[1], prev[2])) return -1;
            prev[0] = k0, prev[1] = k1, prev[2] = k2;
        }
    }
    if (prev[0] != -1 && !add_triangle(b, prev[0], prev[1], prev[2])) return -1;
    return 1;
}

/* ---- Drawing: each primitive over some of its rows ---- */

typedef struct {
    uint8_t *pixels;
    long pitch;
    int has_alpha;
    const gesturelab_imgui_atlas *atlas;
    const primitive *items;
    const int *bucket_start; /* bucket b lists items bucket_items[bucket_start[b]..<bucket_start[b + 1]] */
    const int *bucket_items;
    int height;
} draw_job;

static void draw_fill(const draw_job *job, const primitive *p, int top, int bottom) {
    int width = p->x1 - p->x0;
    for (int y = top; y < bottom; y++) {
        uint32_t *row = (uint32_t *)(job->pixels + y * job->pitch) + p->x0;
        if (p->fill.opaque) gesturelab_fill_row(row, width, p->fill.pixel);
        else gesturelab_blend_fill_row(row, width, p->fill.inverse_alpha, p->fill.added, job->has_alpha);
    }
}

/* BlitRGBtoBGRPixelAlpha: the atlas's R and B swapped into place, the blend by `>> 8` (opaque pixels stored). */
static void copy_plain_row(uint32_t *dst, const uint32_t *src, int width) {
    for (int i = 0; i < width; i++) {
        uint32_t s = src[i], alpha = s >> 24;
        if (!alpha) continue;
        uint32_t s1 = s & 0xff00ff;
        s1 = (s1 >> 16) | (s1 << 16);
        s &= 0xff00;
        if (alpha == 255) {
            dst[i] = 0xff000000u | s | s1;
        } else {
            uint32_t d = dst[i], dalpha = d >> 24, d1 = d & 0xff00ff;
            d1 = (d1 + ((s1 - d1) * alpha >> 8)) & 0xff00ff;
            d &= 0xff00;
            d = (d + ((s - d) * alpha >> 8)) & 0xff00;
            dalpha = alpha + (dalpha * (alpha ^ 0xFF) >> 8);
            dst[i] = d1 | d | (dalpha << 24);
        }
    }
}

/* SDL_Blit_ABGR8888_{RGB888,ARGB8888}_Modulate_Blend. */
static void copy_modulated_row(const draw_job *job, const primitive *p, uint32_t *dst, const uint32_t *src, int width) {
    for (int i = 0; i < width; i++) {
        uint32_t s = src[i], d = dst[i];
        uint32_t sr = s & 0xFF, sg = (s >> 8) & 0xFF, sb = (s >> 16) & 0xFF, sa = s >> 24;
        uint32_t dr = (d >> 16) & 0xFF, dg = (d >> 8) & 0xFF, db = d & 0xFF, da = d >> 24;
        if (p->copy.modulates_color) {
            sr = div255(sr * p->copy.red);
            sg = div255(sg * p->copy.green);
            sb = div255(sb * p->copy.blue);
        }
        if (p->copy.modulates_alpha) sa = div255(sa * p->copy.alpha);
        if (sa < 255) {
            sr = div255(sr * sa);
            sg = div255(sg * sa);
            sb = div255(sb * sa);
        }
        dr = sr + div255((255 - sa) * dr);
        dg = sg + div255((255 - sa) * dg);
        db = sb + div255((255 - sa) * db);
        if (job->has_alpha) {
            da = sa + div255((255 - sa) * da);
            dst[i] = da << 24 | dr << 16 | dg << 8 | db;
        } else {
            dst[i] = dr << 16 | dg << 8 | db;
        }
    }
}

static void draw_copy(const draw_job *job, const primitive *p, int top, int bottom) {
    const int width = p->x1 - p->x0;
    uint32_t samples[width > 0 ? width : 1];
    const int scaled = p->copy.inc_x != 0;
    for (int y = top; y < bottom; y++) {
        uint32_t *dst = (uint32_t *)(job->pixels + y * job->pitch) + p->x0;
        const int row = scaled ? (int)((p->copy.inc_y / 2 + (uint32_t)(y - p->copy.origin_y) * p->copy.inc_y) >> 16)
                               : y - p->copy.origin_y;
        const uint32_t *src = (const uint32_t *)(job->atlas->pixels + (p->copy.source_y + row) * job->atlas->pitch) +
                              p->copy.source_x;
        if (scaled) {
            for (int i = 0; i < width; i++) {
                const uint32_t column = (uint32_t)(p->x0 + i - p->copy.origin_x);
                samples[i] = src[(p->copy.inc_x / 2 + column * p->copy.inc_x) >> 16];
            }
            src = samples;
        } else {
            src += p->x0 - p->copy.origin_x;
        }
        if (p->copy.shifts) copy_plain_row(dst, src, width);
        else copy_modulated_row(job, p, dst, src, width);
    }
}

/* SDL_BlitTriangle_Slow with a blended RGBA32 source: texture and colour interpolated, premultiplied, blended. */
static void draw_triangle(const draw_job *job, const primitive *p, int top, int bottom) {
    const int area = p->triangle.area;
    const int dy = top - p->y0;
    int w0_row = p->triangle.w0 + dy * p->triangle.step0_y;
    int w1_row = p->triangle.w1 + dy * p->triangle.step1_y;
    int w2_row = p->triangle.w2 + dy * p->triangle.step2_y;
    const uint32_t(*c)[4] = p->triangle.color;
    const long atlas_pitch = job->atlas->pitch;
    const int atlas_w = job->atlas->width, atlas_h = job->atlas->height;
    for (int y = top; y < bottom; y++) {
        uint32_t *row = (uint32_t *)(job->pixels + y * job->pitch);
        int w0 = w0_row, w1 = w1_row, w2 = w2_row;
        for (int x = p->x0; x < p->x1; x++) {
            if (w0 + p->triangle.bias0 >= 0 && w1 + p->triangle.bias1 >= 0 && w2 + p->triangle.bias2 >= 0) {
                int sx = (int)(((int64_t)w0 * p->triangle.s2s0_x + (int64_t)w1 * p->triangle.s2s1_x +
                                p->triangle.s2_area_x) / area);
                int sy = (int)(((int64_t)w0 * p->triangle.s2s0_y + (int64_t)w1 * p->triangle.s2s1_y +
                                p->triangle.s2_area_y) / area);
                /* SDL reads wherever that lands; a coordinate past the atlas (never from ImGui) is held at its edge. */
                sx = sx < 0 ? 0 : sx >= atlas_w ? atlas_w - 1 : sx;
                sy = sy < 0 ? 0 : sy >= atlas_h ? atlas_h - 1 : sy;
                const uint8_t *texel = job->atlas->pixels + sy * atlas_pitch + sx * 4;
                uint32_t sr = texel[0], sg = texel[1], sb = texel[2], sa = texel[3];
                uint32_t mr, mg, mb, ma;
                if (p->triangle.uniform) {
                    mr = c[0][0], mg = c[0][1], mb = c[0][2], ma = c[0][3];
                } else {
                    mr = (uint32_t)(((int64_t)w0 * c[0][0] + (int64_t)w1 * c[1][0] + (int64_t)w2 * c[2][0]) / area);
                    mg = (uint32_t)(((int64_t)w0 * c[0][1] + (int64_t)w1 * c[1][1] + (int64_t)w2 * c[2][1]) / area);
                    mb = (uint32_t)(((int64_t)w0 * c[0][2] + (int64_t)w1 * c[1][2] + (int64_t)w2 * c[2][2]) / area);
                    ma = (uint32_t)(((int64_t)w0 * c[0][3] + (int64_t)w1 * c[1][3] + (int64_t)w2 * c[2][3]) / area);
                }
                if (p->triangle.modulates_color) {
                    sr = sr * mr / 255;
                    sg = sg * mg / 255;
                    sb = sb * mb / 255;
                }
                if (p->triangle.modulates_alpha) sa = sa * ma / 255;
                if (sa < 255) {
                    sr = sr * sa / 255;
                    sg = sg * sa / 255;
                    sb = sb * sa / 255;
                }
                uint32_t d = row[x];
                uint32_t dr = sr + (255 - sa) * ((d >> 16) & 0xFF) / 255;
                uint32_t dg = sg + (255 - sa) * ((d >> 8) & 0xFF) / 255;
                uint32_t db = sb + (255 - sa) * (d & 0xFF) / 255;
                if (job->has_alpha) {
                    uint32_t da = sa + (255 - sa) * (d >> 24) / 255;
                    row[x] = (da & 0xFF) << 24 | (dr & 0xFF) << 16 | (dg & 0xFF) << 8 | (db & 0xFF);
                } else {
                    row[x] = (dr & 0xFF) << 16 | (dg & 0xFF) << 8 | (db & 0xFF);
                }
            }
            w0 += p->triangle.step0_x;
            w1 += p->triangle.step1_x;
            w2 += p->triangle.step2_x;
        }
        w0_row += p->triangle.step0_y;
        w1_row += p->triangle.step1_y;
        w2_row += p->triangle.step2_y;
    }
}

static void draw_buckets(const void *argument, int first_bucket, int end_bucket) {
    const draw_job *job = argument;
    for (int bucket = first_bucket; bucket < end_bucket; bucket++) {
        const int rows_top = bucket * BUCKET_ROWS;
        const int rows_bottom = rows_top + BUCKET_ROWS < job->height ? rows_top + BUCKET_ROWS : job->height;
        for (int n = job->bucket_start[bucket]; n < job->bucket_start[bucket + 1]; n++) {
            const primitive *p = &job->items[job->bucket_items[n]];
            const int top = p->y0 > rows_top ? p->y0 : rows_top;
            const int bottom = p->y1 < rows_bottom ? p->y1 : rows_bottom;
            if (top >= bottom) continue;
            switch (p->kind) {
            case KIND_FILL: draw_fill(job, p, top, bottom); break;
            case KIND_COPY: draw_copy(job, p, top, bottom); break;
            default: draw_triangle(job, p, top, bottom); break;
            }
        }
    }
}

int gesturelab_imgui_draw(
    gesturelab_raster_bands *bands, uint8_t *pixels, long pitch, int width, int height, int has_alpha,
    const gesturelab_imgui_atlas *atlas, const gesturelab_imgui_command *commands, int command_count) {
    if (width <= 0 || height <= 0) return 1;
    primitive_list list = {0};
    for (int i = 0; i < command_count; i++) {
        const gesturelab_imgui_command *command = &commands[i];
        builder b = {&list, atlas, {command->clip_x, command->clip_y, command->clip_w, command->clip_h},
                     width, height, has_alpha, command->vertices};
        rect surface = {0, 0, width, height};
        if (!intersect(b.clip, surface, &b.clip)) continue;
        int result = add_command(&b, command);
        if (result != 1) {
            free(list.items);
            return result;
        }
    }
    /* Every primitive in each bucket of rows it touches, in drawing order (a counting sort). */
    const int bucket_count = (height + BUCKET_ROWS - 1) / BUCKET_ROWS;
    int *bucket_start = calloc((size_t)bucket_count + 1, sizeof(int));
    long listed = 0, work = 0;
    if (!bucket_start) {
        free(list.items);
        return -1;
    }
    for (int i = 0; i < list.count; i++) {
        const primitive *p = &list.items[i];
        for (int bucket = p->y0 / BUCKET_ROWS; bucket <= (p->y1 - 1) / BUCKET_ROWS; bucket++) bucket_start[bucket + 1]++;
        listed += (p->y1 - 1) / BUCKET_ROWS - p->y0 / BUCKET_ROWS + 1;
        work += (long)(p->x1 - p->x0) * (p->y1 - p->y0) / (p->kind == KIND_FILL && p->fill.opaque ? 6 : 1);
    }
    for (int bucket = 0; bucket < bucket_count; bucket++) bucket_start[bucket + 1] += bucket_start[bucket];
    int *bucket_items = malloc((size_t)(listed ? listed : 1) * sizeof(int));
    int *next = malloc((size_t)bucket_count * sizeof(int));
    if (!bucket_items || !next) {
        free(bucket_items);
        free(next);
        free(bucket_start);
        free(list.items);
        return -1;
    }
    for (int bucket = 0; bucket < bucket_count; bucket++) next[bucket] = bucket_start[bucket];
    for (int i = 0; i < list.count; i++) {
        const primitive *p = &list.items[i];
        for (int bucket = p->y0 / BUCKET_ROWS; bucket <= (p->y1 - 1) / BUCKET_ROWS; bucket++) {
            bucket_items[next[bucket]++] = i;
        }
    }
    const draw_job job = {pixels, pitch, has_alpha, atlas, list.items, bucket_start, bucket_items, height};
    /* The threshold counts blended pixels: the primitives' area, an opaque fill's at a sixth. */
    gesturelab_raster_bands_run(bands, draw_buckets, &job, bucket_count, work / bucket_count);
    free(next);
    free(bucket_items);
    free(bucket_start);
    free(list.items);
    return 1;
}
