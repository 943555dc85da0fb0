// The JavaScript package's throwBoards(n) against n calls of throw(): the
// time each takes, the process's peak memory, the module's C memory, and
// the heap once the boards are let go.  Each count runs in a process of its
// own, given LIMIT seconds.  It prints; it asserts nothing.
//   node tests/bench/throw.mjs [BUILD_DIR] [COUNTS] [LIMIT]
//   node tests/bench/throw.mjs build 10000,40000,1000000 600
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';

const build = resolve(process.argv[2] || 'build');
const counts = (process.argv[3] || '10000,40000,1000000').split(',').map(Number);
const limit = Number(process.argv[4] || 600);
const pkg = join(build, 'web', 'pkg', 'boggle.mjs');

// one count: what it took, as JSON on its last line
const child = (n, how) => `
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc');
const b = await import(${JSON.stringify(pkg)});
const mb = (x) => Math.round(x / 2 ** 20);
b.throwBoards(10, { seed: 1 });
gc();
const heap0 = process.memoryUsage().heapUsed, c0 = b.memoryBytes();
const t = performance.now();
let boards;
if (${JSON.stringify(how)} === 'throwBoards') {
	boards = b.throwBoards(${n}, { seed: 1 });
} else {
	boards = new Array(${n});
	for (let i = 0; i < ${n}; i++)
		boards[i] = b.throw({ seed: i });
}
const secs = (performance.now() - t) / 1000;
const held = boards.length;
gc();
const heapHeld = process.memoryUsage().heapUsed - heap0;
boards = null;
gc();
const heapAfter = process.memoryUsage().heapUsed - heap0;
console.log(JSON.stringify({ secs, held, peakRss: mb(process.resourceUsage().maxRSS * 1024),
	heapHeld: mb(heapHeld), heapAfter: mb(heapAfter), cGrew: mb(b.memoryBytes() - c0) }));
`;

console.log(`== throwBoards(n) and n throw() calls, ${pkg}`);
console.log('call          n         seconds  peak RSS MB  heap held MB  heap after MB  C memory grew MB');
for (const n of counts) {
	for (const how of ['throwBoards', 'throw']) {
		const run = spawnSync(process.execPath, ['--input-type=module', '-e', child(n, how)],
			{ encoding: 'utf8', timeout: limit * 1000, maxBuffer: 1 << 24 });
		const last = run.stdout.trim().split('\n').pop();
		let r = null;
		try {
			r = JSON.parse(last);
		} catch {
			r = null;
		}
		const name = how.padEnd(12);
		if (!r || r.held !== n) {
			const why = run.error && run.error.code === 'ETIMEDOUT' ? `did not finish in ${limit} s` :
				(run.stderr.trim().split('\n').pop() || `exit ${run.status}`);
			console.log(`${name}  ${String(n).padEnd(8)}  ${why}`);
			continue;
		}
		console.log(`${name}  ${String(n).padEnd(8)}  ${r.secs.toFixed(2).padStart(7)}  ` +
			`${String(r.peakRss).padStart(11)}  ${String(r.heapHeld).padStart(12)}  ` +
			`${String(r.heapAfter).padStart(13)}  ${String(r.cGrew).padStart(16)}`);
	}
}
