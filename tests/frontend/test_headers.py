"""absint's own libc headers (absint/frontend/include): C11, POSIX.1-2017 and the Linux/GNU headers
portable programs include, for both data models; and the fallback to the host's headers for a
header absint does not have (lp64 on an x86_64 host only, with a note)."""
import os
import platform
import shutil
import subprocess

import pytest

from absint.config import FrontendOptions
from absint.frontend import load_program
from absint.frontend.errors import FrontendError
from absint.frontend.preprocess import INCLUDE_DIR, host_include_dirs, preprocess_with_notes

MACHINES = ["lp64", "ilp32"]


def all_headers():
    """Every public header of the include dir (the __absint_* internals are included by them)."""
    found = []
    for root, _dirs, files in os.walk(INCLUDE_DIR):
        for f in files:
            rel = os.path.relpath(os.path.join(root, f), INCLUDE_DIR)
            if f.endswith(".h") and not f.startswith("__absint"):
                found.append(rel.replace(os.sep, "/"))
    return sorted(found)


# C11 and POSIX.1-2017 in full, and the Linux/GNU headers portable projects include
REQUIRED = """
assert.h complex.h ctype.h errno.h fenv.h float.h inttypes.h iso646.h limits.h locale.h math.h
setjmp.h signal.h stdalign.h stdarg.h stdatomic.h stdbool.h stddef.h stdint.h stdio.h stdlib.h
stdnoreturn.h string.h tgmath.h threads.h time.h uchar.h wchar.h wctype.h
aio.h arpa/inet.h cpio.h dirent.h dlfcn.h fcntl.h fmtmsg.h fnmatch.h ftw.h glob.h grp.h iconv.h
langinfo.h libgen.h monetary.h mqueue.h ndbm.h net/if.h netdb.h netinet/in.h netinet/tcp.h
nl_types.h poll.h pthread.h pwd.h regex.h sched.h search.h semaphore.h spawn.h strings.h stropts.h
sys/ipc.h sys/mman.h sys/msg.h sys/resource.h sys/select.h sys/sem.h sys/shm.h sys/socket.h
sys/stat.h sys/statvfs.h sys/time.h sys/times.h sys/types.h sys/uio.h sys/un.h sys/utsname.h
sys/wait.h syslog.h tar.h termios.h ulimit.h unistd.h utime.h utmpx.h wordexp.h
alloca.h byteswap.h endian.h err.h error.h execinfo.h features.h getopt.h ifaddrs.h libintl.h
linux/limits.h malloc.h memory.h netinet/ip.h netinet/udp.h paths.h stdio_ext.h sysexits.h
sys/cdefs.h sys/epoll.h sys/eventfd.h sys/file.h sys/ioctl.h sys/param.h sys/prctl.h sys/queue.h
sys/random.h sys/syscall.h sys/sysmacros.h sys/timerfd.h sys/signalfd.h sys/inotify.h
sys/sendfile.h sys/statfs.h sys/vfs.h sys/sysinfo.h sys/ptrace.h wait.h
""".split()


def test_the_standard_headers_are_all_there():
    missing = [h for h in REQUIRED if not os.path.isfile(os.path.join(INCLUDE_DIR, h))]
    assert missing == []


def load(tmp_path, text, machine="lp64", name="t.c"):
    path = tmp_path / name
    path.write_text(text)
    return load_program([str(path)], FrontendOptions(machine=machine))


@pytest.mark.parametrize("machine", MACHINES)
def test_all_headers_together_parse_and_lower(tmp_path, machine):
    text = "".join(f"#include <{h}>\n" for h in all_headers())
    program = load(tmp_path, text + "int main(void) { return 0; }\n", machine)
    # declarations only: no header adds a diagnostic of its own
    assert [d for d in program.diagnostics if INCLUDE_DIR in (d.coord.file if d.coord else "")] == []
    assert list(program.diagnostics) == []


@pytest.mark.skipif(shutil.which("gcc") is None, reason="needs gcc")
@pytest.mark.parametrize("machine", MACHINES)
def test_every_header_alone_is_self_contained(tmp_path, machine):
    """Each header compiles alone (gcc checks every declaration and type it uses, one translation
    unit per header in one run), with the macros absint defines for the data model."""
    sources = []
    for k, h in enumerate(all_headers()):
        p = tmp_path / f"h{k}.c"
        p.write_text(f"#include <{h}>\nint h{k}_user;\n")
        sources.append(str(p))
    flags = ["-m64", "-D__LP64__"] if machine == "lp64" else ["-m32"]
    proc = subprocess.run(["gcc", "-fsyntax-only", "-std=gnu11", "-nostdinc", "-isystem", INCLUDE_DIR,
                           "-Wno-builtin-declaration-mismatch", "-D__absint_" + machine, *flags,
                           *sources], capture_output=True, text=True, cwd=tmp_path)
    if machine == "ilp32" and "unrecognized command-line option" in proc.stderr:
        pytest.skip("gcc without -m32")
    errors = [l for l in proc.stderr.splitlines() if "error" in l]
    assert proc.returncode == 0, "\n".join(errors[:20])


@pytest.mark.parametrize("machine", MACHINES)
@pytest.mark.parametrize("header", ["sys/resource.h", "stdatomic.h", "complex.h", "regex.h",
                                    "sys/queue.h", "netinet/tcp.h", "termios.h", "sys/syscall.h"])
def test_new_headers_alone_through_absint(tmp_path, machine, header):
    program = load(tmp_path, f"#include <{header}>\nint main(void) {{ return 0; }}\n", machine)
    assert list(program.diagnostics) == []


USES = r"""
#define _GNU_SOURCE
#include <sys/resource.h>
#include <sys/time.h>
#include <stdlib.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
#include <regex.h>
#include <dlfcn.h>
#include <stdatomic.h>
#include <endian.h>
#include <byteswap.h>
#include <complex.h>
#include <unistd.h>
#include <sys/param.h>
#include <sys/queue.h>
#include <sched.h>
#include <pthread.h>
#include <limits.h>
#include <errno.h>
#include <signal.h>
#include <sys/stat.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <sys/utsname.h>
#include <sys/epoll.h>
#include <poll.h>
#include <termios.h>
#include <sys/ioctl.h>
#include <glob.h>
#include <threads.h>

struct node { int v; TAILQ_ENTRY(node) link; };
static ssize_t sink(void *c, const char *b, size_t n) { (void)c; (void)b; return (ssize_t)n; }
static const cookie_io_functions_t sink_io = { NULL, sink, NULL, NULL };
TAILQ_HEAD(nodes, node);
atomic_int hits;

int main(void) {
    struct rusage ru;
    struct rlimit rl;
    struct timespec ts;
    struct utsname un;
    struct stat st;
    struct sockaddr_un sa;
    struct winsize ws;
    struct termios tio;
    regex_t re;
    regmatch_t m[2];
    cpu_set_t cpus;
    struct nodes head = TAILQ_HEAD_INITIALIZER(head);
    struct node n1;
    void *mem = 0, *lib;
    char path[MAXPATHLEN], buf[64];
    double complex z = 1.0 + 2.0 * I;
    int k = 0;
    if (getrusage(RUSAGE_SELF, &ru) == 0)
        k += (int)ru.ru_maxrss;
    getrlimit(RLIMIT_NOFILE, &rl);
    if (posix_memalign(&mem, 64, 128) == 0)
        free(mem);
    clock_gettime(CLOCK_MONOTONIC, &ts);
    if (regcomp(&re, "a(b)", REG_EXTENDED) == 0) {
        k += regexec(&re, "ab", 2, m, 0);
        regfree(&re);
    }
    lib = dlopen("libm.so.6", RTLD_NOW | RTLD_LOCAL);
    if (lib)
        dlclose(lib);
    k += atomic_fetch_add(&hits, 1);
    k += (int)(htobe32(1u) >> 24) + (int)(bswap_32(0x01000000u) & 1);
    k += (int)creal(z);
    k += (int)sysconf(_SC_NPROCESSORS_ONLN) > 0;
    k += MIN(3, 4) + MAX(1, 2);
    TAILQ_INSERT_TAIL(&head, &n1, link);
    CPU_ZERO(&cpus);
    CPU_SET(0, &cpus);
    k += CPU_ISSET(0, &cpus);
    uname(&un);
    stat("/", &st);
    k += S_ISDIR(st.st_mode);
    memset(&sa, 0, sizeof sa);
    sa.sun_family = AF_UNIX;
    ioctl(0, TIOCGWINSZ, &ws);
    tcgetattr(0, &tio);
    snprintf(path, sizeof path, "%s", un.sysname);
    strerror_r(errno, buf, sizeof buf);
    FILE *quiet = fopencookie(NULL, "w", sink_io);
    if (quiet)
        fclose(quiet);
    return k + path[0] + (int)sizeof(struct epoll_event) + PATH_MAX / 4096;
}
"""


def test_wchar_h_alone_has_the_posix_locale_variants(tmp_path):
    # POSIX.1-2017 <wchar.h> defines locale_t and wcscasecmp_l & co. (musl's wcscasecmp_l.c
    # includes nothing else)
    program = load(tmp_path, "#include <wchar.h>\n"
                             "int f(const wchar_t *a, size_t n, locale_t l) {\n"
                             "    return wcscasecmp_l(a, a, l) + wcsncasecmp_l(a, a, n, l) +\n"
                             "           wcscoll_l(a, a, l) + (int)wcsxfrm_l(0, a, 0, l);\n"
                             "}\n")
    assert "f" in program.functions


@pytest.mark.parametrize("machine", MACHINES)
def test_representative_uses_compile(tmp_path, machine):
    program = load(tmp_path, USES, machine)
    assert "main" in program.functions
    # the program's own complex variable is the only approximation
    assert [d.message for d in program.diagnostics] == \
        ["complex types are approximated by their real part"]


@pytest.mark.skipif(shutil.which("gcc") is None, reason="needs gcc")
def test_representative_uses_compile_with_gcc_against_glibc(tmp_path):
    """The same program is valid C for the real system (our declarations are glibc's)."""
    path = tmp_path / "uses.c"
    path.write_text(USES)
    proc = subprocess.run(["gcc", "-fsyntax-only", "-std=gnu11", str(path)], capture_output=True,
                          text=True)
    assert proc.returncode == 0, proc.stderr[:2000]


# ---- glibc-compatible sizes of the structures programs allocate (the host's gcc and glibc)

LAYOUTS = [("sys/resource.h", "struct rusage", "ru_maxrss"), ("sys/resource.h", "struct rlimit", "rlim_max"),
           ("sys/stat.h", "struct stat", "st_size"), ("dirent.h", "struct dirent", "d_name"),
           ("pthread.h", "pthread_mutex_t", None), ("pthread.h", "pthread_cond_t", None),
           ("pthread.h", "pthread_attr_t", None), ("setjmp.h", "jmp_buf", None),
           ("signal.h", "struct sigaction", "sa_flags"), ("signal.h", "siginfo_t", "si_addr"),
           ("sys/socket.h", "struct msghdr", "msg_controllen"), ("termios.h", "struct termios", "c_ospeed"),
           ("regex.h", "regex_t", "re_nsub"), ("glob.h", "glob_t", "gl_pathv"),
           ("sys/statvfs.h", "struct statvfs", "f_namemax"), ("sys/epoll.h", "struct epoll_event", "data"),
           ("utmpx.h", "struct utmpx", "ut_tv"), ("net/if.h", "struct ifreq", "ifr_flags"),
           ("stdio.h", "fpos_t", None), ("sys/shm.h", "struct shmid_ds", "shm_nattch"),
           ("aio.h", "struct aiocb", "aio_offset"), ("semaphore.h", "sem_t", None),
           ("spawn.h", "posix_spawnattr_t", None), ("sys/utsname.h", "struct utsname", "machine"),
           ("netinet/in.h", "struct group_source_req", "gsr_source"),
           ("netinet/in.h", "struct group_filter", "gf_slist"),
           ("netinet/in.h", "struct ip_msfilter", "imsf_slist")]


def _layout_values(tmp_path, ours):
    headers = "".join(f"#include <{h}>\n" for h in dict.fromkeys(h for h, _t, _m in LAYOUTS))
    exprs = []
    for _h, t, m in LAYOUTS:
        exprs += [f"sizeof({t})", f"_Alignof({t})"] + ([f"__builtin_offsetof({t}, {m})"] if m else [])
    path = tmp_path / ("ours.c" if ours else "glibc.c")
    path.write_text("#define _GNU_SOURCE\n" + headers + "unsigned int v[] = {" + ", ".join(exprs) + "};\n")
    cmd = ["gcc", "-m64", "-S", "-o", "-", str(path)]
    if ours:
        cmd[2:2] = ["-nostdinc", "-isystem", INCLUDE_DIR, "-D__absint_lp64", "-D__LP64__"]
    proc = subprocess.run(cmd, capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr[:2000]
    asm = proc.stdout[proc.stdout.index("v:"):]
    values = [int(line.split()[1]) for line in asm.splitlines() if line.strip().startswith(".long")]
    return dict(zip(exprs, values))


@pytest.mark.skipif(shutil.which("gcc") is None or platform.machine().lower() not in ("x86_64", "amd64")
                    or not os.path.isfile("/usr/include/regex.h"), reason="needs gcc and x86_64 glibc")
def test_struct_layouts_match_glibc_lp64(tmp_path):
    ours, glibc = _layout_values(tmp_path, True), _layout_values(tmp_path, False)
    assert {e: v for e, v in ours.items() if glibc[e] != v} == {}


# ---- a header absint does not have: the host's, for lp64 on x86_64, with a note

def _host_only_header():
    """A host header absint does not have, or None."""
    dirs, target = host_include_dirs("gcc")
    if not target.startswith(("x86_64", "amd64")):
        return None
    for name in ("linux/version.h", "sys/fsuid.h", "sys/personality.h"):
        if os.path.isfile(os.path.join(INCLUDE_DIR, name)):
            continue
        if any(os.path.isfile(os.path.join(d, name)) for d in dirs):
            return name
    return None


HOST_HEADER = _host_only_header() if shutil.which("gcc") else None
needs_host_header = pytest.mark.skipif(HOST_HEADER is None, reason="no host-only header on this host")


@needs_host_header
def test_host_header_fallback_analyses_with_a_note(tmp_path):
    path = tmp_path / "uses_host.c"
    path.write_text(f"#include <stdio.h>\n#include <{HOST_HEADER}>\n"
                    "int main(void) { char b[4]; b[3] = 0; return b[3]; }\n")
    text, notes = preprocess_with_notes(str(path), FrontendOptions(machine="lp64"))
    mine = [n for n in notes if HOST_HEADER in n[2]]
    assert len(mine) == 1
    file, line, message = mine[0]
    assert (file, line, mine[0].level) == (str(path), 2, "note")
    assert message.startswith(f"<{HOST_HEADER}> is not among absint's headers: using the host's /")
    assert message.endswith(f"/{HOST_HEADER} (lp64)")
    program = load_program([str(path)], FrontendOptions(machine="lp64"))
    assert any(HOST_HEADER in d.message for d in program.diagnostics)
    assert "main" in program.functions


@needs_host_header
def test_host_header_is_refused_for_ilp32_with_the_reason(tmp_path):
    path = tmp_path / "uses_host.c"
    path.write_text(f"#include <{HOST_HEADER}>\nint main(void) {{ return 0; }}\n")
    with pytest.raises(FrontendError) as e:
        load_program([str(path)], FrontendOptions(machine="ilp32"))
    msg = str(e.value)
    assert msg.startswith(f"{path}:1:10: {HOST_HEADER}: No such file or directory")
    assert "describes x86_64 (lp64), not --machine ilp32" in msg and "\n" not in msg


def test_header_nobody_has_is_an_error(tmp_path):
    path = tmp_path / "t.c"
    path.write_text("#include <stdio.h>\n#include <absint_no_such_header.h>\nint main(void) { return 0; }\n")
    with pytest.raises(FrontendError) as e:
        load_program([str(path)], FrontendOptions(machine="lp64"))
    assert str(e.value) == f"{path}:2:10: absint_no_such_header.h: No such file or directory"


@needs_host_header
def test_quoted_include_falls_back_like_gcc(tmp_path):
    """gcc looks for `#include "X"` beside the file, then in -I directories, then in the system
    directories: `#include "zlib.h"` finds /usr/include/zlib.h (absint stopped with exit 2)."""
    path = tmp_path / "t.c"
    path.write_text(f'#include "{HOST_HEADER}"\nint main(void) {{ return 0; }}\n')
    text, notes = preprocess_with_notes(str(path), FrontendOptions(machine="lp64"))
    assert [(n[0], n[1]) for n in notes if HOST_HEADER in n[2]] == [(str(path), 1)]


def test_quoted_include_nobody_has_is_an_error(tmp_path):
    path = tmp_path / "t.c"
    path.write_text('#include "absint_no_such_header.h"\nint main(void) { return 0; }\n')
    with pytest.raises(FrontendError) as e:
        load_program([str(path)], FrontendOptions(machine="lp64"))
    assert str(e.value) == f"{path}:1:10: absint_no_such_header.h: No such file or directory"
