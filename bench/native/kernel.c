// The Monte-Carlo kernel of assembly/montecarlo.ts in C, for the benchmark's native baseline:
// same per-path xoshiro256** streams, 256-layer ziggurat, table-free libm exp, whole-cent
// rounding each month, checkpoint-major output. Not part of the service.
//   cc -O3 -march=native -o kernel kernel.c -lm && ./kernel PATHS MONTHS
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static double zig_x[257], zig_f[257];
static const double R = 3.6541528853610088, V = 0.00492867323399;

static uint64_t mix64(uint64_t z) {
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}
static inline uint64_t rotl(uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }

typedef struct { uint64_t s[4]; } rng;
static inline uint64_t next(rng *g) {
  uint64_t *s = g->s, r = rotl(s[1] * 5, 7) * 9, t = s[1] << 17;
  s[2] ^= s[0]; s[3] ^= s[1]; s[1] ^= s[2]; s[0] ^= s[3]; s[2] ^= t; s[3] = rotl(s[3], 45);
  return r;
}
static inline double uniform(rng *g) { return (double)(next(g) >> 11) * 0x1p-53; }

__attribute__((noinline)) static double slow(rng *g, int layer, double x, double u) {
  if (layer == 0) {
    double t, y;
    do { t = -log(1.0 - uniform(g)) / R; y = -log(1.0 - uniform(g)); } while (y + y < t * t);
    return u < 0 ? -(R + t) : R + t;
  }
  if (zig_f[layer + 1] + (zig_f[layer] - zig_f[layer + 1]) * uniform(g) < exp(-0.5 * x * x)) return x;
  return NAN;
}

static inline double normal(rng *g) {
  for (;;) {
    uint64_t b = next(g);
    int layer = b & 0xFF;
    double u = (double)(int64_t)(b >> 11) * 0x1p-52 - 1.0, x = u * zig_x[layer];
    if (fabs(x) < zig_x[layer + 1]) return x;
    double s = slow(g, layer, x, u);
    if (s == s) return s;
  }
}

int main(int argc, char **argv) {
  int paths = argc > 1 ? atoi(argv[1]) : 5000, months = argc > 2 ? atoi(argv[2]) : 1428, rounds = 7;
  zig_x[0] = V / exp(-0.5 * R * R); zig_x[1] = R;
  for (int i = 1; i < 255; i++) zig_x[i + 1] = sqrt(-2.0 * log(V / zig_x[i] + exp(-0.5 * zig_x[i] * zig_x[i])));
  zig_x[256] = 0;
  for (int i = 0; i <= 256; i++) zig_f[i] = exp(-0.5 * zig_x[i] * zig_x[i]);
  int checkpoints = months / 12;
  double *out = calloc((size_t)checkpoints * paths, sizeof(double));
  double g = exp((log(1.07 * 1.025) + log(1 - 0.0003)) / 12), sigma = 0.15 / sqrt(12.0), hv = sigma * sigma / 2, deposit = 20000;
  double best = 1e30, sink = 0;
  for (int round = 0; round < rounds; round++) {
    struct timespec t0, t1;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    for (int p = 0; p < paths; p++) {
      uint64_t st = mix64(mix64(530) ^ (uint64_t)p);
      rng r;
      for (int i = 0; i < 4; i++) { st += 0x9E3779B97F4A7C15ULL; r.s[i] = mix64(st); }
      double balance = 0;
      for (int k = 0; k < months; k++) {
        balance = nearbyint((balance + deposit) * (g * exp(sigma * normal(&r) - hv)));
        if ((k + 1) % 12 == 0) out[(size_t)((k + 1) / 12 - 1) * paths + p] = balance;
      }
    }
    clock_gettime(CLOCK_MONOTONIC, &t1);
    double ns = (t1.tv_sec - t0.tv_sec) * 1e9 + (t1.tv_nsec - t0.tv_nsec);
    if (ns < best) best = ns;
    sink += out[(size_t)(checkpoints - 1) * paths];
  }
  printf("{\"paths\":%d,\"months\":%d,\"nsPerPathMonth\":%.3f,\"ms\":%.3f,\"check\":%.0f}\n", paths, months, best / ((double)paths * months), best / 1e6, sink);
  return 0;
}
