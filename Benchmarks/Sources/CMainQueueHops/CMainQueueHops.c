#define _GNU_SOURCE
#include "CMainQueueHops.h"

#if defined(__linux__)
#include <dlfcn.h>
#include <stdatomic.h>

// Swift 6.3 on Linux enqueues every main-actor job with dispatch_async_f on the main queue (its
// swift_task_enqueueMainExecutor_hook is no longer consulted), so counting those calls counts
// the hops. This definition in the executable interposes libdispatch's for the Swift runtime,
// which calls it through the PLT, and forwards to the real one.

typedef void (*dispatch_function)(void *);
extern char _dispatch_main_q;

typedef void (*dispatch_async_function)(void *, void *, dispatch_function);

static atomic_size_t enqueues;
static _Atomic(dispatch_async_function) real_dispatch_async_f;

void dispatch_async_f(void *queue, void *context, dispatch_function work) {
  dispatch_async_function real = atomic_load_explicit(&real_dispatch_async_f, memory_order_relaxed);
  if (real == NULL) {
    // Any thread may get here first; they all store the same address.
    real = (dispatch_async_function)dlsym(RTLD_NEXT, "dispatch_async_f");
    atomic_store_explicit(&real_dispatch_async_f, real, memory_order_relaxed);
  }
  if (queue == &_dispatch_main_q) {
    atomic_fetch_add_explicit(&enqueues, 1, memory_order_relaxed);
  }
  real(queue, context, work);
}

size_t c_main_queue_enqueues(void) {
  return atomic_load_explicit(&enqueues, memory_order_relaxed);
}
#else
size_t c_main_queue_enqueues(void) {
  return 0;
}
#endif
