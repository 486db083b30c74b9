#ifndef _NETDB_H
#define _NETDB_H
#include <netinet/in.h>
struct hostent { char *h_name; char **h_aliases; int h_addrtype; int h_length; char **h_addr_list; };
#define h_addr h_addr_list[0]
struct addrinfo { int ai_flags; int ai_family; int ai_socktype; int ai_protocol;
                  socklen_t ai_addrlen; struct sockaddr *ai_addr; char *ai_canonname;
                  struct addrinfo *ai_next; };
struct hostent *gethostbyname(const char *name);
int getaddrinfo(const char *restrict node, const char *restrict service,
                const struct addrinfo *restrict hints, struct addrinfo **restrict res);
void freeaddrinfo(struct addrinfo *res);
const char *gai_strerror(int errcode);
#endif
