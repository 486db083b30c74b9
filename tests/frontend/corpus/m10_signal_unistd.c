/* signal.h and unistd.h: a handler sets a flag; a read() into a buffer with its size. */
#include <signal.h>
#include <unistd.h>
#include <string.h>

static volatile sig_atomic_t stop_requested;

static void on_signal(int sig)
{
    (void)sig;
    stop_requested = 1;
}

int main(void)
{
    char buf[64];
    ssize_t got;
    size_t total = 0;
    signal(SIGINT, on_signal);
    while (!stop_requested) {
        got = read(0, buf, sizeof(buf) - 1);
        if (got <= 0) {
            break;
        }
        buf[got] = '\0';
        total += strlen(buf);
    }
    return total > 0;
}
