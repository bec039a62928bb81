// libFuzzer's driver, called from Swift's entry point: SwiftPM links an executable's own
// `main` (renamed), so libFuzzer's is never the program's.
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));
