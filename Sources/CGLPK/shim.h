// GLPK's public header (libglpk-dev installs it in the default include directory).
#include <glpk.h>
