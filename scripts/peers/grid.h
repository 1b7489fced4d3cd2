/* The grid of scripts/bench-peers, shared by the C and C++ drivers: reading it, timing runs,
 * and printing one JSON result line. Not part of Trellis: a benchmark harness.
 *
 * Input (written by scripts/peers/report.py from `trellis bench --peers --write-workloads`):
 *   R C width height columnSpacing rowSpacing
 *   C column weights (CSS minmax(auto, Nfr): N)
 *   R*C lines "w h": each item's desired size, row by row
 */
#ifndef PEERS_GRID_H
#define PEERS_GRID_H

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef struct {
  int rows, columns;
  double width, height, columnSpacing, rowSpacing;
  double *weights;          /* per column */
  double *desiredWidths;    /* per item, row-major */
  double *desiredHeights;
} Grid;

static void *grid_alloc(size_t bytes) {
  void *memory = malloc(bytes ? bytes : 1);
  if (!memory) {
    fprintf(stderr, "out of memory\n");
    exit(2);
  }
  return memory;
}

static Grid grid_read(const char *path) {
  Grid grid;
  FILE *file = fopen(path, "r");
  if (!file) {
    fprintf(stderr, "cannot open %s\n", path);
    exit(2);
  }
  if (fscanf(file, "%d %d %lf %lf %lf %lf", &grid.rows, &grid.columns, &grid.width, &grid.height,
             &grid.columnSpacing, &grid.rowSpacing) != 6 || grid.rows < 1 || grid.columns < 1) {
    fprintf(stderr, "%s: bad header\n", path);
    exit(2);
  }
  size_t cells = (size_t)grid.rows * (size_t)grid.columns;
  grid.weights = (double *)grid_alloc(sizeof(double) * grid.columns);
  grid.desiredWidths = (double *)grid_alloc(sizeof(double) * cells);
  grid.desiredHeights = (double *)grid_alloc(sizeof(double) * cells);
  for (int j = 0; j < grid.columns; j++) {
    if (fscanf(file, "%lf", &grid.weights[j]) != 1 || !(grid.weights[j] >= 1)) {
      fprintf(stderr, "%s: bad weight (each must be >= 1: no CSS flex-sum rule here)\n", path);
      exit(2);
    }
  }
  for (size_t k = 0; k < cells; k++) {
    if (fscanf(file, "%lf %lf", &grid.desiredWidths[k], &grid.desiredHeights[k]) != 2) {
      fprintf(stderr, "%s: bad item %zu\n", path, k);
      exit(2);
    }
  }
  fclose(file);
  return grid;
}

static double now_us(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec * 1e6 + (double)t.tv_nsec / 1e3;
}

static int compare_doubles(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

/* The budget of timed runs in seconds: argv[2] if given, else 1. */
static double budget_seconds(int argc, char **argv, int index) {
  return argc > index ? atof(argv[index]) : 1.0;
}

/* One JSON line: the system, the side, timings in microseconds, the track lengths. */
static void print_result(const char *system, const Grid *grid, double *samples, int count,
                         const double *columns, const double *rows, const char *note) {
  qsort(samples, count, sizeof(double), compare_doubles);
  int p90 = count * 9 / 10;
  if (p90 > count - 1) p90 = count - 1;
  printf("{\"system\": \"%s\", \"rows\": %d, \"columns\": %d, \"median\": %.17g, \"min\": %.17g, "
         "\"p90\": %.17g, \"runs\": %d, \"note\": \"%s\", \"columnWidths\": [",
         system, grid->rows, grid->columns, samples[count / 2], samples[0], samples[p90], count,
         note);
  for (int j = 0; j < grid->columns; j++) printf(j ? ", %.17g" : "%.17g", columns[j]);
  printf("], \"rowHeights\": [");
  for (int i = 0; i < grid->rows; i++) printf(i ? ", %.17g" : "%.17g", rows[i]);
  printf("]}\n");
  fflush(stdout);
}

/* Runs `run` once to warm up, then until the budget is spent (at least 5 runs, at most
 * 100,000); returns the samples (microseconds) and their count. */
#define TIME_RUNS(budget, samples, count, ...)                                \
  do {                                                                         \
    __VA_ARGS__;                                                                     \
    int capacity_ = 1024;                                                      \
    samples = (double *)grid_alloc(sizeof(double) * capacity_);               \
    count = 0;                                                                 \
    double start_ = now_us();                                                  \
    while (count < 5 || (now_us() - start_ < (budget) * 1e6 && count < 100000)) { \
      if (count == capacity_) {                                                \
        capacity_ *= 2;                                                        \
        samples = (double *)realloc(samples, sizeof(double) * capacity_);     \
      }                                                                        \
      double before_ = now_us();                                               \
      __VA_ARGS__;                                                                   \
      samples[count++] = now_us() - before_;                                   \
    }                                                                          \
  } while (0)

/* Content sizes: each column's widest and each row's tallest item (CSS min-content
 * contributions of span-1 items). */
static void content_sizes(const Grid *grid, double *columnContent, double *rowContent) {
  int R = grid->rows, C = grid->columns;
  for (int j = 0; j < C; j++) columnContent[j] = 0;
  for (int i = 0; i < R; i++) {
    const double *w = grid->desiredWidths + (size_t)i * C;
    const double *h = grid->desiredHeights + (size_t)i * C;
    double tallest = 0;
    for (int j = 0; j < C; j++) {
      if (w[j] > columnContent[j]) columnContent[j] = w[j];
      if (h[j] > tallest) tallest = h[j];
    }
    rowContent[i] = tallest;
  }
}

/* Every item's frame (x, y, width, height) as its cell: prefix sums of the tracks. */
static void place_frames(const Grid *grid, const double *columns, const double *rows,
                         double *xs, double *frames) {
  int R = grid->rows, C = grid->columns;
  double x = 0;
  for (int j = 0; j < C; j++) {
    xs[j] = x;
    x += columns[j] + grid->columnSpacing;
  }
  double y = 0;
  for (int i = 0; i < R; i++) {
    double *frame = frames + (size_t)i * C * 4;
    double height = rows[i];
    for (int j = 0; j < C; j++) {
      frame[4 * j] = xs[j];
      frame[4 * j + 1] = y;
      frame[4 * j + 2] = columns[j];
      frame[4 * j + 3] = height;
    }
    y += height + grid->rowSpacing;
  }
}

#endif
