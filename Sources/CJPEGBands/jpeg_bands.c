#include "jpeg_bands.h"

#include <setjmp.h>
#include <stdio.h>
#include <string.h>

#include <jpeglib.h>

/* libjpeg's error manager with a way back: error_exit longjmps to the decode's setjmp, and warnings
   (emit_message at level -1) are remembered instead of printed. */
struct band_error {
    struct jpeg_error_mgr manager;
    jmp_buf back;
    int warned;
    /* The first warning's text: a header cut short warns "Premature end of JPEG file" before its fatal error. */
    char warning[JMSG_LENGTH_MAX];
    char *message;
    size_t message_size;
};

static void keep_message(j_common_ptr info) {
    struct band_error *error = (struct band_error *)info->err;
    char text[JMSG_LENGTH_MAX];
    (*info->err->format_message)(info, text);
    if (error->message != NULL && error->message_size > 0) {
        snprintf(error->message, error->message_size, "%s", text);
    }
}

static void band_error_exit(j_common_ptr info) {
    keep_message(info);
    longjmp(((struct band_error *)info->err)->back, 1);
}

static void band_emit_message(j_common_ptr info, int level) {
    struct band_error *error = (struct band_error *)info->err;
    if (level >= 0) return; /* trace messages */
    if (!error->warned) {
        keep_message(info);
        (*info->err->format_message)(info, error->warning);
    }
    error->warned = 1;
    info->err->num_warnings++;
}

static void set_up(struct jpeg_decompress_struct *info, struct band_error *error, char *message, size_t size) {
    info->err = jpeg_std_error(&error->manager);
    error->manager.error_exit = band_error_exit;
    error->manager.emit_message = band_emit_message;
    error->warned = 0;
    error->warning[0] = 0;
    error->message = message;
    error->message_size = size;
    if (message != NULL && size > 0) message[0] = 0;
}

/* A header error's message: the fatal error's, after the warning that came first if any (a premature end makes
   the fatal "no image"; the caller looks for it). */
static void header_message(struct band_error *error) {
    if (!error->warned || error->message == NULL || error->message_size == 0) return;
    char fatal[JMSG_LENGTH_MAX];
    snprintf(fatal, sizeof fatal, "%s", error->message);
    snprintf(error->message, error->message_size, "%s; %s", error->warning, fatal);
}

/* Reads the header and sets the scale and the output format; the caller has called setjmp. */
static void read_header(struct jpeg_decompress_struct *info, const uint8_t *data, size_t size, int scale_num, int scale_denom) {
    jpeg_mem_src(info, data, (unsigned long)size);
    jpeg_read_header(info, TRUE);
    info->scale_num = (unsigned int)scale_num;
    info->scale_denom = (unsigned int)scale_denom;
    info->out_color_space = JCS_EXT_BGRA;
    jpeg_calc_output_dimensions(info);
}

gesturelab_jpeg_status gesturelab_jpeg_scaled_size(
    const uint8_t *data, size_t size, int scale_num, int scale_denom, int *width, int *height, char *message, size_t message_size) {
    struct jpeg_decompress_struct info;
    struct band_error error;
    set_up(&info, &error, message, message_size);
    jpeg_create_decompress(&info);
    if (setjmp(error.back)) {
        jpeg_destroy_decompress(&info);
        header_message(&error);
        return GESTURELAB_JPEG_HEADER_ERROR;
    }
    read_header(&info, data, size, scale_num, scale_denom);
    *width = (int)info.output_width;
    *height = (int)info.output_height;
    jpeg_destroy_decompress(&info);
    return GESTURELAB_JPEG_OK;
}

gesturelab_jpeg_status gesturelab_jpeg_decode_bands(
    const uint8_t *data, size_t size, int scale_num, int scale_denom, uint8_t *bgra, int width, int height, int band_rows,
    gesturelab_jpeg_band_callback band, void *context, char *message, size_t message_size) {
    struct jpeg_decompress_struct info;
    struct band_error error;
    /* volatile: read after a longjmp back into this frame. */
    volatile int started = 0;
    volatile int reported = 0;
    set_up(&info, &error, message, message_size);
    jpeg_create_decompress(&info);
    if (setjmp(error.back)) {
        jpeg_destroy_decompress(&info);
        if (started) return GESTURELAB_JPEG_DECODE_ERROR;
        header_message(&error);
        return GESTURELAB_JPEG_HEADER_ERROR;
    }
    read_header(&info, data, size, scale_num, scale_denom);
    if ((int)info.output_width != width || (int)info.output_height != height || info.output_components != 4) {
        jpeg_destroy_decompress(&info);
        if (message != NULL && message_size > 0) snprintf(message, message_size, "output size mismatch");
        return GESTURELAB_JPEG_BAD_BUFFER;
    }
    started = 1;
    jpeg_start_decompress(&info);
    if (band_rows < 1) band_rows = 1;
    const size_t stride = (size_t)width * 4;
    while (info.output_scanline < info.output_height) {
        JSAMPROW rows[4];
        int wanted = (int)(info.output_height - info.output_scanline);
        if (wanted > 4) wanted = 4;
        for (int i = 0; i < wanted; i++) rows[i] = bgra + (size_t)(info.output_scanline + (unsigned)i) * stride;
        jpeg_read_scanlines(&info, rows, (JDIMENSION)wanted);
        int done = (int)info.output_scanline;
        if (band != NULL && (done - reported >= band_rows || done == height)) {
            band(context, reported, done - reported);
            reported = done;
        }
    }
    jpeg_finish_decompress(&info);
    jpeg_destroy_decompress(&info);
    return error.warned ? GESTURELAB_JPEG_WARNING : GESTURELAB_JPEG_OK;
}
