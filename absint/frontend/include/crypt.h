#ifndef _CRYPT_H
#define _CRYPT_H
#define CRYPT_OUTPUT_SIZE 384
#define CRYPT_MAX_PASSPHRASE_SIZE 512
#define CRYPT_GENSALT_OUTPUT_SIZE 192
#define CRYPT_DATA_RESERVED_SIZE 767
#define CRYPT_DATA_INTERNAL_SIZE 30720
struct crypt_data {
    char output[CRYPT_OUTPUT_SIZE];
    char setting[CRYPT_OUTPUT_SIZE];
    char input[CRYPT_MAX_PASSPHRASE_SIZE];
    char reserved[CRYPT_DATA_RESERVED_SIZE];
    char initialized;
    char internal[CRYPT_DATA_INTERNAL_SIZE];
};
char *crypt(const char *phrase, const char *setting);
char *crypt_r(const char *phrase, const char *setting, struct crypt_data *data);
char *crypt_gensalt(const char *prefix, unsigned long count, const char *rbytes, int nrbytes);
#endif
