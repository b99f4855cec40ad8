#include "gif_lzw.h"

#include <stdlib.h>
#include <string.h>

/* GIF's LZW (the GIF89a specification, appendix F): 8-bit indexes, so the clear code is 256, the end code 257
   and the first string code 258; codes start at 9 bits, least significant bit first, and widen as the table
   grows, up to 12 bits. The table is a hash of (prefix code, next index) pairs with linear probing: 16384 slots
   for at most 4095 codes, 64 KB, cleared with the table. */

enum {
    CLEAR_CODE = 256,
    END_CODE = 257,
    FIRST_CODE = 258,
    /* The table is cleared before this code would be assigned, as giflib's encoder does (LZ_MAX_CODE). */
    LAST_CODE = 4095,
    HASH_BITS = 14,
    HASH_SIZE = 1 << HASH_BITS,
};

typedef struct {
    /* key << 12 | code, key = prefix << 8 | index; 0 is empty (a code is never below FIRST_CODE). */
    uint32_t slots[HASH_SIZE];
    uint8_t *out;
    uint8_t *end;
    uint64_t bits;
    int bit_count;
    int width;
    int next_code;
    int overflow;
} lzw_state;

static inline void put_code(lzw_state *s, int code) {
    s->bits |= (uint64_t)code << s->bit_count;
    s->bit_count += s->width;
    if (s->bit_count >= 32) {
        if (s->end - s->out < 4) {
            s->overflow = 1;
            s->bit_count -= 32;
            s->bits >>= 32;
            return;
        }
        const uint32_t word = (uint32_t)s->bits;
        s->out[0] = (uint8_t)word;
        s->out[1] = (uint8_t)(word >> 8);
        s->out[2] = (uint8_t)(word >> 16);
        s->out[3] = (uint8_t)(word >> 24);
        s->out += 4;
        s->bits >>= 32;
        s->bit_count -= 32;
    }
}

static void flush_bits(lzw_state *s) {
    while (s->bit_count > 0) {
        if (s->out >= s->end) {
            s->overflow = 1;
            return;
        }
        *s->out++ = (uint8_t)s->bits;
        s->bits >>= 8;
        s->bit_count -= 8;
    }
}

static void reset_table(lzw_state *s) {
    memset(s->slots, 0, sizeof s->slots);
    s->width = 9;
    s->next_code = FIRST_CODE;
}

static inline uint32_t slot_of(uint32_t key) { return (key * 2654435761u) >> (32 - HASH_BITS); }

/* After a string's code went out: widen the codes once the next code to assign no longer fits (giflib's
   EGifCompressOutput; a decoder, one table entry behind, widens at the same code). */
static inline void widen_if_needed(lzw_state *s) {
    if (s->next_code >= (1 << s->width) && s->width < 12) s->width++;
}

/* Compresses `count` pixels of `row` (the pixels of one row of the rectangle), continuing the string `*prefix`
   (-1 before the first pixel). */
static void compress_row(lzw_state *s, const uint8_t *row, int count, int *prefix) {
    int i = 0;
    int current = *prefix;
    if (current < 0) {
        if (count == 0) return;
        current = row[0];
        i = 1;
    }
    for (; i < count; i++) {
        const uint32_t index = row[i];
        const uint32_t key = (uint32_t)current << 8 | index;
        uint32_t slot = slot_of(key);
        uint32_t entry;
        int found = -1;
        while ((entry = s->slots[slot]) != 0) {
            if (entry >> 12 == key) {
                found = (int)(entry & 0xfff);
                break;
            }
            slot = (slot + 1) & (HASH_SIZE - 1);
        }
        if (found >= 0) {
            current = found;
            continue;
        }
        put_code(s, current);
        widen_if_needed(s);
        if (s->next_code >= LAST_CODE) {
            put_code(s, CLEAR_CODE);
            reset_table(s);
        } else {
            s->slots[slot] = key << 12 | (uint32_t)s->next_code++;
        }
        current = (int)index;
    }
    *prefix = current;
}

int gesturelab_gif_contains_index(const uint8_t *indexes, int width, int height, int index) {
    if (index < 0 || index > 255) return 0;
    return memchr(indexes, index, (size_t)width * (size_t)height) != NULL;
}

size_t gesturelab_gif_frame_capacity(int width, int height) {
    const size_t pixels = (size_t)width * (size_t)height;
    /* 12 bits a pixel at most (1.5 bytes), a clear code every 3837 codes, a length byte every 255 bytes. */
    const size_t lzw = pixels * 3 / 2 + pixels / 1024 + 64;
    return lzw + lzw / 255 + 64;
}

/* The rectangle where `current` differs from `previous` (ffmpeg's gif_crop_opaque: equal rows from the top and
   the bottom, then equal columns from the left and the right; at least one pixel). */
static void changed_rectangle(
    const uint8_t *current, const uint8_t *previous, int width, int height, int *x0, int *y0, int *x1, int *y1) {
    int top = 0, bottom = height - 1, left = 0, right = width - 1;
    while (top < bottom && memcmp(current + (size_t)top * width, previous + (size_t)top * width, width) == 0) top++;
    while (bottom > top && memcmp(current + (size_t)bottom * width, previous + (size_t)bottom * width, width) == 0)
        bottom--;
    for (; left < right; left++) {
        int same = 1;
        for (int y = top; y <= bottom && same; y++)
            same = current[(size_t)y * width + left] == previous[(size_t)y * width + left];
        if (!same) break;
    }
    for (; right > left; right--) {
        int same = 1;
        for (int y = top; y <= bottom && same; y++)
            same = current[(size_t)y * width + right] == previous[(size_t)y * width + right];
        if (!same) break;
    }
    *x0 = left;
    *y0 = top;
    *x1 = right;
    *y1 = bottom;
}

static inline void put_le16(uint8_t **p, int value) {
    (*p)[0] = (uint8_t)value;
    (*p)[1] = (uint8_t)(value >> 8);
    *p += 2;
}

size_t gesturelab_gif_frame(
    const uint8_t *current, const uint8_t *previous, int width, int height, int transparent_index, int delay,
    uint8_t *out, size_t capacity) {
    if (width <= 0 || height <= 0 || capacity < gesturelab_gif_frame_capacity(width, height)) return 0;
    const int has_transparent = transparent_index >= 0 && transparent_index <= 255;
    const int translucent = has_transparent && gesturelab_gif_contains_index(current, width, height, transparent_index);
    int x0 = 0, y0 = 0, x1 = width - 1, y1 = height - 1;
    if (previous && !translucent) changed_rectangle(current, previous, width, height, &x0, &y0, &x1, &y1);
    const int diff = previous && !translucent && has_transparent;
    const int rect_width = x1 - x0 + 1, rect_height = y1 - y0 + 1;

    uint8_t *p = out;
    /* Graphic control extension: disposal, the transparent index, the delay. */
    *p++ = 0x21;
    *p++ = 0xf9;
    *p++ = 4;
    *p++ = (uint8_t)((translucent ? 2 : 1) << 2 | (has_transparent ? 1 : 0));
    put_le16(&p, delay);
    *p++ = (uint8_t)(has_transparent ? transparent_index : 0x1f);
    *p++ = 0;
    /* Image descriptor: the rectangle, no local palette, not interlaced. */
    *p++ = 0x2c;
    put_le16(&p, x0);
    put_le16(&p, y0);
    put_le16(&p, rect_width);
    put_le16(&p, rect_height);
    *p++ = 0;
    *p++ = 8; /* LZW minimum code size */

    /* The LZW stream goes after the headers, then is moved into sub-blocks of at most 255 bytes from the back. */
    lzw_state *s = malloc(sizeof *s);
    uint8_t *row = malloc((size_t)rect_width);
    if (!s || !row) {
        free(s);
        free(row);
        return 0;
    }
    /* The stream starts one byte per 255 (and some) after `p`: each block's length byte then fits before its
       bytes when the blocks are moved down, and the terminator after the last. */
    const size_t room = capacity - (size_t)(p - out);
    uint8_t *stream = p + room / 255 + 16;
    s->out = stream;
    s->end = out + capacity - 1;
    s->bits = 0;
    s->bit_count = 0;
    s->overflow = 0;
    reset_table(s);
    put_code(s, CLEAR_CODE);
    int prefix = -1;
    for (int y = y0; y <= y1; y++) {
        const uint8_t *source = current + (size_t)y * width + x0;
        if (diff) {
            const uint8_t *before = previous + (size_t)y * width + x0;
            for (int x = 0; x < rect_width; x++)
                row[x] = source[x] == before[x] ? (uint8_t)transparent_index : source[x];
            compress_row(s, row, rect_width, &prefix);
        } else {
            compress_row(s, source, rect_width, &prefix);
        }
    }
    if (prefix >= 0) {
        put_code(s, prefix);
        widen_if_needed(s);
    }
    put_code(s, END_CODE);
    flush_bits(s);
    const int overflow = s->overflow;
    const size_t length = (size_t)(s->out - stream);
    free(s);
    free(row);
    if (overflow) return 0;
    /* Sub-blocks: the stream starts far enough after `p` that each block's length byte fits before its bytes. */
    size_t done = 0;
    while (done < length) {
        const size_t block = length - done < 255 ? length - done : 255;
        *p++ = (uint8_t)block;
        memmove(p, stream + done, block);
        p += block;
        done += block;
    }
    *p++ = 0; /* block terminator */
    return (size_t)(p - out);
}
