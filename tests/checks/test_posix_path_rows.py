"""POSIX getcwd, readlink and gethostname write into a buffer of the size they are given (they
were unmodelled: a note under -v and no finding for a size past the buffer)."""


def test_path_buffers(check):
    r = check("""
        #include <unistd.h>
        #include <string.h>
        int main(void) {
            char small[8], big[256], host[64], link[32];
            if (getcwd(big, sizeof big))
                big[strlen(big)] = 0;                               // @cwd
            getcwd(small, 64);                                      // @small
            ssize_t n = readlink("/proc/self/exe", link, sizeof link);
            if (n >= 0 && n < (ssize_t)sizeof link)
                link[n] = 0;                                        // @link
            gethostname(host, 128);                                 // @host
            return big[0] + small[0] + link[0];
        }""")
    assert r["cwd"] == "safe" and r["link"] == "safe"
    assert r["small"] == "error" and r["host"] == "error"
