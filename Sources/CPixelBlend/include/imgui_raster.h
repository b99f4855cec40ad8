#ifndef GESTURELAB_IMGUI_RASTER_H
#define GESTURELAB_IMGUI_RASTER_H

#include "raster_bands.h"
#include <stdint.h>

/* Dear ImGui's triangles drawn straight into a 32-bit surface (ARGB8888 or RGB888) with the pixels SDL 2.26's
   software renderer writes for them, on both cores.

   SDL draws a frame's triangles one primitive at a time, each through its general machinery: the panels' column at
   2560x1600 was 5-10 ms of a redraw, on one thread. The same arithmetic here, per primitive kind, from SDL 2.26.5:
   - `SDL_SW_RenderGeometryRaw` (src/render/SDL_render.c) pairs consecutive triangles that share two vertices and
     make an axis-aligned rectangle of one colour; such a pair with a texture span is an `SDL_RenderCopyF` of the
     atlas with colour and alpha modulation, one without (ImGui's solid fills sample the white texel) an
     `SDL_RenderFillRectF` blended. Every other triangle goes to `SW_QueueGeometry` (render_sw.c), which truncates
     its corners to whole pixels, then `SDL_SW_BlitTriangle` / `SDL_BlitTriangle_Slow` (SDL_triangle.c): barycentric
     integer edge functions at pixel centres (one fixed-point bit), a top-left rule, texture and colour interpolated.
   - A copy is `SDL_UpperBlit`'s clipping, then `BlitRGBtoBGRPixelAlpha` (SDL_blit_A.c: `d + ((s - d) * a >> 8)`)
     when nothing is modulated, or the generated `SDL_Blit_ABGR8888_{RGB888,ARGB8888}_Modulate_Blend`
     (SDL_blit_auto.c) when it is. A fill is `SDL_BlendFillRect`'s `DRAW_MUL` blend (SDL_blendfillrect.c).
   Each primitive writes a pixel from that pixel alone, so the surface's rows are cut into buckets, every primitive is
   listed in the buckets it touches (in drawing order), and the buckets are drawn on the two threads of
   `raster_bands.h`: the bytes are the one-thread bytes whatever each thread draws.

   Not drawn here (the call returns 0 and draws nothing, for the caller to draw through SDL): a glyph copy SDL would
   scale (its source and destination sizes differ) or flip. */

/** One vertex, laid out as Dear ImGui's ImDrawVert: position, texture coordinate, colour 0xAABBGGRR. */
typedef struct {
    float x, y, u, v;
    uint32_t color;
} gesturelab_imgui_vertex;

/** One draw command: its clip rectangle in surface pixels (already clamped to the surface), its vertices (from the
    command's vertex offset, `vertex_count` of them) and `index_count` 16-bit indices into them. Every command samples
    the atlas (ImGui's solid fills sample its white texel). */
typedef struct {
    int clip_x, clip_y, clip_w, clip_h;
    const gesturelab_imgui_vertex *vertices;
    int vertex_count;
    const uint16_t *indices;
    int index_count;
} gesturelab_imgui_command;

/** The font atlas: RGBA bytes (SDL_PIXELFORMAT_RGBA32, blended), `pitch` bytes a row. */
typedef struct {
    const uint8_t *pixels;
    int width, height;
    long pitch;
} gesturelab_imgui_atlas;

/** Draws `commands` in order into the `width` x `height` surface at `pixels` (rows `pitch` bytes apart; ARGB8888
    when `has_alpha`, else RGB888), in bands when `bands` allows (NULL: on the caller). Returns 1 when drawn, 0 when a
    command holds something drawn only through SDL (nothing is drawn then), -1 when memory ran out (nothing drawn). */
int gesturelab_imgui_draw(
    gesturelab_raster_bands *bands, uint8_t *pixels, long pitch, int width, int height, int has_alpha,
    const gesturelab_imgui_atlas *atlas, const gesturelab_imgui_command *commands, int command_count);

#endif
