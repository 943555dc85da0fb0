/*
 * Compiled word lists as an attacker writes them: a list (the input's
 * text) is compiled, bytes of the file are changed as the input says,
 * the sums made to fit again so that the changes reach the checks
 * behind them, and the file opened.  Whatever is not refused must be a
 * list the library can use as any other (dict_check), spellings and all;
 * what is refused is refused as damaged, unless it no longer starts as a
 * compiled file, when it is read as text.
 *
 * The input: a byte naming the language, a byte n, then n changes of 5
 * bytes each (a 32-bit offset into the file, taken modulo its size, and
 * a byte to XOR there), then the list.
 */
#define _GNU_SOURCE /* memfd_create */
#include <errno.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include "dict_check.h"
#include "fuzz.h"
#include "internal.h"

static const char *const langs[] = {"en", "fr", "de", "es", "pl", "nl", "ca",
				    "tr", "el", "hu"};

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const boggle_lang *lang;
	boggle_dict *built, *got;
	boggle_code rc;
	unsigned char *file;
	struct stat sb;
	char path[64], why[256], magic[8], lang_bytes[8];
	size_t n, i, len;
	int fd;

	if (size < 2)
		return 0;
	lang = boggle_lang_find(langs[data[0] % (sizeof langs / sizeof *langs)]);
	n = data[1] % 17;
	if (size < 2 + 5 * n)
		return 0;
	built = t_dict(lang, (const char *)data + 2 + 5 * n,
					 size - 2 - 5 * n, NULL);
	if (!built)
		return 0; /* not UTF-8, say */
	fd = memfd_create("compiled", 0);
	CHECK(fd >= 0);
	CHECK(boggle_dict_write(built, fd) == BOGGLE_OK);
	CHECK(fstat(fd, &sb) == 0);
	len = (size_t)sb.st_size;
	file = malloc(len);
	CHECK(file && pread(fd, file, len, 0) == (ssize_t)len);
	memcpy(magic, file, sizeof magic);
	/* the header names its language in 8 bytes from byte 16 */
	memcpy(lang_bytes, file + 16, sizeof lang_bytes);
	for (i = 0; i < n; i++) {
		uint32_t at;

		memcpy(&at, data + 2 + 5 * i, 4);
		file[at % len] ^= data[2 + 5 * i + 4];
	}
	dict_file_reseal(file, len);
	CHECK(ftruncate(fd, 0) == 0);
	CHECK(pwrite(fd, file, len, 0) == (ssize_t)len);
	snprintf(path, sizeof path, "/proc/self/fd/%d", fd);
	rc = boggle_dict_open(&got, lang, path, NULL, NULL);
	if (got) {
		if (dict_check(got, len, why) != 0) {
			fprintf(stderr, "taken but inconsistent: %s\n", why);
			abort();
		}
		/* no change at all: the list as it was built */
		if (n == 0)
			CHECK(boggle_dict_count(got) == boggle_dict_count(built));
		boggle_dict_free(got);
	} else {
		/* a file that no longer starts as one is read as text; one
		 * made another language's is refused as that */
		CHECK(rc == BOGGLE_DAMAGED ||
		      memcmp(magic, file, sizeof magic) != 0 ||
		      (rc == BOGGLE_WRONG_LANG &&
		       memcmp(lang_bytes, file + 16, 8) != 0));
	}
	close(fd);
	free(file);
	boggle_dict_free(built);
	return 0;
}
