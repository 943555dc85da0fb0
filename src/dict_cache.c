/*
 * The cache of compiled lists: a list read as text is compiled once into
 * a private folder of the user's and mapped from there while the list is
 * unchanged.
 *
 * A compiled file handed in by name is checked whole, its index walked
 * (dict_file.c), which for a large list costs several times the mapping.
 * A cache file need not be: the folder holds a random key of its own, and
 * each file written there carries a seal of its header under that key, so
 * a file that bears it was written by this library for this user, and
 * only its sums are checked, against what a disk or a stray write did.  A
 * file that does not bear it (copied in, forged, of another version, or
 * sealed under a key since lost) is never mapped from here: the list is
 * read as text again and the file written anew.
 *
 * A file's name carries the list's path, the compiled form's version and
 * the language's letters as this build numbers them, so that two builds
 * that lay files out otherwise keep files of their own side by side.
 */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "internal.h"

/* The key's file in the cache folder: SIPHASH_KEY random bytes. */
#define KEY_NAME ".key"
/* A temporary file this old was left by a run that died writing it. */
#define STALE_SECONDS 600

size_t boggle_dict_cache_dir(char *buf, size_t size)
{
	const char *xdg = getenv("XDG_CACHE_HOME"), *home = getenv("HOME");
	int n;

	/* the spec: a relative XDG path is to be ignored */
	if (xdg && xdg[0] == '/')
		n = snprintf(buf, size, "%s/boggle", xdg);
	else if (home && home[0] == '/')
		n = snprintf(buf, size, "%s/.cache/boggle", home);
	else
		n = snprintf(buf, size, "%s", "");
	return n < 0 ? 0 : (size_t)n;
}

/* Whether the folder open on fd is this user's or root's. */
static int ours_or_root(int fd)
{
	struct stat sb;

	return fstat(fd, &sb) == 0 && (sb.st_uid == geteuid() || sb.st_uid == 0);
}

/*
 * The folder above the cache ($XDG_CACHE_HOME, or ~/.cache), open; made,
 * private, when the folder above it is there: never more than that one,
 * so never $HOME or a folder above it.  -1 if it cannot be had.
 */
static int cache_home(const char *path)
{
	char parent[PATH_MAX];
	char *slash;
	int fd = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC), up;

	if (fd >= 0 || errno != ENOENT)
		return fd;
	if (snprintf(parent, sizeof parent, "%s", path) >= (int)sizeof parent)
		return -1;
	/* "a/b/" names b, as mkdir takes it */
	while ((slash = strrchr(parent, '/')) && slash > parent && !slash[1])
		*slash = '\0';
	if (!slash || slash == parent)
		return -1;
	*slash = '\0';
	up = open(parent, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
	if (up < 0)
		return -1;
	if (ours_or_root(up) && mkdirat(up, slash + 1, 0700) == 0)
		fd = openat(up, slash + 1,
			    O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
	close(up);
	return fd;
}

/*
 * The cache folder, open, made if need be: private to this user (others
 * could leave files there), never a link.  -1 if it cannot be had.
 */
static int cache_folder(const char *dir)
{
	struct stat sb;
	char home[PATH_MAX];
	char *slash;
	int up, fd;

	if (snprintf(home, sizeof home, "%s", dir) >= (int)sizeof home ||
	    !(slash = strrchr(home, '/')) || slash == home)
		return -1;
	*slash = '\0';
	up = cache_home(home);
	if (up < 0)
		return -1;
	fd = openat(up, slash + 1, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
	if (fd < 0 && errno == ENOENT && mkdirat(up, slash + 1, 0700) == 0)
		fd = openat(up, slash + 1,
			    O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
	close(up);
	if (fd < 0)
		return -1;
	if (fstat(fd, &sb) < 0 || sb.st_uid != geteuid() ||
	    ((sb.st_mode & 077) && fchmod(fd, 0700) < 0)) {
		close(fd);
		return -1;
	}
	return fd;
}

/* The file name in dir, if it is a regular file of this user's that no
 * one else may write; or -1. */
static int private_file(int dir, const char *name)
{
	struct stat sb;
	/* O_NONBLOCK: a pipe left at the name must not hold up the open */
	int fd = openat(dir, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);

	if (fd >= 0 && (fstat(fd, &sb) < 0 || !S_ISREG(sb.st_mode) ||
			sb.st_uid != geteuid() || (sb.st_mode & 077))) {
		close(fd);
		return -1;
	}
	return fd;
}

/* The cache's key, read into key: 0, or -1 if there is none fit to use. */
static int key_read(int dir, unsigned char key[SIPHASH_KEY])
{
	int fd = private_file(dir, KEY_NAME);
	unsigned char extra;
	ssize_t got;

	if (fd < 0)
		return -1;
	got = read(fd, key, SIPHASH_KEY);
	/* exactly the key's bytes, nothing after */
	if (got == SIPHASH_KEY && read(fd, &extra, 1) != 0)
		got = -1;
	close(fd);
	return got == SIPHASH_KEY ? 0 : -1;
}

/*
 * Make the cache's key, when it has none fit to use, and read it: the
 * new key is linked into place whole, so that two runs making one at
 * once both end with the one that won.  0, or -1.
 */
static int key_make(int dir, unsigned char key[SIPHASH_KEY])
{
	char tmp[64];
	unsigned char fresh[SIPHASH_KEY];
	int fd, rnd, written, rc = -1;

	if (key_read(dir, key) == 0)
		return 0;
	rnd = open("/dev/urandom", O_RDONLY | O_CLOEXEC);
	if (rnd < 0)
		return -1;
	if (read(rnd, fresh, sizeof fresh) != (ssize_t)sizeof fresh) {
		close(rnd);
		return -1;
	}
	close(rnd);
	snprintf(tmp, sizeof tmp, ".key.%ld.tmp", (long)getpid());
	unlinkat(dir, tmp, 0);
	fd = openat(dir, tmp, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC,
		    0600);
	if (fd < 0)
		return -1;
	written = write(fd, fresh, sizeof fresh) == (ssize_t)sizeof fresh;
	if (close(fd) == 0 && written) {
		/* one unfit to use (another's, a link, cut short) goes */
		if (linkat(dir, tmp, dir, KEY_NAME, 0) < 0 && errno == EEXIST &&
		    key_read(dir, key) < 0 && unlinkat(dir, KEY_NAME, 0) == 0)
			linkat(dir, tmp, dir, KEY_NAME, 0);
		rc = key_read(dir, key);
	}
	unlinkat(dir, tmp, 0);
	return rc;
}

/*
 * The cache file's name for the list at path (made absolute) in lang:
 * the path's hash, the format's version and what in this build decides
 * the file's bytes.
 */
static int cache_name(const char *path, const boggle_lang *lang,
		      char out[NAME_MAX + 1])
{
	static const unsigned char zeros[SIPHASH_KEY];
	char real[PATH_MAX];
	uint64_t build[3];

	if (!realpath(path, real))
		return -1;
	build[0] = (uint64_t)dict_file_format() << 32 | sizeof(dict_range);
	build[1] = lang_fingerprint(lang);
	build[2] = 0x0102030405060708u; /* as this machine lays a number out */
	snprintf(out, NAME_MAX + 1, "%s-%016llx-v%d-%08llx.dict",
		 boggle_lang_code(lang),
		 (unsigned long long)siphash(zeros, real, strlen(real)),
		 dict_file_format(),
		 (unsigned long long)(siphash(zeros, build, sizeof build) >> 32));
	return 0;
}

/*
 * Remove what runs that died while writing name left: its temporary
 * files, this user's, untouched for STALE_SECONDS.  A run writing one
 * now touches it far more often than that.
 */
static void sweep(int dir, const char *name)
{
	size_t len = strlen(name);
	time_t now = time(NULL);
	struct dirent *e;
	int fd = dup(dir);
	DIR *d = fd >= 0 ? fdopendir(fd) : NULL;

	if (!d) {
		if (fd >= 0)
			close(fd);
		return;
	}
	/* the stream is this call's own: readdir_r is deprecated for it */
	/* cppcheck-suppress readdirCalled */
	while ((e = readdir(d))) {
		const char *n = e->d_name;
		size_t nlen = strlen(n);
		struct stat sb;

		if (n[0] == '.' && strncmp(n + 1, name, len) == 0 &&
		    n[len + 1] == '.' && nlen > len + 5 &&
		    strcmp(n + nlen - 4, ".tmp") == 0 &&
		    fstatat(dir, n, &sb, AT_SYMLINK_NOFOLLOW) == 0 &&
		    S_ISREG(sb.st_mode) && sb.st_uid == geteuid() &&
		    sb.st_mtime + STALE_SECONDS < now)
			unlinkat(dir, n, 0);
	}
	closedir(d);
}

/* *other is set for a compiled file of another language. */
static boggle_dict *dict_open(const boggle_lang *lang, const char *path,
			      const char *cache_dir, boggle_dict_stats *stats,
			      int *other)
{
	struct stat sb;
	boggle_dict_stats st;
	char name[NAME_MAX + 1];
	unsigned char key[SIPHASH_KEY];
	struct timespec start;
	boggle_dict *d;
	int fd = open(path, O_RDONLY | O_CLOEXEC), saved, dir = -1;

	lang = lang_of(lang);
	if (fd < 0)
		return NULL;
	/* a compiled file given itself: untrusted, checked whole */
	d = dict_file_map(fd, lang, NULL, NULL, stats);
	if (d || errno != ENOEXEC) {
		saved = errno;
		*other = !d && saved == ESTALE;
		close(fd);
		errno = saved;
		return d;
	}
	if (fstat(fd, &sb) < 0) {
		saved = errno;
		close(fd);
		errno = saved;
		return NULL;
	}
	/* a small list reads as fast as its cache file would map */
	if (S_ISREG(sb.st_mode) && sb.st_size >= BOGGLE_CACHE_MIN &&
	    cache_dir && cache_dir[0] && cache_name(path, lang, name) == 0)
		dir = cache_folder(cache_dir);
	if (dir >= 0 && key_read(dir, key) == 0) {
		int cfd = private_file(dir, name);

		if (cfd >= 0) {
			d = dict_file_map(cfd, lang, &sb, key, stats);
			close(cfd);
			if (d) {
				close(dir);
				close(fd);
				return d;
			}
		}
	}
	clock_gettime(CLOCK_REALTIME, &start);
	d = dict_read(lang, fd, &st);
	saved = errno;
	close(fd);
	if (stats)
		*stats = st;
	/* a cache that cannot be written costs the next run the time */
	if (d && dir >= 0 && key_make(dir, key) == 0) {
		dict_source src = {&sb, (uint64_t)start.tv_sec * 1000000000u +
						(uint64_t)start.tv_nsec};

		dict_file_save_at(dir, name, d, &st, &src, key, 0600);
		sweep(dir, name);
	}
	if (dir >= 0)
		close(dir);
	errno = saved;
	return d;
}

boggle_code boggle_dict_open(boggle_dict **dict, const boggle_lang *lang,
			     const char *path, const char *cache_dir,
			     boggle_dict_stats *stats)
{
	int saved, other = 0;

	if (!dict)
		return BOGGLE_MISUSE;
	*dict = NULL;
	if (!path)
		return BOGGLE_MISUSE;
	if ((*dict = dict_open(lang, path, cache_dir, stats, &other)))
		return BOGGLE_OK;
	saved = errno;
	if (other)
		return BOGGLE_WRONG_LANG;
	errno = saved;
	return dict_code(saved);
}
