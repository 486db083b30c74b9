#ifndef _STDATOMIC_H
#define _STDATOMIC_H
/* absint: C11 atomics as the plain (sequential) code they amount to for one thread: loads and stores
   are ordinary accesses and read-modify-writes GNU statement expressions returning the old value.
   Memory orders are accepted and ignored. _Atomic itself is parsed and dropped by the front end. */
#include <stddef.h>
#include <stdint.h>
typedef enum {
    memory_order_relaxed = 0,
    memory_order_consume = 1,
    memory_order_acquire = 2,
    memory_order_release = 3,
    memory_order_acq_rel = 4,
    memory_order_seq_cst = 5
} memory_order;
typedef _Atomic _Bool atomic_bool;
typedef _Atomic char atomic_char;
typedef _Atomic signed char atomic_schar;
typedef _Atomic unsigned char atomic_uchar;
typedef _Atomic short atomic_short;
typedef _Atomic unsigned short atomic_ushort;
typedef _Atomic int atomic_int;
typedef _Atomic unsigned int atomic_uint;
typedef _Atomic long atomic_long;
typedef _Atomic unsigned long atomic_ulong;
typedef _Atomic long long atomic_llong;
typedef _Atomic unsigned long long atomic_ullong;
typedef _Atomic unsigned short atomic_char16_t;
typedef _Atomic unsigned int atomic_char32_t;
typedef _Atomic wchar_t atomic_wchar_t;
typedef _Atomic int_least8_t atomic_int_least8_t;
typedef _Atomic uint_least8_t atomic_uint_least8_t;
typedef _Atomic int_least16_t atomic_int_least16_t;
typedef _Atomic uint_least16_t atomic_uint_least16_t;
typedef _Atomic int_least32_t atomic_int_least32_t;
typedef _Atomic uint_least32_t atomic_uint_least32_t;
typedef _Atomic int_least64_t atomic_int_least64_t;
typedef _Atomic uint_least64_t atomic_uint_least64_t;
typedef _Atomic int_fast8_t atomic_int_fast8_t;
typedef _Atomic uint_fast8_t atomic_uint_fast8_t;
typedef _Atomic int_fast16_t atomic_int_fast16_t;
typedef _Atomic uint_fast16_t atomic_uint_fast16_t;
typedef _Atomic int_fast32_t atomic_int_fast32_t;
typedef _Atomic uint_fast32_t atomic_uint_fast32_t;
typedef _Atomic int_fast64_t atomic_int_fast64_t;
typedef _Atomic uint_fast64_t atomic_uint_fast64_t;
typedef _Atomic intptr_t atomic_intptr_t;
typedef _Atomic uintptr_t atomic_uintptr_t;
typedef _Atomic size_t atomic_size_t;
typedef _Atomic ptrdiff_t atomic_ptrdiff_t;
typedef _Atomic intmax_t atomic_intmax_t;
typedef _Atomic uintmax_t atomic_uintmax_t;
typedef struct { _Bool __val; } atomic_flag;
#define ATOMIC_BOOL_LOCK_FREE 2
#define ATOMIC_CHAR_LOCK_FREE 2
#define ATOMIC_CHAR16_T_LOCK_FREE 2
#define ATOMIC_CHAR32_T_LOCK_FREE 2
#define ATOMIC_WCHAR_T_LOCK_FREE 2
#define ATOMIC_SHORT_LOCK_FREE 2
#define ATOMIC_INT_LOCK_FREE 2
#define ATOMIC_LONG_LOCK_FREE 2
#define ATOMIC_LLONG_LOCK_FREE 2
#define ATOMIC_POINTER_LOCK_FREE 2
#define ATOMIC_FLAG_INIT { 0 }
#define ATOMIC_VAR_INIT(value) (value)
#define kill_dependency(y) (y)
#define atomic_thread_fence(order) ((void)(order))
#define atomic_signal_fence(order) ((void)(order))
#define atomic_is_lock_free(obj) ((void)(obj), 1)
#define atomic_init(obj, value) ((void)(*(obj) = (value)))
#define atomic_store(obj, desired) ((void)(*(obj) = (desired)))
#define atomic_store_explicit(obj, desired, order) ((void)(order), atomic_store(obj, desired))
#define atomic_load(obj) (*(obj))
#define atomic_load_explicit(obj, order) ((void)(order), atomic_load(obj))
#define __absint_atomic_rmw(obj, OP, operand) ({ __typeof__(obj) __absint_obj = (obj); \
    __typeof__(*__absint_obj) __absint_old = *__absint_obj; \
    *__absint_obj OP (operand); __absint_old; })
#define atomic_exchange(obj, desired) __absint_atomic_rmw(obj, =, desired)
#define atomic_fetch_add(obj, arg) __absint_atomic_rmw(obj, +=, arg)
#define atomic_fetch_sub(obj, arg) __absint_atomic_rmw(obj, -=, arg)
#define atomic_fetch_or(obj, arg) __absint_atomic_rmw(obj, |=, arg)
#define atomic_fetch_xor(obj, arg) __absint_atomic_rmw(obj, ^=, arg)
#define atomic_fetch_and(obj, arg) __absint_atomic_rmw(obj, &=, arg)
#define atomic_exchange_explicit(obj, desired, order) ((void)(order), atomic_exchange(obj, desired))
#define atomic_fetch_add_explicit(obj, arg, order) ((void)(order), atomic_fetch_add(obj, arg))
#define atomic_fetch_sub_explicit(obj, arg, order) ((void)(order), atomic_fetch_sub(obj, arg))
#define atomic_fetch_or_explicit(obj, arg, order) ((void)(order), atomic_fetch_or(obj, arg))
#define atomic_fetch_xor_explicit(obj, arg, order) ((void)(order), atomic_fetch_xor(obj, arg))
#define atomic_fetch_and_explicit(obj, arg, order) ((void)(order), atomic_fetch_and(obj, arg))
/* compare-exchange: on success the object takes `desired`, else `*expected` takes the object's value */
#define atomic_compare_exchange_strong(obj, expected, desired) ({ \
    __typeof__(obj) __absint_obj = (obj); __typeof__(expected) __absint_exp = (expected); \
    _Bool __absint_ok = *__absint_obj == *__absint_exp; \
    if (__absint_ok) *__absint_obj = (desired); else *__absint_exp = *__absint_obj; \
    __absint_ok; })
#define atomic_compare_exchange_weak(obj, expected, desired) \
    atomic_compare_exchange_strong(obj, expected, desired)
#define atomic_compare_exchange_strong_explicit(obj, expected, desired, succ, fail) \
    ((void)(succ), (void)(fail), atomic_compare_exchange_strong(obj, expected, desired))
#define atomic_compare_exchange_weak_explicit(obj, expected, desired, succ, fail) \
    ((void)(succ), (void)(fail), atomic_compare_exchange_strong(obj, expected, desired))
#define atomic_flag_test_and_set(flag) ({ atomic_flag *__absint_flag = (flag); \
    _Bool __absint_old = __absint_flag->__val; __absint_flag->__val = 1; __absint_old; })
#define atomic_flag_test_and_set_explicit(flag, order) ((void)(order), atomic_flag_test_and_set(flag))
#define atomic_flag_clear(flag) ((void)((flag)->__val = 0))
#define atomic_flag_clear_explicit(flag, order) ((void)(order), atomic_flag_clear(flag))
#endif
