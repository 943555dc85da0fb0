/*
 * The compiled form of a dictionary: its prefix index, leaf rows and
 * spellings as they lie in memory, behind a header, so that a list read
 * once is mapped in a millisecond ever after.  Lists read as text are
 * kept compiled in a cache directory, keyed by the list's path and
 * language and checked against the list's size, time and inode.
 *
 * A file is trusted only as far as it is checked: the header, the sizes
 * it gives against the file's, and a checksum of everything after it.
 */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include "internal.h"

#define MAGIC "boggle\x1a\x01"
#define FORMAT 3
#define ALIGN 64

typedef struct file_header {
	char magic[8];
	uint32_t format;
	uint32_t header_size;
	char lang[8];
	/* the text list it was built from; all 0 for boggle_dict_save */
	uint64_t src_size, src_mtime_ns, src_ino, src_dev;
	/* as reading the text counted */
	uint64_t lines, skipped, no_u, names;
	uint32_t count, maxlen;
	uint32_t lengths[BOGGLE_WORD_MAX + 1];
	uint64_t leaves_len;
	uint32_t nranges, nspell;
	uint64_t spell_text_len;
	uint64_t ranges_at, leaves_at, spell_at, file_size;
	uint64_t sum;        /* of the bytes after the header */
	uint64_t header_sum; /* of the header up to here */
} file_header;

/*
 * A 64-bit sum of words, any flipped bit of which shows, and any two
 * words swapped: each of four lanes keeps a running total of its words
 * and a total of those totals (Fletcher's), which costs two additions a
 * word, so a large file is summed at memory speed.  It is taken as a
 * file is written, a piece at a time, and at once over a mapped file:
 * both ways give the same sum.
 */
typedef struct summer {
	uint64_t lane[4], lane2[4];
	unsigned char carry[32];
	size_t carried;
	uint64_t total;
} summer;

static void sum_start(summer *m)
{
	static const uint64_t seed[4] = {0x9e3779b97f4a7c15u, 0xbf58476d1ce4e5b9u,
					 0x94d049bb133111ebu, 0x2545f4914f6cdd1du};

	memcpy(m->lane, seed, sizeof seed);
	memset(m->lane2, 0, sizeof m->lane2);
	m->carried = 0;
	m->total = 0;
}

static void sum_block(summer *m, const unsigned char *p)
{
	int k;

	for (k = 0; k < 4; k++) {
		uint64_t w;

		memcpy(&w, p + (size_t)8 * k, 8);
		m->lane[k] += w;
		m->lane2[k] += m->lane[k];
	}
}

static void sum_add(summer *m, const unsigned char *p, size_t n)
{
	m->total += n;
	if (m->carried) {
		size_t take = 32 - m->carried < n ? 32 - m->carried : n;

		memcpy(m->carry + m->carried, p, take);
		m->carried += take;
		p += take;
		n -= take;
		if (m->carried < 32)
			return;
		sum_block(m, m->carry);
		m->carried = 0;
	}
	for (; n >= 32; p += 32, n -= 32)
		sum_block(m, p);
	memcpy(m->carry, p, n);
	m->carried = n;
}

static uint64_t sum_end(summer *m)
{
	uint64_t sum = m->total;
	size_t i;
	int k;

	for (i = 0; i < m->carried; i++)
		sum = (sum ^ m->carry[i]) * 0xc4ceb9fe1a85ec53u;
	for (k = 0; k < 4; k++) {
		sum = (sum ^ m->lane[k]) * 0xff51afd7ed558ccdu;
		sum = (sum ^ m->lane2[k]) * 0xff51afd7ed558ccdu;
	}
	return sum ^ sum >> 29;
}

static uint64_t checksum(const unsigned char *p, size_t n)
{
	summer m;

	sum_start(&m);
	sum_add(&m, p, n);
	return sum_end(&m);
}

static uint64_t round_up(uint64_t n)
{
	return (n + ALIGN - 1) / ALIGN * ALIGN;
}

/* Writing the file: its bytes after the header are summed as they go. */
typedef struct writer {
	int fd;
	uint64_t at;
	summer sum;
	int failed;
} writer;

static void put(writer *w, const void *p, size_t n)
{
	const char *s = p;

	sum_add(&w->sum, p, n);
	w->at += n;
	while (n > 0 && !w->failed) {
		ssize_t got = write(w->fd, s, n);

		if (got < 0 && errno == EINTR)
			continue;
		if (got <= 0) {
			w->failed = errno ? errno : EIO;
			break;
		}
		s += got;
		n -= (size_t)got;
	}
}

static void pad_to(writer *w, uint64_t at)
{
	static const unsigned char zeros[ALIGN];

	if (at > w->at)
		put(w, zeros, (size_t)(at - w->at));
}

/* The header of d's file, its sums left for the writing. */
static void header(file_header *h, const boggle_dict *d,
		   const boggle_dict_stats *st, const struct stat *src)
{
	uint64_t ranges_len = (uint64_t)d->nranges * sizeof *d->ranges;
	uint64_t spell_len = 2 * (uint64_t)d->nspell * sizeof(uint32_t);
	uint64_t text_len = 0;

	if (d->nspell) {
		/* the texts run to the last one's NUL */
		uint32_t i, end = 0;

		for (i = 0; i < d->nspell; i++)
			if (d->spell_at[i] > end)
				end = d->spell_at[i];
		text_len = end + strlen(d->spell_text + end) + 1;
	}
	memset(h, 0, sizeof *h);
	memcpy(h->magic, MAGIC, 8);
	h->format = FORMAT << 8 | sizeof(dict_range);
	h->header_size = sizeof *h;
	snprintf(h->lang, sizeof h->lang, "%s", boggle_lang_code(d->lang));
	if (src) {
		h->src_size = (uint64_t)src->st_size;
		h->src_mtime_ns = (uint64_t)src->st_mtim.tv_sec * 1000000000u +
				  (uint64_t)src->st_mtim.tv_nsec;
		h->src_ino = (uint64_t)src->st_ino;
		h->src_dev = (uint64_t)src->st_dev;
	}
	if (st) {
		h->lines = st->lines;
		h->skipped = st->skipped;
		h->no_u = st->no_u;
		h->names = st->names;
	}
	h->count = d->count;
	h->maxlen = d->maxlen;
	memcpy(h->lengths, d->lengths, sizeof h->lengths);
	h->leaves_len = d->leaves_len;
	h->nranges = d->nranges;
	h->nspell = d->nspell;
	h->spell_text_len = text_len;
	h->ranges_at = round_up(sizeof *h);
	h->leaves_at = round_up(h->ranges_at + ranges_len);
	h->spell_at = round_up(h->leaves_at + d->leaves_len);
	h->file_size = h->spell_at + spell_len + text_len;
}

/*
 * Write to path by way of a file beside it, renamed into place, so that a
 * reader never sees half a file; what a crash leaves, the sums refuse.
 */
static int save(const boggle_dict *d, const boggle_dict_stats *st,
		const struct stat *src, const char *path)
{
	char tmp[PATH_MAX];
	file_header h;
	writer w = {0};
	int fd;

	header(&h, d, st, src);
	if (snprintf(tmp, sizeof tmp, "%s.%ld.tmp", path, (long)getpid()) >=
	    (int)sizeof tmp) {
		errno = ENAMETOOLONG;
		return -1;
	}
	fd = open(tmp, O_WRONLY | O_CREAT | O_TRUNC, 0644);
	if (fd < 0)
		return -1;
	w.fd = fd;
	/* the header goes last, once the sum is known */
	if (lseek(w.fd, (off_t)sizeof h, SEEK_SET) < 0)
		w.failed = errno;
	w.at = sizeof h;
	sum_start(&w.sum);
	pad_to(&w, h.ranges_at);
	put(&w, d->ranges, (size_t)d->nranges * sizeof *d->ranges);
	pad_to(&w, h.leaves_at);
	put(&w, d->leaves, d->leaves_len);
	pad_to(&w, h.spell_at);
	if (d->nspell) {
		put(&w, d->spell_id, d->nspell * sizeof(uint32_t));
		put(&w, d->spell_at, d->nspell * sizeof(uint32_t));
		put(&w, d->spell_text, (size_t)h.spell_text_len);
	}
	h.sum = sum_end(&w.sum);
	h.header_sum = checksum((const unsigned char *)&h,
				offsetof(file_header, header_sum));
	if (!w.failed && pwrite(w.fd, &h, sizeof h, 0) != (ssize_t)sizeof h)
		w.failed = errno ? errno : EIO;
	if (close(w.fd) < 0 && !w.failed)
		w.failed = errno;
	if (w.failed || rename(tmp, path) < 0) {
		int saved = w.failed ? w.failed : errno;

		unlink(tmp);
		errno = saved;
		return -1;
	}
	return 0;
}

int boggle_dict_save(const boggle_dict *dict, const char *path)
{
	return save(dict, NULL, NULL, path);
}

/*
 * The checks read the whole file, but a search reads a little of it: the
 * file is read a piece at a time, each piece faulted in together and let
 * go after, so that a large list costs the memory of what is searched.
 */
#define PIECE ((size_t)32 << 20)

/* Let go of the whole pages of p[from, to): the file still has them. */
static void let_go(unsigned char *p, size_t from, size_t to)
{
	size_t page = (size_t)sysconf(_SC_PAGESIZE);

	from = (from + page - 1) / page * page;
	to = to / page * page;
	if (to > from)
		madvise(p + from, to - from, MADV_DONTNEED);
}

/*
 * A leaf inside the file, its words too.  Its rows need no check:
 * a search reads on through them only while it meets letters, and zeros
 * end the blocks (checked once), so it never reads past them.
 */
static int leaf_sound(const boggle_dict *d, const dict_range *r, size_t end)
{
	size_t at = leaf_at(r);
	uint32_t width = leaf_width(r);

	return width <= LEAF_MAX && at + width <= end &&
	       (uint64_t)r->lo + width <= d->count &&
	       (width > 0 || r == d->ranges);
}

/* Range i inside the file: a damaged index must not send a search astray. */
static int range_sound(const boggle_dict *d, uint32_t i, size_t end)
{
	const dict_range *r = &d->ranges[i];
	letter_set next = range_next(r);

	if (r->lo > d->count || ((next & 1) && r->lo >= d->count))
		return 0;
	if (range_is_leaf(r))
		return leaf_sound(d, r, end);
	/* children after their parent: a walk down ends; the count of
	 * children matters only near the end */
	return r->kids > i &&
	       ((uint64_t)r->kids + 64 <= d->nranges ||
		(uint64_t)r->kids + count_bits(next & ALL_LETTERS) <= d->nranges);
}

/*
 * The file mapped in d whole and sound: the checksum of what follows the
 * header, and every range.  Each piece is checked while it is in.
 */
static int file_sound(const boggle_dict *d, uint64_t sum)
{
	unsigned char *p = d->map;
	size_t at, size = d->map_len, end = d->leaves_len - LEAF_PAD;
	size_t ranges_at = (size_t)((const unsigned char *)d->ranges - p);
	uint32_t i = 0;
	summer m;

	sum_start(&m);
	for (at = sizeof(file_header); at < size; at += PIECE) {
		size_t n = size - at < PIECE ? size - at : PIECE, k;
		size_t step = (size_t)1 << 16;

		/* one call to fault the piece in, not a fault a page */
		prefault_read(p + at, n);
		/* a little at a time, so the ranges are checked from cache */
		for (k = at; k < at + n; k += step) {
			size_t upto = k + step < at + n ? k + step : at + n;

			sum_add(&m, p + k, upto - k);
			/* the ranges that lie whole in what is read so far */
			for (; i < d->nranges &&
			       ranges_at + ((size_t)i + 1) * sizeof(dict_range) <=
			       upto; i++)
				if (!range_sound(d, i, end))
					return 0;
		}
		let_go(p, at, at + n);
	}
	for (at = end; at < d->leaves_len; at++)
		if (d->leaves[at])
			return 0;
	return sum_end(&m) == sum && i == d->nranges && d->nranges > 0 &&
	       d->ranges[0].lo == 0;
}

/*
 * Map the compiled file open on fd, if it is one and whole; src, when not
 * NULL, must be the list it was built from.  NULL with errno: EINVAL for
 * a file not in this form or damaged, ESTALE for one of another list.
 */
static boggle_dict *map(int fd, const boggle_lang *lang, const struct stat *src,
			boggle_dict_stats *stats)
{
	struct stat sb;
	file_header h;
	unsigned char *p;
	boggle_dict *d;
	uint64_t spell_len;

	if (fstat(fd, &sb) < 0)
		return NULL;
	if (!S_ISREG(sb.st_mode) || (uint64_t)sb.st_size < sizeof h ||
	    pread(fd, &h, sizeof h, 0) != (ssize_t)sizeof h ||
	    memcmp(h.magic, MAGIC, 8) != 0 ||
	    h.format != (FORMAT << 8 | sizeof(dict_range)) ||
	    h.header_size != sizeof h ||
	    h.header_sum != checksum((const unsigned char *)&h,
				     offsetof(file_header, header_sum))) {
		errno = EINVAL;
		return NULL;
	}
	if (src && (h.src_size != (uint64_t)src->st_size ||
		    h.src_mtime_ns != (uint64_t)src->st_mtim.tv_sec * 1000000000u +
				      (uint64_t)src->st_mtim.tv_nsec ||
		    h.src_ino != (uint64_t)src->st_ino ||
		    h.src_dev != (uint64_t)src->st_dev)) {
		errno = ESTALE;
		return NULL;
	}
	if (lang && strncmp(h.lang, boggle_lang_code(lang), sizeof h.lang) != 0) {
		errno = ESTALE;
		return NULL;
	}
	h.lang[sizeof h.lang - 1] = '\0';
	spell_len = 2 * (uint64_t)h.nspell * sizeof(uint32_t);
	if (h.file_size != (uint64_t)sb.st_size || h.maxlen > BOGGLE_WORD_MAX ||
	    h.ranges_at < sizeof h || h.ranges_at % ALIGN ||
	    h.leaves_at < h.ranges_at + (uint64_t)h.nranges * sizeof(dict_range) ||
	    h.leaves_at % ALIGN || h.leaves_len < LEAF_PAD ||
	    h.leaves_len > LEAF_AT ||
	    h.spell_at < h.leaves_at + h.leaves_len || h.spell_at % ALIGN ||
	    h.spell_at + spell_len + h.spell_text_len != h.file_size ||
	    !boggle_lang_find(h.lang)) {
		errno = EINVAL;
		return NULL;
	}
	p = mmap(NULL, (size_t)h.file_size, PROT_READ, MAP_PRIVATE, fd, 0);
	if (p == MAP_FAILED)
		return NULL;
	d = calloc(1, sizeof *d);
	if (!d) {
		munmap(p, (size_t)h.file_size);
		errno = ENOMEM;
		return NULL;
	}
	d->lang = boggle_lang_find(h.lang);
	d->count = h.count;
	d->maxlen = h.maxlen;
	memcpy(d->lengths, h.lengths, sizeof d->lengths);
	d->nranges = h.nranges;
	d->ranges = (const dict_range *)(const void *)(p + h.ranges_at);
	d->leaves = p + h.leaves_at;
	d->leaves_len = (size_t)h.leaves_len;
	d->nspell = h.nspell;
	d->spell_id = (const uint32_t *)(const void *)(p + h.spell_at);
	d->spell_at = d->spell_id + h.nspell;
	d->spell_text = (const char *)p + h.spell_at + spell_len;
	d->map = p;
	d->map_len = (size_t)h.file_size;
	if (!file_sound(d, h.sum) ||
	    (h.spell_text_len && p[h.file_size - 1] != '\0')) {
		boggle_dict_free(d);
		errno = EINVAL;
		return NULL;
	}
	if (stats) {
		memset(stats, 0, sizeof *stats);
		stats->lines = (size_t)h.lines;
		stats->words = h.count;
		stats->skipped = (size_t)h.skipped;
		stats->no_u = (size_t)h.no_u;
		stats->names = (size_t)h.names;
	}
	return d;
}

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

/* The cache file for the list at path (made absolute) in lang. */
static int cache_path(const char *dir, const char *path, const boggle_lang *lang,
		      char out[PATH_MAX])
{
	char real[PATH_MAX];
	uint64_t h;

	if (!realpath(path, real))
		return -1;
	h = checksum((const unsigned char *)real, strlen(real));
	return snprintf(out, PATH_MAX, "%s/%s-%016llx.dict", dir,
			boggle_lang_code(lang), (unsigned long long)h) <
		       PATH_MAX ? 0 : -1;
}

/* mkdir -p for the cache; errors are for the caller to meet on open. */
static void make_dirs(const char *dir)
{
	char p[PATH_MAX];
	size_t i;

	if (snprintf(p, sizeof p, "%s", dir) >= (int)sizeof p)
		return;
	for (i = 1; p[i]; i++) {
		if (p[i] != '/')
			continue;
		p[i] = '\0';
		mkdir(p, 0755);
		p[i] = '/';
	}
	mkdir(p, 0700);
}

boggle_dict *boggle_dict_open(const boggle_lang *lang, const char *path,
			      const char *cache_dir, boggle_dict_stats *stats)
{
	struct stat sb;
	boggle_dict_stats st;
	char cached[PATH_MAX];
	boggle_dict *d;
	int fd = open(path, O_RDONLY), saved, have_cache;

	lang = lang_of(lang);
	if (fd < 0)
		return NULL;
	/* a compiled file given itself */
	d = map(fd, lang, NULL, stats);
	if (d || (errno != EINVAL && errno != ESTALE)) {
		saved = errno;
		close(fd);
		errno = saved;
		return d;
	}
	if (errno == ESTALE) {
		close(fd);
		errno = EINVAL; /* compiled for another language */
		return NULL;
	}
	if (fstat(fd, &sb) < 0) {
		saved = errno;
		close(fd);
		errno = saved;
		return NULL;
	}
	/* a small list reads as fast as its cache file would map */
	have_cache = S_ISREG(sb.st_mode) && sb.st_size >= BOGGLE_CACHE_MIN &&
		     cache_dir && cache_dir[0] &&
		     cache_path(cache_dir, path, lang, cached) == 0;
	if (have_cache) {
		int cfd = open(cached, O_RDONLY);

		if (cfd >= 0) {
			d = map(cfd, lang, &sb, stats);
			close(cfd);
			if (d) {
				close(fd);
				return d;
			}
		}
	}
	d = boggle_dict_read_in(lang, fd, &st);
	saved = errno;
	close(fd);
	if (stats)
		*stats = st;
	if (d && have_cache) {
		/* a cache that cannot be written costs the next run the time */
		make_dirs(cache_dir);
		save(d, &st, &sb, cached);
	}
	errno = saved;
	return d;
}
