#include <syslog.h>
