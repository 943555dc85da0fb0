// The JavaScript module against the command line on the same boards: every
// call's answer is what the program prints (JSON, or its lines).
//   BOGGLE=path/to/boggle BOGGLE_WEB=build/web node --test tests/web/
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { gunzipSync } from 'node:zlib';
import { runInNewContext } from 'node:vm';

const BOGGLE = process.env.BOGGLE;
const here = new URL('.', import.meta.url).pathname;
const WEB = process.env.BOGGLE_WEB;
const boggle = await import(join(WEB, 'pkg', 'boggle.mjs'));

const cli = (...args) => execFileSync(BOGGLE, args, { encoding: 'utf8',
	maxBuffer: 1 << 28 });
const jsonLines = (text) => text.trim().split('\n').map((l) => JSON.parse(l));

test('thrown boards are the ones boggle throw --seed gives', () => {
	for (const [opts, args] of [
		[{}, []],
		[{ set: 'classic' }, ['--set', 'classic']],
		[{ set: 'big' }, ['--set', 'big']],
		[{ set: 'superbig' }, ['--set', 'superbig']],
		[{ size: '3x5' }, ['--size', '3x5']],
		[{ lang: 'pl' }, ['--lang', 'pl']],
		[{ lang: 'es', size: '5x5' }, ['--lang', 'es', '--size', '5x5']],
	]) {
		const seed = 1000 + args.length;
		const got = boggle.throwBoards(25, { ...opts, seed }).map(String);
		const want = cli('throw', '-n', '25', '--seed', String(seed), ...args)
			.trim().split('\n');
		assert.deepEqual(got, want, JSON.stringify(opts));
		assert.equal(boggle.throw({ ...opts, seed }).text, want[0]);
	}
});

test('solve gives what boggle solve -f json prints', () => {
	const boards = cli('throw', '-n', '40', '--seed', '5').trim().split('\n');
	boards.push(...cli('throw', '-n', '5', '--seed', '6', '--set', 'big').trim().split('\n'));
	boards.push(...cli('throw', '-n', '5', '--seed', '6', '--set', 'superbig').trim().split('\n'));
	boards.push('pers/late/sind', 'q[th]es/a.st/[in]ert');
	const want = jsonLines(cli('solve', '-f', 'json', ...boards));
	assert.equal(want.length, boards.length);
	boards.forEach((b, i) => assert.deepEqual(boggle.solve(b), want[i], b));
	// total() counts as -f summary does
	const summary = cli('solve', '-f', 'summary', ...boards).trim().split('\n');
	boards.forEach((b, i) => assert.equal(
		`${want[i].board}\t${Object.values(boggle.total(b)).join('\t')}`, summary[i]));
	// the same under other rules and scorings
	for (const args of [['--scoring', 'letters', '--bonus', 'T.../.d../..t./...D'],
		['--scoring', 'words'], ['-m', '5'], ['--rules', 'superbig']]) {
		const opts = { scoring: args[1] === 'letters' || args[1] === 'words' ?
			args[1] : undefined, bonus: args[3], min: args[0] === '-m' ?
			Number(args[1]) : undefined, rules: args[0] === '--rules' ? args[1] :
			undefined };
		const some = boards.slice(0, 10);
		const w = jsonLines(cli('solve', '-f', 'json', ...args, ...some));
		some.forEach((b, i) => assert.deepEqual(boggle.solve(b, opts), w[i],
			`${args.join(' ')} ${b}`));
	}
});

test('other languages, with the Debian lists loaded as text', (t) => {
	let tried = 0;
	for (const [lang, list] of [['fr', 'french'], ['de', 'ngerman'],
		['es', 'spanish'], ['pl', 'polish'], ['uk', 'ukrainian']]) {
		const path = `/usr/share/dict/${list}`;
		if (!existsSync(path)) {
			t.diagnostic(`no ${path}: ${lang} skipped`);
			continue;
		}
		tried++;
		const words = boggle.loadWords(readFileSync(path), { lang });
		assert.equal(words.lang, lang);
		const boards = cli('throw', '--lang', lang, '-n', '8', '--seed', '9')
			.trim().split('\n');
		const want = jsonLines(cli('solve', '--lang', lang, '-d', path, '-f',
			'json', ...boards));
		boards.forEach((b, i) => assert.deepEqual(
			boggle.solve(boggle.parse(b, { lang }), { words }), want[i], `${lang} ${b}`));
		words.free();
	}
	if (!tried)
		t.skip('no Debian word lists installed');
});

test('a game scores as boggle score -f json', () => {
	const dir = mkdtempSync(join(tmpdir(), 'boggle-web-'));
	try {
		const board = cli('throw', '--seed', '11').trim();
		const found = boggle.solve(board).words.map((w) => w.word);
		const ann = [...found.slice(0, 12), 'zzz', 'Tea', found[3], 'qi', 'ab'];
		const bob = [...found.slice(8, 20), 'notaword', found[9].toUpperCase()];
		writeFileSync(join(dir, 'ann.txt'), ann.join('\n') + '\n');
		writeFileSync(join(dir, 'bob.txt'), bob.join('\n') + '\n');
		for (const penalty of [false, true]) {
			const want = JSON.parse(cli('score', '-f', 'json',
				...(penalty ? ['--penalty'] : []), board,
				join(dir, 'ann.txt'), join(dir, 'bob.txt')));
			assert.deepEqual(boggle.score(board, { ann, bob }, { penalty }), want);
		}
		const fr = boggle.loadWords('élève\nélevé\nlève\nrete\n', { lang: 'fr' });
		writeFileSync(join(dir, 'fr.txt'), 'élève\neleve\nLÈVE\nvert\nte\n');
		writeFileSync(join(dir, 'list.txt'), 'élève\nélevé\nlève\nrete\n');
		const want = JSON.parse(cli('score', '--lang', 'fr', '-d', join(dir, 'list.txt'),
			'-f', 'json', 'elev/rtse', join(dir, 'fr.txt')));
		const got = boggle.score(boggle.parse('elev/rtse', { lang: 'fr' }),
			{ fr: ['élève', 'eleve', 'LÈVE', 'vert', 'te'] }, { words: fr });
		assert.deepEqual(got, want);
	} finally {
		rmSync(dir, { recursive: true });
	}
});

test('plant, check and find answer as the command does', () => {
	assert.equal(boggle.plant('superego', { seed: 3 }).text,
		cli('throw', '--plant', 'superego', '--seed', '3').trim());
	assert.equal(boggle.plant(undefined, { seed: 4, size: '5x5' }).text,
		cli('throw', '--plant', '--size', '5x5', '--seed', '4').trim());
	for (const b of ['wnusephegoecoert', 'zzzzzzzzzzzzzzzz', 'aaaaaaaaaaaaaaaa']) {
		// exit status 1 for a board the set cannot throw
		const run = spawnSync(BOGGLE, ['check', b], { encoding: 'utf8' });
		const line = run.stdout.trim();
		assert.equal(run.status, line.endsWith('can throw it') ? 0 : 1);
		const got = boggle.check(b);
		assert.equal(got.ok, line.endsWith('can throw it'), line);
		if (!got.ok)
			assert.ok(line.endsWith(got.why), `${line} / ${got.why}`);
	}
	const show = JSON.parse(cli('solve', '--show', 'superego', '-f', 'json',
		'wnusephegoecoert'));
	assert.deepEqual(boggle.find('wnusephegoecoert', 'superego'), show.path);
	assert.equal(boggle.find('wnusephegoecoert', 'zebra'), null);
});

test('rules by shape and options, and the best board found', () => {
	assert.deepEqual(boggle.rules(), { minLetters: 3, scoring: 'classic', bonus: null });
	assert.deepEqual(boggle.rules({ size: '5x5' }), { minLetters: 4, scoring: 'classic', bonus: null });
	assert.deepEqual(boggle.rules({ size: '6x6' }), { minLetters: 4, scoring: 'superbig', bonus: null });
	assert.deepEqual(boggle.rules({ scoring: 'letters', bonus: 'T.../..../..../....' }),
		{ minLetters: 2, scoring: 'letters', bonus: 'T.../..../..../....' });
	assert.deepEqual(boggle.rules({ rules: 'big', min: 5 }), { minLetters: 5, scoring: 'classic', bonus: null });
	// best: the score it claims is the one the command gives its board,
	// and the same seed finds the same board
	const found = boggle.best({ steps: 3000, seed: 5 });
	const [, words, points] = cli('solve', '-f', 'summary', found.board.text).trim().split('\t');
	assert.equal(found.score, Number(points));
	assert.ok(Number(words) > 0);
	assert.deepEqual(boggle.best({ steps: 3000, seed: 5 }), found);
	const bigger = boggle.best({ set: 'big', steps: 2000, seed: 2 });
	assert.equal(bigger.board.rows, 5);
	assert.ok(boggle.check(bigger.board, { set: 'big' }).ok);
	assert.equal(bigger.score, Number(cli('solve', '-f', 'summary', bigger.board.text).trim().split('\t')[2]));
});

test('the package and the command score alike under every rule both take', () => {
	// a board of each edition's shape, and every choice of rules, scoring
	// and shortest word the command's options and the package's name
	const boards = ['new', 'big', 'superbig'].map((set) => cli('throw', '--set', set, '--seed', '7').trim());
	let compared = 0;
	for (const text of boards)
		for (const rules of [undefined, 'classic', 'big', 'superbig'])
			for (const scoring of [undefined, 'rules', 'letters', 'words'])
				for (const min of [undefined, 2, 6]) {
					const opts = { rules, scoring, min };
					const args = ['solve', '-f', 'summary'];
					for (const [key, flag] of [['rules', '--rules'], ['scoring', '--scoring'], ['min', '-m']])
						if (opts[key] !== undefined)
							args.push(flag, String(opts[key]));
					const [, count, score] = cli(...args, text).trim().split('\t');
					const got = boggle.solve(text, opts);
					assert.deepEqual([got.count, got.score], [Number(count), Number(score)], args.join(' '));
					// the rules written back: the command reads the package's
					// options as the same rules, and the package its fields
					const b = boggle.parse(text), size = `${b.rows}x${b.cols}`;
					const said = boggle.rulesText({ size, ...opts });
					const again = cli('solve', '-f', 'summary', ...said.split(' ').filter(Boolean), text);
					assert.deepEqual(again.trim().split('\t').slice(1), [count, score], `${args.join(' ')}: ${said}`);
					const fields = Object.fromEntries(new URLSearchParams(
						boggle.rulesText({ size, ...opts, form: 'fields' })));
					if (fields.min !== undefined)
						fields.min = Number(fields.min);
					assert.deepEqual(boggle.rules({ size, ...fields }), boggle.rules({ size, ...opts }));
					compared++;
				}
	// bonus squares, which only letter scoring takes
	const bonus = 'T.../..d./.D../...t';
	const [, count, score] = cli('solve', '-f', 'summary', '--scoring', 'letters', '--bonus', bonus,
		boards[0]).trim().split('\t');
	const got = boggle.solve(boards[0], { scoring: 'letters', bonus });
	assert.deepEqual([got.count, got.score], [Number(count), Number(score)]);
	assert.equal(compared, 3 * 4 * 4 * 3);
	// and refuse alike a shortest word neither takes, in the command's words
	for (const min of [0, -1, 129]) {
		const run = spawnSync(BOGGLE, ['solve', '-m', String(min), boards[0]], { encoding: 'utf8' });
		const said = run.stderr.replace(/^boggle: solve: --(.*) \(see .*\n$/, '$1');
		assert.notEqual(said, run.stderr, run.stderr);
		assert.throws(() => boggle.solve(boards[0], { min }),
			(e) => e instanceof boggle.BoggleError && e.message === said, said);
	}
});

test('the package writes rules as the command and a proof header write them', () => {
	const dir = mkdtempSync(join(tmpdir(), 'boggle-rules-'));
	try {
		for (const [n, opts] of [{ scoring: 'letters', min: 3, bonus: 'T./.d' },
			{ scoring: 'words' }, { rules: 'superbig' }, { min: 2 }].entries()) {
			const args = boggle.rulesText({ size: '2x2', ...opts }).split(' ');
			const file = join(dir, `p${n}.jsonl`);
			cli('prove', '-z', '2x2', '--min-score', '3', ...args, '-o', file);
			// the command names the options a proof was proven under
			const run = spawnSync(BOGGLE, ['prove', 'merge', '-z', '2x2', '--min-score', '3', file],
				{ encoding: 'utf8' });
			assert.equal(run.status, 2);
			assert.equal(/give (.*) as it was proven/.exec(run.stderr)[1], args.join(' '));
			const head = readFileSync(file, 'utf8').split('\n')[0];
			assert.ok(head.includes(`, ${boggle.rulesText({ size: '2x2', ...opts, form: 'header' })}, `), head);
		}
	} finally {
		rmSync(dir, { recursive: true, force: true });
	}
	// no size: the text that gives the same rules on every shape
	assert.equal(boggle.rulesText({ rules: 'big' }), '--rules big');
	assert.equal(boggle.rulesText({ size: '5x5', rules: 'big' }), '');
	assert.throws(() => boggle.rulesText({ form: 'json' }), /form: 'json' is not one of options, fields, header/);
});

test('the package says which rules take bonus squares as the command judges them', () => {
	for (const rules of [undefined, 'classic', 'superbig'])
		for (const scoring of [undefined, 'rules', 'letters', 'words']) {
			const args = [...(rules ? ['--rules', rules] : []), ...(scoring ? ['--scoring', scoring] : [])];
			const run = spawnSync(BOGGLE, ['solve', '-f', 'summary', ...args, '--bonus', 'T./.d', 'abcd'],
				{ encoding: 'utf8' });
			assert.equal(boggle.takesBonus({ rules, scoring }), run.status === 0, `${args.join(' ')}: ${run.stderr}`);
		}
	assert.throws(() => boggle.takesBonus({ scoring: 'points' }), /unknown scoring 'points'/);
});

test('the page and the command draw the same picture', () => {
	const want = cli('solve', '--show', 'superego', '-f', 'svg',
		'--scoring', 'letters', '--bonus', 'T.../.d../..t./...D', 'wnusephegoecoert');
	const points = boggle.solve('wnusephegoecoert', { scoring: 'letters',
		bonus: 'T.../.d../..t./...D' }).words.find((w) => w.word === 'superego');
	const got = boggle.svg('wnusephegoecoert', { path: points.path,
		bonus: 'T.../.d../..t./...D', title: `superego: ${points.score} points` });
	assert.equal(got, want);
});

test('errors carry the code and the message of the library', () => {
	const cases = [
		[() => boggle.parse('ab1cdefghijklmnop'), 'BOGGLE_SYNTAX'],
		[() => boggle.parse('abc/de'), 'BOGGLE_SYNTAX'],
		[() => boggle.solve('abcd', { scoring: 'letters', bonus: 'T.../....' }), 'BOGGLE_WRONG_LANG'],
		[() => boggle.solve('abcd', { bonus: 'x' }), 'BOGGLE_SYNTAX'],
		[() => boggle.throw({ set: 'nosuch' }), 'BOGGLE_MISUSE'],
		[() => boggle.throw({ lang: 'xx' }), 'BOGGLE_MISUSE'],
		[() => boggle.solve(boggle.parse('abcd', { lang: 'fr' })), 'BOGGLE_MISUSE'],
		[() => boggle.plant('zzzzzzzzzzzzzzzzzz', { seed: 1 }), 'BOGGLE_MISUSE'],
		[() => boggle.loadWords(Buffer.from([0x61, 0x0a, 0xff, 0xfe, 0x0a]),
			{ lang: 'de' }), 'BOGGLE_NOT_UTF8'],
	];
	for (const [call, code] of cases) {
		assert.throws(call, (e) => e instanceof boggle.BoggleError &&
			e.code === code && e.message.length > 0, code);
	}
	// the message is the library's, as the command prints it
	const err = (() => {
		try {
			execFileSync(BOGGLE, ['solve', 'ab1cdefghijklmnop'], { stdio: 'pipe' });
		} catch (e) {
			return e.stderr.toString();
		}
		return '';
	})();
	try {
		boggle.parse('ab1cdefghijklmnop');
	} catch (e) {
		assert.ok(err.includes(e.message), `${err} / ${e.message}`);
	}
});

test('bad bytes anywhere give a BoggleError or an answer, never a crash', () => {
	let seed = 12345;
	const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
	const pieces = ['a', 'q', '[', ']', '/', '.', 'é', 'ß', 'İ', '\u0000', '\uffff',
		'\ud800', '[th]', 'x'.repeat(300), '\n', ' ', '1', 'Ω', 'ŀl', '·'];
	const junk = () => Array.from({ length: next() % 40 }, () => pieces[next() % pieces.length]).join('');
	const calls = [
		(t) => boggle.parse(t),
		(t) => boggle.parse(t, { lang: ['fr', 'tr', 'ca', 'nl'][next() % 4] }),
		(t) => boggle.solve('wnusephegoecoert', { bonus: t, scoring: 'letters' }),
		(t) => boggle.find('wnusephegoecoert', t),
		(t) => boggle.score('wnusephegoecoert', { p: [t, t, junk()] }),
		(t) => boggle.plant(t, { seed: 1 }),
		(t) => boggle.svg('wnusephegoecoert', { title: t, path: [[0, 0], [1, 1]] }),
		(t) => boggle.loadWords(new TextEncoder().encode(t + '\n' + t), { lang: 'de' }).size,
		(t) => boggle.throw({ size: t }),
	];
	for (let i = 0; i < 600; i++) {
		const text = junk();
		try {
			calls[i % calls.length](text);
		} catch (e) {
			assert.ok(e instanceof boggle.BoggleError, `${i % calls.length} ${JSON.stringify(text)}: ${e}`);
		}
	}
	assert.equal(boggle.solve('wnusephegoecoert').count, 124);
});

test('word lists are freed, by hand or when collected', async () => {
	// lists of 20,000 words: a few hundred kept would take a hundred MB
	const text = Array.from({ length: 20000 }, (_, i) =>
		i.toString(26).replace(/./g, (d) => 'abcdefghijklmnopqrstuvwxyz'[parseInt(d, 26)]) + 'ing').join('\n');
	const start = boggle.memoryBytes();
	let size = 0;
	for (let i = 0; i < 200; i++) {
		const w = boggle.loadWords(text);
		size = w.size;
		w.free();
	}
	assert.ok(size > 10000);
	const freed = boggle.memoryBytes();
	assert.ok(freed - start < 16 << 20, `${start} -> ${freed}`);
	// left to the collector: the finalizers free them
	setFlagsFromString('--expose-gc');
	const gc = runInNewContext('gc');
	for (let round = 0; round < 10; round++) {
		for (let i = 0; i < 20; i++)
			assert.ok(boggle.loadWords(text).size > 0);
		gc();
		await new Promise((resolve) => setTimeout(resolve, 10));
	}
	const collected = boggle.memoryBytes();
	assert.ok(collected - freed < 48 << 20, `${freed} -> ${collected}`);
	assert.ok(boggle.solve('wnusephegoecoert').count > 0);
});

test('npm pack makes a tarball that installs and runs, from import, require and TypeScript of both', (t) => {
	const dir = mkdtempSync(join(tmpdir(), 'boggle-pack-'));
	try {
		const tgz = execFileSync('npm', ['pack', '--silent', '--pack-destination', dir,
			join(WEB, 'pkg')], { encoding: 'utf8' }).trim().split('\n').pop();
		writeFileSync(join(dir, 'package.json'), '{"type": "module"}\n');
		execFileSync('npm', ['install', '--silent', '--no-audit', '--no-fund',
			'--offline', join(dir, tgz)], { cwd: dir, stdio: 'pipe' });
		const want = String(JSON.parse(cli('solve', '-f', 'json', 'wnusephegoecoert')).score);
		const run = (file) => execFileSync(process.execPath, [file], { cwd: dir,
			encoding: 'utf8' }).trim();
		writeFileSync(join(dir, 'use.mjs'), "import { solve } from 'libboggle';\n" +
			"console.log(solve('wnusephegoecoert').score);\n");
		assert.equal(run('use.mjs'), want);
		// CommonJS: require, and a bad argument is a BoggleError there too
		writeFileSync(join(dir, 'use.cjs'), "const boggle = require('libboggle');\n" +
			"let code = '';\n" +
			"try { boggle.throw({ seed: 'abc' }); } catch (e) {\n" +
			"\tcode = e instanceof boggle.BoggleError ? e.code : e.name; }\n" +
			"console.log(boggle.solve('wnusephegoecoert').score, code);\n");
		assert.equal(run('use.cjs'), `${want} BOGGLE_MISUSE`);
		// TypeScript: tsc --strict on a consumer, with the package's types
		const tsc = join(here, '..', '..', 'web', 'node_modules', 'typescript', 'bin', 'tsc');
		if (!existsSync(tsc)) {
			t.diagnostic('no typescript (npm ci in web/): tsc not run');
			return;
		}
		writeFileSync(join(dir, 'use.ts'), `import * as boggle from 'libboggle';
import { BoggleError, type Board, type Solution } from 'libboggle';
const board: Board = boggle.throw({ set: 'new', seed: 42 });
const res: Solution = boggle.solve(board);
const path: [number, number][] | null = boggle.find(board, res.words[0].word);
const game = boggle.score(board, { ann: [res.words[0].word] });
const status: string = game.players[0].words[0].status;
try {
	boggle.parse('ab1c');
} catch (e) {
	if (e instanceof BoggleError)
		console.log(e.code, status, path !== null, boggle.verdicts()['too-short']);
}
console.log(boggle.solve('wnusephegoecoert').score);
`);
		// and CommonJS in TypeScript: require's object, typed
		writeFileSync(join(dir, 'use-cjs.cts'), `import boggle = require('libboggle');
const total: { count: number; score: number } = boggle.total('wnusephegoecoert');
console.log(total.score, boggle.throw({ seed: 42 }).text);
`);
		// and README's examples as they stand, given what they leave to the reader
		const readme = readFileSync(join(here, '..', '..', 'web', 'README.md'), 'utf8');
		const examples = [...readme.matchAll(/^```js\n([\s\S]*?)^```$/gm)].map((m, i) => {
			const file = `readme-${i + 1}.ts`;
			writeFileSync(join(dir, file), (/from 'libboggle'/.test(m[1]) ? '' :
				"import * as boggle from 'libboggle';\n") +
				'const frenchListText: string = (globalThis as any).frenchListText;\n' +
				'const readFile = (globalThis as any).readFile as (path: string) => Promise<Uint8Array>;\n' +
				m[1]);
			return file;
		});
		assert.equal(examples.length, 2);
		writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions: {
			strict: true, module: 'nodenext', moduleResolution: 'nodenext',
			target: 'es2022', noEmit: false, skipLibCheck: false, types: [] },
		files: ['use.ts', 'use-cjs.cts', ...examples] }));
		const compiled = spawnSync(process.execPath, [tsc, '-p', dir], { cwd: dir, encoding: 'utf8' });
		assert.equal(compiled.status, 0, compiled.stdout + compiled.stderr);
		assert.equal(run('use.js'), `BOGGLE_SYNTAX ok true too short\n${want}`);
		assert.equal(run('use-cjs.cjs'), `${want} ${cli('throw', '--seed', '42').trim()}`);
		// README's examples run, a French list and Node's readFile given
		// them, with the files they name beside them
		writeFileSync(join(dir, 'reader.mjs'), "import { readFile } from 'node:fs/promises';\n" +
			"globalThis.readFile = readFile;\nglobalThis.frenchListText = 'rêve\\nverte\\nélever\\n';\n");
		const runReadme = (file) => execFileSync(process.execPath, ['--import', './reader.mjs', file],
			{ cwd: dir, encoding: 'utf8' }).trim().split('\n');
		const thrown = cli('throw', '--set', 'new', '--seed', '42').trim();
		const [, count, score] = cli('solve', '-f', 'summary', thrown).trim().split('\t');
		const first = runReadme('readme-1.js');
		assert.match(first[0], new RegExp(`^${count} words, ${score} points; best: [a-z]+$`));
		assert.match(first[1], /^BOGGLE_SYNTAX /);
		const shared = process.env.BOGGLE_SHARED_DIR;
		if (shared && existsSync(join(shared, 'dicts', 'enable2k.txt'))) {
			symlinkSync(join(shared, 'dicts', 'enable2k.txt'), join(dir, 'enable2k.txt'));
			symlinkSync(join(here, '..', '..', 'doc', 'proofs', '3x4-enable2k-1500.jsonl.gz'),
				join(dir, '3x4-enable2k-1500.jsonl.gz'));
			// the best board, as prove merge lists it first, and all as recorded
			writeFileSync(join(dir, '3x4.jsonl'), gunzipSync(readFileSync(join(dir, '3x4-enable2k-1500.jsonl.gz'))));
			const best = cli('prove', 'merge', '-d', join(shared, 'dicts', 'enable2k.txt'),
				join(dir, '3x4.jsonl')).trim().split('\n')[0].trim().split(/\s+/);
			const second = runReadme('readme-2.js').join(' ');
			assert.ok(second.includes(best[1]) && second.includes(best[0]) && / true$/.test(second), second);
		} else {
			t.diagnostic('no enable2k.txt beside the checkout: README\'s proof example not run');
		}
	} finally {
		rmSync(dir, { recursive: true });
	}
});

test('a bad argument is a BoggleError in the command\'s words, never coerced', () => {
	const refused = (fn, code, message) => assert.throws(fn, (e) =>
		e instanceof boggle.BoggleError && e.code === code && message.test(e.message),
		String(fn));
	const seedWords = /is not a whole number from 0 to 18446744073709551615$/;
	refused(() => boggle.throw({ seed: 'abc' }), 'BOGGLE_MISUSE', seedWords);
	refused(() => boggle.throw({ seed: 1.5 }), 'BOGGLE_MISUSE', seedWords);
	refused(() => boggle.throw({ seed: -1 }), 'BOGGLE_MISUSE', seedWords);
	refused(() => boggle.throw({ seed: '99999999999999999999' }), 'BOGGLE_MISUSE',
		/^seed: '99999999999999999999' is out of range/);
	for (const [size, why] of [['17x17', /out of range \(289 cells, at most 256\)/],
		['0x4', /out of range \(sides 1 to 256\)/], ['abc', /not a shape like 4x4/]]) {
		refused(() => boggle.throw({ size }), 'BOGGLE_MISUSE', why);
		// the command refuses the same shape
		const r = spawnSync(BOGGLE, ['throw', '--size', size], { encoding: 'utf8' });
		assert.equal(r.status, 2, size);
	}
	refused(() => boggle.parse(null), 'BOGGLE_MISUSE', /^board: null is not a board/);
	refused(() => boggle.solve(), 'BOGGLE_MISUSE', /^board: undefined is not a board/);
	refused(() => boggle.loadWords(123), 'BOGGLE_MISUSE', /is not a list's text or bytes/);
	refused(() => boggle.loadWords(''), 'BOGGLE_SYNTAX', /^no usable words$/);
	refused(() => boggle.score('wnusephegoecoert', ['tea']), 'BOGGLE_MISUSE',
		/^players: 'tea' is not an object or Map of name: \[words\], or \[name, words\] pairs$/);
	refused(() => boggle.throw({ lang: 'xx' }), 'BOGGLE_MISUSE', /^unknown language 'xx'/);
	refused(() => boggle.throw({ set: 'nope' }), 'BOGGLE_MISUSE', /^unknown set 'nope'/);
	// a seed as text, number or BigInt throws what the command throws
	const want = cli('throw', '--seed', '18446744073709551615').trim();
	assert.equal(boggle.throw({ seed: '18446744073709551615' }).text, want);
	assert.equal(boggle.throw({ seed: 18446744073709551615n }).text, want);
	assert.equal(boggle.throw({ seed: 42 }).text, cli('throw', '--seed', '42').trim());
});
