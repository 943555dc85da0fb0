/*
 * Compiled word lists: written and mapped back the same; and a file
 * changed by hand, its sums made to fit again, refused with EBADMSG or,
 * where what it holds is still a list, taken as exactly that list.  The
 * forged files are made here from lists compiled at run time.
 */
#define _GNU_SOURCE /* memfd_create */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "support.h"
#include "internal.h"
#include "../fuzz/dict_check.h"

/* A list with leaves of every width, ranges of many children, words
 * that are prefixes of others, and words the list spells with accents. */
static char *french_text(void)
{
	static const char *const accented[] = {
		"élève", "élevé", "lève", "levée", "château", "châteaux",
		"forêt", "forêts", "où", "âme", "âmes", "ça", "garçon",
		"garçons", "naïf", "naïve", "Noël", "cœur", "œuvre", "été",
	};
	static const char *const stems[] = {"a", "ab", "abc", "bar", "ca", "ch",
					    "e", "le", "mo", "pa", "ra", "t"};
	size_t cap = 1 << 16, len = 0, i, j;
	char *text = malloc(cap);

	assert_non_null(text);
	for (i = 0; i < sizeof accented / sizeof *accented; i++)
		len += (size_t)snprintf(text + len, cap - len, "%s\n", accented[i]);
	/* under each stem, words of one to three letters more */
	for (i = 0; i < sizeof stems / sizeof *stems; i++) {
		len += (size_t)snprintf(text + len, cap - len, "%s\n", stems[i]);
		for (j = 0; j < 9 + 5 * (i % 3); j++)
			len += (size_t)snprintf(text + len, cap - len, "%s%c%s\n",
						stems[i], (int)('a' + (j * 7) % 26),
						j % 3 ? "" : j % 2 ? "se" : "r");
	}
	text[len] = '\0';
	return text;
}

/* The bytes of d's compiled form, in *len. */
static unsigned char *compiled(const boggle_dict *d, size_t *len)
{
	int fd = memfd_create("compiled", 0);
	struct stat sb;
	unsigned char *bytes;

	assert_true(fd >= 0);
	assert_int_equal(boggle_dict_write(d, fd), 0);
	assert_int_equal(fstat(fd, &sb), 0);
	*len = (size_t)sb.st_size;
	bytes = malloc(*len);
	assert_non_null(bytes);
	assert_int_equal(pread(fd, bytes, *len, 0), (ssize_t)*len);
	close(fd);
	return bytes;
}

/* Open bytes as a compiled file of lang into *d; the code. */
static boggle_code open_bytes(const boggle_lang *lang,
			      const unsigned char *bytes, size_t len,
			      boggle_dict **d)
{
	char path[64];
	boggle_code rc;
	int fd = memfd_create("forged", 0);

	assert_true(fd >= 0);
	assert_int_equal(write(fd, bytes, len), (ssize_t)len);
	snprintf(path, sizeof path, "/proc/self/fd/%d", fd);
	rc = boggle_dict_open(d, lang, path, NULL, NULL);
	close(fd);
	return rc;
}

/* The same words and spellings, in the same order. */
static void expect_same(const boggle_dict *a, const boggle_dict *b)
{
	char x[BOGGLE_WORD_TEXT_MAX], y[BOGGLE_WORD_TEXT_MAX];
	uint32_t id;
	int k;

	assert_int_equal(boggle_dict_count(a), boggle_dict_count(b));
	for (id = 0; id < boggle_dict_count(a); id++) {
		boggle_dict_word(a, id, x, sizeof x);
		boggle_dict_word(b, id, y, sizeof y);
		assert_string_equal(x, y);
		for (k = 0; boggle_dict_spelling(a, id, k); k++)
			assert_string_equal(boggle_dict_spelling(a, id, k),
					    boggle_dict_spelling(b, id, k));
		assert_null(boggle_dict_spelling(b, id, k));
	}
}

static void expect_consistent(const boggle_dict *d)
{
	char why[256] = "";
	int rc = dict_check(d, 7, why);

	if (rc != 0)
		print_error("inconsistent: %s\n", why);
	assert_int_equal(rc, 0);
}

static boggle_dict *french(void)
{
	char *text = french_text();
	boggle_dict *d = t_dict(boggle_lang_find("fr"), text,
						  strlen(text), NULL);

	free(text);
	assert_non_null(d);
	assert_true(d->nspell > 0 && d->nranges > 20);
	return d;
}

static void test_round_trip(void **state)
{
	static const char *const lists[][2] = {
		{"fr", NULL}, {"en", "cat\ncats\nquit\nquits\nact\n"},
		{"en", ""}, {"de", "Straße\nStrasse\nÄrger\nhaus\nHaus\n"},
		{"en", "a\n"},
	};
	size_t i, len;

	(void)state;
	for (i = 0; i < sizeof lists / sizeof *lists; i++) {
		const boggle_lang *lang = boggle_lang_find(lists[i][0]);
		boggle_dict *d = lists[i][1] ?
			t_dict(lang, lists[i][1],
						 strlen(lists[i][1]), NULL) :
			french();
		unsigned char *bytes = compiled(d, &len);
		boggle_dict *back, *other;

		assert_int_equal(open_bytes(lang, bytes, len, &back), BOGGLE_OK);
		assert_non_null(back);
		expect_same(d, back);
		expect_consistent(back);
		/* of its own language only */
		assert_int_equal(open_bytes(boggle_lang_find(
					 strcmp(lists[i][0], "fr") ? "fr" : "en"),
					 bytes, len, &other), BOGGLE_WRONG_LANG);
		assert_null(other);
		boggle_dict_free(back);
		boggle_dict_free(d);
		free(bytes);
	}
}

/* Refused as damaged, whatever the change, once its sums fit again. */
static void expect_refused(const boggle_lang *lang, unsigned char *bytes,
			   size_t len, const char *what)
{
	boggle_dict *d;
	boggle_code rc;

	dict_file_reseal(bytes, len);
	rc = open_bytes(lang, bytes, len, &d);
	if (rc != BOGGLE_DAMAGED)
		print_error("%s: %s\n", what, boggle_strerror(rc));
	assert_int_equal(rc, BOGGLE_DAMAGED);
	assert_null(d);
}

/* The header's fields, at their offsets in the file. */
#define FIELD(name) offsetof(struct header_view, name)
struct header_view {
	char magic[8];
	uint32_t format, header_size;
	char lang[8];
	uint64_t src[5], built, lang_print, stats[5];
	uint32_t count, maxlen, lengths[BOGGLE_WORD_MAX + 1];
	uint32_t nranges, nspell, zero;
	uint64_t leaves_len, spell_text_len, ranges_at, leaves_at, spell_at,
		 file_size;
};

static uint64_t get(const unsigned char *b, size_t at, size_t size)
{
	uint64_t v = 0;

	memcpy(&v, b + at, size);
	return v;
}

static void set(unsigned char *b, size_t at, size_t size, uint64_t v)
{
	memcpy(b + at, &v, size);
}

/* The cases an attacker made: offsets past the text, sums that wrap. */
static void test_forged_spellings(void **state)
{
	const boggle_lang *fr = boggle_lang_find("fr");
	boggle_dict *d = french();
	size_t len;
	unsigned char *good = compiled(d, &len), *b = malloc(len);
	uint64_t spell_at = get(good, FIELD(spell_at), 8);
	uint64_t nspell = get(good, FIELD(nspell), 4);
	uint64_t text_len = get(good, FIELD(spell_text_len), 8);

	(void)state;
	assert_non_null(b);
	/* the first spelling's offset, far past the texts */
	memcpy(b, good, len);
	set(b, (size_t)(spell_at + 4 * nspell), 4, 0x7fffffff);
	expect_refused(fr, b, len, "a spelling past the texts");
	/* one just past them, and one in the middle of another */
	memcpy(b, good, len);
	set(b, (size_t)(spell_at + 4 * nspell), 4, text_len);
	expect_refused(fr, b, len, "a spelling at the texts' end");
	memcpy(b, good, len);
	set(b, (size_t)(spell_at + 4 * nspell), 4, 1);
	expect_refused(fr, b, len, "a spelling inside another");
	/* spell_at + the table + the texts wrapping past 2^64 to the size */
	memcpy(b, good, len);
	set(b, FIELD(spell_at), 8, spell_at + ((uint64_t)1 << 63));
	set(b, FIELD(spell_text_len), 8, text_len + ((uint64_t)1 << 63));
	expect_refused(fr, b, len, "sizes that wrap");
	memcpy(b, good, len);
	set(b, FIELD(spell_text_len), 8, text_len + (uint64_t)0 - 4096);
	set(b, FIELD(nspell), 4, nspell + 512);
	expect_refused(fr, b, len, "a table grown into the texts");
	memcpy(b, good, len);
	set(b, FIELD(spell_at), 8, (uint64_t)0 - 64);
	expect_refused(fr, b, len, "an offset that wraps");
	/* ids out of order, or of no word */
	memcpy(b, good, len);
	set(b, (size_t)spell_at, 4, get(good, (size_t)spell_at + 4, 4) + 1);
	expect_refused(fr, b, len, "spelling ids out of order");
	memcpy(b, good, len);
	set(b, (size_t)(spell_at + 4 * (nspell - 1)), 4, d->count);
	expect_refused(fr, b, len, "a spelling of no word");
	/* texts that are not UTF-8, or do not end */
	memcpy(b, good, len);
	b[len - 2] = 0xc3;
	expect_refused(fr, b, len, "a spelling not UTF-8");
	memcpy(b, good, len);
	b[len - 1] = 'x';
	expect_refused(fr, b, len, "texts without their last NUL");
	free(b);
	free(good);
	boggle_dict_free(d);
}

/* Each count, offset and size of the header one off either way. */
static void test_forged_header(void **state)
{
	static const struct {
		size_t at, size;
	} fields[] = {
		{FIELD(format), 4}, {FIELD(header_size), 4}, {FIELD(count), 4},
		{FIELD(maxlen), 4}, {FIELD(lengths[1]), 4}, {FIELD(lengths[3]), 4},
		{FIELD(lengths[0]), 4}, {FIELD(nranges), 4}, {FIELD(nspell), 4},
		{FIELD(zero), 4}, {FIELD(leaves_len), 8}, {FIELD(spell_text_len), 8},
		{FIELD(ranges_at), 8}, {FIELD(leaves_at), 8}, {FIELD(spell_at), 8},
		{FIELD(file_size), 8},
	};
	const boggle_lang *fr = boggle_lang_find("fr");
	boggle_dict *d = french();
	size_t len, i;
	unsigned char *good = compiled(d, &len), *b = malloc(len);
	int delta;

	(void)state;
	assert_non_null(b);
	for (i = 0; i < sizeof fields / sizeof *fields; i++) {
		for (delta = -64; delta <= 64; delta += delta == -1 ? 2 : 63) {
			memcpy(b, good, len);
			set(b, fields[i].at, fields[i].size,
			    get(good, fields[i].at, fields[i].size) +
			    (uint64_t)(int64_t)delta);
			expect_refused(fr, b, len, "a header field changed");
		}
	}
	/* a language no profile has */
	memcpy(b, good, len);
	memcpy(b + FIELD(lang), "xx", 3);
	expect_refused(fr, b, len, "an unknown language");
	/* cut short anywhere, or given a byte more */
	for (i = 8; i < len; i += i < 600 ? 1 : 97)
		expect_refused(fr, good, i, "a file cut short");
	memcpy(b, good, len);
	b = realloc(b, len + 1);
	assert_non_null(b);
	b[len] = 0;
	expect_refused(fr, b, len + 1, "a byte more");
	free(b);
	free(good);
	boggle_dict_free(d);
}

/*
 * Every byte of a small list's file changed in several ways: whatever
 * is taken must be a list the library can use as any other.  Most
 * changes to the index make it no index of any list and are refused;
 * those that make it another list's (a child's letter, a word's letter,
 * the spellings, which are only shown) may be taken.
 */
static void test_every_byte(void **state)
{
	static const uint8_t ways[] = {0x01, 0x02, 0x40, 0x80, 0xff};
	const boggle_lang *fr = boggle_lang_find("fr");
	boggle_dict *d = french();
	size_t len, at, w, taken = 0, tried = 0;
	unsigned char *good = compiled(d, &len), *b = malloc(len);
	boggle_code rc;
	uint64_t index_at = get(good, FIELD(ranges_at), 8);
	uint64_t index_end = get(good, FIELD(spell_at), 8);

	(void)state;
	assert_non_null(b);
	/* the header's own size: the view here is the file's header, then
	 * four sums and a cache file's seal */
	assert_int_equal(get(good, FIELD(header_size), 4),
			 sizeof(struct header_view) + 5 * 8);
	/* past the magic: a file that does not start as one is read as text */
	for (at = 8; at < len; at++) {
		/* the sums themselves are made again */
		if (at >= sizeof(struct header_view) &&
		    at < sizeof(struct header_view) + 4 * 8)
			continue;
		for (w = 0; w < sizeof ways; w++) {
			boggle_dict *got;

			memcpy(b, good, len);
			b[at] ^= ways[w];
			dict_file_reseal(b, len);
			rc = open_bytes(fr, b, len, &got);
			if (at >= index_at && at < index_end)
				tried++;
			if (!got) {
				assert_int_equal(rc, BOGGLE_DAMAGED);
				continue;
			}
			if (at >= index_at && at < index_end)
				taken++;
			expect_consistent(got);
			boggle_dict_free(got);
		}
	}
	print_message("%zu changes to the index, %zu taken\n", tried, taken);
	assert_true(tried > 10000 && taken < tried / 100);
	free(b);
	free(good);
	boggle_dict_free(d);
}

/* The index's own fields, range by range: each change is caught. */
static void test_forged_ranges(void **state)
{
	const boggle_lang *fr = boggle_lang_find("fr");
	boggle_dict *d = french();
	size_t len, i;
	unsigned char *good = compiled(d, &len), *b = malloc(len);
	uint64_t ranges_at = get(good, FIELD(ranges_at), 8);

	(void)state;
	assert_non_null(b);
	for (i = 0; i < d->nranges; i++) {
		size_t at = (size_t)ranges_at + i * sizeof(dict_range);
		dict_range r;
		int bit;

		memcpy(&r, good + at, sizeof r);
		/* a word more or less at its start, a child or leaf moved */
		memcpy(b, good, len);
		((dict_range *)(void *)(b + at))->lo = r.lo + 1;
		expect_refused(fr, b, len, "lo + 1");
		memcpy(b, good, len);
		((dict_range *)(void *)(b + at))->kids = r.kids + 1;
		expect_refused(fr, b, len, "kids + 1");
		memcpy(b, good, len);
		((dict_range *)(void *)(b + at))->kids = r.kids - 1;
		expect_refused(fr, b, len, "kids - 1");
		/* every letter it needs, and every next letter, flipped */
		for (bit = 0; bit < 32; bit++) {
			memcpy(b, good, len);
			((dict_range *)(void *)(b + at))->needs ^= 1u << bit;
			expect_refused(fr, b, len, "a need flipped");
			memcpy(b, good, len);
			((dict_range *)(void *)(b + at))->next_lo ^= 1u << bit;
			expect_refused(fr, b, len, "a next letter flipped");
			memcpy(b, good, len);
			((dict_range *)(void *)(b + at))->next_hi ^= 1u << bit;
			expect_refused(fr, b, len, "a high next letter flipped");
		}
	}
	free(b);
	free(good);
	boggle_dict_free(d);
}

/* SipHash-2-4 against the vectors its authors published: key 00 .. 0f,
 * the message 00 .. n - 1. */
static void test_siphash(void **state)
{
	unsigned char key[SIPHASH_KEY], msg[15];
	size_t i;

	(void)state;
	for (i = 0; i < sizeof key; i++)
		key[i] = (unsigned char)i;
	for (i = 0; i < sizeof msg; i++)
		msg[i] = (unsigned char)i;
	assert_true(siphash(key, msg, 0) == 0x726fdb47dd0e0e31u);
	assert_true(siphash(key, msg, 15) == 0xa129ca6149be45e5u);
	/* any bit of the key or the message changes it */
	key[15] ^= 0x80;
	assert_true(siphash(key, msg, 15) != 0xa129ca6149be45e5u);
	key[15] ^= 0x80;
	msg[3] ^= 1;
	assert_true(siphash(key, msg, 15) != 0xa129ca6149be45e5u);
}

/* A cache test's folders and list, in a folder of its own. */
typedef struct cache_case {
	char dir[64], cache[96], list[96], file[256];
	char *text;
	boggle_dict *want; /* the list read as text */
} cache_case;

/* The list's words, and as many more made-up ones as take it past the
 * size the cache keeps. */
static void cache_start(cache_case *c)
{
	const boggle_lang *fr = boggle_lang_find("fr");
	char *words = french_text();
	size_t cap = (size_t)BOGGLE_CACHE_MIN + (1 << 16), len, i;
	FILE *f;

	snprintf(c->dir, sizeof c->dir, "/tmp/boggle-cache-XXXXXX");
	assert_non_null(mkdtemp(c->dir));
	snprintf(c->cache, sizeof c->cache, "%s/cache", c->dir);
	snprintf(c->list, sizeof c->list, "%s/list.txt", c->dir);
	c->text = malloc(cap);
	assert_non_null(c->text);
	len = (size_t)snprintf(c->text, cap, "%s", words);
	for (i = 0; len < (size_t)BOGGLE_CACHE_MIN; i++)
		len += (size_t)snprintf(c->text + len, cap - len, "zz%c%c%c%c\n",
					(int)('a' + i % 26),
					(int)('a' + i / 26 % 26),
					(int)('a' + i / 676 % 26),
					(int)('a' + i / 17576 % 26));
	free(words);
	f = fopen(c->list, "w");
	assert_non_null(f);
	assert_int_equal(fwrite(c->text, 1, len, f), len);
	assert_int_equal(fclose(f), 0);
	c->want = t_dict(fr, c->text, len, NULL);
	assert_non_null(c->want);
	/* a list compiled within a second of its change is compiled again
	 * the next time: its times cannot tell the two apart */
	usleep(1200000);
}

/* Open the list through the cache: the same words as its text, mapped
 * (from the cache) or read.  Whether it was mapped. */
static int cache_open(cache_case *c)
{
	boggle_dict *d;
	int mapped;

	assert_int_equal(boggle_dict_open(&d, boggle_lang_find("fr"), c->list,
					  c->cache, NULL), BOGGLE_OK);
	expect_same(c->want, d);
	mapped = d->map != NULL;
	boggle_dict_free(d);
	return mapped;
}

/* The cache's one compiled file: its name into c->file, its bytes. */
static unsigned char *cache_file(cache_case *c, size_t *len)
{
	char cmd[512];
	FILE *p;
	struct stat sb;
	unsigned char *bytes;
	int fd;

	snprintf(cmd, sizeof cmd, "ls '%s'/*.dict", c->cache);
	p = popen(cmd, "r");
	assert_non_null(p);
	assert_non_null(fgets(c->file, sizeof c->file, p));
	c->file[strcspn(c->file, "\n")] = '\0';
	assert_int_equal(pclose(p), 0);
	fd = open(c->file, O_RDONLY);
	assert_true(fd >= 0);
	assert_int_equal(fstat(fd, &sb), 0);
	*len = (size_t)sb.st_size;
	bytes = malloc(*len);
	assert_non_null(bytes);
	assert_int_equal(read(fd, bytes, *len), (ssize_t)*len);
	close(fd);
	return bytes;
}

/* Put bytes at the cache file's name, as its owner could. */
static void plant(const cache_case *c, const unsigned char *bytes,
		  size_t len, int mode)
{
	int fd;

	unlink(c->file);
	fd = open(c->file, O_WRONLY | O_CREAT | O_EXCL, mode);
	assert_true(fd >= 0);
	assert_int_equal(write(fd, bytes, len), (ssize_t)len);
	assert_int_equal(fchmod(fd, (mode_t)mode), 0);
	close(fd);
}

/* Planted at the cache file's name: not taken, and the list's own
 * compiled file written in its place, which the next run maps. */
static void expect_replaced(cache_case *c, const unsigned char *bytes,
			    size_t len, int mode, const char *what)
{
	plant(c, bytes, len, mode);
	if (cache_open(c))
		print_error("%s: mapped from the cache\n", what);
	assert_int_equal(cache_open(c), 1);
}

/*
 * What may be found in the cache folder, planted there by hand: only a
 * file the library wrote there itself, sealed with the folder's key, is
 * ever mapped from it.  A forged file whose sums and index are sound and
 * whose header names the very list (as the whole walk would pass), a
 * sealed file changed and summed again, one sealed in another cache, one
 * others may write, one cut short: each is passed over and written anew.
 */
static void test_cache_forged(void **state)
{
	const boggle_lang *fr = boggle_lang_find("fr");
	const size_t seal_at = sizeof(struct header_view) + 4 * 8;
	cache_case c, other;
	unsigned char *good, *b, *forged;
	size_t len, flen, mid;
	boggle_dict *d;
	char key[128], cmd[1024];
	char *text;

	(void)state;
	cache_start(&c);
	assert_int_equal(cache_open(&c), 0);
	assert_int_equal(cache_open(&c), 1);
	good = cache_file(&c, &len);
	b = malloc(len);
	assert_non_null(b);
	assert_true(get(good, seal_at, 8) != 0);

	/* other words, its header the list's own, all its sums fit */
	text = strdup("zut\nzuts\nchat\n");
	d = t_dict(fr, text, strlen(text), NULL);
	assert_non_null(d);
	forged = compiled(d, &flen);
	boggle_dict_free(d);
	memcpy(forged + FIELD(src), good + FIELD(src),
	       FIELD(stats) - FIELD(src));
	dict_file_reseal(forged, flen);
	assert_int_equal(open_bytes(fr, forged, flen, &d), BOGGLE_OK);
	boggle_dict_free(d);
	expect_replaced(&c, forged, flen, 0600, "another list's words");
	/* the same, with the seal of the real file copied over */
	set(forged, seal_at, 8, get(good, seal_at, 8));
	expect_replaced(&c, forged, flen, 0600, "a copied seal");

	/* the real file, a word's letter changed and its sums made to fit */
	mid = (size_t)get(good, FIELD(leaves_at), 8) +
	      (size_t)get(good, FIELD(leaves_len), 8) / 2;
	memcpy(b, good, len);
	b[mid] ^= 0x01;
	dict_file_reseal(b, len);
	expect_replaced(&c, b, len, 0600, "a word changed, summed again");
	/* ... and not summed again: damage */
	memcpy(b, good, len);
	b[mid] ^= 0x01;
	expect_replaced(&c, b, len, 0600, "a word changed");
	/* the padding a search may read past a leaf */
	memcpy(b, good, len);
	b[get(good, FIELD(spell_at), 8) - 1] = 1;
	expect_replaced(&c, b, len, 0600, "padding changed");
	/* cut short */
	expect_replaced(&c, good, len - 64, 0600, "cut short");
	/* others may write it */
	expect_replaced(&c, good, len, 0620, "a file others may write");
	/* whole and as written, it is taken again */
	plant(&c, good, len, 0600);
	assert_int_equal(cache_open(&c), 1);

	/* sealed in another cache, under its key */
	cache_start(&other);
	memcpy(other.list, c.list, sizeof c.list);
	assert_int_equal(cache_open(&other), 0);
	free(cache_file(&other, &flen));
	free(forged);
	forged = cache_file(&other, &flen);
	assert_true(get(forged, seal_at, 8) != get(good, seal_at, 8));
	expect_replaced(&c, forged, flen, 0600, "another cache's file");

	/* a key that is a link, even to the right bytes, is no key: a new
	 * one is made, and the files sealed with the old one written anew */
	snprintf(key, sizeof key, "%s/.key", c.cache);
	snprintf(cmd, sizeof cmd, "cp '%s' '%s/key' && ln -sf '%s/key' '%s'",
		 key, c.dir, c.dir, key);
	assert_int_equal(system(cmd), 0);
	assert_int_equal(cache_open(&c), 0);
	{
		struct stat sb;

		assert_int_equal(lstat(key, &sb), 0);
		assert_true(S_ISREG(sb.st_mode) && sb.st_size == SIPHASH_KEY &&
			    (sb.st_mode & 0777) == 0600);
	}
	assert_int_equal(cache_open(&c), 1);
	/* a key others may read: its seals could be forged */
	assert_int_equal(chmod(key, 0644), 0);
	assert_int_equal(cache_open(&c), 0);
	assert_int_equal(cache_open(&c), 1);
	/* a key cut short */
	assert_int_equal(truncate(key, 4), 0);
	assert_int_equal(cache_open(&c), 0);
	assert_int_equal(cache_open(&c), 1);

	snprintf(cmd, sizeof cmd, "rm -rf '%s' '%s'", c.dir, other.dir);
	assert_int_equal(system(cmd), 0);
	boggle_dict_free(c.want);
	boggle_dict_free(other.want);
	free(c.text);
	free(other.text);
	free(text);
	free(forged);
	free(good);
	free(b);
}

/* Written through a link, to a pipe, or in place of a file in use. */
static void test_save_where(void **state)
{
	char dir[] = "/tmp/boggle-save-XXXXXX", path[256], link[256];
	boggle_dict *d = french(), *back;
	size_t len;
	unsigned char *bytes = compiled(d, &len);
	struct stat sb;
	int fds[2];
	pid_t pid;

	(void)state;
	assert_non_null(mkdtemp(dir));
	/* a link is written through, and stays a link */
	snprintf(path, sizeof path, "%s/target.dict", dir);
	snprintf(link, sizeof link, "%s/link.dict", dir);
	assert_int_equal(symlink("target.dict", link), 0);
	assert_int_equal(boggle_dict_save(d, link), 0);
	assert_int_equal(lstat(link, &sb), 0);
	assert_true(S_ISLNK(sb.st_mode));
	assert_int_equal(stat(path, &sb), 0);
	assert_int_equal((size_t)sb.st_size, len);
	back = t_open(boggle_lang_find("fr"), link, NULL, NULL);
	assert_non_null(back);
	expect_same(d, back);
	/* the file it replaces stays whole for whoever has it mapped */
	assert_int_equal(boggle_dict_save(d, path), 0);
	expect_same(d, back);
	boggle_dict_free(back);
	/* a pipe is written to */
	snprintf(path, sizeof path, "%s/fifo", dir);
	assert_int_equal(mkfifo(path, 0600), 0);
	assert_int_equal(pipe(fds), 0);
	pid = fork();
	assert_true(pid >= 0);
	if (pid == 0) {
		/* the reader: count what comes through */
		char buf[4096];
		size_t total = 0;
		ssize_t got;
		int fd = open(path, O_RDONLY);

		while (fd >= 0 && (got = read(fd, buf, sizeof buf)) > 0)
			total += (size_t)got;
		_exit(total == len ? 0 : 1);
	}
	assert_int_equal(boggle_dict_save(d, path), 0);
	{
		int status;

		assert_int_equal(waitpid(pid, &status, 0), pid);
		assert_true(WIFEXITED(status) && WEXITSTATUS(status) == 0);
	}
	assert_int_equal(lstat(path, &sb), 0);
	assert_true(S_ISFIFO(sb.st_mode));
	close(fds[0]);
	close(fds[1]);
	/* no folder to write in */
	snprintf(path, sizeof path, "%s/none/x.dict", dir);
	assert_int_equal(boggle_dict_save(d, path), BOGGLE_SYSTEM);
	assert_int_equal(errno, ENOENT);
	snprintf(path, sizeof path, "rm -rf '%s'", dir);
	assert_int_equal(system(path), 0);
	free(bytes);
	boggle_dict_free(d);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_round_trip),
		cmocka_unit_test(test_forged_spellings),
		cmocka_unit_test(test_forged_header),
		cmocka_unit_test(test_forged_ranges),
		cmocka_unit_test(test_every_byte),
		cmocka_unit_test(test_save_where),
		cmocka_unit_test(test_siphash),
		cmocka_unit_test(test_cache_forged),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
