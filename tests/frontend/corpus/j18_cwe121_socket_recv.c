/* Juliet style: CWE-121 with data received from a TCP socket (recv), then used as an index. */
#include "std_testcase.h"
#include <unistd.h>
#include <sys/types.h>
#include <sys/socket.h>
#include <netinet/in.h>
#include <arpa/inet.h>

#define IP_ADDRESS "127.0.0.1"
#define TCP_PORT 27015
#define INPUT_SIZE (3 * sizeof(int) + 2)

static int recvInt(void)
{
    int data = -1;
    int recvResult;
    struct sockaddr_in service;
    int connectSocket;
    char inputBuffer[INPUT_SIZE];
    do {
        connectSocket = socket(AF_INET, SOCK_STREAM, IPPROTO_TCP);
        if (connectSocket == -1) {
            break;
        }
        memset(&service, 0, sizeof(service));
        service.sin_family = AF_INET;
        service.sin_addr.s_addr = inet_addr(IP_ADDRESS);
        service.sin_port = htons(TCP_PORT);
        if (connect(connectSocket, (struct sockaddr *)&service, sizeof(service)) == -1) {
            break;
        }
        recvResult = recv(connectSocket, inputBuffer, INPUT_SIZE - 1, 0);
        if (recvResult == -1 || recvResult == 0) {
            break;
        }
        inputBuffer[recvResult] = '\0';
        data = atoi(inputBuffer);
    } while (0);
    if (connectSocket != -1) {
        close(connectSocket);
    }
    return data;
}

#ifndef OMITBAD
void CWE121_socket_bad(void)
{
    int data = recvInt();
    int buffer[10] = { 0 };
    if (data >= 0) {
        buffer[data] = 1;
    }
    printIntLine(buffer[0]);
}
#endif

#ifndef OMITGOOD
static void goodB2G(void)
{
    int data = recvInt();
    int buffer[10] = { 0 };
    if (data >= 0 && data < 10) {
        buffer[data] = 1;
    }
    printIntLine(buffer[0]);
}

void CWE121_socket_good(void)
{
    goodB2G();
}
#endif

int main(void)
{
#ifndef OMITGOOD
    CWE121_socket_good();
#endif
#ifndef OMITBAD
    CWE121_socket_bad();
#endif
    return 0;
}
