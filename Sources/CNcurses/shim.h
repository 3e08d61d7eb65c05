#ifndef FORMSIM_CNCURSES_SHIM_H
#define FORMSIM_CNCURSES_SHIM_H

#define _XOPEN_SOURCE_EXTENDED 1
#define NCURSES_WIDECHAR 1
#include <ncursesw/curses.h>
#include <locale.h>

#endif
