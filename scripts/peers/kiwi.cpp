// Kiwi (the Cassowary solver of kiwisolver's C++ headers) laying out the bench-peers grid.
// Usage: kiwi GRID.txt best|cells|resize [budget seconds]
//
// The columns are CSS "find the size of an fr" posed as Cassowary constraints: a variable fr,
// one width w_j per column, required w_j >= content_j, w_j >= weight_j * fr and
// sum w_j + spacings <= width, and fr as large as possible (a weak fr == width, added last). At the
// optimum every w_j = max(content_j, weight_j * fr), the answer of semantics §4.3.
//
//   best    the fastest faithful setup: each column's content (its widest item) found in C++,
//           a new solver per run with 2C+1 constraints, the row heights (content) and every
//           frame computed from the solved widths in C++. Timed: all of it.
//   cells   every item a required constraint w_col >= desired (R*C + C + 1 constraints), rows
//           as variables with h_row >= desired of each item; a new solver per run.
//   resize  the best setup built once with the width an edit variable (strong); timed: one
//           +-7 point resize (suggestValue, updateVariables, reading the widths, every frame).
#include <kiwi/kiwi.h>

#include <string>
#include <vector>

extern "C" {
#include "grid.h"
}

namespace {

using kiwi::Constraint;
using kiwi::Expression;
using kiwi::Solver;
using kiwi::Term;
using kiwi::Variable;
namespace strength = kiwi::strength;

// The column constraints of the best setup on `solver`: widths over `fr`, bounded by `content`.
void addColumns(Solver &solver, const Grid &grid, const std::vector<Variable> &widths,
                const Variable &fr, const double *content, const Variable *width) {
  std::vector<Term> sum;
  sum.reserve(widths.size() + 1);
  for (int j = 0; j < grid.columns; j++) {
    if (content) solver.addConstraint(Constraint(widths[j] >= content[j]));
    solver.addConstraint(Constraint(widths[j] - grid.weights[j] * fr >= 0));
    sum.emplace_back(widths[j]);
  }
  double spacing = grid.columnSpacing * (grid.columns - 1);
  if (width) {
    sum.emplace_back(*width, -1.0);
    solver.addConstraint(Constraint(Expression(sum, spacing) <= 0));
  } else {
    solver.addConstraint(Constraint(Expression(sum, spacing - grid.width) <= 0));
  }
  // fr as large as the widths allow: a weak pull towards a value no layout reaches, added last.
  // (As a weak edit variable, or added before the columns, the same optimum takes 8 to 100x
  // longer: 6.2 ms against 0.78 ms at 100 columns, 10 s against 0.1 s at 1000.)
  solver.addConstraint(Constraint(fr == grid.width) | strength::weak);
}

}  // namespace

int main(int argc, char **argv) {
  if (argc < 3) {
    std::fprintf(stderr, "usage: kiwi GRID.txt best|cells|resize [budget seconds]\n");
    return 2;
  }
  Grid grid = grid_read(argv[1]);
  std::string mode = argv[2];
  double budget = budget_seconds(argc, argv, 3);
  const int R = grid.rows, C = grid.columns;
  std::vector<double> columnContent(C), rows(R), columns(C), xs(C);
  std::vector<double> frames(size_t(4) * R * C);
  double *samples = nullptr;
  int count = 0;
  const char *note = "";
  try {
    if (mode == "best") {
      note = "content pass in C++, new solver with 2C+1 constraints, rows and frames in C++";
      TIME_RUNS(budget, samples, count, {
        content_sizes(&grid, columnContent.data(), rows.data());
        Solver solver;
        Variable fr("fr");
        std::vector<Variable> widths(C);
        addColumns(solver, grid, widths, fr, columnContent.data(), nullptr);
        solver.updateVariables();
        for (int j = 0; j < C; j++) columns[j] = widths[j].value();
        place_frames(&grid, columns.data(), rows.data(), xs.data(), frames.data());
      });
    } else if (mode == "cells") {
      note = "one constraint per item and axis, new solver per run, frames in C++";
      TIME_RUNS(budget, samples, count, {
        Solver solver;
        Variable fr("fr");
        std::vector<Variable> widths(C), heights(R);
        addColumns(solver, grid, widths, fr, nullptr, nullptr);
        for (int i = 0; i < R; i++) {
          for (int j = 0; j < C; j++) {
            size_t k = size_t(i) * C + j;
            solver.addConstraint(Constraint(widths[j] >= grid.desiredWidths[k]));
            solver.addConstraint(Constraint(heights[i] >= grid.desiredHeights[k]));
          }
          // Content rows: as short as their items allow.
          solver.addConstraint(Constraint(heights[i] == 0) | strength::weak);
        }
        solver.updateVariables();
        for (int j = 0; j < C; j++) columns[j] = widths[j].value();
        for (int i = 0; i < R; i++) rows[i] = heights[i].value();
        place_frames(&grid, columns.data(), rows.data(), xs.data(), frames.data());
      });
    } else if (mode == "resize") {
      note = "+-7 point resize through an edit variable, widths and frames read; solver built once";
      content_sizes(&grid, columnContent.data(), rows.data());
      Solver solver;
      Variable fr("fr"), width("width");
      std::vector<Variable> widths(C);
      solver.addEditVariable(width, strength::strong);
      solver.suggestValue(width, grid.width);
      addColumns(solver, grid, widths, fr, columnContent.data(), &width);
      int flip = 0;
      TIME_RUNS(budget, samples, count, {
        flip = !flip;
        solver.suggestValue(width, grid.width + (flip ? 7 : -7));
        solver.updateVariables();
        for (int j = 0; j < C; j++) columns[j] = widths[j].value();
        place_frames(&grid, columns.data(), rows.data(), xs.data(), frames.data());
      });
      // A resize that moved nothing would time nothing: the widths must fill the new width.
      for (double step : {7.0, -7.0}) {
        solver.suggestValue(width, grid.width + step);
        solver.updateVariables();
        double total = grid.columnSpacing * (C - 1);
        for (int j = 0; j < C; j++) total += widths[j].value();
        if (std::fabs(total - (grid.width + step)) > 1e-9 * grid.width) {
          std::fprintf(stderr, "kiwi resize: widths add up to %.17g, not %.17g\n", total,
                       grid.width + step);
          return 1;
        }
      }
      // The widths at the document's own width, for the agreement check.
      solver.suggestValue(width, grid.width);
      solver.updateVariables();
      for (int j = 0; j < C; j++) columns[j] = widths[j].value();
    } else {
      std::fprintf(stderr, "unknown mode %s\n", mode.c_str());
      return 2;
    }
  } catch (const std::exception &error) {
    std::fprintf(stderr, "kiwi %s: %s\n", mode.c_str(), error.what());
    return 1;
  }
  std::string system = "kiwi-" + mode;
  print_result(system.c_str(), &grid, samples, count, columns.data(), rows.data(), note);
  return 0;
}
