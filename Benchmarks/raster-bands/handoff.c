/* What splitting a call between the render thread and RasterBands' worker costs and buys on this machine: the wake
   of the sleeping worker (post to its first row), and the software renderer's fills and copy-back timed on one
   thread and in bands at sizes from 16 Ki to 4 Mi pixels, to choose the smallest call worth splitting
   (RasterBands.defaultMinimumPixels), with the share of the split calls' rows the worker drew. Build and run
   (release flags, as the app's C targets), from the package's folder:
     clang -O2 -pthread -I Sources/CPixelBlend/include Benchmarks/raster-bands/handoff.c Sources/CPixelBlend/[!g]*.c
        -lm -o /tmp/handoff && /tmp/handoff */
#include "raster_bands.h"
#include "pixel_blend.h"
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static double now_ns(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e9 + t.tv_nsec;
}

typedef struct {
    pthread_t caller;
    atomic_int worker_started;
    double worker_first_ns;
} wake_job;

/* Each chunk spins 20 us, so the caller is still drawing when the worker wakes; the worker notes when it starts. */
static void wake_rows(const void *argument, int first_row, int end_row) {
    wake_job *job = (wake_job *)argument;
    (void)first_row;
    (void)end_row;
    if (!pthread_equal(pthread_self(), job->caller) && !atomic_exchange(&job->worker_started, 1)) {
        job->worker_first_ns = now_ns();
    }
    const double until = now_ns() + 20000;
    while (now_ns() < until) {
    }
}

static int compare(const void *a, const void *b) {
    const double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

static double median(double *values, int count) {
    qsort(values, count, sizeof *values, compare);
    return values[count / 2];
}

int main(void) {
    gesturelab_raster_bands *bands = gesturelab_raster_bands_create(1);
    enum { WAKES = 200, REPEATS = 41 };
    double wakes[WAKES];
    int woke = 0;
    for (int i = 0; i < WAKES; i++) {
        struct timespec pause = {0, 2000000}; /* 2 ms apart: the worker is asleep, as between a frame's calls */
        nanosleep(&pause, NULL);
        wake_job job = {pthread_self(), 0, 0};
        const double posted = now_ns();
        gesturelab_raster_bands_run(bands, wake_rows, &job, 64, 1);
        if (atomic_load(&job.worker_started)) wakes[woke++] = job.worker_first_ns - posted;
    }
    if (woke) {
        printf("wake (post to the worker's first row): median %.1f us, p90 %.1f us, %d of %d calls helped\n",
               median(wakes, woke) / 1000, wakes[woke * 9 / 10] / 1000, woke, WAKES);
    }
    const int width = 2560;
    uint8_t *pixels = malloc((size_t)width * 1600 * 4), *kept = malloc((size_t)width * 1600 * 4);
    for (long i = 0; i < (long)width * 1600 * 4; i++) pixels[i] = kept[i] = (uint8_t)(i * 7);
    printf("%9s %28s %28s %28s %s\n", "pixels", "fill 1 / 2 threads (us)", "blend fill 1 / 2", "copy-back 1 / 2",
           "worker's rows");
    const int heights[] = {7, 13, 26, 51, 102, 205, 410, 820, 1600};
    for (unsigned h = 0; h < sizeof heights / sizeof *heights; h++) {
        const int height = heights[h];
        double results[3][2];
        const long rows_before = gesturelab_raster_bands_worker_rows(bands);
        for (int kind = 0; kind < 3; kind++) {
            for (int split = 0; split < 2; split++) {
                double times[REPEATS];
                for (int r = 0; r < REPEATS; r++) {
                    struct timespec pause = {0, 1000000};
                    nanosleep(&pause, NULL);
                    gesturelab_raster_bands *use = split ? bands : NULL;
                    const double start = now_ns();
                    if (kind == 0) gesturelab_fill_rect(use, pixels, width * 4, width, height, 0xFF202020u + r);
                    if (kind == 1) gesturelab_blend_fill_rect(use, pixels, width * 4, width, height, 100, 0x9B000000u, 1);
                    if (kind == 2) {
                        gesturelab_copy_blend_rect(
                            use, pixels, width * 4, kept, width * 4, width, height, 0, 0, width, height, 100,
                            0x9B000000u, 1);
                    }
                    times[r] = now_ns() - start;
                }
                results[kind][split] = median(times, REPEATS) / 1000;
            }
        }
        const double share = (double)(gesturelab_raster_bands_worker_rows(bands) - rows_before) / (3.0 * REPEATS * height);
        printf("%9d %13.1f / %-12.1f %13.1f / %-12.1f %13.1f / %-12.1f %5.0f %%\n", width * height, results[0][0],
               results[0][1], results[1][0], results[1][1], results[2][0], results[2][1], share * 100);
    }
    gesturelab_raster_bands_destroy(bands);
    free(pixels);
    free(kept);
    return 0;
}
