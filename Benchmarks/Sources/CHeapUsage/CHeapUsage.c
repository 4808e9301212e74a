#include "CHeapUsage.h"

#if __has_include(<malloc.h>) && defined(__linux__)
#include <malloc.h>
#endif

#if defined(__GLIBC__)
// Glibc's Swift module map leaves out malloc.h, so mallinfo2 is reached from C.
size_t c_heap_bytes_in_use(void) {
  return mallinfo2().uordblks;
}
#else
size_t c_heap_bytes_in_use(void) {
  return 0;
}
#endif
