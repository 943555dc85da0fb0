/*
 * The files of a proof as the command keeps them: opened, locked against
 * a second writer, appended to a record at a time, a task's written under
 * a temporary name and renamed once whole; and any proof's file read into
 * the library, which checks it.
 */
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "messages.h"
#include "proof_file.h"

void proof_said(const char *cmd, const boggle_proof *proof)
{
	const char *at = boggle_proof_message(proof);

	while (*at) {
		size_t n = strcspn(at, "\n");

		cli_error("%s: %.*s", cmd, (int)n, at);
		at += n + (at[n] == '\n');
	}
}

int proof_status(boggle_code code)
{
	switch (code) {
	case BOGGLE_OK:
		return EXIT_OK;
	case BOGGLE_SYNTAX:
	case BOGGLE_DAMAGED:
	case BOGGLE_WRONG_LANG:
		return EXIT_USAGE;
	default:
		return EXIT_IO;
	}
}

/* The library's read callback over a file descriptor. */
static long fd_read(void *ctx, void *buf, size_t size)
{
	for (;;) {
		ssize_t n = read(*(int *)ctx, buf, size);

		if (n >= 0 || errno != EINTR)
			return (long)n;
	}
}

/* This process's lock on the file: -1 if another process holds one. */
static int lock_file(int fd)
{
	struct flock fl;

	memset(&fl, 0, sizeof fl);
	fl.l_type = F_WRLCK;
	fl.l_whence = SEEK_SET;
	return fcntl(fd, F_SETLK, &fl);
}

int proof_append(proof_out *o, const char *text, size_t len)
{
	size_t done = 0;

	if (o->failed)
		return o->failed;
	while (done < len) {
		ssize_t n = write(o->fd, text + done, len - done);

		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0) {
			o->failed = n < 0 ? errno : ENOSPC;
			/* a record cut short would stop --resume: it goes */
			if (ftruncate(o->fd, o->good) < 0)
				cli_error("prove: %s: %s", o->tmp ? o->tmp : o->path,
					  strerror(errno));
			return o->failed;
		}
		done += (size_t)n;
	}
	o->good += (off_t)len;
	return 0;
}

/* ---- a task's file, written whole ------------------------------------- */

/* The temporary file a signal would leave behind, for the handler. */
static char doomed[4096];
static const int stops[] = {SIGINT, SIGTERM, SIGHUP, SIGQUIT};
static struct sigaction before[sizeof stops / sizeof stops[0]];

static void remove_doomed(int sig)
{
	if (doomed[0])
		unlink(doomed);
	signal(sig, SIG_DFL);
	raise(sig);
}

/*
 * While tmp is written, a signal that ends the process removes it first;
 * a signal ignored (as under nohup) stays ignored.  NULL puts back what
 * was there.
 */
static void guard(const char *tmp)
{
	struct sigaction sa;
	size_t i;

	memset(&sa, 0, sizeof sa);
	sa.sa_handler = remove_doomed;
	sigemptyset(&sa.sa_mask);
	snprintf(doomed, sizeof doomed, "%s", tmp ? tmp : "");
	for (i = 0; i < sizeof stops / sizeof stops[0]; i++) {
		if (!tmp) {
			sigaction(stops[i], &before[i], NULL);
			continue;
		}
		sigaction(stops[i], NULL, &before[i]);
		if (before[i].sa_handler != SIG_IGN)
			sigaction(stops[i], &sa, NULL);
	}
}

int proof_out_open(proof_out *o, const char *path, const char *header)
{
	const char *slash = strrchr(path, '/');
	size_t dirlen = slash ? (size_t)(slash - path) + 1 : 0;
	struct stat st;
	mode_t mask;
	int fd;

	memset(o, 0, sizeof *o);
	o->path = path;
	/* rename would put a file in place of a link, a device or a directory */
	if (lstat(path, &st) == 0 && !S_ISREG(st.st_mode)) {
		cli_error("prove: %s: %s", path, S_ISLNK(st.st_mode) ?
			  "a symbolic link: not replaced" :
			  "not a regular file");
		return EXIT_USAGE;
	}
	if (!(o->tmp = malloc(strlen(path) + 16))) {
		cli_error("prove: %s", boggle_strerror(BOGGLE_NOMEM));
		return EXIT_IO;
	}
	/*
	 * Hidden, so that a glob of the finished files leaves it out; one
	 * name a task, so that one a kill left behind is taken over, and a
	 * run of the same task still writing it holds its lock.
	 */
	sprintf(o->tmp, "%.*s.%s.tmp", (int)dirlen, path, path + dirlen);
	if ((fd = open(o->tmp, O_RDWR | O_CREAT | O_NOFOLLOW, 0666)) < 0 ||
	    lock_file(fd) < 0) {
		int busy = fd >= 0 && (errno == EACCES || errno == EAGAIN);

		cli_error("prove: %s: %s", busy ? path : o->tmp, busy ?
			  "another boggle prove is writing it" :
			  strerror(errno));
		if (fd >= 0)
			close(fd);
		free(o->tmp);
		o->tmp = NULL;
		return EXIT_IO;
	}
	o->fd = fd;
	o->live = 1;
	guard(o->tmp);
	mask = umask(0);
	umask(mask);
	if (ftruncate(fd, 0) < 0 || fchmod(fd, 0666 & ~mask) < 0 ||
	    proof_append(o, header, strlen(header)) != 0) {
		cli_error("prove: %s: %s", o->tmp,
			  strerror(o->failed ? o->failed : errno));
		proof_out_close(o, 0);
		return EXIT_IO;
	}
	return EXIT_OK;
}

int proof_out_close(proof_out *o, int ok)
{
	char end[64];
	int status = EXIT_OK;

	if (!o->live)
		return EXIT_OK;
	o->live = 0;
	if (ok && o->tmp) {
		boggle_proof_end_line(o->records, end, sizeof end);
		if (proof_append(o, end, strlen(end)) != 0 || fsync(o->fd) < 0) {
			cli_error("prove: %s: %s", o->tmp,
				  strerror(o->failed ? o->failed : errno));
			status = EXIT_IO;
		}
	}
	if (close(o->fd) != 0 && ok && status == EXIT_OK) {
		cli_error("prove: %s: %s", o->tmp ? o->tmp : o->path,
			  strerror(errno));
		status = EXIT_IO;
	}
	if (!o->tmp)
		return status;
	if (ok && status == EXIT_OK && rename(o->tmp, o->path) < 0) {
		cli_error("prove: %s: %s", o->path, strerror(errno));
		status = EXIT_IO;
	}
	if (!ok || status != EXIT_OK)
		unlink(o->tmp);
	guard(NULL);
	free(o->tmp);
	o->tmp = NULL;
	return status;
}

int proof_open(const char *path, int resume, boggle_proof *proof,
	       proof_out *out)
{
	char head[BOGGLE_PROOF_HEADER_MAX];
	size_t hlen = boggle_proof_header(proof, NULL, head, sizeof head);
	boggle_code code;
	struct stat st;
	int fd;

	memset(out, 0, sizeof *out);
	out->path = path;
	fd = open(path, resume ? O_RDWR | O_CREAT | O_APPEND :
		  O_WRONLY | O_CREAT | O_EXCL | O_APPEND, 0666);
	if (fd < 0 && errno == EEXIST) {
		cli_error("prove: %s is there already: --resume goes on from it",
			  path);
		return EXIT_USAGE;
	}
	if (fd < 0) {
		cli_error("prove: %s: %s", path, strerror(errno));
		return EXIT_IO;
	}
	/* a device or a pipe would be read without end, or not again */
	if (resume && (fstat(fd, &st) < 0 || !S_ISREG(st.st_mode))) {
		cli_error("prove: %s: not a regular file", path);
		close(fd);
		return EXIT_USAGE;
	}
	if (lock_file(fd) < 0) {
		cli_error("prove: %s: %s", path, errno == EACCES ||
			  errno == EAGAIN ? "another boggle prove is writing "
			  "to it" : strerror(errno));
		close(fd);
		return EXIT_IO;
	}
	out->fd = fd;
	if (resume) {
		code = boggle_proof_read(proof, path, BOGGLE_PROOF_RESUME,
					 fd_read, &fd);
		if (code != BOGGLE_OK) {
			proof_said("prove", proof);
			close(fd);
			return proof_status(code);
		}
		/* a last line a kill cut short goes, and its class is redone;
		   a header cut short is written again */
		out->good = (off_t)boggle_proof_whole(proof);
		if (out->good < st.st_size && ftruncate(fd, out->good) < 0) {
			cli_error("prove: %s: %s", path, strerror(errno));
			close(fd);
			return EXIT_IO;
		}
	}
	if (!out->good && proof_append(out, head, hlen) != 0) {
		cli_error("prove: %s: %s", path, strerror(out->failed));
		close(fd);
		return EXIT_IO;
	}
	out->live = 1;
	return EXIT_OK;
}

int proof_read(const char *cmd, const char *path, boggle_proof *proof)
{
	struct stat st;
	boggle_code code;
	int fd = open(path, O_RDONLY | O_NONBLOCK);

	if (fd < 0) {
		cli_error("%s: %s: %s", cmd, path, strerror(errno));
		return EXIT_IO;
	}
	if (fstat(fd, &st) < 0 || !S_ISREG(st.st_mode)) {
		cli_error("%s: %s: not a regular file", cmd, path);
		close(fd);
		return EXIT_USAGE;
	}
	code = boggle_proof_read(proof, path, 0, fd_read, &fd);
	close(fd);
	if (code != BOGGLE_OK)
		proof_said(cmd, proof);
	return proof_status(code);
}
