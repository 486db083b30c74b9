/* absint: basic types per data model (selected by -D__absint_lp64 / -D__absint_ilp32). */
#ifndef __ABSINT_TYPES_H
#define __ABSINT_TYPES_H
#ifdef __absint_ilp32
typedef unsigned int __absint_size_t;
typedef int __absint_ssize_t;
typedef int __absint_ptrdiff_t;
typedef int __absint_intptr_t;
typedef unsigned int __absint_uintptr_t;
typedef long long __absint_int64_t;
typedef unsigned long long __absint_uint64_t;
typedef long __absint_time_t;
typedef long long __absint_off_t;
#else
typedef unsigned long __absint_size_t;
typedef long __absint_ssize_t;
typedef long __absint_ptrdiff_t;
typedef long __absint_intptr_t;
typedef unsigned long __absint_uintptr_t;
typedef long __absint_int64_t;
typedef unsigned long __absint_uint64_t;
typedef long __absint_time_t;
typedef long __absint_off_t;
#endif
typedef int __absint_wchar_t;
typedef unsigned int __absint_wint_t;
#endif
