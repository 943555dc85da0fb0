/*
 * Loading a list from a file: boggle_dict_load on the input written to a
 * temporary file must build the list boggle_dict_from_text builds from
 * the same bytes, with the same counts.
 */
#include <string.h>
#include <unistd.h>

#include "fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char path[] = "/tmp/boggle-fuzz-load-XXXXXX";
	char a[2 * BOGGLE_WORD_MAX + 2], b[sizeof a];
	boggle_dict_stats from_file, from_text;
	boggle_dict *loaded, *built;
	int fd = mkstemp(path);
	size_t i;

	CHECK(fd >= 0);
	CHECK(write(fd, data, size) == (ssize_t)size);
	CHECK(close(fd) == 0);
	loaded = t_load(NULL, path, &from_file);
	unlink(path);
	built = t_dict(NULL, (const char *)data, size, &from_text);
	CHECK(loaded && built);
	CHECK(from_file.lines == from_text.lines);
	CHECK(from_file.words == from_text.words);
	CHECK(from_file.skipped == from_text.skipped);
	CHECK(from_file.no_u == from_text.no_u);
	CHECK(boggle_dict_count(loaded) == boggle_dict_count(built));
	for (i = 0; i < boggle_dict_count(built); i++) {
		size_t la = boggle_dict_word(loaded, (uint32_t)i, a, sizeof a);
		size_t lb = boggle_dict_word(built, (uint32_t)i, b, sizeof b);

		CHECK(la == lb && strcmp(a, b) == 0);
	}
	boggle_dict_free(loaded);
	boggle_dict_free(built);
	return 0;
}
