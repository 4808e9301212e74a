#ifndef C_HEAP_USAGE_H
#define C_HEAP_USAGE_H

#include <stddef.h>

/// Bytes in allocated heap chunks (glibc's mallinfo2().uordblks; 0 elsewhere).
size_t c_heap_bytes_in_use(void);

#endif
