/* Error codes, their names, and the library's version. */
#include <stdio.h>

#include "internal.h"

const char *boggle_strerror(boggle_code code)
{
	switch (code) {
	case BOGGLE_OK:
		return "no error";
	case BOGGLE_NOMEM:
		return "out of memory";
	case BOGGLE_MISUSE:
		return "an argument the call cannot take";
	case BOGGLE_SYNTAX:
		return "text that does not read as asked";
	case BOGGLE_WRONG_LANG:
		return "of another language or shape";
	case BOGGLE_SYSTEM:
		return "the system refused";
	case BOGGLE_TOO_BIG:
		return "a word list too large to read";
	case BOGGLE_NOT_UTF8:
		return "not UTF-8";
	case BOGGLE_DAMAGED:
		return "a damaged compiled word list, or one of another version";
	case BOGGLE_GAVE_UP:
		return "too many ways to try them all";
	case BOGGLE_TOO_LARGE:
		return "too large to count";
	case BOGGLE_UNSOUND:
		return "a proof that does not hold";
	}
	return "unknown error";
}

boggle_code error_say(char *msg, boggle_code code, const char *text)
{
	if (msg)
		snprintf(msg, BOGGLE_ERR_MAX, "%s", text ? text : boggle_strerror(code));
	return code;
}

const char *boggle_version(void)
{
	return BOGGLE_VERSION;
}

int boggle_version_number(void)
{
	return BOGGLE_VERSION_NUMBER;
}
