/*
 * Run a fuzz harness over saved inputs without libFuzzer: every file
 * named, or every file in the folders named.  Each saved crasher stays
 * a regression test this way.
 */
#include <dirent.h>
#include <errno.h>
#include <string.h>
#include <sys/stat.h>

#include "fuzz.h"

static int run_file(const char *path)
{
	FILE *f = fopen(path, "rb");
	uint8_t *buf = NULL;
	size_t len = 0, cap = 0, got;

	if (!f) {
		fprintf(stderr, "replay: %s: %s\n", path, strerror(errno));
		return -1;
	}
	do {
		if (len == cap) {
			uint8_t *b = realloc(buf, cap = cap ? cap * 2 : 4096);

			if (!b) {
				free(buf);
				fclose(f);
				return -1;
			}
			buf = b;
		}
		got = fread(buf + len, 1, cap - len, f);
		len += got;
	} while (got > 0);
	fclose(f);
	LLVMFuzzerTestOneInput(buf, len);
	free(buf);
	return 0;
}

int main(int argc, char **argv)
{
	int i, files = 0, bad = 0;

	for (i = 1; i < argc; i++) {
		struct stat st;
		DIR *dir;
		struct dirent *e;

		if (stat(argv[i], &st) != 0 || !S_ISDIR(st.st_mode)) {
			bad |= run_file(argv[i]) < 0;
			files++;
			continue;
		}
		dir = opendir(argv[i]);
		while (dir && (e = readdir(dir)) != NULL) {
			char path[4096];

			if (e->d_name[0] == '.')
				continue;
			snprintf(path, sizeof path, "%s/%s", argv[i], e->d_name);
			bad |= run_file(path) < 0;
			files++;
		}
		if (dir)
			closedir(dir);
	}
	printf("%d inputs replayed\n", files);
	return bad;
}
