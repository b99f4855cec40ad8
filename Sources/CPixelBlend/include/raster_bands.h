#ifndef GESTURELAB_RASTER_BANDS_H
#define GESTURELAB_RASTER_BANDS_H

#include "affine_copy.h"
#include <stdint.h>

/* The software renderer's large pixel operations on two cores: one persistent worker thread takes rows of a call
   while the render thread (the caller) takes the others, and the call returns when every row is drawn. Each kernel
   writes each destination row from that row's inputs alone, so the bytes are the one-thread path's whatever rows
   each thread draws.

   Rows are claimed in small chunks from a shared counter rather than split in two halves: a worker the scheduler
   starts late (the machine's other core busy) takes fewer chunks or none, and the caller draws the rest instead of
   waiting for it. The caller waits only for a chunk the worker has claimed and is drawing. The worker sleeps on a
   condition variable between calls (no spinning), and a call that is not worth the hand-off (fewer pixels than
   `minimum_pixels`) runs on the caller alone. */

/** A worker thread and the call it is helping with. */
typedef struct gesturelab_raster_bands gesturelab_raster_bands;

/** Rows first_row..<end_row of a call's rectangle, drawn from the call's `job`. */
typedef void (*gesturelab_band_kernel)(const void *job, int first_row, int end_row);

/** Starts a worker; NULL when the thread can't be made (then every call runs on the caller). `minimum_pixels`: the
    smallest call split between the threads, in blended pixels (an opaque fill's pixel counts a sixth). */
gesturelab_raster_bands *gesturelab_raster_bands_create(long minimum_pixels);

/** Stops and joins the worker and frees `bands` (NULL: nothing). No call may be running on it. */
void gesturelab_raster_bands_destroy(gesturelab_raster_bands *bands);

/** Changes the smallest call split between the threads (tests split even the smallest). */
void gesturelab_raster_bands_set_minimum_pixels(gesturelab_raster_bands *bands, long minimum_pixels);

/** Tests: when `strided` is 1, every split call gives the caller the even chunks and the worker the odd ones and
    waits for the worker, so both threads draw rows of every call whatever the scheduler does. */
void gesturelab_raster_bands_set_strided(gesturelab_raster_bands *bands, int strided);

/** How many calls were split between the threads, their rows, and how many of those the worker drew (for tests
    and stats). */
long gesturelab_raster_bands_split_calls(const gesturelab_raster_bands *bands);
long gesturelab_raster_bands_split_rows(const gesturelab_raster_bands *bands);
long gesturelab_raster_bands_worker_rows(const gesturelab_raster_bands *bands);

/** The CPU the worker is kept off (the caller's at its last split call), -1 when none yet; and whether the worker
    may run on `cpu` now (1 or 0; -1 when that can't be read). Before waking the worker, a split call keeps it off
    the caller's CPU, so it helps on the other core instead of preempting the caller on this one (tests, stats).
    `GESTURELAB_RASTER_AFFINITY=0` (read when the worker starts) leaves the worker anywhere, as before. */
int gesturelab_raster_bands_avoided_cpu(const gesturelab_raster_bands *bands);
int gesturelab_raster_bands_worker_may_run_on(const gesturelab_raster_bands *bands, int cpu);

/** Runs `kernel` over rows 0..<rows of `job` (`row_pixels` pixels each, for the threshold) on the caller and the
    worker, returning when all are drawn; on the caller alone when `bands` is NULL or the call is small. */
void gesturelab_raster_bands_run(
    gesturelab_raster_bands *bands, gesturelab_band_kernel kernel, const void *job, int rows, long row_pixels);

/* The banded kernels. Each `*_rect` call draws one rectangle on a 32-bit surface, in bands when `bands` allows. */

/** `gesturelab_fill_row` over `height` rows of `width` pixels from `pixels` (rows `pitch` bytes apart). */
void gesturelab_fill_rect(
    gesturelab_raster_bands *bands, uint8_t *pixels, long pitch, int width, int height, uint32_t pixel);

/** `gesturelab_blend_fill_row` over `height` rows of `width` pixels from `pixels`. */
void gesturelab_blend_fill_rect(
    gesturelab_raster_bands *bands, uint8_t *pixels, long pitch, int width, int height, uint32_t inverse_alpha,
    uint32_t added, int keeps_alpha);

/** Copies `height` rows of `width` pixels from `source` (rows `source_pitch` bytes apart) to `destination`,
    blending (`gesturelab_blend_copy_row`) columns blend_x..<blend_x + blend_width of rows blend_y..<blend_y +
    blend_height (relative to the rectangle; an empty blend area blends nothing) and copying the rest as it is. */
void gesturelab_copy_blend_rect(
    gesturelab_raster_bands *bands, uint8_t *destination, long destination_pitch, const uint8_t *source,
    long source_pitch, int width, int height, int blend_x, int blend_y, int blend_width, int blend_height,
    uint32_t inverse_alpha, uint32_t added, int keeps_alpha);

/** `gesturelab_affine_copy_draw` with the clip's rows in bands; returns the pixels written. */
long gesturelab_affine_copy_draw_banded(gesturelab_raster_bands *bands, const gesturelab_affine_copy *copy);

#endif
