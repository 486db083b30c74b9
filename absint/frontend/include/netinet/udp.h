#ifndef _NETINET_UDP_H
#define _NETINET_UDP_H
#include <stdint.h>
#include <sys/types.h>
struct udphdr {
    union {
        struct { uint16_t uh_sport; uint16_t uh_dport; uint16_t uh_ulen; uint16_t uh_sum; };
        struct { uint16_t source; uint16_t dest; uint16_t len; uint16_t check; };
    };
};
#define UDP_CORK 1
#define UDP_ENCAP 100
#define UDP_SEGMENT 103
#define UDP_GRO 104
#define SOL_UDP 17
#endif
