/* Shared by the fuzz harnesses: the entry point and a loud check. */
#ifndef BOGGLE_FUZZ_H
#define BOGGLE_FUZZ_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "boggle.h"
#include "../shorthand.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* An invariant that failed is a finding: stop with the reason. */
#define CHECK(cond) do { if (!(cond)) { \
	fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, \
		#cond); abort(); } } while (0)

#endif
