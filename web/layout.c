/*
 * What the JavaScript module must know of boggle.h, written by the
 * compiler that builds the library for WebAssembly: each structure's
 * fields as offset, size and signedness, and the numbers of its enums and
 * limits, as one JSON text.  The module reads its offsets from here, so
 * that a change to the header cannot leave it reading the wrong bytes.
 */
#include <stddef.h>
#include <stdio.h>

#include "boggle.h"

#define KIND(x) _Generic((x), signed char: 'i', short: 'i', int: 'i', \
			 long: 'i', long long: 'i', default: 'u')
#define FIELD(type, f)                                                   \
	n += snprintf(json + n, sizeof json - n, "\"%s\": [%zu, %zu, \"%c\"], ", \
		      #f, offsetof(type, f), sizeof ((type *)0)->f,       \
		      KIND(((type *)0)->f))
#define SIZE(type) n += snprintf(json + n, sizeof json - n, \
				 "\"size\": %zu}, ", sizeof(type))
#define OPEN(name) n += snprintf(json + n, sizeof json - n, "\"%s\": {", name)
/* the group's last ", " becomes its end */
#define CLOSE() n += snprintf(json + n - 2, sizeof json - (size_t)n + 2, "}, ") - 2
#define NUMBER(name) n += snprintf(json + n, sizeof json - n, \
				   "\"%s\": %ld, ", #name, (long)(name))

__attribute__((export_name("boggle_wasm_layout")))
const char *boggle_wasm_layout(void)
{
	static char json[8192];
	int n = 0;

	if (json[0])
		return json;
	n += snprintf(json, sizeof json,
		      "{\"pointer\": %zu, \"int\": %zu, \"long\": %zu, ",
		      sizeof(void *), sizeof(int), sizeof(long));
	OPEN("word");
	FIELD(boggle_word, id);
	FIELD(boggle_word, score);
	FIELD(boggle_word, letters);
	FIELD(boggle_word, path_len);
	FIELD(boggle_word, path);
	SIZE(boggle_word);
	OPEN("rules");
	FIELD(boggle_rules, min_letters);
	FIELD(boggle_rules, scoring);
	FIELD(boggle_rules, bonus);
	SIZE(boggle_rules);
	OPEN("rng");
	FIELD(boggle_rng, state);
	SIZE(boggle_rng);
	OPEN("dict_stats");
	FIELD(boggle_dict_stats, lines);
	FIELD(boggle_dict_stats, words);
	FIELD(boggle_dict_stats, skipped);
	FIELD(boggle_dict_stats, no_u);
	FIELD(boggle_dict_stats, names);
	FIELD(boggle_dict_stats, bad_line);
	FIELD(boggle_dict_stats, all_caps);
	SIZE(boggle_dict_stats);
	OPEN("proof_diff");
	FIELD(boggle_proof_diff, id);
	FIELD(boggle_proof_diff, code);
	FIELD(boggle_proof_diff, found);
	FIELD(boggle_proof_diff, extra);
	FIELD(boggle_proof_diff, missing);
	FIELD(boggle_proof_diff, first_missing.board);
	FIELD(boggle_proof_diff, first_missing.score);
	FIELD(boggle_proof_diff, first_extra.board);
	FIELD(boggle_proof_diff, first_extra.score);
	SIZE(boggle_proof_diff);
	OPEN("limits");
	NUMBER(BOGGLE_MAX_CELLS);
	NUMBER(BOGGLE_MAX_SIDE);
	NUMBER(BOGGLE_ERR_MAX);
	NUMBER(BOGGLE_WORD_MAX);
	NUMBER(BOGGLE_WORD_TEXT_MAX);
	NUMBER(BOGGLE_LETTERS_MAX);
	NUMBER(BOGGLE_PROOF_HEADER_MAX);
	NUMBER(BOGGLE_PROOF_BOARD_MAX);
	NUMBER(BOGGLE_PROOF_RESUME);
	NUMBER(BOGGLE_RULES_TEXT_MAX);
	CLOSE();
	OPEN("rules_forms");
	NUMBER(BOGGLE_RULES_OPTIONS);
	NUMBER(BOGGLE_RULES_FIELDS);
	NUMBER(BOGGLE_RULES_HEADER);
	CLOSE();
	OPEN("codes");
	NUMBER(BOGGLE_OK);
	NUMBER(BOGGLE_NOMEM);
	NUMBER(BOGGLE_MISUSE);
	NUMBER(BOGGLE_SYNTAX);
	NUMBER(BOGGLE_WRONG_LANG);
	NUMBER(BOGGLE_SYSTEM);
	NUMBER(BOGGLE_TOO_BIG);
	NUMBER(BOGGLE_NOT_UTF8);
	NUMBER(BOGGLE_DAMAGED);
	NUMBER(BOGGLE_GAVE_UP);
	NUMBER(BOGGLE_TOO_LARGE);
	NUMBER(BOGGLE_UNSOUND);
	CLOSE();
	OPEN("verdicts");
	NUMBER(BOGGLE_VERDICT_OK);
	NUMBER(BOGGLE_VERDICT_PLAYED);
	NUMBER(BOGGLE_VERDICT_TOO_SHORT);
	NUMBER(BOGGLE_VERDICT_NOT_A_WORD);
	NUMBER(BOGGLE_VERDICT_NOT_ON_BOARD);
	CLOSE();
	snprintf(json + n - 2, sizeof json - (size_t)n + 2, "}");
	return json;
}
