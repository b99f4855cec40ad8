#include "affine_copy.h"
#include "pixel_blend.h"
#include "raster_bands.h"
#include <stdatomic.h>
#include <string.h>

/* The rectangle kernels `raster_bands.h` runs in bands: each draws rows first_row..<end_row of its rectangle from
   that row's own inputs, so any split of the rows writes the one-thread bytes. */

#define OPAQUE_PIXELS_PER_BLENDED_PIXEL 6

typedef struct {
    uint8_t *pixels;
    long pitch;
    int width;
    uint32_t pixel;
} fill_job;

static void fill_rows(const void *argument, int first_row, int end_row) {
    const fill_job *job = argument;
    for (int row = first_row; row < end_row; row++) {
        gesturelab_fill_row((uint32_t *)(job->pixels + row * job->pitch), job->width, job->pixel);
    }
}

void gesturelab_fill_rect(
    gesturelab_raster_bands *bands, uint8_t *pixels, long pitch, int width, int height, uint32_t pixel) {
    if (width <= 0) return;
    const fill_job job = {pixels, pitch, width, pixel};
    /* The threshold is in blended pixels: an opaque one is a store, about a sixth of a blend's time (0.2 against
       1.2-1.5 ns on the bench machine, Benchmarks/raster-bands/handoff.c). */
    gesturelab_raster_bands_run(bands, fill_rows, &job, height, width / OPAQUE_PIXELS_PER_BLENDED_PIXEL);
}

typedef struct {
    uint8_t *pixels;
    long pitch;
    int width;
    uint32_t inverse_alpha, added;
    int keeps_alpha;
} blend_fill_job;

static void blend_fill_rows(const void *argument, int first_row, int end_row) {
    const blend_fill_job *job = argument;
    for (int row = first_row; row < end_row; row++) {
        gesturelab_blend_fill_row(
            (uint32_t *)(job->pixels + row * job->pitch), job->width, job->inverse_alpha, job->added,
            job->keeps_alpha);
    }
}

void gesturelab_blend_fill_rect(
    gesturelab_raster_bands *bands, uint8_t *pixels, long pitch, int width, int height, uint32_t inverse_alpha,
    uint32_t added, int keeps_alpha) {
    if (width <= 0) return;
    const blend_fill_job job = {pixels, pitch, width, inverse_alpha, added, keeps_alpha};
    gesturelab_raster_bands_run(bands, blend_fill_rows, &job, height, width);
}

typedef struct {
    uint8_t *destination;
    long destination_pitch;
    const uint8_t *source;
    long source_pitch;
    int width;
    int blend_x, blend_y, blend_width, blend_height;
    uint32_t inverse_alpha, added;
    int keeps_alpha;
} copy_blend_job;

static void copy_pixels(uint32_t *destination, const uint32_t *source, int from, int to) {
    if (to > from) memcpy(destination + from, source + from, (size_t)(to - from) * 4);
}

static void copy_blend_rows(const void *argument, int first_row, int end_row) {
    const copy_blend_job *job = argument;
    for (int row = first_row; row < end_row; row++) {
        uint32_t *destination = (uint32_t *)(job->destination + row * job->destination_pitch);
        const uint32_t *source = (const uint32_t *)(job->source + row * job->source_pitch);
        const int blends = job->blend_width > 0 && row >= job->blend_y && row < job->blend_y + job->blend_height;
        const int blend_start = blends ? job->blend_x : job->width;
        const int blend_end = blends ? job->blend_x + job->blend_width : blend_start;
        copy_pixels(destination, source, 0, blend_start);
        if (blend_end > blend_start) {
            gesturelab_blend_copy_row(
                destination + blend_start, source + blend_start, blend_end - blend_start, job->inverse_alpha,
                job->added, job->keeps_alpha);
        }
        copy_pixels(destination, source, blend_end, job->width);
    }
}

void gesturelab_copy_blend_rect(
    gesturelab_raster_bands *bands, uint8_t *destination, long destination_pitch, const uint8_t *source,
    long source_pitch, int width, int height, int blend_x, int blend_y, int blend_width, int blend_height,
    uint32_t inverse_alpha, uint32_t added, int keeps_alpha) {
    if (width <= 0) return;
    const copy_blend_job job = {
        destination, destination_pitch, source, source_pitch, width, blend_x, blend_y,
        blend_height > 0 ? blend_width : 0, blend_height, inverse_alpha, added, keeps_alpha};
    gesturelab_raster_bands_run(bands, copy_blend_rows, &job, height, width);
}

typedef struct {
    const gesturelab_affine_copy *copy;
    atomic_long written;
} affine_job;

static void affine_rows(const void *argument, int first_row, int end_row) {
    affine_job *job = (affine_job *)argument;
    gesturelab_affine_copy band = *job->copy;
    band.clip_y = job->copy->clip_y + first_row;
    band.clip_h = end_row - first_row;
    atomic_fetch_add(&job->written, gesturelab_affine_copy_draw(&band));
}

long gesturelab_affine_copy_draw_banded(gesturelab_raster_bands *bands, const gesturelab_affine_copy *copy) {
    if (copy->clip_w <= 0 || copy->clip_h <= 0) return 0;
    affine_job job = {copy, 0};
    gesturelab_raster_bands_run(bands, affine_rows, &job, copy->clip_h, copy->clip_w);
    return atomic_load(&job.written);
}
