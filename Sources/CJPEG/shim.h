/* jpeglib.h uses FILE and size_t without including what declares them. */
#include <stdio.h>
#include <jpeglib.h>
