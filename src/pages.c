/*
 * Mapping memory ahead of its use.  Where a page fault is dear, as in a
 * virtual machine (about twelve microseconds each on the one measured,
 * against about two a page when one call maps many), memory that is about
 * to be used page after page is mapped in one call.  Only hints: a kernel
 * without them leaves the pages to fault in.
 */
#include <stdint.h>
#include <sys/mman.h>
#include <unistd.h>

#include "internal.h"

#if defined(MADV_POPULATE_WRITE) || defined(MADV_POPULATE_READ)
static uintptr_t page_size(void)
{
	return (uintptr_t)sysconf(_SC_PAGESIZE);
}
#endif

void prefault(void *p, size_t len)
{
#ifdef MADV_POPULATE_WRITE
	uintptr_t page = page_size();
	uintptr_t a = ((uintptr_t)p + page - 1) & ~(page - 1);
	uintptr_t z = ((uintptr_t)p + len) & ~(page - 1);

	/* whole pages only: the ends may belong to memory in use */
	if (z > a)
		madvise((void *)a, z - a, MADV_POPULATE_WRITE);
#else
	(void)p;
	(void)len;
#endif
}

void prefault_read(const void *p, size_t len)
{
#ifdef MADV_POPULATE_READ
	uintptr_t page = page_size();
	uintptr_t a = (uintptr_t)p & ~(page - 1);

	if (len)
		madvise((void *)a, (uintptr_t)p + len - a, MADV_POPULATE_READ);
#else
	(void)p;
	(void)len;
#endif
}
