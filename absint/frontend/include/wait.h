#include <sys/wait.h>
