"""Which pointer arguments of which library functions are read or written (plain data).

The front end attaches one CheckSite (kind "call") per entry of ACCESSES to each call of these
functions; the engine's library models (absint.memory) import the same table to know the semantics.

ACCESSES[name] is a tuple of (arg, role, access, length):
  arg     0-based argument position of the pointer
  role    "destination" | "source" | "string" | "buffer" (for messages)
  access  "read" | "write"
  length  how many bytes are touched, as a small expression the models interpret:
            "argN"            the value of argument N, in bytes
            "argN*W"          argument N times the element size W (W = "wchar" for sizeof(wchar_t))
            "strlen(argN)+1"  the NUL-terminated string at argument N, terminator included
            "wcslen(argN)+1"  the same for a wide string, in wchar_t units
            "min(argN,strlen(argM)+1)" / "min(argN,wcslen(argM)+1)" (strncpy-like bounded reads)
            "string"          the NUL-terminated string at this argument (read up to its NUL)
            "wstring"         the same, wide
            "strlen(argN)+strlen(argM)+1" destination of strcat: its old string plus the source
            "unknown"         depends on the data (gets, %s of scanf): the model decides, usually
                              "may overflow any finite buffer"
            "format"          depends on the format string and arguments (sprintf)
            "bounded(argN)"   at most argument N bytes, the model computes the exact count
            "bounded(argN*wchar)"

FORMATS[name] = (format_arg, first_vararg or None, kind, wide): for printf/scanf-like functions the
front end parses a literal format string and adds a "call" site per %s (role "string", read for
"print", write with length "unknown" or the field width for "scan"). With a non-literal format no extra
sites are added (the engine treats the varargs as escaping).

ALLOCATORS lists the allocation functions (no sites: the engine creates a heap block); SIZE_ARGS
says how the allocated size is computed.
"""
import re

ACCESSES = {
    # mem*
    "memcpy": ((0, "destination", "write", "arg2"), (1, "source", "read", "arg2")),
    "memmove": ((0, "destination", "write", "arg2"), (1, "source", "read", "arg2")),
    "memset": ((0, "destination", "write", "arg2"),),
    "memcmp": ((0, "buffer", "read", "bounded(arg2)"), (1, "buffer", "read", "bounded(arg2)")),
    "memchr": ((0, "buffer", "read", "bounded(arg2)"),),
    "bzero": ((0, "destination", "write", "arg1"),),
    "bcopy": ((0, "source", "read", "arg2"), (1, "destination", "write", "arg2")),
    # str*
    "strlen": ((0, "string", "read", "string"),),
    "strnlen": ((0, "string", "read", "bounded(arg1)"),),
    "strcpy": ((0, "destination", "write", "strlen(arg1)+1"), (1, "source", "read", "string")),
    "strncpy": ((0, "destination", "write", "arg2"), (1, "source", "read", "min(arg2,strlen(arg1)+1)")),
    "strcat": ((0, "destination", "write", "strlen(arg0)+strlen(arg1)+1"), (1, "source", "read", "string")),
    "strncat": ((0, "destination", "write", "strlen(arg0)+min(arg2,strlen(arg1))+1"),
                (1, "source", "read", "min(arg2,strlen(arg1)+1)")),
    "strcmp": ((0, "string", "read", "string"), (1, "string", "read", "string")),
    "strncmp": ((0, "string", "read", "bounded(arg2)"), (1, "string", "read", "bounded(arg2)")),
    "strcasecmp": ((0, "string", "read", "string"), (1, "string", "read", "string")),
    "strncasecmp": ((0, "string", "read", "bounded(arg2)"), (1, "string", "read", "bounded(arg2)")),
    "strchr": ((0, "string", "read", "string"),),
    "strrchr": ((0, "string", "read", "string"),),
    "strstr": ((0, "string", "read", "string"), (1, "string", "read", "string")),
    "strspn": ((0, "string", "read", "string"), (1, "string", "read", "string")),
    "strcspn": ((0, "string", "read", "string"), (1, "string", "read", "string")),
    "strpbrk": ((0, "string", "read", "string"), (1, "string", "read", "string")),
    "strdup": ((0, "source", "read", "string"),),
    "strndup": ((0, "source", "read", "bounded(arg1)"),),
    "atoi": ((0, "string", "read", "string"),),
    "atol": ((0, "string", "read", "string"),),
    "atoll": ((0, "string", "read", "string"),),
    "atof": ((0, "string", "read", "string"),),
    "strtol": ((0, "string", "read", "string"),),
    "strtoul": ((0, "string", "read", "string"),),
    "strtoll": ((0, "string", "read", "string"),),
    "strtoull": ((0, "string", "read", "string"),),
    "strtod": ((0, "string", "read", "string"),),
    "puts": ((0, "string", "read", "string"),),
    "fputs": ((0, "string", "read", "string"),),
    # formatted output (format and %s arguments: see FORMATS)
    "printf": ((0, "string", "read", "string"),),
    "fprintf": ((1, "string", "read", "string"),),
    "sprintf": ((0, "destination", "write", "format"), (1, "string", "read", "string")),
    "snprintf": ((0, "destination", "write", "bounded(arg1)"), (2, "string", "read", "string")),
    "vsprintf": ((0, "destination", "write", "format"), (1, "string", "read", "string")),
    "vsnprintf": ((0, "destination", "write", "bounded(arg1)"), (2, "string", "read", "string")),
    "vprintf": ((0, "string", "read", "string"),),
    "vfprintf": ((1, "string", "read", "string"),),
    # input
    "fgets": ((0, "destination", "write", "bounded(arg1)"),),
    "gets": ((0, "destination", "write", "unknown"),),
    "fread": ((0, "destination", "write", "arg1*arg2"),),
    "fwrite": ((0, "source", "read", "arg1*arg2"),),
    "read": ((1, "destination", "write", "bounded(arg2)"),),
    "write": ((1, "source", "read", "arg2"),),
    "recv": ((1, "destination", "write", "bounded(arg2)"),),
    "recvfrom": ((1, "destination", "write", "bounded(arg2)"),),
    "send": ((1, "source", "read", "arg2"),),
    "scanf": ((0, "string", "read", "string"),),
    "fscanf": ((1, "string", "read", "string"),),
    "sscanf": ((0, "source", "read", "string"), (1, "string", "read", "string")),
    "fopen": ((0, "string", "read", "string"), (1, "string", "read", "string")),
    "open": ((0, "string", "read", "string"),),
    # wide characters (lengths in wchar_t units times sizeof(wchar_t))
    "wmemset": ((0, "destination", "write", "arg2*wchar"),),
    "wmemcpy": ((0, "destination", "write", "arg2*wchar"), (1, "source", "read", "arg2*wchar")),
    "wmemmove": ((0, "destination", "write", "arg2*wchar"), (1, "source", "read", "arg2*wchar")),
    "wcslen": ((0, "string", "read", "wstring"),),
    "wcscpy": ((0, "destination", "write", "wcslen(arg1)+1"), (1, "source", "read", "wstring")),
    "wcsncpy": ((0, "destination", "write", "arg2*wchar"), (1, "source", "read", "min(arg2,wcslen(arg1)+1)")),
    "wcscat": ((0, "destination", "write", "wcslen(arg0)+wcslen(arg1)+1"), (1, "source", "read", "wstring")),
    "wcsncat": ((0, "destination", "write", "wcslen(arg0)+min(arg2,wcslen(arg1))+1"),
                (1, "source", "read", "min(arg2,wcslen(arg1)+1)")),
    "wcscmp": ((0, "string", "read", "wstring"), (1, "string", "read", "wstring")),
    "wcschr": ((0, "string", "read", "wstring"),),
    "wcsdup": ((0, "source", "read", "wstring"),),
    "swprintf": ((0, "destination", "write", "bounded(arg1*wchar)"), (2, "string", "read", "wstring")),
    "wprintf": ((0, "string", "read", "wstring"),),
    "fgetws": ((0, "destination", "write", "bounded(arg1*wchar)"),),
}

# name -> (format argument, first variadic argument or None (va_list), "print" | "scan", wide)
FORMATS = {
    "printf": (0, 1, "print", False),
    "fprintf": (1, 2, "print", False),
    "sprintf": (1, 2, "print", False),
    "snprintf": (2, 3, "print", False),
    "vprintf": (0, None, "print", False),
    "vfprintf": (1, None, "print", False),
    "vsprintf": (1, None, "print", False),
    "vsnprintf": (2, None, "print", False),
    "swprintf": (2, 3, "print", True),
    "wprintf": (0, 1, "print", True),
    "scanf": (0, 1, "scan", False),
    "fscanf": (1, 2, "scan", False),
    "sscanf": (1, 2, "scan", False),
}

ALLOCATORS = ("malloc", "calloc", "realloc", "free", "alloca", "__builtin_alloca", "strdup",
              "strndup", "wcsdup", "aligned_alloc", "memalign", "valloc", "pvalloc",
              "reallocarray", "posix_memalign")

# allocation size in bytes, as in ACCESSES' length language ("free" allocates nothing)
SIZE_ARGS = {
    "malloc": "arg0",
    "calloc": "arg0*arg1",
    "realloc": "arg1",
    "alloca": "arg0",
    "__builtin_alloca": "arg0",
    "strdup": "strlen(arg0)+1",
    "strndup": "min(arg1,strlen(arg0))+1",
    "wcsdup": "wcslen(arg0)+1",
    "aligned_alloc": "arg1",
    "memalign": "arg1",
    "valloc": "arg0",
    "pvalloc": "arg0",
    "reallocarray": "arg1*arg2",
    "posix_memalign": "arg2",
}


def split_terms(length: str) -> list:
    """The top-level "+" terms of a length expression, for the models that interpret it:
    "strlen(arg0)+strlen(arg1)+1" -> ["strlen(arg0)", "strlen(arg1)", "1"]; a "+" inside
    parentheses ("min(arg2,strlen(arg1)+1)") does not split."""
    terms, depth, current = [], 0, ""
    for ch in length:
        if ch == "(":
            depth += 1
        elif ch == ")":
            depth -= 1
        if ch == "+" and depth == 0:
            terms.append(current)
            current = ""
        else:
            current += ch
    terms.append(current)
    return [t.strip() for t in terms if t.strip()]


_PRINT_CONVERSION = re.compile(r"%[-+ #0']*(\*|\d+)?(?:\.(\*|\d*))?(hh|h|ll|l|L|q|j|z|t)?(.)")


def string_precisions(text: str) -> dict:
    """{position among the variadic arguments: precision} of the narrow %s conversions of a
    printf format with a literal precision ("%.4s" reads at most 4 bytes: the array need not hold
    a NUL, C11 7.21.6.1p8), for the models of the %s "string" reads; a '*' takes an argument."""
    out, k = {}, 0
    for m in _PRINT_CONVERSION.finditer(text):
        width, prec, size, conv = m.groups()
        if conv == "%":
            continue
        k += (width == "*") + (prec == "*")
        if conv == "s" and size is None and prec not in (None, "*"):
            out[k] = int(prec or 0)
        k += 1
    return out
