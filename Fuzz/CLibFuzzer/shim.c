// The header declares libFuzzer's driver; a C target needs a source file of its own.
#include "CLibFuzzer.h"
