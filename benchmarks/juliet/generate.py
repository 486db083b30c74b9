"""Write benchmarks/juliet/cases/*.c: 316 Juliet-style test cases of our own (435 files).

    python -m benchmarks.juliet.generate

Each case combines a *family* (what overflows: buffer kind, element type, the library call or loop
that overruns, the CWE) with a *flow variant* (how the data travels from its source to the sink, after
the flow variants of NIST's Juliet suite: 01 baseline, 04 static const flags, 15 switch, 17 single-trip
for loops, 18 goto, 41 sink function, 44 sink through a function pointer, 45 data through a static
global, 61 source function). Every file has `void <name>_bad(void)` and `void <name>_good(void)`; the
good one calls goodG2B* (good source, same sink) and, for input-driven families, goodB2G* (bad source,
fixed sink). Helper functions carry "bad" or "good" in their names, so the scorer can attribute every
access. A `/* verify: ... */` comment says which input makes the bad case overflow for verify.py.

The first 100 cases come from FAMILIES; the 30 after them from STRING_FAMILIES (issue 10): wide
strings in alloca and malloc memory, unterminated strings (CWE-170), char/wchar_t mixing.
The 127 after those put every family in two (input-driven ones: three) of NEW_FLOWS, more of
Juliet's flow variants: flags (02 if (1), 03 5 == 5, 05 static int, 06 static const five, 07 static
int five, 08 static functions, 09 global consts, 10 global ints, 11 global functions, 12 a random
global function with both branches, 13 global const five, 14 global int five; the global flags are
in support/flags.c), 16 while (1) with break, 21 a static flag tested in the sink, 31 a copy in a
nested block, 32 two pointers to data, 34 a union, 63 a pointer to data, 64 a void pointer to data,
65 an external sink through a function pointer, 66 an array holding data, 67 a struct holding data.
The last 59 put every family in one of MULTI_FLOWS, cases of several files <name>a.c, <name>b.c, ...
(the scorer and verify.py take them together): 22 a global flag defined in file a and tested by
the sink in file b, 51 the sink in file b, 52 to 54 calls through files b, c, d to the sink in the
last, 68 data through a global of file a read by the sink in file b.
"""
from __future__ import annotations

import textwrap
from dataclasses import dataclass
from pathlib import Path

HERE = Path(__file__).resolve().parent
CASES = HERE / "cases"
TOTAL = 100             # cases of FAMILIES; STRING_FAMILIES add two each

CWE_TITLES = {
    "121": "CWE121_Stack_Based_Buffer_Overflow",
    "122": "CWE122_Heap_Based_Buffer_Overflow",
    "124": "CWE124_Buffer_Underwrite",
    "126": "CWE126_Buffer_Overread",
    "127": "CWE127_Buffer_Underread",
    "170": "CWE170_Improper_Null_Termination",
    "193": "CWE193_Off_by_One_Error",
}


@dataclass(frozen=True)
class Family:
    cwe: str                 # key of CWE_TITLES
    name: str                # e.g. "char_memcpy"
    summary: str             # one line for the file's header comment
    dtype: str               # the type of `data`
    init: str                # first assignment of data in every function
    bad_decl: str            # declarations the bad source needs (in the function holding data)
    good_decl: str
    bad_src: str             # statements giving data its bad value
    good_src: str
    sink: str                # the statement block that uses data (overflows with the bad value)
    good_sink: str = ""      # input-driven families: the sink with the missing check added
    verify: str = ""         # how verify.py makes the bad case overflow: "", "stdin=10", "rand=10"
    preamble: str = ""       # macros the case needs

    @property
    def movable(self) -> bool:
        """The source needs no caller-owned buffer, so it can live in its own function (flow 61)."""
        return not self.bad_decl and not self.good_decl


def c(text: str) -> str:
    return textwrap.dedent(text).strip("\n")


def ind(text: str, level: int = 1) -> str:
    return textwrap.indent(text, "    " * level) if text else ""


# ---------------------------------------------------------------------------------------------
# Sinks
# ---------------------------------------------------------------------------------------------

def block(*parts: str) -> str:
    """A C compound statement holding the given (possibly multi-line) statements."""
    return "{\n" + "\n".join(ind(c(p)) for p in parts if p) + "\n}"


def char_sink(op: str, tail: str = "printLine(data);") -> str:
    return block("char source[100];", "memset(source, 'C', 100 - 1); /* fill with 'C's */",
                 "source[100 - 1] = '\\0'; /* null terminate */", op, tail)


def wchar_sink(op: str, tail: str = "printWLine(data);") -> str:
    return block("wchar_t source[100];", "wmemset(source, L'C', 100 - 1); /* fill with L'C's */",
                 "source[100 - 1] = L'\\0'; /* null terminate */", op, tail)


CHAR_LOOP = """
    {
        size_t i;
        for (i = 0; i < 100; i++) {
            data[i] = source[i];
        }
    }
    data[100 - 1] = '\\0';"""

WCHAR_LOOP = CHAR_LOOP.replace("'\\0'", "L'\\0'")

INT_MEMCPY_SINK = c("""
    {
        int source[100] = { 0 };
        memcpy(data, source, 100 * sizeof(int));
        printIntLine(data[0]);
    }""")

INT_LOOP_SINK = c("""
    {
        int source[100] = { 0 };
        size_t i;
        for (i = 0; i < 100; i++) {
            data[i] = source[i];
        }
        printIntLine(data[0]);
    }""")

OVERREAD_CHAR_MEMCPY = c("""
    {
        char dest[100];
        memset(dest, 'C', 100 - 1);
        dest[100 - 1] = '\\0'; /* null terminate */
        /* copies strlen(dest) characters out of data */
        memcpy(dest, data, strlen(dest) * sizeof(char));
        dest[100 - 1] = '\\0';
        printLine(dest);
    }""")

OVERREAD_CHAR_LOOP = c("""
    {
        size_t i, destLen;
        char dest[100];
        memset(dest, 'C', 100 - 1);
        dest[100 - 1] = '\\0'; /* null terminate */
        destLen = strlen(dest);
        for (i = 0; i < destLen; i++) {
            dest[i] = data[i];
        }
        dest[100 - 1] = '\\0';
        printLine(dest);
    }""")

OVERREAD_WCHAR_MEMMOVE = c("""
    {
        wchar_t dest[100];
        wmemset(dest, L'C', 100 - 1);
        dest[100 - 1] = L'\\0'; /* null terminate */
        memmove(dest, data, wcslen(dest) * sizeof(wchar_t));
        dest[100 - 1] = L'\\0';
        printWLine(dest);
    }""")

UNDERREAD_CHAR_MEMCPY = c("""
    {
        char dest[100];
        memset(dest, 'C', 100 - 1);
        dest[100 - 1] = '\\0'; /* null terminate */
        memcpy(dest, data, 100 * sizeof(char));
        dest[100 - 1] = '\\0';
        printLine(dest);
    }""")

UNDERREAD_CHAR_LOOP = c("""
    {
        size_t i;
        char dest[100];
        memset(dest, 'C', 100 - 1);
        dest[100 - 1] = '\\0'; /* null terminate */
        for (i = 0; i < 100; i++) {
            dest[i] = data[i];
        }
        dest[100 - 1] = '\\0';
        printLine(dest);
    }""")

UNDERREAD_WCHAR_LOOP = c("""
    {
        size_t i;
        wchar_t dest[100];
        wmemset(dest, L'C', 100 - 1);
        dest[100 - 1] = L'\\0'; /* null terminate */
        for (i = 0; i < 100; i++) {
            dest[i] = data[i];
        }
        dest[100 - 1] = L'\\0';
        printWLine(dest);
    }""")


def index_sink(check: str, use: str, complaint: str, heap: bool = False) -> str:
    """An int buffer of 10 used at `data` under `check`."""
    if heap:
        decl = ("int i;\nint *buffer = (int *)malloc(10 * sizeof(int));\n"
                "if (buffer == NULL) { exit(-1); }\nfor (i = 0; i < 10; i++) {\n    buffer[i] = 0;\n}")
    else:
        decl = "int i;\nint buffer[10] = { 0 };"
    test = f"if ({check}) {{\n{ind(c(use))}\n}} else {{\n    printLine(\"{complaint}\");\n}}"
    return block(decl, test, "free(buffer);" if heap else "")


WRITE_USE = """
    buffer[data] = 1;
    /* print the array values */
    for (i = 0; i < 10; i++) {
        printIntLine(buffer[i]);
    }"""
READ_USE = """
    printIntLine(buffer[data]);
    (void)i;"""

SRC_FGETS = c("""
    {
        char inputBuffer[CHAR_ARRAY_SIZE] = "";
        /* read a number from the console */
        if (fgets(inputBuffer, CHAR_ARRAY_SIZE, stdin) != NULL) {
            data = atoi(inputBuffer);
        } else {
            printLine("fgets() failed.");
        }
    }""")
SRC_FSCANF = 'if (fscanf(stdin, "%d", &data) != 1) {\n    printLine("fscanf() failed.");\n}'
SRC_RAND = "data = RAND32();"
FGETS_PREAMBLE = "#define CHAR_ARRAY_SIZE (3 * sizeof(data) + 2)"
BOTH = "data >= 0 && data < (10)"


# ---------------------------------------------------------------------------------------------
# Families
# ---------------------------------------------------------------------------------------------

def stack_family(cwe, name, summary, elem, bad_n, good_n, sink, zero="'\\0'", preamble=""):
    return Family(cwe, name, summary, f"{elem} *", "data = NULL;",
                  f"{elem} dataBadBuffer[{bad_n}];", f"{elem} dataGoodBuffer[{good_n}];",
                  f"data = dataBadBuffer;\ndata[0] = {zero}; /* null terminate */",
                  f"data = dataGoodBuffer;\ndata[0] = {zero}; /* null terminate */",
                  sink, preamble=preamble)


def heap_family(cwe, name, summary, elem, bad_n, good_n, sink, zero="'\\0'", preamble=""):
    def src(n):
        s = f"data = ({elem} *)malloc({n});\nif (data == NULL) {{ exit(-1); }}"
        return s + (f"\ndata[0] = {zero}; /* null terminate */" if zero else "")
    return Family(cwe, name, summary, f"{elem} *", "data = NULL;", "", "", src(bad_n), src(good_n),
                  sink, preamble=preamble)


def before_buffer_family(cwe, name, summary, elem, fill, sink, heap=False):
    """data points 8 elements before a 100-element buffer (bad) or at its start (good)."""
    if heap:
        def src(offset):
            return block(f"{elem} *dataBuffer = ({elem} *)malloc(100 * sizeof({elem}));",
                         "if (dataBuffer == NULL) { exit(-1); }", fill, f"data = dataBuffer{offset};")
        return Family(cwe, name, summary, f"{elem} *", "data = NULL;", "", "", src(" - 8"), src(""),
                      sink)
    decl = f"{elem} dataBuffer[100];"
    return Family(cwe, name, summary, f"{elem} *", "data = NULL;", decl, decl,
                  c(fill) + "\ndata = dataBuffer - 8;", c(fill) + "\ndata = dataBuffer;", sink)


def short_buffer_family(cwe, name, summary, elem, sink, fill_char, heap=False):
    """data holds a terminated string of 49 (bad) or 99 (good) characters."""
    setter = "memset" if elem == "char" else "wmemset"
    zero = "'\\0'" if elem == "char" else "L'\\0'"
    if heap:
        def src(n):
            return c(f"""
                data = ({elem} *)malloc({n} * sizeof({elem}));
                if (data == NULL) {{ exit(-1); }}
                {setter}(data, {fill_char}, {n} - 1);
                data[{n} - 1] = {zero};""")
        return Family(cwe, name, summary, f"{elem} *", "data = NULL;", "", "", src(50), src(100), sink)

    def src(buf, n):
        return c(f"""
            {setter}({buf}, {fill_char}, {n} - 1);
            {buf}[{n} - 1] = {zero};
            data = {buf};""")
    return Family(cwe, name, summary, f"{elem} *", "data = NULL;",
                  f"{elem} dataBadBuffer[50];", f"{elem} dataGoodBuffer[100];",
                  src("dataBadBuffer", 50), src("dataGoodBuffer", 100), sink)


def index_family(cwe, name, summary, bad_src, sink, good_sink, verify="", preamble=""):
    return Family(cwe, name, summary, "int", "data = -1;", "", "", bad_src, "data = 7;", sink,
                  good_sink, verify, preamble)


CHAR_FILL = "memset(dataBuffer, 'A', 100 - 1);\ndataBuffer[100 - 1] = '\\0';"
WCHAR_FILL = "wmemset(dataBuffer, L'A', 100 - 1);\ndataBuffer[100 - 1] = L'\\0';"
INT_FILL = "{\n    size_t k;\n    for (k = 0; k < 100; k++) {\n        dataBuffer[k] = 0;\n    }\n}"
SRC10 = '#define SRC_STRING "AAAAAAAAAA"'
SRC10W = '#define SRC_STRING L"AAAAAAAAAA"'

FAMILIES = [
    # CWE-121: stack buffers of 50 elements where 100 are written
    stack_family("121", "char_memcpy", "char buffer, memcpy of 100 bytes", "char", 50, 100,
                 char_sink("memcpy(data, source, 100 * sizeof(char));\ndata[100 - 1] = '\\0';")),
    stack_family("121", "char_memmove", "char buffer, memmove of 100 bytes", "char", 50, 100,
                 char_sink("memmove(data, source, 100 * sizeof(char));\ndata[100 - 1] = '\\0';")),
    stack_family("121", "char_strcpy", "char buffer, strcpy of a 99-character string", "char", 50, 100,
                 char_sink("strcpy(data, source);")),
    stack_family("121", "char_strncpy", "char buffer, strncpy of 99 characters", "char", 50, 100,
                 char_sink("strncpy(data, source, 100 - 1);\ndata[100 - 1] = '\\0';")),
    stack_family("121", "char_strcat", "char buffer, strcat of a 99-character string", "char", 50, 100,
                 char_sink("strcat(data, source);")),
    stack_family("121", "char_snprintf", "char buffer, snprintf told the size is 100", "char", 50, 100,
                 char_sink('snprintf(data, 100, "%s", source);')),
    stack_family("121", "char_loop", "char buffer, a copy loop of 100 bytes", "char", 50, 100,
                 char_sink(CHAR_LOOP)),
    stack_family("121", "wchar_t_wcscpy", "wchar_t buffer, wcscpy of 99 wide characters", "wchar_t",
                 50, 100, wchar_sink("wcscpy(data, source);"), zero="L'\\0'"),
    stack_family("121", "wchar_t_wcsncpy", "wchar_t buffer, wcsncpy of 99 wide characters", "wchar_t",
                 50, 100, wchar_sink("wcsncpy(data, source, 100 - 1);\ndata[100 - 1] = L'\\0';"),
                 zero="L'\\0'"),
    stack_family("121", "wchar_t_swprintf", "wchar_t buffer, swprintf told the size is 100", "wchar_t",
                 50, 100, wchar_sink('swprintf(data, 100, L"%ls", source);'), zero="L'\\0'"),
    stack_family("121", "wchar_t_loop", "wchar_t buffer, a copy loop of 100 wide characters",
                 "wchar_t", 50, 100, wchar_sink(WCHAR_LOOP), zero="L'\\0'"),
    stack_family("121", "int_memcpy", "int buffer, memcpy of 100 ints", "int", 50, 100,
                 INT_MEMCPY_SINK, zero="0"),
    stack_family("121", "int_loop", "int buffer, a copy loop of 100 ints", "int", 50, 100,
                 INT_LOOP_SINK, zero="0"),
    # CWE-193: room for the characters but not the terminator
    stack_family("193", "char_strcpy", "char buffer of 10 for a 10-character string, strcpy", "char",
                 10, "10 + 1", "{\n    char source[10 + 1] = SRC_STRING;\n    strcpy(data, source);\n"
                 "    printLine(data);\n}", preamble=SRC10),
    stack_family("193", "char_memcpy", "char buffer of 10, memcpy of strlen + 1 bytes", "char", 10,
                 "10 + 1", "{\n    char source[10 + 1] = SRC_STRING;\n"
                 "    memcpy(data, source, (strlen(source) + 1) * sizeof(char));\n    printLine(data);\n}",
                 preamble=SRC10),
    stack_family("193", "wchar_t_wcscpy", "wchar_t buffer of 10 for 10 wide characters, wcscpy",
                 "wchar_t", 10, "10 + 1", "{\n    wchar_t source[10 + 1] = SRC_STRING;\n"
                 "    wcscpy(data, source);\n    printWLine(data);\n}", zero="L'\\0'", preamble=SRC10W),
    # CWE-122: heap blocks too small
    heap_family("122", "char_malloc_memcpy", "malloc'd char buffer, memcpy of 100 bytes", "char",
                "50 * sizeof(char)", "100 * sizeof(char)",
                char_sink("memcpy(data, source, 100 * sizeof(char));\ndata[100 - 1] = '\\0';",
                          "printLine(data);\n    free(data);")),
    heap_family("122", "char_malloc_strncat", "malloc'd char buffer, strncat of 99 characters", "char",
                "50 * sizeof(char)", "100 * sizeof(char)",
                char_sink("strncat(data, source, 100);", "printLine(data);\n    free(data);")),
    heap_family("122", "wchar_t_malloc_wcsncpy", "malloc'd wchar_t buffer, wcsncpy of 99", "wchar_t",
                "50 * sizeof(wchar_t)", "100 * sizeof(wchar_t)",
                wchar_sink("wcsncpy(data, source, 100 - 1);\ndata[100 - 1] = L'\\0';",
                           "printWLine(data);\n    free(data);"), zero="L'\\0'"),
    heap_family("122", "int_malloc_bytes_loop", "malloc(10) bytes used as 10 ints", "int", "10",
                "10 * sizeof(int)", c("""
                    {
                        int source[10] = { 0 };
                        size_t i;
                        for (i = 0; i < 10; i++) {
                            data[i] = source[i];
                        }
                        printIntLine(data[0]);
                        free(data);
                    }"""), zero=""),
    heap_family("122", "struct_malloc_memcpy", "malloc'd array of 50 structs, memcpy of 100",
                "twoIntsStruct", "50 * sizeof(twoIntsStruct)", "100 * sizeof(twoIntsStruct)", c("""
                    {
                        twoIntsStruct source[100];
                        {
                            size_t i;
                            for (i = 0; i < 100; i++) {
                                source[i].intOne = 0;
                                source[i].intTwo = 0;
                            }
                        }
                        memcpy(data, source, 100 * sizeof(twoIntsStruct));
                        printStructLine(&data[0]);
                        free(data);
                    }"""), zero=""),
    heap_family("193", "char_malloc_strcpy", "malloc(10) for a 10-character string, strcpy", "char",
                "10 * sizeof(char)", "(10 + 1) * sizeof(char)",
                "{\n    char source[10 + 1] = SRC_STRING;\n    strcpy(data, source);\n"
                "    printLine(data);\n    free(data);\n}", preamble=SRC10),
    # CWE-124: writes before the buffer
    before_buffer_family("124", "char_memcpy", "data 8 bytes before a char buffer, memcpy", "char",
                         CHAR_FILL, char_sink("memcpy(data, source, 100 * sizeof(char));\n"
                                              "data[100 - 1] = '\\0';")),
    before_buffer_family("124", "char_loop", "data 8 bytes before a char buffer, copy loop", "char",
                         CHAR_FILL, char_sink(CHAR_LOOP)),
    before_buffer_family("124", "int_loop", "data 8 ints before an int buffer, copy loop", "int",
                         INT_FILL, INT_LOOP_SINK),
    before_buffer_family("124", "wchar_t_wcsncpy", "data 8 before a wchar_t buffer, wcsncpy",
                         "wchar_t", WCHAR_FILL,
                         wchar_sink("wcsncpy(data, source, 100 - 1);\ndata[100 - 1] = L'\\0';")),
    before_buffer_family("124", "char_malloc_memmove", "data 8 bytes before a heap block, memmove",
                         "char", CHAR_FILL, char_sink("memmove(data, source, 100 * sizeof(char));\n"
                                                      "data[100 - 1] = '\\0';"), heap=True),
    # CWE-126: reads past the end of a shorter string buffer
    short_buffer_family("126", "char_memcpy", "reads strlen(dest) bytes from a 50-byte buffer", "char",
                        OVERREAD_CHAR_MEMCPY, "'A'"),
    short_buffer_family("126", "char_loop", "a read loop of 99 bytes over a 50-byte buffer", "char",
                        OVERREAD_CHAR_LOOP, "'A'"),
    short_buffer_family("126", "wchar_t_memmove", "memmove of wcslen(dest) wide chars from 50",
                        "wchar_t", OVERREAD_WCHAR_MEMMOVE, "L'A'"),
    short_buffer_family("126", "char_malloc_loop", "a read loop of 99 bytes over a 50-byte heap block",
                        "char", block(OVERREAD_CHAR_LOOP, "free(data);"), "'A'",
                        heap=True),
    # CWE-127: reads before the buffer
    before_buffer_family("127", "char_memcpy", "memcpy from 8 bytes before a char buffer", "char",
                         CHAR_FILL, UNDERREAD_CHAR_MEMCPY),
    before_buffer_family("127", "char_loop", "a read loop from 8 bytes before a char buffer", "char",
                         CHAR_FILL, UNDERREAD_CHAR_LOOP),
    before_buffer_family("127", "wchar_t_loop", "a read loop from 8 before a wchar_t buffer",
                         "wchar_t", WCHAR_FILL, UNDERREAD_WCHAR_LOOP),
    before_buffer_family("127", "char_malloc_loop", "a read loop from 8 bytes before a heap block",
                         "char", CHAR_FILL, UNDERREAD_CHAR_LOOP, heap=True),
    # index-driven families: data is an index into an int buffer of 10
    index_family("121", "int_array_rand", "index from rand(), only the lower bound checked", SRC_RAND,
                 index_sink("data >= 0", WRITE_USE, "ERROR: Array index is negative."),
                 index_sink(BOTH, WRITE_USE, "ERROR: Array index is out-of-bounds"), "rand=10"),
    index_family("121", "int_array_fgets", "index from fgets/atoi, only the lower bound checked",
                 SRC_FGETS, index_sink("data >= 0", WRITE_USE, "ERROR: Array index is negative."),
                 index_sink(BOTH, WRITE_USE, "ERROR: Array index is out-of-bounds"), "stdin=10",
                 FGETS_PREAMBLE),
    index_family("121", "int_array_fscanf", "index from fscanf, only the lower bound checked",
                 SRC_FSCANF, index_sink("data >= 0", WRITE_USE, "ERROR: Array index is negative."),
                 index_sink(BOTH, WRITE_USE, "ERROR: Array index is out-of-bounds"), "stdin=10"),
    index_family("121", "int_array_large", "a constant index of 10, only the lower bound checked",
                 "data = 10;", index_sink("data >= 0", WRITE_USE, "ERROR: Array index is negative."),
                 index_sink(BOTH, WRITE_USE, "ERROR: Array index is out-of-bounds")),
    index_family("124", "int_array_negative", "a constant index of -5, only the upper bound checked",
                 "data = -5;", index_sink("data < 10", WRITE_USE, "ERROR: Array index is too big."),
                 index_sink(BOTH, WRITE_USE, "ERROR: Array index is out-of-bounds")),
    index_family("124", "int_array_fgets", "index from fgets/atoi, only the upper bound checked",
                 SRC_FGETS, index_sink("data < 10", WRITE_USE, "ERROR: Array index is too big."),
                 index_sink(BOTH, WRITE_USE, "ERROR: Array index is out-of-bounds"), "stdin=-5",
                 FGETS_PREAMBLE),
    index_family("127", "int_array_rand", "read at an index from rand(), only the upper bound checked",
                 SRC_RAND, index_sink("data < 10", READ_USE, "ERROR: Array index is too big."),
                 index_sink(BOTH, READ_USE, "ERROR: Array index is out-of-bounds"), "rand=-5"),
    index_family("126", "int_array_fgets", "read at an index from fgets/atoi, lower bound only",
                 SRC_FGETS, index_sink("data >= 0", READ_USE, "ERROR: Array index is negative."),
                 index_sink(BOTH, READ_USE, "ERROR: Array index is out-of-bounds"), "stdin=10",
                 FGETS_PREAMBLE),
    index_family("122", "int_malloc_rand", "index from rand() into a heap int buffer, lower bound only",
                 SRC_RAND, index_sink("data >= 0", WRITE_USE, "ERROR: Array index is negative.", True),
                 index_sink(BOTH, WRITE_USE, "ERROR: Array index is out-of-bounds", True), "rand=10"),
]


# ---------------------------------------------------------------------------------------------
# String families (issue 10): wide strings in alloca and malloc memory, unterminated strings,
# char/wchar_t mixing. Planned apart from FAMILIES (see plan), so the first 100 cases stay as
# they were.
# ---------------------------------------------------------------------------------------------

ALLOCA = "#include <alloca.h>"
SRC10_NARROW_LONG = '#define SRC_STRING "AAAAAAAAAAAAAAAAAAAA" /* 20 characters */'
SRC10_WIDE_LONG = '#define SRC_STRING L"AAAAAAAAAAAAAAAAAAAA" /* 20 wide characters */'
SRC9W = '#define SRC_STRING L"AAAAAAAAA" /* 9 wide characters */'


def alloca_family(cwe, name, summary, elem, bad_n, good_n, sink, zero="L'\\0'"):
    """data is a buffer of bad_n (bad) or good_n (good) elements from alloca in the function
    holding data (alloca memory ends with that function: the source cannot move out)."""
    def decl(buf, n):
        return f"{elem} *{buf} = ({elem} *)alloca({n} * sizeof({elem}));"
    return Family(cwe, name, summary, f"{elem} *", "data = NULL;",
                  decl("dataBadBuffer", bad_n), decl("dataGoodBuffer", good_n),
                  f"data = dataBadBuffer;\ndata[0] = {zero}; /* null terminate */",
                  f"data = dataGoodBuffer;\ndata[0] = {zero}; /* null terminate */",
                  sink, preamble=ALLOCA)


def wide_source_family(cwe, name, summary, storage, sink):
    """data is a wide string in a 100-element alloca or malloc block: 99 characters (bad) or 49
    (good); the sink copies it into a 50-element buffer."""
    def fill(n):
        return f"wmemset(data, L'A', {n} - 1); /* fill with L'A's */\ndata[{n} - 1] = L'\\0';"
    if storage == "alloca":
        decl = "wchar_t *dataBuffer = (wchar_t *)alloca(100 * sizeof(wchar_t));"
        return Family(cwe, name, summary, "wchar_t *", "data = NULL;", decl, decl,
                      "data = dataBuffer;\n" + fill(100), "data = dataBuffer;\n" + fill(50), sink,
                      preamble=ALLOCA)
    get = "data = (wchar_t *)malloc(100 * sizeof(wchar_t));\nif (data == NULL) { exit(-1); }\n"
    return Family(cwe, name, summary, "wchar_t *", "data = NULL;", "", "", get + fill(100),
                  get + fill(50), sink)


def unterminated_family(name, summary, elem, storage, bad_fill, good_fill, sink, preamble=""):
    """data holds 10 elements (CWE-170): the bad source leaves no terminator in them, the good one
    puts one in the last element. `bad_fill`/`good_fill` write the buffer `dataBuffer`."""
    zero = "'\\0'" if elem == "char" else "L'\\0'"
    good_fill = good_fill + f"\ndataBuffer[10 - 1] = {zero}; /* null terminate */"
    if storage == "malloc":
        get = (f"{elem} *dataBuffer = ({elem} *)malloc(10 * sizeof({elem}));\n"
               "if (dataBuffer == NULL) { exit(-1); }")
        return Family("170", name, summary, f"{elem} *", "data = NULL;", "", "",
                      block(get, bad_fill, "data = dataBuffer;"),
                      block(get, good_fill, "data = dataBuffer;"), sink, preamble=preamble)
    if storage == "alloca":
        decl = f"{elem} *dataBuffer = ({elem} *)alloca(10 * sizeof({elem}));"
        preamble = ALLOCA + ("\n" + preamble if preamble else "")
    else:
        decl = f"{elem} dataBuffer[10];"
    return Family("170", name, summary, f"{elem} *", "data = NULL;", decl, decl,
                  bad_fill + "\ndata = dataBuffer;", good_fill + "\ndata = dataBuffer;", sink,
                  preamble=preamble)


PRINT_STRLEN = c("""
    {
        /* strlen reads up to the terminator */
        size_t dataLen = strlen(data);
        printIntLine((int)dataLen);
    }""")
PRINT_WCSLEN = PRINT_STRLEN.replace("strlen(data)", "wcslen(data)").replace("strlen", "wcslen")

STRING_FAMILIES = [
    # wide strings as the destination, in alloca and malloc blocks of 50 where 100 are written
    alloca_family("121", "wchar_t_alloca_wcscpy", "alloca'd wchar_t buffer, wcscpy of 99 wide "
                  "characters", "wchar_t", 50, 100, wchar_sink("wcscpy(data, source);")),
    alloca_family("121", "wchar_t_alloca_loop", "alloca'd wchar_t buffer, a copy loop of 100",
                  "wchar_t", 50, 100, wchar_sink(WCHAR_LOOP)),
    heap_family("122", "wchar_t_malloc_wcscat", "malloc'd wchar_t buffer, wcscat of 99", "wchar_t",
                "50 * sizeof(wchar_t)", "100 * sizeof(wchar_t)",
                wchar_sink("wcscat(data, source);", "printWLine(data);\n    free(data);"),
                zero="L'\\0'"),
    # wide strings as the source, in alloca and malloc blocks: their wcslen bounds the copy
    wide_source_family("121", "wchar_t_alloca_src_wcscpy", "a wide string of 99 in an alloca'd "
                       "buffer, wcscpy into 50", "alloca", c("""
                           {
                               wchar_t dest[50] = L"";
                               wcscpy(dest, data);
                               printWLine(dest);
                           }""")),
    wide_source_family("121", "wchar_t_alloca_src_loop", "a copy loop of wcslen(data) wide "
                       "characters from an alloca'd buffer into 50", "alloca", c("""
                           {
                               size_t i, dataLen;
                               wchar_t dest[50] = L"";
                               dataLen = wcslen(data);
                               for (i = 0; i < dataLen; i++) {
                                   dest[i] = data[i];
                               }
                               dest[50 - 1] = L'\\0';
                               printWLine(dest);
                           }""")),
    wide_source_family("122", "wchar_t_malloc_src_memcpy", "memcpy of (wcslen + 1) wide "
                       "characters from a malloc'd string into a heap block of 50", "malloc", c("""
                           {
                               wchar_t *dest = (wchar_t *)malloc(50 * sizeof(wchar_t));
                               if (dest == NULL) { exit(-1); }
                               memcpy(dest, data, (wcslen(data) + 1) * sizeof(wchar_t));
                               printWLine(dest);
                               free(dest);
                               free(data);
                           }""")),
    # char/wchar_t mixing: a count in bytes where wcsncat wants elements
    wide_source_family("121", "wchar_t_malloc_src_wcsncat_sizeof", "wcsncat into 50 wide "
                       "characters told sizeof(dest) (bytes) as the element count", "malloc", c("""
                           {
                               wchar_t dest[50] = L"";
                               wcsncat(dest, data, sizeof(dest));
                               printWLine(dest);
                               free(data);
                           }""")),
    # unterminated strings (CWE-170): a copy that leaves no NUL, then a read up to the NUL
    unterminated_family("char_strncpy", "strncpy of 10 characters into 10 leaves no terminator; "
                        "strlen", "char", "stack", "strncpy(dataBuffer, SRC_STRING, 10);",
                        "strncpy(dataBuffer, SRC_STRING, 10 - 1);", PRINT_STRLEN,
                        SRC10_NARROW_LONG),
    unterminated_family("char_malloc_memcpy", "memcpy of 10 characters into a heap block of 10, "
                        "no terminator; strcpy", "char", "malloc",
                        "memcpy(dataBuffer, SRC_STRING, 10 * sizeof(char));",
                        "memcpy(dataBuffer, SRC_STRING, (10 - 1) * sizeof(char));", c("""
                            {
                                char dest[100] = "";
                                strcpy(dest, data);
                                printLine(dest);
                                free(data);
                            }"""), SRC10_NARROW_LONG),
    unterminated_family("char_loop", "a loop fills 10 characters, no terminator; printf %s",
                        "char", "stack",
                        "{\n    size_t i;\n    for (i = 0; i < 10; i++) {\n        dataBuffer[i] = 'A';"
                        "\n    }\n}",
                        "{\n    size_t i;\n    for (i = 0; i < 10 - 1; i++) {\n"
                        "        dataBuffer[i] = 'A';\n    }\n}",
                        'printf("%s\\n", data);'),
    unterminated_family("wchar_t_alloca_wcsncpy", "wcsncpy of 10 wide characters into an alloca'd "
                        "10, no terminator; wcslen", "wchar_t", "alloca",
                        "wcsncpy(dataBuffer, SRC_STRING, 10);",
                        "wcsncpy(dataBuffer, SRC_STRING, 10 - 1);", PRINT_WCSLEN, SRC10_WIDE_LONG),
    unterminated_family("wchar_t_malloc_memcpy", "memcpy of 10 wide characters into a heap block "
                        "of 10, no terminator; wcscpy", "wchar_t", "malloc",
                        "memcpy(dataBuffer, SRC_STRING, 10 * sizeof(wchar_t));",
                        "memcpy(dataBuffer, SRC_STRING, (10 - 1) * sizeof(wchar_t));", c("""
                            {
                                wchar_t dest[100] = L"";
                                wcscpy(dest, data);
                                printWLine(dest);
                                free(data);
                            }"""), SRC10_WIDE_LONG),
    # char/wchar_t mixing: sizes in bytes used as wchar_t counts, wide functions on narrow strings
    heap_family("122", "wchar_t_malloc_bytes_wcscpy", "malloc(10) bytes used as 10 wchar_t, wcscpy "
                "of 9 wide characters", "wchar_t", "10", "10 * sizeof(wchar_t)", c("""
                    {
                        wchar_t source[10] = SRC_STRING;
                        wcscpy(data, source);
                        printWLine(data);
                        free(data);
                    }"""), zero="L'\\0'", preamble=SRC9W),
    Family("122", "wchar_t_wcslen_malloc", "a heap block of wcslen + 1 bytes (not wchar_t) for "
           "a wide string, wcscpy", "size_t", "data = 0;", "", "",
           "/* counts wide characters, not bytes */\ndata = wcslen(SRC_STRING) + 1;",
           "data = (wcslen(SRC_STRING) + 1) * sizeof(wchar_t);", c("""
               {
                   wchar_t *dest = (wchar_t *)malloc(data);
                   if (dest == NULL) { exit(-1); }
                   wcscpy(dest, SRC_STRING);
                   printWLine(dest);
                   free(dest);
               }"""), preamble=SRC9W),
    Family("126", "char_wcslen", "wcslen on a narrow string of 99 characters", "void *",
           "data = NULL;", "char dataBadBuffer[100];", "wchar_t dataGoodBuffer[100];",
           c("""
               memset(dataBadBuffer, 'A', 100 - 1); /* a narrow string */
               dataBadBuffer[100 - 1] = '\\0';
               data = (void *)dataBadBuffer;"""),
           c("""
               wmemset(dataGoodBuffer, L'A', 100 - 1); /* a wide string */
               dataGoodBuffer[100 - 1] = L'\\0';
               data = (void *)dataGoodBuffer;"""), c("""
               {
                   /* reads wchar_t units up to a wide terminator */
                   size_t dataLen = wcslen((wchar_t *)data);
                   printIntLine((int)dataLen);
               }""")),
]


# ---------------------------------------------------------------------------------------------
# Flow variants
# ---------------------------------------------------------------------------------------------

FLOW_TITLES = {
    "01": "baseline", "04": "static const flags", "15": "switch", "17": "single-trip for loops",
    "18": "goto", "41": "sink function", "44": "sink through a function pointer",
    "45": "data through a static global", "61": "source function",
    # added later (NEW_FLOWS): more of Juliet's control and data flow variants
    "02": "if (1)", "03": "if (5 == 5)", "05": "static int flags", "06": "a static const five",
    "07": "a static int five", "08": "static functions returning true", "09": "global const flags",
    "10": "global int flags", "11": "global functions returning true",
    "12": "a global function returning true or false", "13": "a global const five",
    "14": "a global int five", "16": "while (1) with break", "21": "a static flag tested by the sink",
    "31": "data copied through a second variable", "32": "data through two pointers to one variable",
    "34": "data through a union", "63": "sink takes a pointer to data",
    "64": "sink takes a void pointer to data", "65": "sink through a function pointer to an "
    "external function", "66": "data in an array passed to the sink",
    "67": "data in a struct passed to the sink",
    # multi-file variants (MULTI_FLOWS): one case in files <name>a.c, <name>b.c, ...
    "22": "a global flag, defined in the first file, tested by the sink in the second",
    "51": "sink in a second file", "52": "sink through a second file in a third",
    "53": "sink through two files in a fourth", "54": "sink through three files in a fifth",
    "68": "data through a global, read by the sink in a second file",
}

MULTI_FLOWS = ["22", "51", "52", "53", "54", "68"]
FILE_COUNT = {"22": 2, "51": 2, "52": 3, "53": 4, "54": 5, "68": 2}

# Flag flows: (condition that holds, condition that does not, declarations the file needs).
FLAG_FLOWS = {
    "02": ("1", "0", ""),
    "03": ("5 == 5", "5 != 5", ""),
    "04": ("STATIC_CONST_TRUE", "STATIC_CONST_FALSE",
           "/* The two constants below make the control flow of the test cases explicit. */\n"
           "static const int STATIC_CONST_TRUE = 1; /* true */\n"
           "static const int STATIC_CONST_FALSE = 0; /* false */"),
    "05": ("staticTrue", "staticFalse",
           "/* The two variables below are not const, but never change. */\n"
           "static int staticTrue = 1; /* true */\nstatic int staticFalse = 0; /* false */"),
    "06": ("STATIC_CONST_FIVE == 5", "STATIC_CONST_FIVE != 5",
           "/* The constant below makes the control flow explicit. */\n"
           "static const int STATIC_CONST_FIVE = 5;"),
    "07": ("staticFive == 5", "staticFive != 5",
           "/* The variable below is not const, but never changes. */\nstatic int staticFive = 5;"),
    "08": ("staticReturnsTrue()", "staticReturnsFalse()",
           "/* The two functions below always return the same value. */\n"
           "static int staticReturnsTrue(void)\n{\n    return 1;\n}\n\n"
           "static int staticReturnsFalse(void)\n{\n    return 0;\n}"),
    "09": ("GLOBAL_CONST_TRUE", "GLOBAL_CONST_FALSE", ""),
    "10": ("globalTrue", "globalFalse", ""),
    "11": ("globalReturnsTrue()", "globalReturnsFalse()", ""),
    "13": ("GLOBAL_CONST_FIVE == 5", "GLOBAL_CONST_FIVE != 5", ""),
    "14": ("globalFive == 5", "globalFive != 5", ""),
}


def func(signature: str, *parts: str) -> str:
    body = "\n".join(ind(p) for p in parts if p)
    return f"{signature}\n{{\n{body}\n}}"


def flow_functions(fam: Family, flow: str, name: str) -> tuple:
    """(helpers, bad functions, good functions, good entry calls) for one case, as C text."""
    T = fam.dtype
    decl_data = f"{T} data;"
    pairs = [("G2B", fam.good_decl, fam.good_src, fam.sink)]
    if fam.good_sink:
        pairs.append(("B2G", fam.bad_decl, fam.bad_src, fam.good_sink))
    shared, bad, good, calls = [], [], [], []

    def straight(sig, decl, src, sink, wrap=lambda s, k: s):
        return func(sig, decl_data, decl, fam.init, wrap(src, "src"), wrap(sink, "sink"))

    if flow == "01":
        bad.append(straight(f"void {name}_bad(void)", fam.bad_decl, fam.bad_src, fam.sink))
        for tag, decl, src, sink in pairs:
            good.append(straight(f"static void good{tag}(void)", decl, src, sink))
            calls.append(f"good{tag}();")
    elif flow in FLAG_FLOWS:
        true, false, decls = FLAG_FLOWS[flow]
        if decls:
            shared.append(decls)
        always = lambda s, k: f"if ({true}) {{\n{ind(s)}\n}}"
        bad.append(straight(f"void {name}_bad(void)", fam.bad_decl, fam.bad_src, fam.sink, always))
        for tag, decl, src, sink in pairs:
            def flipped(s, k, tag=tag):
                if (tag == "G2B") == (k == "src"):
                    return (f"if ({false}) {{\n    /* never runs */\n"
                            f"    printLine(\"Benign, fixed string\");\n}} else {{\n{ind(s)}\n}}")
                return always(s, k)
            good.append(straight(f"static void good{tag}1(void)", decl, src, sink, flipped))
            good.append(straight(f"static void good{tag}2(void)", decl, src, sink, always))
            calls += [f"good{tag}1();", f"good{tag}2();"]
    elif flow == "12":
        def either(a, b):
            return f"if (globalReturnsTrueOrFalse()) {{\n{ind(a)}\n}} else {{\n{ind(b)}\n}}"
        # bad: the bad source on one branch; a sink that differs by flow is chosen the same way
        def body(decl, src_a, src_b, sink_a, sink_b):
            sink = either(sink_a, sink_b) if fam.good_sink else sink_a
            return [decl_data, decl, fam.init, either(src_a, src_b), sink]
        both_decl = "\n".join(dict.fromkeys(d for d in (fam.bad_decl, fam.good_decl) if d))
        bad.append(func(f"void {name}_bad(void)", *body(both_decl, fam.bad_src, fam.good_src,
                                                         fam.sink, fam.good_sink)))
        for tag, decl, src, sink in pairs:
            good.append(func(f"static void good{tag}(void)", *body(decl, src, src, sink, sink)))
            calls.append(f"good{tag}();")
    elif flow == "16":
        def forever(s, k):
            return f"while (1) {{\n{ind(s)}\n    break;\n}}"
        bad.append(straight(f"void {name}_bad(void)", fam.bad_decl, fam.bad_src, fam.sink, forever))
        for tag, decl, src, sink in pairs:
            good.append(straight(f"static void good{tag}(void)", decl, src, sink, forever))
            calls.append(f"good{tag}();")
    elif flow == "21":
        def flagged(prefix, sig, decl, src, sink, value, guard):
            var = f"{prefix}Static"
            helper = func(f"static void {prefix}Sink({T} data)", guard(var, sink))
            entry = func(sig, decl_data, decl, fam.init, src, f"{var} = {value};", f"{prefix}Sink(data);")
            return f"static int {var} = 0;", helper, entry
        taken = lambda v, s: f"if ({v}) {{\n{ind(s)}\n}}"
        untaken = lambda v, s: (f"if ({v}) {{\n    /* never runs */\n    printLine(\"Benign, fixed "
                                f"string\");\n}} else {{\n{ind(s)}\n}}")
        v, h, b = flagged("bad", f"void {name}_bad(void)", fam.bad_decl, fam.bad_src, fam.sink, 1, taken)
        shared.append(v)
        bad += [h, b]
        for tag, decl, src, sink in pairs:
            variants = [("", 1, taken)] if tag == "G2B" else [("1", 0, untaken), ("2", 1, taken)]
            for n, value, guard in variants:
                v, h, g = flagged(f"good{tag}{n}", f"static void good{tag}{n}(void)", decl, src, sink,
                                  value, guard)
                shared.append(v)
                good += [h, g]
                calls.append(f"good{tag}{n}();")
    elif flow in ("31", "32", "34"):
        if flow == "34":
            shared.append(f"typedef union {{\n    {T} unionFirst;\n    {T} unionSecond;\n}} "
                          f"{name}_unionType;")

        def through(sig, decl, src, sink):
            if flow == "31":
                return func(sig, decl_data, decl, fam.init, src,
                            block(f"{T} dataCopy = data;", f"{T} data = dataCopy;", sink))
            if flow == "32":
                return func(sig, decl_data, f"{T} *dataPtr1 = &data;", f"{T} *dataPtr2 = &data;",
                            decl, fam.init,
                            block(f"{T} data = *dataPtr1;", src, "*dataPtr1 = data;"),
                            block(f"{T} data = *dataPtr2;", sink))
            return func(sig, decl_data, f"{name}_unionType myUnion;", decl, fam.init, src,
                        "myUnion.unionFirst = data;", block(f"{T} data = myUnion.unionSecond;", sink))
        bad.append(through(f"void {name}_bad(void)", fam.bad_decl, fam.bad_src, fam.sink))
        for tag, decl, src, sink in pairs:
            good.append(through(f"static void good{tag}(void)", decl, src, sink))
            calls.append(f"good{tag}();")
    elif flow in ("63", "64", "65", "66", "67"):
        if flow == "67":
            shared.append(f"typedef struct {{\n    {T} structFirst;\n}} {name}_structType;")

        def via_sink(prefix, sig, decl, src, sink):
            pre = ""
            if flow == "63":
                helper = func(f"static void {prefix}Sink({T} *dataPtr)", f"{T} data = *dataPtr;", sink)
                call = f"{prefix}Sink(&data);"
            elif flow == "64":
                helper = func(f"static void {prefix}Sink(void *dataVoidPtr)",
                              f"/* cast the void pointer back to the type of data */\n"
                              f"{T} *dataPtr = ({T} *)dataVoidPtr;", f"{T} data = (*dataPtr);", sink)
                call = f"{prefix}Sink(&data);"
            elif flow == "65":
                # the sink has external linkage, as if it lived in the second file of the case
                sink_name = f"{name}_{prefix}Sink"
                helper = (f"void {sink_name}({T} data);\n\n" + func(f"void {sink_name}({T} data)", sink))
                pre = f"/* a function pointer to the sink */\nvoid (*funcPtr)({T}) = {sink_name};"
                call = "funcPtr(data);"
            elif flow == "66":
                helper = func(f"static void {prefix}Sink({T} dataArray[])",
                              f"/* the data is in the third element */\n{T} data = dataArray[2];", sink)
                pre = f"{T} dataArray[5];"
                call = f"dataArray[2] = data;\n{prefix}Sink(dataArray);"
            else:
                helper = func(f"static void {prefix}Sink({name}_structType myStruct)",
                              f"{T} data = myStruct.structFirst;", sink)
                pre = f"{name}_structType myStruct;"
                call = f"myStruct.structFirst = data;\n{prefix}Sink(myStruct);"
            return helper, func(sig, decl_data, pre, decl, fam.init, src, call)
        h, b = via_sink("bad", f"void {name}_bad(void)", fam.bad_decl, fam.bad_src, fam.sink)
        bad += [h, b]
        for tag, decl, src, sink in pairs:
            h, g = via_sink(f"good{tag}", f"static void good{tag}(void)", decl, src, sink)
            good += [h, g]
            calls.append(f"good{tag}();")
    elif flow == "15":
        def switch(s, k, taken=True):
            value = ("6" if k == "src" else "7") if taken else "8"
            case = "6" if k == "src" else "7"
            return (f"switch ({value}) {{\ncase {case}:\n{ind(s)}\n    break;\ndefault:\n"
                    f"    /* never runs */\n    printLine(\"Benign, fixed string\");\n    break;\n}}")
        bad.append(straight(f"void {name}_bad(void)", fam.bad_decl, fam.bad_src, fam.sink, switch))
        for tag, decl, src, sink in pairs:
            # the fixed half runs in the default branch: the other case is never taken
            def flipped(s, k, tag=tag):
                if (tag == "G2B") == (k == "src"):
                    return (f"switch (5) {{\ncase 6:\n    /* never runs */\n"
                            f"    printLine(\"Benign, fixed string\");\n    break;\ndefault:\n"
                            f"{ind(s)}\n    break;\n}}")
                return switch(s, k)
            good.append(straight(f"static void good{tag}(void)", decl, src, sink, flipped))
            calls.append(f"good{tag}();")
    elif flow == "17":
        def once(s, k):
            v = "h" if k == "src" else "j"
            return f"for ({v} = 0; {v} < 1; {v}++) {{\n{ind(s)}\n}}"
        def looped(sig, decl, src, sink):
            return func(sig, "int h, j;", decl_data, decl, fam.init, once(src, "src"), once(sink, "sink"))
        bad.append(looped(f"void {name}_bad(void)", fam.bad_decl, fam.bad_src, fam.sink))
        for tag, decl, src, sink in pairs:
            good.append(looped(f"static void good{tag}(void)", decl, src, sink))
            calls.append(f"good{tag}();")
    elif flow == "18":
        def jumps(sig, decl, src, sink):
            return func(sig, decl_data, decl, fam.init, "goto source;", "source:", src, "goto sink;",
                        "sink:", sink)
        bad.append(jumps(f"void {name}_bad(void)", fam.bad_decl, fam.bad_src, fam.sink))
        for tag, decl, src, sink in pairs:
            good.append(jumps(f"static void good{tag}(void)", decl, src, sink))
            calls.append(f"good{tag}();")
    elif flow in ("41", "44"):
        def via_sink(prefix, sig, decl, src, sink):
            helper = func(f"static void {prefix}Sink({T} data)", sink)
            if flow == "41":
                call = f"{prefix}Sink(data);"
                pre = ""
            else:
                pre = f"/* a function pointer to the sink */\nvoid (*funcPtr)({T}) = {prefix}Sink;"
                call = "funcPtr(data);"
            return helper, func(sig, decl_data, pre, decl, fam.init, src, call)
        h, b = via_sink("bad", f"void {name}_bad(void)", fam.bad_decl, fam.bad_src, fam.sink)
        bad += [h, b]
        for tag, decl, src, sink in pairs:
            h, g = via_sink(f"good{tag}", f"static void good{tag}(void)", decl, src, sink)
            good += [h, g]
            calls.append(f"good{tag}();")
    elif flow == "45":
        def via_global(prefix, sig, decl, src, sink):
            var = f"{name}_{prefix}Data"
            helper = func(f"static void {prefix}Sink(void)", f"{T} data = {var};", sink)
            return (f"static {T} {var};", helper,
                    func(sig, decl_data, decl, fam.init, src, f"{var} = data;", f"{prefix}Sink();"))
        v, h, b = via_global("bad", f"void {name}_bad(void)", fam.bad_decl, fam.bad_src, fam.sink)
        shared.append(v)
        bad += [h, b]
        for tag, decl, src, sink in pairs:
            v, h, g = via_global(f"good{tag}", f"static void good{tag}(void)", decl, src, sink)
            shared.append(v)
            good += [h, g]
            calls.append(f"good{tag}();")
    elif flow == "61":
        assert fam.movable, fam.name

        def via_source(prefix, sig, src, sink):
            helper = func(f"static {T} {prefix}Source({T} data)", src, "return data;")
            return helper, func(sig, decl_data, fam.init, f"data = {prefix}Source(data);", sink)
        h, b = via_source("bad", f"void {name}_bad(void)", fam.bad_src, fam.sink)
        bad += [h, b]
        for tag, decl, src, sink in pairs:
            h, g = via_source(f"good{tag}", f"static void good{tag}(void)", src, sink)
            good += [h, g]
            calls.append(f"good{tag}();")
    else:
        raise ValueError(flow)
    return shared, bad, good, calls


def multi_file_functions(fam: Family, flow: str, name: str) -> list:
    """The files of a multi-file case: [(shared, bad functions, good functions)] for the files
    b, c, ... and, first, (shared, bad, good, good entry calls) for file a. The functions of file
    X other than a are named <name>X_<prefix>Sink, external, declared where they are called."""
    T = fam.dtype
    n = FILE_COUNT[flow]
    letters = "abcde"[:n]
    pairs = [("G2B", fam.good_decl, fam.good_src, fam.sink)]
    if fam.good_sink:
        pairs.append(("B2G", fam.bad_decl, fam.bad_src, fam.good_sink))
    # (prefix, declarations, source, sink, flag value for flow 22, sink guarded as for 22)
    halves = [("bad", fam.bad_decl, fam.bad_src, fam.sink, 1, False)]
    for tag, decl, src, sink in pairs:
        if flow == "22" and tag == "B2G":
            halves += [(f"good{tag}1", decl, src, sink, 0, True), (f"good{tag}2", decl, src, sink, 1, False)]
        else:
            halves.append((f"good{tag}", decl, src, sink, 1, False))
    files = {x: ([], [], []) for x in letters}
    calls = []
    for prefix, decl, src, sink, value, inverted in halves:
        side = 1 if prefix == "bad" else 2
        entry_sig = f"void {name}_bad(void)" if prefix == "bad" else f"static void {prefix}(void)"
        if prefix != "bad":
            calls.append(f"{prefix}();")
        first = f"{name}b_{prefix}Sink"
        if flow == "68":
            var = f"{name}_{prefix}Data"
            files["a"][side].append(f"{T} {var};")
            files["a"][side].append(f"void {first}(void);")
            files["a"][side].append(func(entry_sig, f"{T} data;", decl, fam.init, src,
                                         f"{var} = data;", f"{first}();"))
            files["b"][side].append(f"extern {T} {var};")
            files["b"][side].append(func(f"void {first}(void)", f"{T} data = {var};", sink))
            continue
        if flow == "22":
            flag = f"{name}_{prefix}Global"
            files["a"][side].append(f"int {flag} = 0;")
            files["a"][side].append(f"void {first}({T} data);")
            files["a"][side].append(func(entry_sig, f"{T} data;", decl, fam.init, src,
                                         f"{flag} = {value};", f"{first}(data);"))
            guard = (f"if ({flag}) {{\n    /* never runs */\n    printLine(\"Benign, fixed string\");\n"
                     f"}} else {{\n{ind(sink)}\n}}") if inverted else f"if ({flag}) {{\n{ind(sink)}\n}}"
            files["b"][side].append(f"extern int {flag};")
            files["b"][side].append(func(f"void {first}({T} data)", guard))
            continue
        files["a"][side].append(f"void {first}({T} data);")
        files["a"][side].append(func(entry_sig, f"{T} data;", decl, fam.init, src, f"{first}(data);"))
        for k, x in enumerate(letters[1:], start=1):
            here = f"{name}{x}_{prefix}Sink"
            if k + 1 < n:
                nxt = f"{name}{letters[k + 1]}_{prefix}Sink"
                files[x][side].append(f"void {nxt}({T} data);")
                files[x][side].append(func(f"void {here}({T} data)", f"{nxt}(data);"))
            else:
                files[x][side].append(func(f"void {here}({T} data)", sink))
    return [(x, files[x][1], files[x][2]) for x in letters], calls


def header(fam: Family, flow: str, part: str = "") -> str:
    verify = f"\n/* verify: {fam.verify} */" if fam.verify and part in ("", "a") else ""
    where = f" File {part} of {FILE_COUNT[flow]}." if part else ""
    return (f"/* {CWE_TITLES[fam.cwe].replace('_', ' ')}: {fam.summary}.\n"
            f" * Flow variant {flow}: {FLOW_TITLES[flow]}.{where}\n"
            f" * Generated by benchmarks/juliet/generate.py; bad and good functions as in NIST's Juliet. */"
            + verify)


def render_files(fam: Family, flow: str) -> list:
    """[(file name, C text)] of one case: one file, or for MULTI_FLOWS one per part."""
    if flow not in MULTI_FLOWS:
        return [render(fam, flow)]
    name = f"{CWE_TITLES[fam.cwe]}__{fam.name}_{flow}"
    files, calls = multi_file_functions(fam, flow, name)
    out = []
    for x, bad, good in files:
        parts = [header(fam, flow, x), '#include "std_testcase.h"']
        if fam.preamble:
            parts.append(fam.preamble)
        parts.append("#ifndef OMITBAD\n\n" + "\n\n".join(bad) + "\n\n#endif /* OMITBAD */")
        if x == "a":
            good = good + [func(f"void {name}_good(void)", *calls)]
        parts.append("#ifndef OMITGOOD\n\n" + "\n\n".join(good) + "\n\n#endif /* OMITGOOD */")
        if x == "a":
            parts.append(main_text(name))
        out.append((f"{name}{x}.c", "\n\n".join(parts) + "\n"))
    return out


def render(fam: Family, flow: str) -> tuple:
    """(file name, C text) of a case of one file."""
    name = f"{CWE_TITLES[fam.cwe]}__{fam.name}_{flow}"
    shared, bad, good, calls = flow_functions(fam, flow, name)
    parts = [header(fam, flow), '#include "std_testcase.h"']
    if fam.preamble:
        parts.append(fam.preamble)
    parts += shared
    parts.append("#ifndef OMITBAD\n\n" + "\n\n".join(bad) + "\n\n#endif /* OMITBAD */")
    good_entry = func(f"void {name}_good(void)", *calls)
    parts.append("#ifndef OMITGOOD\n\n" + "\n\n".join(good + [good_entry]) + "\n\n#endif /* OMITGOOD */")
    parts.append(main_text(name))
    return name + ".c", "\n\n".join(parts) + "\n"


def main_text(name: str) -> str:
    return (c(f"""
        #ifdef INCLUDEMAIN
        int main(int argc, char *argv[])
        {{
            (void)argc;
            (void)argv;
        #ifndef OMITGOOD
            printLine("Calling good()...");
            {name}_good();
            printLine("Finished good()");
        #endif
        #ifndef OMITBAD
            printLine("Calling bad()...");
            {name}_bad();
            printLine("Finished bad()");
        #endif
            return 0;
        }}
        #endif"""))


NEW_FLOWS = ["02", "03", "05", "06", "07", "08", "09", "10", "11", "12", "13", "14", "16", "21",
             "31", "32", "34", "63", "64", "65", "66", "67"]


def plan() -> list:
    """(family, flow) for all cases: the first TOTAL (FAMILIES: every family in flow 01, plus one
    or two other flows), then STRING_FAMILIES, each in flow 01 and one other flow."""
    extra_flows = ["04", "15", "17", "18", "41", "44", "45"]
    triples = TOTAL - 2 * len(FAMILIES)
    assert 0 <= triples <= len(FAMILIES)
    cases, turn = [], 0
    for k, fam in enumerate(FAMILIES):
        options = extra_flows + (["61"] if fam.movable else [])
        chosen = ["01"]
        while len(chosen) < (3 if k < triples else 2):
            flow = options[turn % len(options)]
            turn += 1
            if flow not in chosen:
                chosen.append(flow)
        cases += [(fam, flow) for flow in chosen]
    for k, fam in enumerate(STRING_FAMILIES):
        flow = "61" if fam.movable and k % 2 else extra_flows[k % len(extra_flows)]
        cases += [(fam, "01"), (fam, flow)]
    # then every family in two of NEW_FLOWS (input-driven ones, with a fixed sink, in three)
    turn = 0
    for fam in FAMILIES + STRING_FAMILIES:
        for _ in range(3 if fam.good_sink else 2):
            cases.append((fam, NEW_FLOWS[turn % len(NEW_FLOWS)]))
            turn += 1
    # then every family in one of MULTI_FLOWS (several files)
    for k, fam in enumerate(FAMILIES + STRING_FAMILIES):
        cases.append((fam, MULTI_FLOWS[k % len(MULTI_FLOWS)]))
    return cases


def main() -> int:
    CASES.mkdir(exist_ok=True)
    for old in CASES.glob("*.c"):
        old.unlink()
    cases = plan()
    for fam, flow in cases:
        for file_name, text in render_files(fam, flow):
            (CASES / file_name).write_text(text)
    print(f"wrote {len(cases)} cases to {CASES.relative_to(HERE.parents[1])}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
