#ifndef C_MAIN_QUEUE_HOPS_H
#define C_MAIN_QUEUE_HOPS_H

#include <stddef.h>

/// Jobs enqueued on the main dispatch queue so far: on Linux every hop to the main actor is one.
size_t c_main_queue_enqueues(void);

#endif
