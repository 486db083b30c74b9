#ifndef _NETINET_TCP_H
#define _NETINET_TCP_H
#include <stdint.h>
#include <sys/types.h>
#include <sys/socket.h>
#define TCP_NODELAY 1
#define TCP_MAXSEG 2
#define TCP_CORK 3
#define TCP_KEEPIDLE 4
#define TCP_KEEPINTVL 5
#define TCP_KEEPCNT 6
#define TCP_SYNCNT 7
#define TCP_LINGER2 8
#define TCP_DEFER_ACCEPT 9
#define TCP_WINDOW_CLAMP 10
#define TCP_INFO 11
#define TCP_QUICKACK 12
#define TCP_CONGESTION 13
#define TCP_MD5SIG 14
#define TCP_THIN_LINEAR_TIMEOUTS 16
#define TCP_THIN_DUPACK 17
#define TCP_USER_TIMEOUT 18
#define TCP_REPAIR 19
#define TCP_FASTOPEN 23
#define TCP_TIMESTAMP 24
#define TCP_NOTSENT_LOWAT 25
#define TCP_FASTOPEN_CONNECT 30
#define TCP_ULP 31
#define SOL_TCP 6
#define TH_FIN 0x01
#define TH_SYN 0x02
#define TH_RST 0x04
#define TH_PUSH 0x08
#define TH_ACK 0x10
#define TH_URG 0x20
#define TCP_MSS 512
#define TCP_MAXWIN 65535
#define TCP_MAX_WINSHIFT 14
typedef uint32_t tcp_seq;
/* the BSD and the Linux names of the TCP header, as glibc (little-endian bit order) */
struct tcphdr {
    union {
        struct {
            uint16_t th_sport;
            uint16_t th_dport;
            tcp_seq th_seq;
            tcp_seq th_ack;
            uint8_t th_x2 : 4;
            uint8_t th_off : 4;
            uint8_t th_flags;
            uint16_t th_win;
            uint16_t th_sum;
            uint16_t th_urp;
        };
        struct {
            uint16_t source;
            uint16_t dest;
            uint32_t seq;
            uint32_t ack_seq;
            uint16_t res1 : 4;
            uint16_t doff : 4;
            uint16_t fin : 1;
            uint16_t syn : 1;
            uint16_t rst : 1;
            uint16_t psh : 1;
            uint16_t ack : 1;
            uint16_t urg : 1;
            uint16_t res2 : 2;
            uint16_t window;
            uint16_t check;
            uint16_t urg_ptr;
        };
    };
};
#endif
