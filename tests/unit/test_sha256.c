/* SHA-256: the published test vectors, and any split of the input. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "sha256.h"

/* The hex digest of len bytes fed in one call. */
static void digest_of(const void *data, size_t len, char hex[65])
{
	sha256 s;
	unsigned char d[32];

	sha256_start(&s);
	sha256_add(&s, data, len);
	sha256_end(&s, d);
	sha256_hex(d, hex);
}

static void expect(const char *msg, const char *want)
{
	char hex[65];

	digest_of(msg, strlen(msg), hex);
	assert_string_equal(hex, want);
}

static void test_vectors(void **state)
{
	(void)state;
	expect("", "e3b0c44298fc1c149afbf4c8996fb924"
		   "27ae41e4649b934ca495991b7852b855");
	expect("abc", "ba7816bf8f01cfea414140de5dae2223"
		      "b00361a396177a9cb410ff61f20015ad");
	expect("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
	       "248d6a61d20638b8e5c026930c3e6039"
	       "a33ce45964ff2167f6ecedd419db06c1");
	expect("abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmn"
	       "hijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu",
	       "cf5b16a778af8380036ce59e7b049237"
	       "0b249b11e8f07a51afac45037afee9d1");
}

/* A million 'a', whole and in uneven pieces. */
static void test_million(void **state)
{
	static const char want[] = "cdc76e5c9914fb9281a1c7e284d73e67"
				   "f1809a48a497200e046d39ccc7112cd0";
	static const size_t pieces[] = {1, 63, 64, 65, 1000, 127, 3};
	const size_t n = 1000000;
	char *a = malloc(n), hex[65];
	size_t done = 0, i = 0;
	unsigned char d[32];
	sha256 s;

	(void)state;
	assert_non_null(a);
	memset(a, 'a', n);
	digest_of(a, n, hex);
	assert_string_equal(hex, want);
	sha256_start(&s);
	while (done < n) {
		size_t k = pieces[i++ % (sizeof pieces / sizeof pieces[0])];

		if (k > n - done)
			k = n - done;
		sha256_add(&s, a + done, k);
		done += k;
	}
	sha256_end(&s, d);
	sha256_hex(d, hex);
	assert_string_equal(hex, want);
	free(a);
}

/* Every split of a buffer into two calls, and every length of it. */
static void test_splits(void **state)
{
	unsigned char buf[200], d[32];
	char whole[65], hex[65];
	uint32_t x = 12345;
	size_t i, len;
	sha256 s;

	(void)state;
	for (i = 0; i < sizeof buf; i++) {
		x = x * 1103515245u + 12345u;
		buf[i] = (unsigned char)(x >> 16);
	}
	digest_of(buf, sizeof buf, whole);
	for (i = 0; i <= sizeof buf; i++) {
		sha256_start(&s);
		sha256_add(&s, buf, i);
		sha256_add(&s, buf + i, sizeof buf - i);
		sha256_end(&s, d);
		sha256_hex(d, hex);
		assert_string_equal(hex, whole);
	}
	/* each length, byte by byte, as in one call: pads across 55..64 */
	for (len = 0; len <= sizeof buf; len++) {
		digest_of(buf, len, whole);
		sha256_start(&s);
		for (i = 0; i < len; i++)
			sha256_add(&s, buf + i, 1);
		sha256_end(&s, d);
		sha256_hex(d, hex);
		assert_string_equal(hex, whole);
	}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_vectors),
		cmocka_unit_test(test_million),
		cmocka_unit_test(test_splits),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
