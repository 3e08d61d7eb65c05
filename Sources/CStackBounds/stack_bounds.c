// pthread_getattr_np is a GNU extension, declared only with _GNU_SOURCE.
#define _GNU_SOURCE
#include "stack_bounds.h"

#include <pthread.h>

// Asking the system is not cheap (glibc reads /proc/self/maps for the main thread), and a
// thread's stack never moves: each thread asks once.
static _Thread_local uintptr_t cached_floor;
static _Thread_local int has_cached_floor;

static uintptr_t stack_floor(void);

uintptr_t formsim_stack_floor(void) {
  if (!has_cached_floor) {
    cached_floor = stack_floor();
    has_cached_floor = 1;
  }
  return cached_floor;
}

static uintptr_t stack_floor(void) {
#if defined(__APPLE__)
  pthread_t thread = pthread_self();
  return (uintptr_t)pthread_get_stackaddr_np(thread) - pthread_get_stacksize_np(thread);
#elif defined(__linux__)
  pthread_attr_t attributes;
  if (pthread_getattr_np(pthread_self(), &attributes) != 0) return 0;
  void *address = 0;
  size_t size = 0;
  int failed = pthread_attr_getstack(&attributes, &address, &size);
  pthread_attr_destroy(&attributes);
  return failed ? 0 : (uintptr_t)address;
#else
  return 0;
#endif
}
