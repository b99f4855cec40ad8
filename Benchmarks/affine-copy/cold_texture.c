/* The turned photo's copy (`gesturelab_affine_copy_draw`) as the window draws it: a 643x870 texture (a tile of the
   dismiss drag's photo, 1.77 texels a pixel, turned 0.1 rad) drawn into SDL's own window surface in 16-row calls,
   once between presents ("cold": the present and the rest of a frame have pushed the texture out of the cache), and
   again right after ("warm": the same call repeated). A C program drawing the same call in a loop only ever
   measures the warm case; the app only ever sees the cold one. Build and run (release flags, as the app's C
   targets), from the package's folder, under an X server at least 2560x1600:
     clang -O2 -I Sources/CPixelBlend/include Benchmarks/affine-copy/cold_texture.c Sources/CPixelBlend/affine_copy.c
        Sources/CPixelBlend/pixel_blend.c $(pkg-config --cflags --libs sdl2) -lm -o /tmp/cold_texture
     xvfb-run -a -s "-screen 0 2560x1600x24" /tmp/cold_texture */
#include "affine_copy.h"
#include <SDL.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

enum { SURFACE_W = 2560, SURFACE_H = 1600, TEXTURE_W = 643, TEXTURE_H = 870, ROUNDS = 9, BAND = 16 };

static double now_ns(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e9 + t.tv_nsec;
}

/* Draws the texture turned by `angle` at `shown / TEXTURE_W` pixels a texel, centred, band by band; returns the
   pixels written. */
static long draw(SDL_Surface *surface, const uint8_t *texels, int pitch, double shown, double angle) {
    const double s = shown / TEXTURE_W, c = cos(angle) * s, n = sin(angle) * s, det = c * c + n * n;
    const double tx = SURFACE_W / 2.0 - (c * TEXTURE_W / 2 - n * TEXTURE_H / 2);
    const double ty = SURFACE_H / 2.0 - (n * TEXTURE_W / 2 + c * TEXTURE_H / 2);
    gesturelab_affine_copy copy = {
        .pixels = surface->pixels, .pitch = surface->pitch, .keeps_alpha = 0, .clip_w = SURFACE_W, .texels = texels,
        .texel_pitch = pitch, .texture_w = TEXTURE_W, .texture_h = TEXTURE_H, .u1 = TEXTURE_W, .v1 = TEXTURE_H,
        .ua = c / det, .ub = n / det, .uc = -(c * tx + n * ty) / det,
        .va = -n / det, .vb = c / det, .vc = (n * tx - c * ty) / det, .alpha = 255, .opaque_texels = 1};
    long written = 0;
    for (int y = 0; y < SURFACE_H; y += BAND) {
        gesturelab_affine_copy band = copy;
        band.clip_y = y;
        band.clip_h = y + BAND < SURFACE_H ? BAND : SURFACE_H - y;
        written += gesturelab_affine_copy_draw(&band);
    }
    return written;
}

static int by_value(const void *a, const void *b) {
    const double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

int main(void) {
    if (SDL_Init(SDL_INIT_VIDEO) != 0) {
        fprintf(stderr, "SDL_Init: %s\n", SDL_GetError());
        return 1;
    }
    SDL_Window *window = SDL_CreateWindow("cold_texture", 0, 0, SURFACE_W, SURFACE_H, 0);
    SDL_Renderer *renderer = window ? SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE) : NULL;
    SDL_Texture *texture = renderer ? SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888,
                                                        SDL_TEXTUREACCESS_STREAMING, TEXTURE_W, TEXTURE_H)
                                    : NULL;
    void *pixels = NULL;
    int pitch = 0;
    if (!texture || SDL_LockTexture(texture, NULL, &pixels, &pitch) != 0) {
        fprintf(stderr, "SDL: %s\n", SDL_GetError());
        return 1;
    }
    for (int i = 0; i < TEXTURE_W * TEXTURE_H; i++) ((uint32_t *)pixels)[i] = 0xFF000000u | (uint32_t)rand();
    SDL_RenderClear(renderer);
    SDL_RenderPresent(renderer);
    SDL_Surface *surface = SDL_GetWindowSurface(window);
    const double angles[] = {0.0, 0.1, 0.3};
    for (int a = 0; a < 3; a++) {
        double cold[ROUNDS], warm[ROUNDS];
        long written = 0;
        for (int r = 0; r < ROUNDS; r++) {
            SDL_UpdateWindowSurface(window);
            double start = now_ns();
            written = draw(surface, pixels, pitch, TEXTURE_W / 1.77, angles[a]);
            cold[r] = (now_ns() - start) / written;
            start = now_ns();
            draw(surface, pixels, pitch, TEXTURE_W / 1.77, angles[a]);
            warm[r] = (now_ns() - start) / written;
        }
        qsort(cold, ROUNDS, sizeof cold[0], by_value);
        qsort(warm, ROUNDS, sizeof warm[0], by_value);
        printf("turned %.1f rad, %ld pixels: cold %.2f ns a pixel, warm %.2f (medians of %d)\n", angles[a], written,
               cold[ROUNDS / 2], warm[ROUNDS / 2], ROUNDS);
    }
    SDL_UnlockTexture(texture);
    SDL_Quit();
    return 0;
}
