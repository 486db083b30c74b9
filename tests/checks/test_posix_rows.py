"""POSIX files, terminals, descriptors, time and signal sets, and the multibyte conversions, as
rows of the library table. Unmodelled, each call forgot every global of the program (a counter
used as an index became a warning after `isatty(0)`) and checked nothing it wrote."""
import re

import pytest

from absint.ir import libspec

PROGRAM = """
    #include <sys/stat.h>
    #include <termios.h>
    #include <unistd.h>
    #include <stdlib.h>
    #include <poll.h>
    #include <dirent.h>
    #include <time.h>
    #include <sys/uio.h>
    #include <sys/ioctl.h>
    int counter;
    int tab[4];
    int main(int argc, char **argv) {
        struct stat st; struct termios t; int fds[2]; char small[4];
        wchar_t w[3];
        counter = 2;
        if (stat(argv[0], &st) == 0) tab[counter] = 1;          // @stat
        if (tcgetattr(0, &t) == 0) { cfmakeraw(&t); tcsetattr(0, TCSANOW, &t); }
        tab[counter] = 2;                                         // @termios
        if (pipe(fds) == 0) tab[counter] = fds[1];                // @pipe
        if (isatty(0)) tab[counter + 1] = 4;                      // @isatty
        struct pollfd pf[2];
        poll(pf, 2, 0);                                           // @poll
        poll(pf, 3, 0);                                           // @pollpast
        size_t n = mbstowcs(NULL, "abc", 0);                      // @count
        mbstowcs(w, "ab", 3);                                     // @mbs
        mbstowcs(w, "abcdef", 7);                                 // @mbspast
        DIR *d = opendir(".");
        if (d) { struct dirent *e = readdir(d); if (e) tab[counter] = e->d_name[0]; closedir(d); }
        struct timespec ts; clock_gettime(CLOCK_MONOTONIC, &ts);
        struct winsize ws; ioctl(1, TIOCGWINSZ, &ws);
        struct iovec iov[2]; iov[0].iov_base = small; iov[0].iov_len = 4; iov[1] = iov[0];
        writev(1, iov, 2);                                        // @writev
        writev(1, iov, 3);                                        // @writevpast
        tab[counter] = ws.ws_col;                                 // @after
        return (int)n;
    }"""


def not_flagged(r, mark) -> bool:
    """No access of the line is anything but safe (a NULL destination gets no site at all)."""
    return all(a.verdict == "safe" for a in r.report.accesses if a.line == r.marks[mark])


@pytest.mark.parametrize("machine", ["lp64", "ilp32"])
def test_posix_calls_keep_the_globals_and_check_what_they_touch(check, machine):
    r = check(PROGRAM, machine=machine)
    assert not_flagged(r, "count")
    for label in ("stat", "termios", "pipe", "isatty", "poll", "mbs", "writev", "after"):
        assert r[label] == "safe", (label, r[label])
    for label in ("pollpast", "mbspast", "writevpast"):
        assert r[label] == "error", (label, r[label])


def test_a_struct_filled_by_the_library_is_checked_at_its_size(check):
    # struct stat is 144 bytes on x86-64 and 96 on i386 (glibc's stat64): a buffer of 100 bytes
    # passed for it overflows on lp64 only
    code = """
        #include <sys/stat.h>
        int main(int argc, char **argv) {
            char raw[100];
            return stat(argv[0], (struct stat *)raw);     // @stat
        }"""
    assert check(code)["stat"] == "error"
    assert check(code, machine="ilp32")["stat"] == "safe"


@pytest.mark.parametrize("machine", ["lp64", "ilp32"])
def test_object_sizes_are_those_of_the_headers(check, machine):
    # each size the rows name is sizeof of absint's own header type in that data model
    headers = {"stat": "sys/stat.h", "termios": "termios.h", "timespec": "time.h",
               "timeval": "sys/time.h", "winsize": "sys/ioctl.h", "sigset_t": "signal.h",
               "iovec": "sys/uio.h", "pollfd": "poll.h", "utsname": "sys/utsname.h",
               "rusage": "sys/resource.h", "rlimit": "sys/resource.h", "tms": "sys/times.h",
               "fd_set": "sys/select.h", "tm": "time.h"}
    assert set(headers) == set(libspec.OBJECT_SIZES)
    ptr = 8 if machine == "lp64" else 4
    includes = "".join(f"#include <{h}>\n" for h in sorted(set(headers.values())))
    body = []
    for k, (name, _) in enumerate(sorted(headers.items())):
        t = name if name in ("sigset_t", "fd_set") else f"struct {name}"
        size = int(libspec.resolve_sizes(f"sizeof({name})", ptr))
        body.append(f"char a{k}[sizeof({t})]; a{k}[{size - 1}] = 0; /* @last{k} */ "
                    f"a{k}[{size}] = 0; /* @past{k} */")
    code = includes + "int main(void) {\n" + "\n".join(
        re.sub(r"/\* (@\w+) \*/", r"// \1\n", line) for line in body) + "\nreturn 0; }"
    r = check(code, machine=machine)
    for k, name in enumerate(sorted(headers)):
        assert (r[f"last{k}"], r[f"past{k}"]) == ("safe", "error"), name


def test_a_null_destination_only_counts(check):
    # mbstowcs(NULL, s, 0) and wcstombs(NULL, w, 0) measure; a NULL held in a variable is
    # still a pointer the call may write through
    r = check("""
        #include <stdlib.h>
        int main(void) {
            char out[4];
            size_t a = mbstowcs(NULL, "abc", 0);          // @m
            size_t b = wcstombs((void *)0, L"abc", 0);    // @w
            wcstombs(out, L"abcdef", 8);                  // @wpast
            return (int)(a + b) + out[0];
        }""")
    assert not_flagged(r, "m") and not_flagged(r, "w") and r["wpast"] == "error"


def test_ctime_r_pread_mbtowc_memmem(check):
    # unmodelled, ctime_r wrote its 26 bytes and pread its count unchecked (from the sweep)
    r = check("""
        #define _GNU_SOURCE
        #include <time.h>
        #include <stdlib.h>
        #include <string.h>
        #include <unistd.h>
        int main(void) {
            time_t t = 0;
            char small[8], ok[26], buf[16];
            wchar_t w;
            ctime_r(&t, ok);                              // @ctime
            ctime_r(&t, small);                           // @ctimepast
            mbtowc(&w, "a", 1);                           // @mbtowc
            pread(0, buf, sizeof buf, 0);                 // @pread
            pread(0, buf, 32, 0);                         // @preadpast
            const char *h = "hello world";
            char *m = memmem(h, 11, "wor", 3);
            return m ? m[2] : 0;                          // @match
        }""")
    assert (r["ctime"], r["mbtowc"], r["pread"], r["match"]) == ("safe",) * 4
    assert (r["ctimepast"], r["preadpast"]) == ("error", "error")


def test_the_objects_these_calls_fill_are_checked(check):
    # select's sets, sigprocmask's old set, wait's status, nanosleep's remainder and
    # localtime_r's struct tm: each may be NULL where the call allows it (from the sweep:
    # they were havocked unchecked)
    r = check("""
        #include <sys/select.h>
        #include <signal.h>
        #include <sys/wait.h>
        #include <time.h>
        int main(void) {
            fd_set rd; char small[8]; int st; short half;
            struct timespec ts = {0, 0};
            struct tm tm; time_t t = 0;
            FD_ZERO(&rd);
            select(1, &rd, NULL, NULL, NULL);                         // @select
            select(1, (fd_set *)small, NULL, NULL, NULL);             // @selectpast
            sigset_t set, old;
            sigemptyset(&set);
            sigprocmask(SIG_BLOCK, &set, &old);                       // @mask
            sigprocmask(SIG_BLOCK, &set, (sigset_t *)small);          // @maskpast
            wait(&st);                                                // @wait
            wait(NULL);                                               // @waitnull
            wait((int *)&half);                                       // @waitpast
            nanosleep(&ts, NULL);                                     // @sleep
            localtime_r(&t, &tm);                                     // @tm
            localtime_r(&t, (struct tm *)small);                      // @tmpast
            return 0;
        }""")
    for label in ("select", "mask", "wait", "sleep", "tm"):
        assert r[label] == "safe", label
    assert not [a for a in r.report.accesses if a.line == r.marks["waitnull"]]
    for label in ("selectpast", "maskpast", "waitpast", "tmpast"):
        assert r[label] == "error", label


SOCKETS = """
    #include <sys/socket.h>
    #include <netinet/in.h>
    #include <arpa/inet.h>
    #include <fcntl.h>
    #include <string.h>
    int counter;
    int tab[4];
    int main(void) {
        int yes = 1, fd, flags;
        char small[2], text[16];
        struct sockaddr_in sa;
        socklen_t len = sizeof sa;
        counter = 2;
        fd = socket(AF_INET, SOCK_STREAM, 0);
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, sizeof yes);        // @opt
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, small, 4);                // @optpast
        flags = fcntl(fd, F_GETFL);
        fcntl(fd, F_SETFL, flags | O_NONBLOCK);
        tab[counter] = 1;                                                  // @kept
        memset(&sa, 0, sizeof sa);
        accept(fd, (struct sockaddr *)&sa, &len);
        tab[sa.sin_port & 3] = 2;                                          // @port
        tab[sa.sin_port] = 3;                                              // @anyport
        if (inet_ntop(AF_INET, &sa.sin_addr, text, sizeof text))
            tab[strlen(text) & 3] = 4;                                     // @text
        return 0;
    }"""


@pytest.mark.parametrize("machine", ["lp64", "ilp32"])
def test_socket_calls_keep_the_globals_and_write_what_posix_says(check, machine):
    """Without rows, setsockopt and fcntl forgot every global (smallchat's `Chat`, set at start-up,
    became memory of unknown size: 79 -> 56 warnings); accept had a row that wrote nothing, so
    a zeroed address read after it was still 0 (the read of tab[sa.sin_port] was safe)."""
    r = check(SOCKETS, machine=machine)
    for label in ("opt", "kept", "port", "text"):
        assert r[label] == "safe", (label, r[label])
    assert r["optpast"] == "error"
    assert r["anyport"] in ("warning", "error")


def test_recvfrom_stores_the_senders_address(check):
    """Its row wrote only the buffer: a zeroed address read after it was still 0 (the read of
    tab[sa.sin_port] was safe). With NULL for the address, nothing else is written."""
    r = check("""
        #include <sys/socket.h>
        #include <netinet/in.h>
        #include <string.h>
        int counter;
        int tab[4];
        int main(void) {
            char buf[64];
            struct sockaddr_in sa;
            socklen_t len = sizeof sa;
            int fd = socket(AF_INET, SOCK_DGRAM, 0);
            counter = 2;
            memset(&sa, 0, sizeof sa);
            long n = recvfrom(fd, buf, sizeof buf, 0, (struct sockaddr *)&sa, &len);
            recvfrom(fd, buf, sizeof buf, 0, NULL, NULL);
            if (n > 0 && n < 64) buf[n] = 0;                // @n
            tab[counter] = 1;                               // @kept
            return tab[sa.sin_port];                        // @port
        }""")
    assert r["n"] == r["kept"] == "safe"
    assert r["port"] in ("warning", "error")
