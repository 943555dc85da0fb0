// The JavaScript package's arguments: no options and null options alike,
// every option a call does not take refused by name, every mistake the
// command has words for said in its words, score reading players' words as
// boggle score reads their files, and throwBoards giving back its memory.
//   BOGGLE=path/to/boggle BOGGLE_WEB=build/web node --test tests/web/
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const BOGGLE = process.env.BOGGLE;
const boggle = await import(join(process.env.BOGGLE_WEB, 'pkg', 'boggle.mjs'));

const cli = (...args) => execFileSync(BOGGLE, args, { encoding: 'utf8', maxBuffer: 1 << 26 });
// what the command says of a mistake, without its name, its command, the
// help it points to, or the dashes of its options' names
function said(...args) {
	const run = spawnSync(BOGGLE, args, { encoding: 'utf8' });
	assert.equal(run.status, 2, `${args.join(' ')}: ${run.stderr}`);
	return run.stderr.trim().replace(/^boggle: (\w+: )?/, '')
		.replace(/ \(see 'boggle [^']*'\)$/, '').replace(/--(?=[a-z])/g, '');
}
// the call refused with a BoggleError of code whose message is want (or
// matches it, or passes it)
function refused(call, want, code = 'BOGGLE_MISUSE') {
	let error = null;
	try {
		call();
	} catch (e) {
		error = e;
	}
	assert.ok(error instanceof boggle.BoggleError, `${call}: ${error}`);
	assert.equal(error.code, code, `${call}: ${error.message}`);
	if (typeof want === 'string')
		assert.equal(error.message, want, String(call));
	else if (typeof want === 'function')
		assert.ok(want(error.message), `${call}: ${error.message}`);
	else
		assert.match(error.message, want, String(call));
}

const board = boggle.throw({ seed: 7 });
const words = boggle.loadWords('tea\neat\nate\n');
// each call with its arguments before the options, and options it takes
const calls = {
	parse: [(o) => boggle.parse('wnusephegoecoert', o), { lang: 'en' }],
	throw: [(o) => boggle.throw(o), { seed: 3 }],
	throwBoards: [(o) => boggle.throwBoards(3, o), { seed: 3, set: 'big' }],
	check: [(o) => boggle.check(board, o), { set: 'classic' }],
	loadWords: [(o) => boggle.loadWords('tea\n', o).size, { lang: 'de' }],
	rules: [(o) => boggle.rules(o), { size: '5x5' }],
	solve: [(o) => boggle.solve(board, o), { min: 4 }],
	total: [(o) => boggle.total(board, o), { scoring: 'words' }],
	find: [(o) => boggle.find(board, 'tea', o), { lang: 'en' }],
	score: [(o) => boggle.score(board, { ann: ['tea'] }, o), { penalty: true }],
	plant: [(o) => boggle.plant('tea', o), { seed: 2 }],
	best: [(o) => boggle.best({ steps: 200, ...o }), { seed: 2 }],
	svg: [(o) => boggle.svg(board, o), { title: 'a board' }],
};

test('null and undefined options are no options, in every call', () => {
	for (const [name, [call]] of Object.entries(calls)) {
		// a random seed aside, the same answer
		if (name === 'throw' || name === 'throwBoards' || name === 'plant') {
			assert.ok(call(null), name);
			continue;
		}
		const none = call();
		assert.deepEqual(call(null), none, name);
		assert.deepEqual(call({}), none, name);
	}
	// an option of undefined or null is one not given
	assert.deepEqual(boggle.throw({ seed: 5, size: undefined, set: null, lang: null }),
		boggle.throw({ seed: 5 }));
	assert.deepEqual(boggle.solve(board, { words: undefined, bonus: null, min: null }),
		boggle.solve(board));
	assert.equal(boggle.best({ steps: 200, seed: null }).score, boggle.best({ steps: 200 }).score);
});

test('options that are no object, and options a call does not take, are refused by name', () => {
	for (const [name, [call, good]] of Object.entries(calls)) {
		assert.notEqual(call(good), undefined, name);
		if (name !== 'best') {
			for (const bad of ['new', 42, true, ['set'], new Map([['seed', 1]])])
				refused(() => call(bad), /^options: .* is not an object of options \(/);
		}
		refused(() => call({ ...good, frob: 1 }), /^unknown option 'frob' \(/);
	}
	// in the command's words, and what the call takes after them
	assert.ok(said('solve', '--frob', 'abcd').startsWith("unknown option 'frob'"));
	refused(() => boggle.throw('new'),
		"options: 'new' is not an object of options (set, size, seed, lang)");
	refused(() => boggle.throw(42),
		'options: number 42 is not an object of options (set, size, seed, lang)');
	refused(() => boggle.solve(board, 'x'), /^options: 'x' is not an object of options/);
	// words belong to the calls that read a list, not to rules or find
	refused(() => boggle.rules({ words }), /^unknown option 'words'/);
	refused(() => boggle.find(board, 'tea', { words }), /^unknown option 'words'/);
});

test('proofs refuse options they do not take', async () => {
	await assert.rejects(boggle.mergeProof('x', { frob: 1 }),
		(e) => e instanceof boggle.BoggleError && /^unknown option 'frob'/.test(e.message));
	await assert.rejects(boggle.verifyProof('x', 'y'),
		(e) => e instanceof boggle.BoggleError && /^options: 'y'/.test(e.message));
	await assert.rejects(boggle.verifyProof('x', { onProgress: 3 }),
		(e) => e instanceof boggle.BoggleError && /^onProgress: number 3 is not a function/.test(e.message));
});

test('a mistake the command has words for is said in its words', () => {
	const cases = [
		[() => boggle.throw({ set: 'new', size: '5x5' }), ['throw', '--set', 'new', '--size', '5x5']],
		[() => boggle.plant('tea', { set: 'big', size: '4x4' }), ['throw', '--plant', 'tea', '--set', 'big', '--size', '4x4']],
		[() => boggle.best({ set: 'big', size: '4x4' }), ['best', '--set', 'big', '--size', '4x4']],
		[() => boggle.throw({ set: 'bogus' }), ['throw', '--set', 'bogus']],
		[() => boggle.throw({ lang: 'xx' }), ['throw', '--lang', 'xx']],
		[() => boggle.throw({ size: '3x' }), ['throw', '--size', '3x']],
		[() => boggle.throw({ size: '17x17' }), ['throw', '--size', '17x17']],
		[() => boggle.throw({ seed: 'abc' }), ['throw', '--seed', 'abc']],
		[() => boggle.throw({ seed: ' 42' }), ['throw', '--seed', ' 42']],
		[() => boggle.throw({ seed: '99999999999999999999' }), ['throw', '--seed', '99999999999999999999']],
		[() => boggle.solve(board, { rules: 'x' }), ['solve', '--rules', 'x', board.text]],
		[() => boggle.solve(board, { scoring: 'x' }), ['solve', '--scoring', 'x', board.text]],
		[() => boggle.solve(board, { min: 0 }), ['solve', '-m', '0', board.text]],
		[() => boggle.total(board, { min: 129 }), ['solve', '-m', '129', board.text]],
		[() => boggle.solve(board, { min: -1 }), ['solve', '-m', '-1', board.text]],
		[() => boggle.solve(board, { min: 2 ** 40 }), ['solve', '-m', String(2 ** 40), board.text]],
		[() => boggle.solve(board, { bonus: 'T.../..../..../....' }),
			['solve', '--bonus', 'T.../..../..../....', board.text]],
		[() => boggle.score(board, { ann: [] }, { scoring: 'letters', bonus: 'x' }),
			['score', '--scoring', 'letters', '--bonus', 'x', board.text, '-'], 'BOGGLE_SYNTAX'],
		[() => boggle.plant(null, { size: '1x1', seed: 1 }), ['throw', '--plant', '--size', '1x1', '--seed', '1']],
		[() => boggle.plant('zzzzzzzzzzzzzzzzzz', { seed: 1 }), ['throw', '--plant', 'zzzzzzzzzzzzzzzzzz', '--seed', '1']],
	];
	for (const [call, args, code] of cases)
		refused(call, said(...args), code);
	// the most steps a run takes is the module's own: the words up to it
	const steps = said('best', '--steps', '0').replace(/\(1 to \d+\)$/, '');
	refused(() => boggle.best({ steps: 0 }), (m) => m.startsWith(steps));
	// the bonus of another shape: the command names the board too
	const wrong = said('solve', '--scoring', 'letters', '--bonus', 'T.../....', 'abcd');
	refused(() => boggle.solve('abcd', { scoring: 'letters', bonus: 'T.../....' }),
		(m) => wrong.endsWith(`: ${m}`), 'BOGGLE_WRONG_LANG');
});

test('score reads each word as boggle score reads a line of a player\'s file', () => {
	const dir = mkdtempSync(join(tmpdir(), 'boggle-args-'));
	try {
		const b = 'wnusephegoecoert';
		const typed = [' superego ', '\tego\t', '', '   ', '# a note', 'Tee ', 'tee',
			'two\nlines', 'crlf\r\nend', ' #kept', 'zzz'];
		writeFileSync(join(dir, 'ann.txt'), typed.join('\n') + '\n');
		const want = JSON.parse(cli('score', '-f', 'json', b, join(dir, 'ann.txt')));
		assert.deepEqual(boggle.score(b, { ann: typed }), want);
		// " superego " counts as superego does
		const word = want.players[0].words[0];
		assert.deepEqual(word, { word: 'superego', status: 'ok', score: 11 });
		// a word longer than a line may be is refused as the command refuses it
		const long = 'a'.repeat(5000);
		writeFileSync(join(dir, 'long.txt'), `tea\n${long}\n`);
		const run = spawnSync(BOGGLE, ['score', b, join(dir, 'long.txt')], { encoding: 'utf8' });
		assert.equal(run.status, 2);
		assert.match(run.stderr, /: longer than 4096 bytes, not a word/);
		refused(() => boggle.score(b, { ann: ['tea', long] }),
			/^players: 'ann''s word 2: 'a{40}'\.\.\.: longer than 4096 bytes, not a word$/);
	} finally {
		rmSync(dir, { recursive: true });
	}
});

test('players of one name are told apart as the command tells them, and any name is a name', () => {
	const dir = mkdtempSync(join(tmpdir(), 'boggle-args-'));
	try {
		const b = 'wnusephegoecoert';
		// ann, ann (ann-3: ann-2 is taken), ann-2, and names an object has
		const players = [['ann', ['superego', 'ego']], ['ann', ['ego', 'sup']],
			['ann-2', ['pew']], ['constructor', ['hope']], ['__proto__', ['hop', 'ego']],
			['toString', ['cog']]];
		const files = players.map(([name, words], i) => {
			mkdirSync(join(dir, String(i)));
			const file = join(dir, String(i), `${name}.txt`);
			writeFileSync(file, words.join('\n') + '\n');
			return file;
		});
		const want = JSON.parse(cli('score', '-f', 'json', b, ...files));
		assert.deepEqual(want.players.map((p) => p.name),
			['ann', 'ann-3', 'ann-2', 'constructor', '__proto__', 'toString']);
		assert.deepEqual(boggle.score(b, players), want);
		// a Map, and an object of those names, are the same players
		const distinct = players.filter((p, i) => i !== 1);
		const one = JSON.parse(cli('score', '-f', 'json', b, ...files.filter((f, i) => i !== 1)));
		assert.deepEqual(boggle.score(b, new Map(distinct)), one);
		assert.deepEqual(boggle.score(b, Object.fromEntries(distinct)), one);
		// none, or what is no player, refused
		assert.equal(said('score', b), 'give a BOARD and at least one LIST');
		refused(() => boggle.score(b, new Map()), "players: give at least one player's words");
		refused(() => boggle.score(b, {}), "players: give at least one player's words");
		refused(() => boggle.score(b, ['tea']), /^players: 'tea' is not an object or Map of name: \[words\]/);
		refused(() => boggle.score(b, new Map([[1, ['tea']]])), "players: number 1 is not a player's name");
		refused(() => boggle.score(b, { ann: 'tea' }), "players: 'ann''s words are 'tea', not an array");
		refused(() => boggle.score(b, { ann: ['tea', 7] }), "players: 'ann''s word 2: number 7 is not text");
		refused(() => boggle.score(b, null), /^players: null is not/);
	} finally {
		rmSync(dir, { recursive: true });
	}
});

test('svg draws a path of the board or refuses it', () => {
	const b = boggle.parse('wnusephegoecoert');
	const path = boggle.find(b, 'superego');
	assert.match(boggle.svg(b, { path }), /class="path"/);
	// cells as numbers draw the same path
	assert.equal(boggle.svg(b, { path: path.map(([r, c]) => r * 4 + c) }), boggle.svg(b, { path }));
	refused(() => boggle.svg(b, { path: 'x' }), "path: 'x' is not a path: [[row, col]...]");
	refused(() => boggle.svg(b, { path: [[9, 9]] }), 'path: step 1: [9, 9] is not on the 4x4 board');
	refused(() => boggle.svg(b, { path: [[0, 0], 16] }), 'path: step 2: cell 16 is not on the 4x4 board');
	refused(() => boggle.svg(b, { path: [[0, 0], [0, 2]] }), 'path: step 2: [0, 2] is not next to [0, 0]');
	refused(() => boggle.svg(b, { path: [[0, 0], [1, 1], [0, 0]] }), 'path: step 3: [0, 0] is on the path twice');
	refused(() => boggle.svg(b, { path: [[0, 0], [1]] }), 'path: step 2: an array is not a cell [row, col]');
	refused(() => boggle.svg(b, { path: [[0.5, 0]] }), 'path: step 1: an array is not a cell [row, col]');
	refused(() => boggle.svg(b, { title: 3 }), 'title: number 3 is not text');
	refused(() => boggle.svg(b, { bonus: 'T.../....' }), 'board is 4x4, bonus is 2x4', 'BOGGLE_WRONG_LANG');
});

test('a Board or a WordList is one the package made, and a Board of its own language', () => {
	refused(() => new boggle.Board(), 'Board: a board is made by parse, throw, throwBoards or plant');
	refused(() => new boggle.WordList(0, true, null), 'WordList: a list is made by loadWords');
	refused(() => words.checksum(5), "version: '5' is out of range (1 to 4)");
	assert.equal(words.checksum(null), words.checksum(4));
	refused(() => words.has(1), 'word: number 1 is not text');
	refused(() => boggle.solve(new boggle.Board('abcd', 2, 2, 'en', [])),
		'Board: a board is made by parse, throw, throwBoards or plant');
	const fr = boggle.parse('elev/rtse', { lang: 'fr' });
	refused(() => boggle.find(fr, 'rete', { lang: 'de' }), "lang: 'de' is not the board's language ('fr')");
	assert.deepEqual(boggle.find(fr, 'rete', { lang: 'fr' }), boggle.find(fr, 'rete'));
	refused(() => boggle.solve(fr), /^no built-in list for 'fr' \(French\): pass one as words/);
	refused(() => boggle.solve(board, { words: 'tea' }), "words: 'tea' is not a word list (loadWords makes one)");
	refused(() => boggle.score(board, { a: [] }, { penalty: 1 }), 'penalty: number 1 is not true or false');
	refused(() => boggle.throw({ seed: 2 ** 60 }), /^seed: 1152921504606847000 is past what a number holds exactly/);
	// the command's shapes: 5 is 5x5, 3X2 is 3x2
	assert.equal(boggle.throw({ size: '5', seed: 1 }).text, cli('throw', '--size', '5', '--seed', '1').trim());
	assert.equal(boggle.throw({ size: '3X2', seed: 1 }).text, cli('throw', '--size', '3X2', '--seed', '1').trim());
});

test('throwBoards gives back the memory it takes, and throws as the command throws', () => {
	boggle.throwBoards(1000, { seed: 1 });
	const before = boggle.memoryBytes();
	const boards = boggle.throwBoards(200000, { seed: 9 });
	assert.equal(boards.length, 200000);
	assert.equal(boggle.memoryBytes(), before);
	const want = cli('throw', '-n', '200000', '--seed', '9').trim().split('\n');
	assert.equal(want.length, boards.length);
	for (let i = 0; i < boards.length; i += 997)
		assert.equal(boards[i].text, want[i], `board ${i}`);
	assert.equal(boards[199999].text, want[199999]);
	// as many as an array holds, and no fewer than none
	refused(() => boggle.throwBoards(2 ** 32), "count: '4294967296' is out of range (0 to 4294967295)");
	refused(() => boggle.throwBoards(-1), 'count: number -1 is not a whole number from 0');
	refused(() => boggle.throwBoards('3'), "count: '3' is not a whole number from 0");
	assert.deepEqual(boggle.throwBoards(0), []);
});
