#define _GNU_SOURCE
#include "raster_bands.h"
#include <pthread.h>
#include <sched.h>
#include <stdatomic.h>
#include <stdlib.h>

/* The caller spins this many times on the worker's last chunk before sleeping on `finished` (about 2 us: the
   chunk being drawn usually ends within that; a longer wait is the scheduler's and is slept through). */
#define CALLER_SPINS 2000
/* Chunks a call is cut into: small enough that a worker preempted mid-chunk costs the caller little, large enough
   that claiming one (an atomic add) is nothing against drawing it. */
#define CHUNKS_PER_CALL 32

struct gesturelab_raster_bands {
    pthread_t thread;
    pthread_mutex_t lock;
    /* The worker sleeps on `wake` for a posted call or for quitting; the caller on `finished` for the worker's
       claimed chunk. */
    pthread_cond_t wake, finished;
    /* Under `lock`: calls posted, and the last call the worker took or the caller withdrew. */
    unsigned long posted, taken;
    int quit;
    /* The worker is drawing rows of the current call (written under `lock`, spun on without it). */
    atomic_int worker_busy;
    /* The current call (written under `lock` before `posted` moves). */
    gesturelab_band_kernel kernel;
    const void *job;
    int rows, chunk;
    atomic_int next_row;
    /* Tests: the caller draws the even chunks and the worker the odd ones, and the caller waits for the worker. */
    int strided;
    atomic_long minimum_pixels, split_calls, split_rows, worker_rows;
    /* The caller's CPU the worker is kept off (-1: none yet), and whether it is kept off at all. */
    int avoided_cpu, avoids_caller_cpu;
};

/* Keeps the worker off the CPU the caller runs on, before it is woken. Found by tracing the scheduler
   (`perf record -e sched:sched_switch`) in the viewer's dismiss animation at 2560x1600 on the two-core machine: the
   woken worker was placed on the caller's CPU and preempted it (285 times in one run), so the rows were drawn by
   one thread at a time, and the caller then waited to run again. Off the caller's CPU, the worker takes the other
   core (from a decode thread, which runs at a lower priority) or, when that is busy, the caller draws the rows.
   Only when the caller has moved since the last call does this cost a system call. */
static void keep_worker_off_caller_cpu(gesturelab_raster_bands *bands) {
    if (!bands->avoids_caller_cpu) return;
    const int cpu = sched_getcpu();
    if (cpu < 0 || cpu == bands->avoided_cpu) return;
    cpu_set_t allowed;
    if (sched_getaffinity(0, sizeof allowed, &allowed) != 0) return;
    CPU_CLR(cpu, &allowed);
    if (CPU_COUNT(&allowed) == 0) return;
    if (pthread_setaffinity_np(bands->thread, sizeof allowed, &allowed) == 0) bands->avoided_cpu = cpu;
}

/* Draws chunk after chunk of `rows` rows (each `chunk` rows) from `first` on, `stride` chunks apart; returns the
   rows drawn. */
static int draw_strided(gesturelab_band_kernel kernel, const void *job, int rows, int chunk, int first, int stride) {
    int drawn = 0;
    for (int row = first * chunk; row < rows; row += stride * chunk) {
        const int end = row + chunk < rows ? row + chunk : rows;
        kernel(job, row, end);
        drawn += end - row;
    }
    return drawn;
}

/* Claims chunks of the current call until none is left; returns the rows drawn. */
static int draw_chunks(gesturelab_band_kernel kernel, const void *job, int rows, int chunk, atomic_int *next_row) {
    int drawn = 0;
    for (;;) {
        const int first = atomic_fetch_add(next_row, chunk);
        if (first >= rows) return drawn;
        const int end = first + chunk < rows ? first + chunk : rows;
        kernel(job, first, end);
        drawn += end - first;
    }
}

static void *worker_main(void *argument) {
    gesturelab_raster_bands *bands = argument;
    pthread_mutex_lock(&bands->lock);
    for (;;) {
        while (!bands->quit && bands->taken == bands->posted) pthread_cond_wait(&bands->wake, &bands->lock);
        if (bands->quit) break;
        bands->taken = bands->posted;
        atomic_store(&bands->worker_busy, 1);
        const gesturelab_band_kernel kernel = bands->kernel;
        const void *job = bands->job;
        const int rows = bands->rows, chunk = bands->chunk, strided = bands->strided;
        pthread_mutex_unlock(&bands->lock);
        const int drawn = strided ? draw_strided(kernel, job, rows, chunk, 1, 2)
                                  : draw_chunks(kernel, job, rows, chunk, &bands->next_row);
        atomic_fetch_add(&bands->worker_rows, drawn);
        pthread_mutex_lock(&bands->lock);
        atomic_store(&bands->worker_busy, 0);
        pthread_cond_signal(&bands->finished);
    }
    pthread_mutex_unlock(&bands->lock);
    return NULL;
}

gesturelab_raster_bands *gesturelab_raster_bands_create(long minimum_pixels) {
    gesturelab_raster_bands *bands = calloc(1, sizeof *bands);
    if (!bands) return NULL;
    atomic_init(&bands->worker_busy, 0);
    atomic_init(&bands->next_row, 0);
    atomic_init(&bands->minimum_pixels, minimum_pixels);
    atomic_init(&bands->split_calls, 0);
    atomic_init(&bands->split_rows, 0);
    atomic_init(&bands->worker_rows, 0);
    bands->avoided_cpu = -1;
    const char *affinity = getenv("GESTURELAB_RASTER_AFFINITY");
    bands->avoids_caller_cpu = !(affinity && affinity[0] == '0');
    if (pthread_mutex_init(&bands->lock, NULL) != 0) {
        free(bands);
        return NULL;
    }
    if (pthread_cond_init(&bands->wake, NULL) != 0 || pthread_cond_init(&bands->finished, NULL) != 0
        || pthread_create(&bands->thread, NULL, worker_main, bands) != 0) {
        /* Condition variables that were made hold no resources on Linux; the lock is destroyed. */
        pthread_mutex_destroy(&bands->lock);
        free(bands);
        return NULL;
    }
    return bands;
}

void gesturelab_raster_bands_destroy(gesturelab_raster_bands *bands) {
    if (!bands) return;
    pthread_mutex_lock(&bands->lock);
    bands->quit = 1;
    pthread_cond_signal(&bands->wake);
    pthread_mutex_unlock(&bands->lock);
    pthread_join(bands->thread, NULL);
    pthread_cond_destroy(&bands->wake);
    pthread_cond_destroy(&bands->finished);
    pthread_mutex_destroy(&bands->lock);
    free(bands);
}

void gesturelab_raster_bands_set_minimum_pixels(gesturelab_raster_bands *bands, long minimum_pixels) {
    if (bands) atomic_store(&bands->minimum_pixels, minimum_pixels);
}

void gesturelab_raster_bands_set_strided(gesturelab_raster_bands *bands, int strided) {
    if (!bands) return;
    pthread_mutex_lock(&bands->lock);
    bands->strided = strided;
    pthread_mutex_unlock(&bands->lock);
}

long gesturelab_raster_bands_split_calls(const gesturelab_raster_bands *bands) {
    return bands ? atomic_load(&((gesturelab_raster_bands *)bands)->split_calls) : 0;
}

long gesturelab_raster_bands_split_rows(const gesturelab_raster_bands *bands) {
    return bands ? atomic_load(&((gesturelab_raster_bands *)bands)->split_rows) : 0;
}

int gesturelab_raster_bands_avoided_cpu(const gesturelab_raster_bands *bands) {
    if (!bands) return -1;
    pthread_mutex_lock(&((gesturelab_raster_bands *)bands)->lock);
    const int cpu = bands->avoided_cpu;
    pthread_mutex_unlock(&((gesturelab_raster_bands *)bands)->lock);
    return cpu;
}

int gesturelab_raster_bands_worker_may_run_on(const gesturelab_raster_bands *bands, int cpu) {
    cpu_set_t allowed;
    if (!bands || cpu < 0 || pthread_getaffinity_np(bands->thread, sizeof allowed, &allowed) != 0) return -1;
    return CPU_ISSET(cpu, &allowed) ? 1 : 0;
}

long gesturelab_raster_bands_worker_rows(const gesturelab_raster_bands *bands) {
    return bands ? atomic_load(&((gesturelab_raster_bands *)bands)->worker_rows) : 0;
}

void gesturelab_raster_bands_run(
    gesturelab_raster_bands *bands, gesturelab_band_kernel kernel, const void *job, int rows, long row_pixels) {
    if (rows <= 0) return;
    if (!bands || rows < 2 || (long)rows * row_pixels < atomic_load(&bands->minimum_pixels)) {
        kernel(job, 0, rows);
        return;
    }
    pthread_mutex_lock(&bands->lock);
    const int strided = bands->strided;
    /* Strided (tests): chunks of a few rows, so even a small call gives the worker several. */
    const int chunk = strided ? (rows + 7) / 8 : (rows + CHUNKS_PER_CALL - 1) / CHUNKS_PER_CALL;
    bands->kernel = kernel;
    bands->job = job;
    bands->rows = rows;
    bands->chunk = chunk;
    atomic_store(&bands->next_row, 0);
    keep_worker_off_caller_cpu(bands);
    bands->posted++;
    pthread_cond_signal(&bands->wake);
    pthread_mutex_unlock(&bands->lock);
    atomic_fetch_add(&bands->split_calls, 1);
    atomic_fetch_add(&bands->split_rows, rows);

    if (strided) {
        draw_strided(kernel, job, rows, chunk, 0, 2);
        pthread_mutex_lock(&bands->lock);
        while (bands->taken != bands->posted || atomic_load(&bands->worker_busy)) {
            pthread_cond_wait(&bands->finished, &bands->lock);
        }
        pthread_mutex_unlock(&bands->lock);
        return;
    }
    draw_chunks(kernel, job, rows, chunk, &bands->next_row);

    for (int spin = 0; spin < CALLER_SPINS && atomic_load(&bands->worker_busy); spin++) {
    }
    pthread_mutex_lock(&bands->lock);
    if (bands->taken != bands->posted) {
        /* The worker has not woken yet and every row is drawn: withdraw the call so it never sees `job`. */
        bands->taken = bands->posted;
    } else {
        while (atomic_load(&bands->worker_busy)) pthread_cond_wait(&bands->finished, &bands->lock);
    }
    pthread_mutex_unlock(&bands->lock);
}
