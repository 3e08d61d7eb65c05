#ifndef FORMSIM_STACK_BOUNDS_H
#define FORMSIM_STACK_BOUNDS_H

#include <stdint.h>

/// The lowest address of the calling thread's stack, or 0 when the system does not say; asked
/// of the system once per thread.
uintptr_t formsim_stack_floor(void);

#endif
