/* Floating point: float/double arrays, math.h, float.h, conversions to indices. */
#include <math.h>
#include <float.h>
#include <stdio.h>

#define BINS 10

int main(void)
{
    float samples[64];
    int histogram[BINS] = { 0 };
    double mean = 0.0, var = 0.0;
    int i;
    for (i = 0; i < 64; i++) {
        samples[i] = (float)sin(i * 0.1) * 0.5f + 0.5f;
    }
    for (i = 0; i < 64; i++) {
        int bin = (int)floor(samples[i] * (BINS - 1));
        if (bin < 0) bin = 0;
        if (bin >= BINS) bin = BINS - 1;
        histogram[bin]++;
        mean += samples[i];
    }
    mean /= 64.0;
    for (i = 0; i < 64; i++) {
        var += (samples[i] - mean) * (samples[i] - mean);
    }
    printf("%f %f %d %g\n", mean, sqrt(var / 63.0), histogram[0], DBL_EPSILON + FLT_EPSILON);
    return fabs(mean) < DBL_MAX ? 0 : 1;
}
