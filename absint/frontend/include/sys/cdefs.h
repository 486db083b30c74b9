#ifndef _SYS_CDEFS_H
#define _SYS_CDEFS_H
/* absint: the declaration helpers of glibc's and the BSDs' <sys/cdefs.h>. Attributes expand to
   nothing (absint drops them anyway) and asm-label redirections to the plain declaration. */
#include <features.h>
#define __BEGIN_DECLS
#define __END_DECLS
#define __BEGIN_NAMESPACE_STD
#define __END_NAMESPACE_STD
#define __USING_NAMESPACE_STD(name)
#define __BEGIN_NAMESPACE_C99
#define __END_NAMESPACE_C99
#define __USING_NAMESPACE_C99(name)
#define __THROW
#define __THROWNL
#define __NTH(fct) fct
#define __NTHNL(fct) fct
#define __LEAF
#define __LEAF_ATTR
#define __P(args) args
#define __PMT(args) args
#define __CONCAT(x, y) x ## y
#define __STRING(x) #x
#define __ptr_t void *
#define __long_double_t long double
#define __BEGIN_EXTERN_C
#define __END_EXTERN_C
#define __flexarr []
#define __glibc_c99_flexarr_available 1
#define __REDIRECT(name, proto, alias) name proto
#define __REDIRECT_NTH(name, proto, alias) name proto
#define __REDIRECT_NTHNL(name, proto, alias) name proto
#define __ASMNAME(cname) cname
#define __attribute_malloc__
#define __attribute_alloc_size__(params)
#define __attribute_alloc_align__(param)
#define __attribute_pure__
#define __attribute_const__
#define __attribute_maybe_unused__
#define __attribute_used__
#define __attribute_noinline__
#define __attribute_deprecated__
#define __attribute_deprecated_msg__(msg)
#define __attribute_format_arg__(x)
#define __attribute_format_strfmon__(a, b)
#define __attribute_nonnull__(params)
#define __attribute_returns_twice__
#define __attribute_warn_unused_result__
#define __attribute_artificial__
#define __attribute_nonstring__
#define __attribute_copy__(arg)
#define __attribute_noclone__
#define __nonnull(params)
#define __returns_nonnull
#define __wur
#define __always_inline inline
#define __extern_inline extern inline
#define __extern_always_inline extern inline
#define __fortify_function extern inline
#define __restrict_arr
#define __glibc_unlikely(cond) (cond)
#define __glibc_likely(cond) (cond)
#define __glibc_has_attribute(attr) 0
#define __glibc_has_builtin(name) 0
#define __glibc_has_extension(ext) 0
#define __glibc_macro_warning(msg)
#define __errordecl(name, msg) extern void name(void)
#define __warndecl(name, msg) extern void name(void)
#define __warnattr(msg)
#define __errorattr(msg)
#define __attr_access(x)
#define __attr_access_none(argno)
#define __attr_dealloc(dealloc, argno)
#define __attr_dealloc_free
#define __fortified_attr_access(a, o, s)
#define __bos(ptr) ((__SIZE_TYPE__)-1)
#define __bos0(ptr) ((__SIZE_TYPE__)-1)
#define __glibc_objsize(p) ((__SIZE_TYPE__)-1)
#define __glibc_objsize0(p) ((__SIZE_TYPE__)-1)
#ifdef __absint_ilp32
#define __WORDSIZE 32
#define __SYSCALL_WORDSIZE 32
#else
#define __WORDSIZE 64
#define __SYSCALL_WORDSIZE 64
#endif
#define __WORDSIZE_TIME64_COMPAT32 1
#define __LDOUBLE_REDIRECTS_TO_FLOAT128_ABI 0
#define __LDBL_REDIR(name, proto) name proto
#define __LDBL_REDIR_NTH(name, proto) name proto
#define __LDBL_REDIR1(name, proto, alias) name proto
#define __LDBL_REDIR_DECL(name)
#define __HAVE_GENERIC_SELECTION 1
#endif
