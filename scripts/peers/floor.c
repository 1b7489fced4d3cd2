/* The floor: a hand-written C layout of the bench-peers grid (CSS minmax(auto, Nfr) columns,
 * content rows), with every item's frame. Usage: floor GRID.txt [budget seconds]
 *
 * Timed per run: the content pass over every item, "find the size of an fr" in closed form
 * (breakpoints content/weight sorted, O(C log C)), the row heights, and every frame written
 * into a buffer allocated once (not zeroed per run). */
#include "grid.h"

typedef struct {
  double breakpoint; /* content / weight: the fr at which the column starts to flex */
  double content, weight;
} Breakpoint;

static int compare_breakpoints(const void *a, const void *b) {
  return compare_doubles(&((const Breakpoint *)a)->breakpoint,
                         &((const Breakpoint *)b)->breakpoint);
}

/* max(content_j, weight_j * fr) with fr the largest for which the sum fits `room`. */
static void fr_columns(const Grid *grid, const double *content, Breakpoint *order,
                       double *columns) {
  int C = grid->columns;
  double room = grid->width - grid->columnSpacing * (C - 1);
  double held = 0; /* content of columns that do not flex at the candidate fr */
  for (int j = 0; j < C; j++) {
    order[j].breakpoint = content[j] / grid->weights[j];
    order[j].content = content[j];
    order[j].weight = grid->weights[j];
    held += content[j];
  }
  qsort(order, C, sizeof(Breakpoint), compare_breakpoints);
  /* The first k columns (lowest breakpoints) flex: fr = (room - held) / Σ weights. */
  double fr = 0, flexWeight = 0;
  if (held < room) {
    for (int k = 0; k < C; k++) {
      held -= order[k].content;
      flexWeight += order[k].weight;
      fr = (room - held) / flexWeight;
      if (k == C - 1 || fr <= order[k + 1].breakpoint) break;
    }
  }
  for (int j = 0; j < C; j++) {
    double flexed = grid->weights[j] * fr;
    columns[j] = flexed > content[j] ? flexed : content[j];
  }
}

int main(int argc, char **argv) {
  if (argc < 2) {
    fprintf(stderr, "usage: floor GRID.txt [budget seconds]\n");
    return 2;
  }
  Grid grid = grid_read(argv[1]);
  int R = grid.rows, C = grid.columns;
  double *columnContent = (double *)grid_alloc(sizeof(double) * C);
  double *rows = (double *)grid_alloc(sizeof(double) * R);
  double *columns = (double *)grid_alloc(sizeof(double) * C);
  double *xs = (double *)grid_alloc(sizeof(double) * C);
  Breakpoint *order = (Breakpoint *)grid_alloc(sizeof(Breakpoint) * C);
  double *frames = (double *)grid_alloc(sizeof(double) * 4 * (size_t)R * C);
  double *samples;
  int count;
  TIME_RUNS(budget_seconds(argc, argv, 2), samples, count, {
    content_sizes(&grid, columnContent, rows);
    fr_columns(&grid, columnContent, order, columns);
    place_frames(&grid, columns, rows, xs, frames);
  });
  /* Keep the frames observable so the compiler cannot drop the pass. */
  volatile double sink = frames[4 * ((size_t)R * C - 1)];
  (void)sink;
  print_result("c", &grid, samples, count, columns, rows, "content pass, fr, frames");
  return 0;
}
