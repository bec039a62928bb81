#ifndef PARLEY_CREADLINE_SHIM_H
#define PARLEY_CREADLINE_SHIM_H
#include <stdio.h>
#include <readline/readline.h>
#include <readline/history.h>

// readline's settings are C globals; Swift 6 will not touch shared mutable globals
// directly, so these accessors are the one place that does.

static inline void parley_rl_configure(const char *name, rl_completion_func_t *completion) {
    rl_readline_name = name;
    rl_catch_signals = 0;
    rl_attempted_completion_function = completion;
    // Complete the whole line (a phrase), not the word under the cursor.
    rl_completer_word_break_characters = (char *)"";
}

static inline void parley_rl_completion_over(void) {
    rl_attempted_completion_over = 1;
}

static inline const char *parley_rl_last_history_line(void) {
    HIST_ENTRY *entry = history_length > 0 ? history_get(history_base + history_length - 1) : NULL;
    return entry ? entry->line : NULL;
}

// Forgets the line being typed, so the next prompt starts empty.
static inline void parley_rl_clear_line(void) {
    rl_replace_line("", 0);
    rl_point = 0;
    rl_end = 0;
}

// Moves the cursor past what was typed and redraws, before "^C" is written after it.
static inline void parley_rl_end_of_line(void) {
    rl_point = rl_end;
    rl_redisplay();
}

#endif
