#ifndef FORMSIM_CNCURSES_SHIM_H
#define FORMSIM_CNCURSES_SHIM_H

// Wide-character curses (cchar_t, get_wch, setcchar) must be requested before the include.
#define _XOPEN_SOURCE_EXTENDED 1
#define NCURSES_WIDECHAR 1
#include <ncursesw/curses.h>
#include <langinfo.h>
#include <locale.h>
#include <stdio.h>

// Swift 6 rejects curses' mutable C globals as not concurrency-safe and cannot import macros that
// expand to expressions, so each one FormSim needs gets a small accessor here.

static inline WINDOW *cn_stdscr(void) { return stdscr; }
static inline int cn_lines(void) { return LINES; }
static inline int cn_cols(void) { return COLS; }
static inline int cn_colors(void) { return COLORS; }
static inline int cn_color_pairs(void) { return COLOR_PAIRS; }

// The C standard streams are mutable globals too.
static inline FILE *cn_stdin(void) { return stdin; }
static inline FILE *cn_stdout(void) { return stdout; }

static inline attr_t cn_a_normal(void) { return A_NORMAL; }
static inline attr_t cn_a_bold(void) { return A_BOLD; }
static inline attr_t cn_a_dim(void) { return A_DIM; }
static inline attr_t cn_a_underline(void) { return A_UNDERLINE; }
static inline attr_t cn_a_reverse(void) { return A_REVERSE; }
static inline int cn_color_pair(int n) { return (int)COLOR_PAIR(n); }

// What the C library says a character's width is: ncurses sizes cells with it, so a caller that
// hands ncurses ready-made runs of cells must agree with it first. glibc declares `wcwidth` only
// under _XOPEN_SOURCE, which Swift's Glibc module does not define.
extern int wcwidth(wchar_t);
static inline int cn_wcwidth(wchar_t c) { return wcwidth(c); }

static inline int cn_key_f(int n) { return KEY_F(n); }
static inline int cn_key_code_yes(void) { return KEY_CODE_YES; }

static inline mmask_t cn_button1_pressed(void) { return BUTTON1_PRESSED; }
static inline mmask_t cn_button1_released(void) { return BUTTON1_RELEASED; }
static inline mmask_t cn_button1_clicked(void) { return BUTTON1_CLICKED; }
static inline mmask_t cn_button4_pressed(void) { return BUTTON4_PRESSED; }
static inline mmask_t cn_button5_pressed(void) { return BUTTON5_PRESSED; }
static inline mmask_t cn_report_mouse_position(void) { return REPORT_MOUSE_POSITION; }

#endif
