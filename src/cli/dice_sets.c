/* Dice sets: the built-in ones by name, and those read with --dice. */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "boggle.h"
#include "dice_sets.h"
#include "messages.h"

const boggle_dice_set *cli_dice_set(const char *command, const char *name)
{
	const boggle_dice_set *set = boggle_dice_find(name);
	const boggle_dice_set *const *s;
	char q[64], names[128] = "";

	if (!set) {
		for (s = boggle_dice_sets(); *s; s++)
			snprintf(names + strlen(names), sizeof names - strlen(names),
				 "%s%s", s == boggle_dice_sets() ? "" : ", ",
				 boggle_dice_name(*s));
		cli_quote(name, strlen(name), q, sizeof q);
		cli_usage_error(command, "unknown set %s: one of %s", q, names);
	}
	return set;
}

/* The built-in set made dice of another language, kept for the program's life. */
static boggle_dice_set *set_as;

const boggle_dice_set *cli_set_in(const boggle_dice_set *set,
				  const boggle_lang *lang)
{
	/* a set read with --dice is of the language it was read for */
	if (!set || boggle_dice_lang(set) == lang)
		return set;
	boggle_dice_free(set_as);
	/* the English dice serve every list of English's letters */
	if (boggle_dice_as(&set_as, set, lang) == BOGGLE_NOMEM)
		cli_error("out of memory");
	return set_as;
}

/* The set read with --dice, kept for the program's life. */
static boggle_dice_set *read_set;

const boggle_dice_set *cli_read_dice(const char *command,
				     const boggle_lang *lang, const char *path)
{
	char buf[65536], err[BOGGLE_ERR_MAX];
	size_t len = 0;
	ssize_t got;
	int fd = strcmp(path, "-") == 0 ? STDIN_FILENO : open(path, O_RDONLY);

	if (fd < 0) {
		cli_error("%s: %s", path, strerror(errno));
		return NULL;
	}
	while (len < sizeof buf &&
	       ((got = read(fd, buf + len, sizeof buf - len)) > 0 ||
		(got < 0 && errno == EINTR)))
		len += got > 0 ? (size_t)got : 0;
	if (got < 0) {
		cli_error("%s: %s", path, strerror(errno));
		if (fd != STDIN_FILENO)
			close(fd);
		return NULL;
	}
	if (fd != STDIN_FILENO)
		close(fd);
	if (len == sizeof buf) {
		cli_usage_error(command, "--dice %s: larger than %zu bytes", path,
				sizeof buf - 1);
		return NULL;
	}
	boggle_dice_free(read_set);
	if (boggle_dice_read(&read_set, lang, path, buf, len, err) != BOGGLE_OK)
		cli_usage_error(command, "--dice %s: %s", path, err);
	return read_set;
}
