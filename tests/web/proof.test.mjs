// The JavaScript package's proofs against the command line: mergeProof
// returns what 'boggle prove merge -f json' prints, verifyProof what
// 'boggle prove verify -f json' prints for the same files and seed, on
// workers or not; a forged file throws in the command's words.
//   BOGGLE=path/to/boggle BOGGLE_WEB=build/web node --test tests/web/proof.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';

const BOGGLE = process.env.BOGGLE;
const WEB = process.env.BOGGLE_WEB;
const boggle = await import(join(WEB, 'pkg', 'boggle.mjs'));
const here = new URL('.', import.meta.url).pathname;
const PROOFS = join(here, '..', '..', 'doc', 'proofs');
const SHARED = process.env.BOGGLE_SHARED_DIR || join(here, '..', '..', '..', 'shared');
const tmp = mkdtempSync(join(tmpdir(), 'boggle-proof-'));
process.on('exit', () => rmSync(tmp, { recursive: true, force: true }));

/* What the command prints on stdout as JSON, and its exit status. */
function cli(...args) {
	const r = spawnSync(BOGGLE, args, { encoding: 'utf8', maxBuffer: 1 << 28 });
	return { status: r.status, json: r.stdout ? JSON.parse(r.stdout) : null, err: r.stderr };
}
/* A proof of the built-in list made by the command, as a file here. */
function made(name, ...args) {
	const path = join(tmp, name);
	execFileSync(BOGGLE, ['prove', ...args, '-o', path], { stdio: 'ignore' });
	return path;
}
/* The checksum a line's text calls for, as a forger makes it fit. */
function reseal(line) {
	const at = line.lastIndexOf(', "sum": "');
	const body = line.slice(0, at);
	let h = 0xcbf29ce484222325n;
	for (const b of Buffer.from(body)) {
		h ^= BigInt(b);
		h = (h * 0x100000001b3n) & 0xffffffffffffffffn;
	}
	return `${body}, "sum": "${h.toString(16).padStart(16, '0')}"}`;
}

const p3 = made('p3.jsonl', '-z', '3x3', '--tiles', 'aerstl', '--min-score', '200');

test('mergeProof gives what prove merge -f json prints', async () => {
	const want = cli('prove', 'merge', '-f', 'json', p3);
	assert.equal(want.status, 0, want.err);
	assert.deepEqual(await boggle.mergeProof(readFileSync(p3, 'utf8')), want.json);
	// bytes, a gzip file, a Blob, a stream, and tasks' files together
	const gz = join(tmp, 'p3.jsonl.gz');
	writeFileSync(gz, gzipSync(readFileSync(p3)));
	assert.deepEqual(await boggle.mergeProof([readFileSync(gz)]), want.json);
	assert.deepEqual(await boggle.mergeProof(new Blob([readFileSync(p3)])), want.json);
	assert.deepEqual(await boggle.mergeProof(new Blob([readFileSync(gz)]).stream()), want.json);
	const tasks = [0, 1, 2].map((i) => made(`t${i}.jsonl`, '-z', '3x3', '--tiles', 'aerstl',
		'--min-score', '200', '--task', `${i}/3`));
	const merged = cli('prove', 'merge', '-f', 'json', ...tasks);
	assert.deepEqual(await boggle.mergeProof(tasks.map((t) => readFileSync(t))), merged.json);
	// the header, and the list it names by checksum
	const head = await boggle.proofHeader(readFileSync(gz));
	assert.equal(head.boggle_prove, 4);
	assert.equal(boggle.builtinWords().checksum(4), head.list_sha256);
	assert.equal(boggle.builtinWords().checksum(3), head.list);
	// CommonJS has them too
	const require = createRequire(import.meta.url);
	const cjs = require(join(WEB, 'pkg', 'boggle.cjs'));
	assert.deepEqual(await cjs.mergeProof(readFileSync(p3, 'utf8')), want.json);
});

test('verifyProof gives what prove verify -f json prints, on workers or not', async () => {
	for (const [sample, seed] of [[0, 3], [5, 11], [2, 12345678901234567890n]]) {
		const want = cli('prove', 'verify', '-f', 'json', '--sample', String(sample || 102),
			'--seed', String(seed), p3);
		assert.equal(want.status, 0, want.err);
		for (const workers of [1, 2]) {
			const got = await boggle.verifyProof([readFileSync(p3)], { sample: sample || 102,
				seed, workers });
			assert.deepEqual(got, want.json, `sample ${sample} seed ${seed} workers ${workers}`);
		}
	}
	// progress as each class is done, and a stop
	const seen = [];
	await boggle.verifyProof(readFileSync(p3), { sample: 4, seed: 1,
		onProgress: (p) => seen.push(p.done) });
	assert.deepEqual(seen, [0, 1, 2, 3, 4]);
	const stop = new AbortController();
	stop.abort(new Error('asked to stop'));
	await assert.rejects(boggle.verifyProof(readFileSync(p3), { signal: stop.signal }),
		/asked to stop/);
});

test('verifyProof catches a board left out as verify does, in the same object', async () => {
	const lines = readFileSync(p3, 'utf8').trimEnd().split('\n');
	const i = lines.findIndex((l) => l.includes('"boards": [['));
	const r = JSON.parse(lines[i]);
	r.boards.shift();
	delete r.sum;
	lines[i] = reseal(JSON.stringify(r).replace(/,"/g, ', "').replace(/":/g, '": ')
		.replace(/\],\[/g, '], [').replace(/\}$/, ', "sum": "0"}'));
	const less = join(tmp, 'less.jsonl');
	writeFileSync(less, lines.join('\n') + '\n');
	const want = cli('prove', 'verify', '-f', 'json', '--seed', '7', less);
	assert.equal(want.status, 1, want.err);
	assert.equal(want.json.as_recorded, false);
	for (const workers of [1, 2])
		assert.deepEqual(await boggle.verifyProof({ name: less, data: readFileSync(less) },
			{ seed: 7, workers }), want.json);
});

test('forged and foreign files throw BoggleError in the command\'s words', async () => {
	const text = readFileSync(p3, 'utf8');
	const cases = [
		[text.replace('"min_score": 200', '"min_score": 199'), 'BOGGLE_DAMAGED',
			/^f\.jsonl: line 1: damaged: its checksum does not match$/],
		[text.split('\n').slice(0, 5).join('\n') + '\n{"cla', 'BOGGLE_SYNTAX',
			/^f\.jsonl: line 6 is cut short: --resume the proof first$/],
		[text.split('\n').filter((l, i) => i !== 3).join('\n'), 'BOGGLE_UNSOUND',
			/^1 classes missing: \d+$/],
		['not a proof\n', 'BOGGLE_SYNTAX', /^f\.jsonl: not a proof's file$/],
	];
	for (const [data, code, message] of cases) {
		const path = join(tmp, 'f.jsonl');
		writeFileSync(path, data);
		const said = cli('prove', 'merge', path).err.trim().split('\n')
			.map((l) => l.replace(/^boggle: prove merge: /, '').replace(path, 'f.jsonl'));
		await assert.rejects(boggle.mergeProof({ name: 'f.jsonl', data }), (e) => {
			assert.equal(e.name, 'BoggleError');
			assert.equal(e.code, code);
			assert.match(e.message, message);
			assert.equal(e.message, said.join('\n'));
			return true;
		});
	}
	// a list of another language, or no list where one is needed
	await assert.rejects(boggle.mergeProof(readFileSync(join(PROOFS, '3x4-de-1624.jsonl.gz'))),
		/no built-in list for 'de'/);
	await assert.rejects(boggle.verifyProof(text, { sample: -1 }), /sample: number -1/);
	await assert.rejects(boggle.mergeProof(42), /files: number 42 is not a proof's file/);
});

/* The package's refusal of a file against the command's, in the command's words. */
async function sameRefusal(name, data, code) {
	const path = join(tmp, name);
	writeFileSync(path, data);
	const said = cli('prove', 'merge', path);
	assert.notEqual(said.status, 0, `the command took ${name}`);
	const want = said.err.trim().split('\n')
		.map((l) => l.replace(/^boggle: prove merge: /, '').replace(path, name)).join('\n');
	await assert.rejects(boggle.mergeProof({ name, data }), (e) => {
		assert.equal(e.name, 'BoggleError');
		assert.equal(e.code, code);
		assert.equal(e.message, want);
		return true;
	});
}

test('counts past 32 bits are read and said whole, as the command does', async () => {
	// a task's end line that counts 2^32 records more than it holds
	const task = readFileSync(made('e0.jsonl', '-z', '3x3', '--tiles', 'aerstl',
		'--min-score', '200', '--task', '0/3'), 'utf8').trimEnd().split('\n');
	const end = task.length - 1, n = JSON.parse(task[end]).end;
	task[end] = `{"end": ${n + 2 ** 32}}`;
	await sameRefusal('end.jsonl', task.join('\n') + '\n', 'BOGGLE_SYNTAX');
	// a header of a shape of more than 2^32 classes, no record after it
	const big = join(tmp, 'big.jsonl');
	spawnSync(BOGGLE, ['prove', '-z', '5x5', '--min-score', '100000', '-o', big],
		{ timeout: 3000, killSignal: 'SIGKILL', stdio: 'ignore' });
	const head = readFileSync(big, 'utf8').split('\n')[0];
	assert.ok(JSON.parse(head).classes > 2 ** 32, head);
	await sameRefusal('big.jsonl', head + '\n', 'BOGGLE_UNSOUND');
});

test('a header\'s bytes are checked as they are, not as text decoded', async () => {
	// a list's path of bytes that are not UTF-8, the header's checksum of them
	const text = readFileSync(p3);
	const nl = text.indexOf(10);
	const body = Buffer.concat([text.subarray(0, nl - 28), Buffer.from(', "list_path": "/tmp/l'),
		Buffer.from([0xff, 0xfe]), Buffer.from('"')]);
	let h = 0xcbf29ce484222325n;
	for (const b of body) {
		h ^= BigInt(b);
		h = (h * 0x100000001b3n) & 0xffffffffffffffffn;
	}
	const data = Buffer.concat([body, Buffer.from(`, "sum": "${h.toString(16).padStart(16, '0')}"}`),
		text.subarray(nl)]);
	const path = join(tmp, 'bytes.jsonl');
	writeFileSync(path, data);
	const want = cli('prove', 'merge', '-f', 'json', path);
	assert.equal(want.status, 0, want.err);
	assert.deepEqual(await boggle.mergeProof({ name: path, data }), want.json);
});

test('files of versions 2 and 3 are warned of as the command warns, lists named by SHA-256', async () => {
	const lines = readFileSync(p3, 'utf8').split('\n');
	const v3 = reseal(lines[0].replace('"boggle_prove": 4', '"boggle_prove": 3')
		.replace(/, "(list|exclude)_sha256": "[0-9a-f]*"/g, '').replace(/, "exclude_sha256": "none"/, ''));
	const v2 = v3.replace('"boggle_prove": 3', '"boggle_prove": 2').replace(/, "sum": "[0-9a-f]*"\}$/, '}');
	for (const [name, head, n] of [['v3.jsonl', v3, 1], ['v2.jsonl', v2, 2]]) {
		const path = join(tmp, name);
		writeFileSync(path, [head, ...lines.slice(1)].join('\n'));
		const want = cli('prove', 'merge', '-f', 'json', path);
		assert.equal(want.status, 0, want.err);
		assert.equal(want.json.warnings.length, n, want.err);
		const said = want.err.trim().split('\n').map((l) => l.replace(/^boggle: prove merge: /, ''));
		assert.deepEqual(said.slice(-n), want.json.warnings);
		assert.match(want.json.warnings.at(-1), /^1 file of version \d: the list named by a 64-bit checksum/);
		assert.deepEqual(await boggle.mergeProof({ name: path, data: readFileSync(path) }), want.json);
		const v = cli('prove', 'verify', '-f', 'json', '--sample', '3', '--seed', '4', path);
		assert.equal(v.status, 0, v.err);
		assert.deepEqual(v.json.warnings, want.json.warnings);
		assert.match(v.json.proof, new RegExp(`list ${boggle.builtinWords().checksum(4)} of`));
		assert.deepEqual(await boggle.verifyProof({ name: path, data: readFileSync(path) },
			{ sample: 3, seed: 4 }), v.json);
	}
});

test('gzip damaged or cut short is refused by name, as a BoggleError', async () => {
	const gz = gzipSync(readFileSync(p3));
	for (const [what, data] of [['trailing bytes', Buffer.concat([gz, Buffer.from('garbage')])],
		['cut short', gz.subarray(0, gz.length - 40)], ['two bytes', gz.subarray(0, 2)]])
		await assert.rejects(boggle.mergeProof({ name: 'g.jsonl.gz', data }), (e) => {
			assert.equal(e.name, 'BoggleError', what);
			assert.equal(e.code, 'BOGGLE_SYNTAX', what);
			assert.equal(e.message, 'g.jsonl.gz: compressed with gzip, but damaged or cut ' +
				'short: it does not unpack', what);
			return true;
		});
});

test('every proof file of the fuzz corpus: the package\'s verdict is the command\'s', async () => {
	const corpus = join(here, '..', 'fuzz', 'corpus', 'proof');
	for (const f of readdirSync(corpus).sort()) {
		const path = join(corpus, f);
		const want = cli('prove', 'merge', '-f', 'json', path);
		const data = readFileSync(path);
		if (want.status === 0) {
			assert.deepEqual(await boggle.mergeProof({ name: path, data }), want.json, f);
			continue;
		}
		const said = want.err.trim().split('\n').map((l) => l.replace(/^boggle: prove merge: /, ''))
			.join('\n');
		await assert.rejects(boggle.mergeProof({ name: path, data }), (e) => {
			assert.equal(e.name, 'BoggleError', f);
			assert.equal(e.message, said, f);
			return true;
		}, f);
	}
});

test('a published 3x4 proof verified as the command verifies it', async (t) => {
	let words;
	try {
		words = readFileSync(join(SHARED, 'dicts', 'enable2k.txt'));
	} catch (e) {
		t.skip(`no ${SHARED}/dicts/enable2k.txt`);
		return;
	}
	const list = boggle.loadWords(words);
	const gz = join(PROOFS, '3x4-enable2k-1500.jsonl.gz');
	const plain = join(tmp, 'enable2k.jsonl');
	writeFileSync(plain, gunzipSync(readFileSync(gz)));
	const want = cli('prove', 'verify', '-f', 'json', '-j', '2', '--sample', '6', '--seed', '5',
		'-d', join(SHARED, 'dicts', 'enable2k.txt'), plain);
	assert.equal(want.status, 0, want.err);
	const got = await boggle.verifyProof({ name: plain, data: readFileSync(gz) },
		{ words: list, sample: 6, seed: 5, workers: 2 });
	assert.deepEqual(got, want.json);
	const merged = cli('prove', 'merge', '-f', 'json', '-d', join(SHARED, 'dicts', 'enable2k.txt'), plain);
	assert.deepEqual(await boggle.mergeProof(readFileSync(gz), { words: list }), merged.json);
	// the built-in list is not the proof's: said as the command says it
	await assert.rejects(boggle.mergeProof({ name: 'e.jsonl', data: readFileSync(gz) }),
		/^BoggleError: e\.jsonl: from a proof of another list \('416da9095ed2289b'; this one: ae8b9389a21e3063\)/);
	list.free();
});
