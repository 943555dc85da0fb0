/*
 * Built into example.c's program beside the static libboggle: names that
 * the library's own code has used inside it, which a program must be free
 * to define for itself.  Were any of them global in libboggle.a, the link
 * would fail with "multiple definition".
 */
int lang_read(const char *text);
int utf8_decode(const char *text);
void score_sort(int *values);

int lang_read(const char *text)
{
	return text != 0;
}

int utf8_decode(const char *text)
{
	return text ? (unsigned char)text[0] : -1;
}

void score_sort(int *values)
{
	(void)values;
}
