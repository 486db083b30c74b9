/* Definitions for the support header: the global flags and flag functions that the flow variants
 * 09 to 14 test. They never change at run time; a flow variant hides that fact from the analysis
 * to a different degree (a const, a variable, a function, a random value). Written for this
 * project in the style of Juliet's support files; not copied from them. */
#include "std_testcase.h"

const int GLOBAL_CONST_TRUE = 1;
const int GLOBAL_CONST_FALSE = 0;
const int GLOBAL_CONST_FIVE = 5;

int globalTrue = 1;
int globalFalse = 0;
int globalFive = 5;

int globalReturnsTrue(void)
{
    return 1;
}

int globalReturnsFalse(void)
{
    return 0;
}

/* Either value, at random. verify.py builds the bad half with VERIFY_TRUE_OR_FALSE=1, so that
 * it takes the bad branches. */
int globalReturnsTrueOrFalse(void)
{
#ifdef VERIFY_TRUE_OR_FALSE
    return VERIFY_TRUE_OR_FALSE;
#else
    return (rand() % 2);
#endif
}
