/* GLPK laying out the bench-peers grid's columns. Usage:
 *   glpk GRID.txt export PROGRAM.lp [budget seconds]
 *       Trellis's own program for the grid (`trellis lp FILE`, CPLEX LP), read once; timed per
 *       run: a new problem loaded from arrays, scaled, GLPK's standard basis, primal simplex
 *       with steepest edge and no presolve (the options of Trellis's GLPKSolver), the column
 *       widths read, the problem freed. The program alone: no content pass, no frames.
 *   glpk GRID.txt textbook [budget seconds]
 *       The LP of semantics §4.3 posed directly (max fr s.t. w_j >= content_j,
 *       w_j - weight_j fr >= 0, sum w_j = width - spacings), same options; timed per run: the
 *       content pass, building and solving the program, reading it, every frame. */
#include <glpk.h>

#include "grid.h"

typedef struct {
  int rows, columns, nonzeros;
  int direction;
  double *objective;                /* 1-based, [0] the constant */
  int *rowType, *columnType;        /* 1-based */
  double *rowLower, *rowUpper, *columnLower, *columnUpper;
  int *ia, *ja;                     /* 1-based triplets */
  double *ar;
  int *widthColumn;                 /* grid column j -> program column, 0 when absent */
} Program;

static void solve_program(const Program *p, double *values) {
  glp_prob *lp = glp_create_prob();
  glp_set_obj_dir(lp, p->direction);
  glp_add_rows(lp, p->rows);
  glp_add_cols(lp, p->columns);
  for (int i = 1; i <= p->rows; i++) glp_set_row_bnds(lp, i, p->rowType[i], p->rowLower[i], p->rowUpper[i]);
  for (int j = 1; j <= p->columns; j++) {
    glp_set_col_bnds(lp, j, p->columnType[j], p->columnLower[j], p->columnUpper[j]);
    glp_set_obj_coef(lp, j, p->objective[j]);
  }
  glp_load_matrix(lp, p->nonzeros, p->ia, p->ja, p->ar);
  glp_scale_prob(lp, GLP_SF_AUTO);
  glp_std_basis(lp);
  glp_smcp parameters;
  glp_init_smcp(&parameters);
  parameters.msg_lev = GLP_MSG_OFF;
  parameters.meth = GLP_PRIMAL;
  parameters.presolve = GLP_OFF;
  parameters.pricing = GLP_PT_PSE;
  if (glp_simplex(lp, &parameters) != 0 || glp_get_status(lp) != GLP_OPT) {
    fprintf(stderr, "glpk: no optimum (status %d)\n", glp_get_status(lp));
    exit(1);
  }
  for (int j = 1; j <= p->columns; j++) values[j] = glp_get_col_prim(lp, j);
  glp_delete_prob(lp);
}

static Program program_alloc(int rows, int columns, int nonzeros) {
  Program p;
  p.rows = rows;
  p.columns = columns;
  p.nonzeros = nonzeros;
  p.direction = GLP_MAX;
  p.objective = (double *)grid_alloc(sizeof(double) * (columns + 1));
  p.rowType = (int *)grid_alloc(sizeof(int) * (rows + 1));
  p.columnType = (int *)grid_alloc(sizeof(int) * (columns + 1));
  p.rowLower = (double *)grid_alloc(sizeof(double) * (rows + 1));
  p.rowUpper = (double *)grid_alloc(sizeof(double) * (rows + 1));
  p.columnLower = (double *)grid_alloc(sizeof(double) * (columns + 1));
  p.columnUpper = (double *)grid_alloc(sizeof(double) * (columns + 1));
  p.ia = (int *)grid_alloc(sizeof(int) * (nonzeros + 1));
  p.ja = (int *)grid_alloc(sizeof(int) * (nonzeros + 1));
  p.ar = (double *)grid_alloc(sizeof(double) * (nonzeros + 1));
  return p;
}

/* Trellis's exported program as arrays; its width columns found by name. */
static Program read_export(const char *path, const Grid *grid) {
  glp_prob *lp = glp_create_prob();
  glp_term_out(GLP_OFF);
  if (glp_read_lp(lp, NULL, path) != 0) {
    fprintf(stderr, "glpk: cannot read %s\n", path);
    exit(2);
  }
  Program p = program_alloc(glp_get_num_rows(lp), glp_get_num_cols(lp), glp_get_num_nz(lp));
  p.direction = glp_get_obj_dir(lp);
  p.objective[0] = glp_get_obj_coef(lp, 0);
  int *indices = (int *)grid_alloc(sizeof(int) * (p.columns + 1));
  double *values = (double *)grid_alloc(sizeof(double) * (p.columns + 1));
  int k = 0;
  for (int i = 1; i <= p.rows; i++) {
    p.rowType[i] = glp_get_row_type(lp, i);
    p.rowLower[i] = glp_get_row_lb(lp, i);
    p.rowUpper[i] = glp_get_row_ub(lp, i);
    int length = glp_get_mat_row(lp, i, indices, values);
    for (int t = 1; t <= length; t++) {
      k++;
      p.ia[k] = i;
      p.ja[k] = indices[t];
      p.ar[k] = values[t];
    }
  }
  p.widthColumn = (int *)grid_alloc(sizeof(int) * grid->columns);
  for (int j = 0; j < grid->columns; j++) p.widthColumn[j] = 0;
  for (int j = 1; j <= p.columns; j++) {
    p.columnType[j] = glp_get_col_type(lp, j);
    p.columnLower[j] = glp_get_col_lb(lp, j);
    p.columnUpper[j] = glp_get_col_ub(lp, j);
    p.objective[j] = glp_get_obj_coef(lp, j);
    int column;
    char tail[8];
    const char *name = glp_get_col_name(lp, j);
    if (name && sscanf(name, "grid.x.col(%d).widt%1s", &column, tail) == 2 && column >= 0 &&
        column < grid->columns)
      p.widthColumn[column] = j;
  }
  for (int j = 0; j < grid->columns; j++) {
    if (!p.widthColumn[j]) {
      fprintf(stderr, "glpk: %s has no column grid.x.col(%d).width\n", path, j);
      exit(2);
    }
  }
  glp_delete_prob(lp);
  free(indices);
  free(values);
  return p;
}

/* The textbook program of the grid's columns: fr is column 1, w_j column j + 2. */
static void pose_textbook(const Grid *grid, const double *content, Program *p) {
  int C = grid->columns, k = 0;
  p->objective[0] = 0;
  p->columnType[1] = GLP_LO;
  p->columnLower[1] = 0;
  p->columnUpper[1] = 0;
  p->objective[1] = 1;
  for (int j = 0; j < C; j++) {
    int column = j + 2;
    p->columnType[column] = GLP_LO;
    p->columnLower[column] = content[j];
    p->columnUpper[column] = 0;
    p->objective[column] = 0;
    int row = j + 1; /* w_j - weight_j fr >= 0 */
    p->rowType[row] = GLP_LO;
    p->rowLower[row] = 0;
    p->rowUpper[row] = 0;
    k++, p->ia[k] = row, p->ja[k] = column, p->ar[k] = 1;
    k++, p->ia[k] = row, p->ja[k] = 1, p->ar[k] = -grid->weights[j];
    k++, p->ia[k] = C + 1, p->ja[k] = column, p->ar[k] = 1; /* the sum row */
  }
  double room = grid->width - grid->columnSpacing * (C - 1);
  p->rowType[C + 1] = GLP_FX;
  p->rowLower[C + 1] = room;
  p->rowUpper[C + 1] = room;
}

int main(int argc, char **argv) {
  if (argc < 3) {
    fprintf(stderr, "usage: glpk GRID.txt export PROGRAM.lp [budget] | textbook [budget]\n");
    return 2;
  }
  glp_term_out(GLP_OFF);
  Grid grid = grid_read(argv[1]);
  int R = grid.rows, C = grid.columns;
  int textbook = strcmp(argv[2], "textbook") == 0;
  if (!textbook && (strcmp(argv[2], "export") != 0 || argc < 4)) {
    fprintf(stderr, "glpk: mode export PROGRAM.lp or textbook\n");
    return 2;
  }
  double budget = budget_seconds(argc, argv, textbook ? 3 : 4);
  double *content = (double *)grid_alloc(sizeof(double) * C);
  double *rows = (double *)grid_alloc(sizeof(double) * R);
  double *columns = (double *)grid_alloc(sizeof(double) * C);
  double *xs = (double *)grid_alloc(sizeof(double) * C);
  double *frames = (double *)grid_alloc(sizeof(double) * 4 * (size_t)R * C);
  double *samples;
  int count;
  content_sizes(&grid, content, rows);
  if (textbook) {
    Program p = program_alloc(C + 1, C + 1, 3 * C);
    double *values = (double *)grid_alloc(sizeof(double) * (C + 2));
    TIME_RUNS(budget, samples, count, {
      content_sizes(&grid, content, rows);
      pose_textbook(&grid, content, &p);
      solve_program(&p, values);
      for (int j = 0; j < C; j++) columns[j] = values[j + 2];
      place_frames(&grid, columns, rows, xs, frames);
    });
    print_result("glpk-textbook", &grid, samples, count, columns, rows,
                 "content pass, the LP of semantics 4.3 built and solved, frames");
  } else {
    Program p = read_export(argv[3], &grid);
    double *values = (double *)grid_alloc(sizeof(double) * (p.columns + 1));
    TIME_RUNS(budget, samples, count, {
      solve_program(&p, values);
      for (int j = 0; j < C; j++) columns[j] = values[p.widthColumn[j]];
    });
    print_result("glpk-export", &grid, samples, count, columns, rows,
                 "Trellis's exported program: load, scale, simplex, read, free");
  }
  return 0;
}
