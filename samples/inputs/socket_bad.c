/* A number received over TCP used as an index with only a lower-bound check. */
#include <string.h>
#include <stdlib.h>
#include <unistd.h>
#include <sys/types.h>
#include <sys/socket.h>
#include <netinet/in.h>
#include <arpa/inet.h>

#define PORT 27015

static int receive_number(void)
{
    char buf[16];
    struct sockaddr_in addr;
    int s = socket(AF_INET, SOCK_STREAM, IPPROTO_TCP);
    ssize_t got;
    int value = -1;
    if (s < 0)
        return -1;
    memset(&addr, 0, sizeof(addr));
    addr.sin_family = AF_INET;
    addr.sin_addr.s_addr = inet_addr("127.0.0.1");
    addr.sin_port = htons(PORT);
    if (connect(s, (struct sockaddr *)&addr, sizeof(addr)) == 0) {
        got = recv(s, buf, sizeof(buf) - 1, 0);
        if (got > 0) {
            buf[got] = '\0';
            value = atoi(buf);
        }
    }
    close(s);
    return value;
}

int main(void)
{
    int slots[10] = { 0 };
    int n = receive_number();
    if (n >= 0) {
        slots[n] = 1;       // expect: warning
    }
    return slots[0];
}
// run: server=15
