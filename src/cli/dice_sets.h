/* Dice sets: the built-in ones by name, and those read with --dice. */
#ifndef BOGGLE_DICE_SETS_H
#define BOGGLE_DICE_SETS_H

#include "boggle.h"

/* The dice set called name, or NULL after a usage message. */
const boggle_dice_set *cli_dice_set(const char *command, const char *name);
/*
 * The set of dice in file path ("-": standard input), or NULL after a
 * message.
 */
const boggle_dice_set *cli_read_dice(const char *command,
				     const boggle_lang *lang, const char *path);
/*
 * set as dice of lang: itself, or the built-in English set made dice of
 * a language of English's letters (en-GB); NULL where lang's letters
 * are others, so that the set gives only its shape.
 */
const boggle_dice_set *cli_set_in(const boggle_dice_set *set,
				  const boggle_lang *lang);

#endif
