/*
 * The compiled form of a dictionary: its prefix index, leaf rows and
 * spellings as they lie in memory, behind a header, so that a list read
 * once is mapped in a millisecond ever after.
 *
 * Anyone can write a file that passes a checksum, so a file is trusted
 * only as far as it is checked: every offset, length and count against
 * the file's size, and the whole index walked once, from its root, for
 * exactly what a build lays out (see walk_range).  A file that passes is
 * the compiled form of the words it holds, and nothing a search or a
 * lookup does with it can read outside it.  The checksums are for the
 * damage a disk or a copy does, which the walk might not see.
 *
 * A file of the cache (dict_cache.c) may instead be sealed: its header
 * signed with the cache's key.  The seal says this library wrote it, as
 * it writes every file, from an index it built; so only its layout and
 * its sums are checked, which costs a quarter of the walk.
 */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "internal.h"
#include "unicode.h"

#define MAGIC "boggle\x1a\x01"
/* Bumped whenever the layout or the reading of a list changes. */
#define FORMAT 7
#define ALIGN 64

/* Laid out with no padding of its own, so every byte of it is summed. */
typedef struct file_header {
	char magic[8];
	uint32_t format;
	uint32_t header_size;
	char lang[8];
	/* the text list it was built from, and when; all 0 from a save */
	uint64_t src_size, src_mtime_ns, src_ctime_ns, src_ino, src_dev;
	uint64_t built_ns;
	uint64_t lang_print; /* lang_fingerprint of its language */
	/* as reading the text counted */
	uint64_t lines, skipped, no_u, names, all_caps;
	uint32_t count, maxlen;
	uint32_t lengths[BOGGLE_WORD_MAX + 1];
	uint32_t nranges, nspell, zero;
	uint64_t leaves_len, spell_text_len;
	uint64_t ranges_at, leaves_at, spell_at, file_size;
	/* of each part, then of the header up to here */
	uint64_t ranges_sum, leaves_sum, spell_sum;
	uint64_t header_sum;
	/* a cache file's seal: the SipHash of all above under the cache's
	 * key; 0 from a save */
	uint64_t seal;
} file_header;

_Static_assert(sizeof(file_header) ==
	       8 + 2 * 4 + 8 + 12 * 8 + 2 * 4 + (BOGGLE_WORD_MAX + 1) * 4 +
	       3 * 4 + 6 * 8 + 5 * 8, "the header has no padding");

/*
 * A 64-bit sum of words, any flipped bit of which shows, and any two
 * words swapped: each of four lanes keeps a running total of its words
 * and a total of those totals (Fletcher's), which costs two additions a
 * word, so a large file is summed at memory speed.  It may be taken a
 * piece at a time, as a file is read: any cut gives the same sum.
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

static void sum_add(summer *m, const void *data, size_t n)
{
	const unsigned char *p = data;

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
	if (n)
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

static uint64_t checksum(const void *p, size_t n)
{
	summer m;

	sum_start(&m);
	sum_add(&m, p, n);
	return sum_end(&m);
}

static uint64_t header_checksum(const file_header *h)
{
	return checksum(h, offsetof(file_header, header_sum));
}

static uint64_t round_up(uint64_t n)
{
	return (n + ALIGN - 1) / ALIGN * ALIGN;
}

static uint64_t stamp_ns(struct timespec t)
{
	return (uint64_t)t.tv_sec * 1000000000u + (uint64_t)t.tv_nsec;
}

/* The bytes of d's spellings, ids and offsets first, then their texts. */
static uint64_t spell_table_len(const boggle_dict *d)
{
	return 2 * (uint64_t)d->nspell * sizeof(uint32_t);
}

static uint64_t spell_text_len(const boggle_dict *d)
{
	uint32_t i, end = 0;

	if (!d->nspell)
		return 0;
	/* the texts run to the last one's NUL */
	for (i = 0; i < d->nspell; i++)
		if (d->spell_at[i] > end)
			end = d->spell_at[i];
	return end + strlen(d->spell_text + end) + 1;
}

static uint64_t header_seal(const file_header *h, const unsigned char *key)
{
	return siphash(key, h, offsetof(file_header, seal));
}

int dict_file_format(void)
{
	return FORMAT;
}

/* The whole header of d's file, sums and all, sealed with key if any. */
static void header(file_header *h, const boggle_dict *d,
		   const boggle_dict_stats *st, const dict_source *src,
		   const unsigned char *key)
{
	uint64_t ranges_len = (uint64_t)d->nranges * sizeof *d->ranges;
	uint64_t table_len = spell_table_len(d);
	summer m;

	memset(h, 0, sizeof *h);
	memcpy(h->magic, MAGIC, 8);
	h->format = FORMAT << 8 | sizeof(dict_range);
	h->header_size = sizeof *h;
	snprintf(h->lang, sizeof h->lang, "%s", boggle_lang_code(d->lang));
	h->lang_print = lang_fingerprint(d->lang);
	if (src) {
		h->src_size = (uint64_t)src->st->st_size;
		h->src_mtime_ns = stamp_ns(src->st->st_mtim);
		h->src_ctime_ns = stamp_ns(src->st->st_ctim);
		h->src_ino = (uint64_t)src->st->st_ino;
		h->src_dev = (uint64_t)src->st->st_dev;
		h->built_ns = src->built_ns;
	}
	if (st) {
		h->lines = st->lines;
		h->skipped = st->skipped;
		h->no_u = st->no_u;
		h->names = st->names;
		h->all_caps = st->all_caps;
	}
	h->count = d->count;
	h->maxlen = d->maxlen;
	memcpy(h->lengths, d->lengths, sizeof h->lengths);
	h->nranges = d->nranges;
	h->nspell = d->nspell;
	h->leaves_len = d->leaves_len;
	h->spell_text_len = spell_text_len(d);
	h->ranges_at = round_up(sizeof *h);
	h->leaves_at = round_up(h->ranges_at + ranges_len);
	h->spell_at = round_up(h->leaves_at + d->leaves_len);
	h->file_size = h->spell_at + table_len + h->spell_text_len;
	h->ranges_sum = checksum(d->ranges, (size_t)ranges_len);
	h->leaves_sum = checksum(d->leaves, d->leaves_len - LEAF_PAD);
	sum_start(&m);
	if (d->nspell) {
		sum_add(&m, d->spell_id, d->nspell * sizeof(uint32_t));
		sum_add(&m, d->spell_at, d->nspell * sizeof(uint32_t));
		sum_add(&m, d->spell_text, (size_t)h->spell_text_len);
	}
	h->spell_sum = sum_end(&m);
	h->header_sum = header_checksum(h);
	if (key)
		h->seal = header_seal(h, key);
}

/* Writing the file, front to back, so that a pipe takes it too. */
typedef struct writer {
	int fd;
	uint64_t at;
	int failed; /* an errno */
} writer;

static void put(writer *w, const void *p, size_t n)
{
	const char *s = p;

	w->at += n;
	while (n > 0 && !w->failed) {
		ssize_t got = write(w->fd, s, n);

		if (got < 0 && errno == EINTR)
			continue;
		if (got <= 0) {
			w->failed = got < 0 ? errno : EIO;
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

static int write_file(const boggle_dict *d, const boggle_dict_stats *st,
		      const dict_source *src, const unsigned char *key, int fd)
{
	file_header h;
	writer w = {fd, 0, 0};

	header(&h, d, st, src, key);
	put(&w, &h, sizeof h);
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
	if (w.failed) {
		errno = w.failed;
		return -1;
	}
	return 0;
}

boggle_code boggle_dict_write(const boggle_dict *dict, int fd)
{
	if (!dict)
		return BOGGLE_MISUSE;
	return write_file(dict, NULL, NULL, NULL, fd) < 0 ? BOGGLE_SYSTEM :
							    BOGGLE_OK;
}

/*
 * By way of a new file beside the name, renamed into place, so that a
 * reader never sees half a file, and one that has the old one mapped
 * keeps it whole.
 */
int dict_file_save_at(int dir, const char *name, const boggle_dict *d,
		      const boggle_dict_stats *st, const dict_source *src,
		      const unsigned char *key, int mode)
{
	char tmp[NAME_MAX + 1];
	int fd, saved, tries;

	for (tries = 0;; tries++) {
		struct timespec now;

		clock_gettime(CLOCK_REALTIME, &now);
		if (snprintf(tmp, sizeof tmp, ".%.200s.%ld.%lx.tmp", name,
			     (long)getpid(), (unsigned long)now.tv_nsec) >=
		    (int)sizeof tmp) {
			errno = ENAMETOOLONG;
			return -1;
		}
		/* a name of its own: never a file or a link someone left there */
		fd = openat(dir, tmp, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW |
			    O_CLOEXEC, mode);
		if (fd >= 0 || errno != EEXIST || tries == 8)
			break;
	}
	if (fd < 0)
		return -1;
	if (write_file(d, st, src, key, fd) < 0) {
		saved = errno;
		close(fd);
		goto fail;
	}
	if (close(fd) < 0 || renameat(dir, tmp, dir, name) < 0) {
		saved = errno;
		goto fail;
	}
	return 0;
fail:
	unlinkat(dir, tmp, 0);
	errno = saved;
	return -1;
}

/*
 * Where a path leads through its symbolic links, which need not exist:
 * the file to write in its place.  0, or -1 with errno.
 */
static int follow_links(const char *path, char out[PATH_MAX])
{
	char link[PATH_MAX];
	int hops;

	if (snprintf(out, PATH_MAX, "%s", path) >= PATH_MAX) {
		errno = ENAMETOOLONG;
		return -1;
	}
	for (hops = 0; hops < 40; hops++) {
		struct stat sb;
		ssize_t n;
		char *slash;

		if (lstat(out, &sb) < 0 || !S_ISLNK(sb.st_mode))
			return 0;
		n = readlink(out, link, sizeof link - 1);
		if (n < 0)
			return -1;
		link[n] = '\0';
		slash = strrchr(out, '/');
		if (link[0] == '/' || !slash) {
			memcpy(out, link, (size_t)n + 1);
		} else if ((size_t)(slash + 1 - out) + (size_t)n >= PATH_MAX) {
			errno = ENAMETOOLONG;
			return -1;
		} else {
			/* relative to the link's own folder */
			memcpy(slash + 1, link, (size_t)n + 1);
		}
	}
	errno = ELOOP;
	return -1;
}

static int save(const boggle_dict *dict, const char *path)
{
	char target[PATH_MAX], folder[PATH_MAX];
	struct stat sb;
	const char *base;
	char *slash;
	int found = stat(path, &sb) == 0, dir, rc, saved;

	if (found && !S_ISREG(sb.st_mode)) {
		/* a pipe, a device: written to, as a shell's > would */
		int fd = open(path, O_WRONLY | O_NOCTTY | O_CLOEXEC);

		if (fd < 0)
			return -1;
		rc = write_file(dict, NULL, NULL, NULL, fd);
		saved = errno;
		if (close(fd) < 0 && rc == 0) {
			saved = errno;
			rc = -1;
		}
		errno = saved;
		return rc;
	}
	/* a file, through its links; a link to nothing makes its target */
	if (found ? !realpath(path, target) :
	    errno != ENOENT || follow_links(path, target) < 0)
		return -1;
	memcpy(folder, target, sizeof folder);
	slash = strrchr(folder, '/');
	base = slash ? target + (slash - folder) + 1 : target;
	if (slash == folder)
		folder[1] = '\0';
	else if (slash)
		*slash = '\0';
	else
		memcpy(folder, ".", 2);
	dir = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
	if (dir < 0)
		return -1;
	rc = dict_file_save_at(dir, base, dict, NULL, NULL, NULL, 0644);
	saved = errno;
	close(dir);
	errno = saved;
	return rc;
}

boggle_code boggle_dict_save(const boggle_dict *dict, const char *path)
{
	if (!dict || !path)
		return BOGGLE_MISUSE;
	return save(dict, path) < 0 ? BOGGLE_SYSTEM : BOGGLE_OK;
}

/*
 * The checks read the whole file, but a search reads a little of it: the
 * file is read as two streams, the ranges and the leaf rows, each mapped
 * ahead a stretch at a time in one call and let go once behind, so that
 * a large list costs the memory of what is searched.
 */
#define AHEAD ((size_t)2 << 20)
#define BEHIND ((size_t)8 << 20)

/* Let go of the whole pages of p[from, to): the file still has them. */
static void let_go(const unsigned char *p, size_t from, size_t to)
{
	size_t page = (size_t)sysconf(_SC_PAGESIZE);

	from = (from + page - 1) / page * page;
	to = to / page * page;
	if (to > from)
		madvise((void *)(uintptr_t)(p + from), to - from, MADV_DONTNEED);
}

/* One part of the mapped file, read front to back and summed. */
typedef struct stream {
	const unsigned char *map;
	size_t start, end;  /* the part, in the file */
	size_t at;          /* what has been read, from start */
	size_t ahead, gone; /* mapped ahead to, let go up to */
	summer sum;
} stream;

static void stream_start(stream *s, const unsigned char *map, uint64_t start,
			 uint64_t len)
{
	s->map = map;
	s->start = s->at = s->ahead = s->gone = (size_t)start;
	s->end = (size_t)(start + len);
	sum_start(&s->sum);
}

/*
 * Map the part on to cover n bytes more, summing what is mapped: the
 * walk takes every byte of a sound file once, in order, so the sum of
 * what it mapped is the part's.
 */
static void stream_ahead(stream *s, size_t n)
{
	size_t to = s->at + n + AHEAD < s->end ? s->at + n + AHEAD : s->end;

	prefault_read(s->map + s->ahead, to - s->ahead);
	sum_add(&s->sum, s->map + s->ahead, to - s->ahead);
	s->ahead = to;
	if (s->at - s->gone >= BEHIND) {
		let_go(s->map, s->gone, s->at);
		s->gone = s->at;
	}
}

/* The next n bytes of the part, or NULL past its end. */
static inline const unsigned char *stream_take(stream *s, size_t n)
{
	const unsigned char *p = s->map + s->at;

	if (n > s->end - s->at)
		return NULL;
	if (s->at + n > s->ahead)
		stream_ahead(s, n);
	s->at += n;
	return p;
}

/* What the walk of a file's index has met so far. */
typedef struct walk {
	const boggle_dict *d;
	letter_set letters;   /* the language's letter bits, and bit 0 */
	int nletters;
	stream ranges, rows;
	uint32_t next_range;  /* where the next block of children must be */
	uint32_t lengths[BOGGLE_WORD_MAX + 1]; /* words by length */
	/* each depth's block of children, copied: what is behind is let go */
	dict_range kids[BOGGLE_WORD_MAX][64];
} walk;

/*
 * Whether every byte of the leaf rows p[0, n) is 0 or a letter of the
 * walk's language: 0x40 | a code from 1 to the last letter's.  Eight
 * bytes at a time, a lane a byte (bytes below 0x80 never carry from
 * lane to lane), and past n into the zeros that follow the rows.
 */
static int letters_sound(const walk *w, const uint8_t *p, size_t n)
{
	const uint64_t low6 = 0x3f * LANES_ONE, low7 = 0x7f * LANES_ONE;
	/* a code past the last letter carries into bit 6 */
	const uint64_t past = (uint64_t)(63 - w->nletters) * LANES_ONE;
	uint64_t bad = 0;
	size_t i;

	for (i = 0; i < n; i += 8) {
		uint64_t x, nz;

		memcpy(&x, p + i, 8);
		nz = ((x & low7) + low7) & LANES_TOP;
		bad |= (x & LANES_TOP) | (nz & ~(x << 1)) |
		       (nz & ~(((x & low6) + low7) & LANES_TOP)) |
		       ((((x & low6) + past) & (0x40 * LANES_ONE)) << 1);
	}
	return bad == 0;
}

/*
 * Leaf r, at depth letters past the root, for the words [lo, hi): its
 * rows must be the next in the file and list hi - lo distinct words in
 * order, with the 0 row that ends them all within BOGGLE_WORD_MAX; its
 * next letters and needs must be theirs.  The words' full needs go to
 * *needs.  0, or -1.  (letters_sound has checked every byte.)
 *
 * A row is taken as the search takes it, a lane a byte of one 64-bit
 * word, and checked a row at a time: only the letters each word has are
 * gathered a byte at a time.
 */
static int walk_leaf(walk *w, const dict_range *r, uint32_t lo, uint32_t hi,
		     uint32_t depth, letter_set *needs)
{
	uint32_t width = leaf_width(r), k;
	uint64_t live = lanes_live(0, width > LEAF_MAX ? 0 : width);
	uint64_t bytes = (live >> 7) * 0xff;
	/* lanes whose word is not yet known to sort after the one before */
	uint64_t open = live & ~(uint64_t)0x80, ended = 0;
	letter_set has[LEAF_MAX] = {0}, first = 0, all = ALL_LETTERS;

	/* an empty leaf only as the root of an empty list */
	if (width != hi - lo || width > LEAF_MAX ||
	    leaf_at(r) != w->rows.at - w->rows.start ||
	    (width == 0 && (depth || w->d->count)))
		return -1;
	for (k = 0;; k++) {
		const uint8_t *row = stream_take(&w->rows, width);
		uint64_t x, nz, step, ge, gt, m;

		if (!row)
			return -1;
		/* the search reads 8 bytes a row; zeros follow the last */
		x = lanes_load(row) & bytes;
		nz = (x + 0x7f * LANES_ONE) & LANES_TOP;
		/* lane j against lane j - 1: never after it, never equal */
		step = (x << 8 | LANES_TOP) - x;
		ge = step & LANES_TOP;
		gt = (step - LANES_ONE) & LANES_TOP;
		if ((nz & ended) || ((gt | (ge & ~nz)) & open))
			return -1;
		open &= ge & ~gt;
		for (m = nz; m; m &= m - 1) {
			int j = __builtin_ctzll(m) >> 3;
			letter_set b = letter_bit((uint8_t)(x >> (8 * j)));

			has[j] |= b;
			if (k == 0)
				first |= b;
		}
		/* the words that end here are depth + k letters long */
		for (m = live & ~nz & ~ended; m; m &= m - 1) {
			w->lengths[depth + k]++;
			if (k == 0)
				first |= 1;
		}
		ended |= live & ~nz;
		/* the row of all 0 that ends every leaf */
		if (!nz)
			break;
		if (depth + k + 1 > BOGGLE_WORD_MAX)
			return -1;
	}
	if (first != range_next(r))
		return -1;
	for (k = 0; k < width; k++)
		all &= has[k];
	*needs = all;
	return fold_letters(all) == r->needs ? 0 : -1;
}

/*
 * Range i, depth letters past the root, for the words [lo, hi).  A build
 * lays out a range's children as one block when it comes to the range,
 * and a leaf's rows when it comes to the leaf, depth first: so the walk
 * meets both in file order, each once, and a file laid out otherwise is
 * refused.  Its letters, word counts, next letters and needs must be what
 * its words make them.  The words' full needs go to *needs.  0, or -1.
 */
static int walk_range(walk *w, const dict_range *r, uint32_t lo, uint32_t hi,
		      uint32_t depth, letter_set *needs)
{
	letter_set next = range_next(r), bits, all;
	dict_range *kids = w->kids[depth < BOGGLE_WORD_MAX ? depth : 0];
	const unsigned char *block;
	uint32_t n, k;

	if (r->lo != lo || (next & ~w->letters))
		return -1;
	if (range_is_leaf(r))
		return walk_leaf(w, r, lo, hi, depth, needs);
	n = count_bits(next & ALL_LETTERS);
	if (n == 0 || r->kids != w->next_range || depth + 1 > BOGGLE_WORD_MAX ||
	    !(block = stream_take(&w->ranges, n * sizeof(dict_range))))
		return -1;
	w->next_range += n;
	for (k = 0; k < n; k++)
		memcpy(&kids[k], block + k * sizeof(dict_range), sizeof *kids);
	/* the prefix itself is the first word, then each child's in turn */
	all = (next & 1) ? 0 : ALL_LETTERS;
	if (next & 1)
		w->lengths[depth]++;
	if (kids[0].lo != lo + (next & 1))
		return -1;
	for (k = 0, bits = next & ALL_LETTERS; k < n; k++, bits &= bits - 1) {
		uint32_t end = k + 1 < n ? kids[k + 1].lo : hi;
		letter_set kid_needs;

		/* no child without words */
		if (kids[k].lo >= end ||
		    walk_range(w, &kids[k], kids[k].lo, end, depth + 1,
			       &kid_needs) < 0)
			return -1;
		all &= kid_needs | (bits & -bits);
	}
	*needs = all;
	return fold_letters(all) == r->needs ? 0 : -1;
}

/* Whether p[from, to) is all 0. */
static int zeros(const unsigned char *p, uint64_t from, uint64_t to)
{
	for (; from < to; from++)
		if (p[from])
			return 0;
	return 1;
}

/*
 * The spellings of d, mapped: ids in order and of words of d, each
 * offset the start of a text, and the texts UTF-8 that end in a NUL.
 */
static int spellings_sound(const boggle_dict *d, uint64_t text_len)
{
	const unsigned char *text = (const unsigned char *)d->spell_text;
	uint64_t i;

	if (!d->nspell)
		return text_len == 0;
	if (text[text_len - 1] != '\0')
		return 0;
	for (i = 0; i < d->nspell; i++) {
		uint32_t at = d->spell_at[i];

		if (d->spell_id[i] >= d->count ||
		    (i > 0 && d->spell_id[i] < d->spell_id[i - 1]) ||
		    at >= text_len || (at > 0 && text[at - 1] != '\0'))
			return 0;
	}
	return utf8_valid(text, (size_t)text_len);
}

/* The letter bits of lang, and bit 0. */
static letter_set lang_letters(const boggle_lang *lang)
{
	int n = lang_of(lang)->nletters;

	return n >= 63 ? ~(letter_set)0 : ((letter_set)1 << (n + 1)) - 1;
}

/*
 * Whether the header's parts fit the file and one another, in order and
 * aligned.  Each sum is of numbers already known to be at most the
 * file's size, which is far below 2^63, so none can wrap.
 */
static int layout_sound(const file_header *h, uint64_t size)
{
	uint64_t ranges_len = (uint64_t)h->nranges * sizeof(dict_range);
	uint64_t table_len = 2 * (uint64_t)h->nspell * sizeof(uint32_t);

	return h->file_size == size && size < ((uint64_t)1 << 62) &&
	       h->ranges_at <= size && h->leaves_at <= size &&
	       h->spell_at <= size && h->leaves_len <= size &&
	       h->spell_text_len <= size && ranges_len <= size &&
	       table_len <= size && h->ranges_at == round_up(sizeof *h) &&
	       h->leaves_at == round_up(h->ranges_at + ranges_len) &&
	       h->spell_at == round_up(h->leaves_at + h->leaves_len) &&
	       h->spell_at + table_len + h->spell_text_len == size &&
	       h->nranges > 0 && h->leaves_len >= LEAF_PAD &&
	       h->leaves_len - LEAF_PAD <= LEAF_AT && h->maxlen <= BOGGLE_WORD_MAX &&
	       h->count < UINT32_MAX && h->zero == 0;
}

/*
 * Whether the mapped file behind d is sound: every part walked as above
 * and summed, the zeros between the parts and after the leaves, the
 * spellings, and the header's word counts against the words walked.
 * 1 if so, 0 if not, -1 if there is no memory to tell.
 */
static int file_sound(const boggle_dict *d, const file_header *h)
{
	const unsigned char *p = d->map;
	walk *w = malloc(sizeof *w);
	letter_set needs;
	int ok;
	uint32_t i, maxlen = 0;

	if (!w)
		return -1;
	memset(w, 0, offsetof(walk, kids));
	w->d = d;
	w->letters = lang_letters(d->lang);
	w->nletters = lang_of(d->lang)->nletters;
	w->next_range = 1;
	stream_start(&w->ranges, p, h->ranges_at,
		     (uint64_t)h->nranges * sizeof(dict_range));
	stream_start(&w->rows, p, h->leaves_at, h->leaves_len - LEAF_PAD);
	/* range 0, the empty prefix, first; its children after */
	ok = letters_sound(w, d->leaves, (size_t)h->leaves_len - LEAF_PAD) &&
	     stream_take(&w->ranges, sizeof(dict_range)) &&
	     walk_range(w, d->ranges, 0, d->count, 0, &needs) == 0 &&
	     w->ranges.at == w->ranges.end && w->rows.at == w->rows.end &&
	     sum_end(&w->ranges.sum) == h->ranges_sum &&
	     sum_end(&w->rows.sum) == h->leaves_sum;
	for (i = 0; ok && i <= BOGGLE_WORD_MAX; i++) {
		ok = w->lengths[i] == h->lengths[i];
		if (w->lengths[i])
			maxlen = i;
	}
	free(w);
	ok = ok && maxlen == h->maxlen &&
	     zeros(p, sizeof *h, h->ranges_at) &&
	     zeros(p, h->ranges_at + (uint64_t)h->nranges * sizeof(dict_range),
		   h->leaves_at) &&
	     zeros(p, h->leaves_at + h->leaves_len - LEAF_PAD, h->spell_at) &&
	     spellings_sound(d, h->spell_text_len) &&
	     checksum(p + h->spell_at, (size_t)(h->file_size - h->spell_at)) ==
		     h->spell_sum;
	let_go(p, 0, (size_t)h->file_size);
	return ok;
}

/*
 * Read the header of the file open on fd: 0, or -1 with errno ENOEXEC if
 * the file is no compiled list at all (it does not start as one), or
 * EBADMSG if it starts as one but is cut short.
 */
static int read_header(int fd, file_header *h, const struct stat *sb)
{
	ssize_t got = S_ISREG(sb->st_mode) ? pread(fd, h, sizeof *h, 0) : -1;

	if (got < 8 || memcmp(h->magic, MAGIC, 8) != 0) {
		errno = ENOEXEC;
		return -1;
	}
	if (got < (ssize_t)sizeof *h) {
		errno = EBADMSG;
		return -1;
	}
	return 0;
}

/*
 * Sum the part [at, at + len) of the mapped file a stretch at a time,
 * each stretch mapped in one call and let go once summed.
 */
static uint64_t sum_part(const unsigned char *p, uint64_t at, uint64_t len)
{
	summer m;
	size_t from = (size_t)at, end = (size_t)(at + len);

	sum_start(&m);
	while (from < end) {
		size_t n = end - from < AHEAD ? end - from : AHEAD;

		prefault_read(p + from, n);
		sum_add(&m, p + from, n);
		let_go(p, from, from + n);
		from += n;
	}
	return sum_end(&m);
}

/*
 * Whether the mapped file behind d, sealed with the cache's key, is as it
 * was written: each part's sum.  What this library wrote is sound, so its
 * seal stands for the walk; the sums are for what a disk or a stray
 * write did since.
 */
static int file_intact(const boggle_dict *d, const file_header *h)
{
	const unsigned char *p = d->map;

	/* the padding, which no sum covers and a search may read */
	if (!zeros(p, sizeof *h, h->ranges_at) ||
	    !zeros(p, h->ranges_at + (uint64_t)h->nranges * sizeof(dict_range),
		   h->leaves_at) ||
	    !zeros(p, h->leaves_at + h->leaves_len - LEAF_PAD, h->spell_at))
		return 0;
	return sum_part(p, h->ranges_at,
			(uint64_t)h->nranges * sizeof(dict_range)) ==
		       h->ranges_sum &&
	       sum_part(p, h->leaves_at, h->leaves_len - LEAF_PAD) ==
		       h->leaves_sum &&
	       sum_part(p, h->spell_at, h->file_size - h->spell_at) ==
		       h->spell_sum;
}

static int source_same(const file_header *h, const struct stat *src)
{
	return h->src_size == (uint64_t)src->st_size &&
	       h->src_mtime_ns == stamp_ns(src->st_mtim) &&
	       h->src_ctime_ns == stamp_ns(src->st_ctim) &&
	       h->src_ino == (uint64_t)src->st_ino &&
	       h->src_dev == (uint64_t)src->st_dev &&
	       /* changed while it was read, or too soon after to tell */
	       h->src_ctime_ns + 1000000000u < h->built_ns;
}

boggle_dict *dict_file_map(int fd, const boggle_lang *lang,
			   const struct stat *src, const unsigned char *key,
			   boggle_dict_stats *stats)
{
	struct stat sb;
	file_header h;
	unsigned char *p;
	boggle_dict *d;
	int sound;

	if (fstat(fd, &sb) < 0 || read_header(fd, &h, &sb) < 0)
		return NULL;
	if (h.format != (FORMAT << 8 | sizeof(dict_range)) ||
	    h.header_size != sizeof h || h.header_sum != header_checksum(&h) ||
	    (key && h.seal != header_seal(&h, key)) ||
	    !layout_sound(&h, (uint64_t)sb.st_size)) {
		errno = EBADMSG;
		return NULL;
	}
	if (src && !source_same(&h, src)) {
		errno = ESTALE;
		return NULL;
	}
	h.lang[sizeof h.lang - 1] = '\0';
	/* a language whose letters another build numbers otherwise */
	if (!boggle_lang_find(h.lang) ||
	    h.lang_print != lang_fingerprint(boggle_lang_find(h.lang))) {
		errno = EBADMSG;
		return NULL;
	}
	if (lang && strcmp(h.lang, boggle_lang_code(lang)) != 0) {
		errno = ESTALE;
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
	d->spell_text = (const char *)p + h.spell_at + spell_table_len(d);
	d->map = p;
	d->map_len = (size_t)h.file_size;
	sound = key ? file_intact(d, &h) : file_sound(d, &h);
	if (sound <= 0) {
		boggle_dict_free(d);
		errno = sound < 0 ? ENOMEM : EBADMSG;
		return NULL;
	}
	if (stats) {
		memset(stats, 0, sizeof *stats);
		stats->lines = (size_t)h.lines;
		stats->words = h.count;
		stats->skipped = (size_t)h.skipped;
		stats->no_u = (size_t)h.no_u;
		stats->names = (size_t)h.names;
		stats->all_caps = (size_t)h.all_caps;
	}
	return d;
}

int dict_file_reseal(unsigned char *file, size_t len)
{
	file_header h;
	summer m;

	if (len < sizeof h)
		return -1;
	memcpy(&h, file, sizeof h);
	if (!layout_sound(&h, len))
		return -1;
	h.ranges_sum = checksum(file + h.ranges_at,
				(size_t)h.nranges * sizeof(dict_range));
	h.leaves_sum = checksum(file + h.leaves_at,
				(size_t)h.leaves_len - LEAF_PAD);
	sum_start(&m);
	sum_add(&m, file + h.spell_at, (size_t)(h.file_size - h.spell_at));
	h.spell_sum = sum_end(&m);
	h.header_sum = header_checksum(&h);
	memcpy(file, &h, sizeof h);
	return 0;
}
