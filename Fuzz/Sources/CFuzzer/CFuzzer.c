// The driver itself is linked from the toolchain's libFuzzer (-sanitize=fuzzer).
#include "CFuzzer.h"
