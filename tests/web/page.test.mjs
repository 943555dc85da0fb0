// The page in a real browser: Debian's chromium, headless, driven by
// puppeteer-core, against the page served by a server this test starts on
// 127.0.0.1 and stops.  Every answer is checked against the command's.
//   BOGGLE=path/to/boggle BOGGLE_WEB=build/web BOGGLE_WEB_OUT=DIR \
//     node tests/web/page.test.mjs
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from './serve.mjs';

const BOGGLE = process.env.BOGGLE;
const WEB = process.env.BOGGLE_WEB;
const OUT = process.env.BOGGLE_WEB_OUT || join(WEB, 'screenshots');
const CHROMIUM = process.env.CHROMIUM || '/usr/bin/chromium';
const here = new URL('.', import.meta.url).pathname;
const require = createRequire(join(here, '..', '..', 'web', 'package.json'));

let puppeteer = null;
try {
	puppeteer = require('puppeteer-core');
} catch {
	puppeteer = null;
}
if (!existsSync(CHROMIUM) || !puppeteer) {
	console.log(`page tests: skipped: ${!puppeteer ? 'no puppeteer-core (npm ci in web/)' : `no ${CHROMIUM}`}`);
	process.exit(77);
}

const cli = (...args) => execFileSync(BOGGLE, args, { encoding: 'utf8' });
let server, browser, page, profile;

before(async () => {
	server = await serve(join(WEB, 'www'));
	profile = mkdtempSync(join(tmpdir(), 'boggle-chromium-'));
	browser = await puppeteer.launch({
		executablePath: CHROMIUM,
		headless: true,
		userDataDir: profile,
		args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking',
			'--disable-component-update', '--disable-sync', '--no-first-run'],
	});
	page = await browser.newPage();
	page.on('pageerror', (e) => console.log(`page error: ${e.message}`));
	await page.setViewport({ width: 1280, height: 800 });
	await open();
});

after(async () => {
	if (browser)
		await browser.close();
	if (server)
		await server.close();
	if (profile)
		rmSync(profile, { recursive: true, force: true });
});

/* Open the page (at url's board, or a fresh one) till its words are listed. */
async function open(p = page, url = server.url) {
	await p.goto(url, { waitUntil: 'load' });
	await p.waitForSelector('body[data-ready="yes"]', { timeout: 20000 });
	await p.waitForFunction(() => document.getElementById('words').dataset.board ===
		document.getElementById('board').dataset.board, { timeout: 30000 });
}

/* Throw a board from the form: edition, language and seed. */
async function throwBoard({ set = 'new', lang = 'en', seed }) {
	await page.select('#set', set);
	await page.select('#lang', lang);
	await page.$eval('#seed', (e, v) => { e.value = v; }, String(seed));
	const before = await page.$eval('#board', (e) => e.dataset.board || '');
	await page.click('#throw');
	await page.waitForFunction((b) => {
		const d = document.getElementById('board').dataset.board;
		return d && d !== b && document.getElementById('words').dataset.board === d;
	}, { timeout: 30000 }, before).catch(() => null);
	return page.$eval('#board', (e) => e.dataset.board);
}

/* Fair play: the words are listed only when asked for outright, and confirmed. */
async function reveal(p = page) {
	if (await p.$eval('#reveal', (e) => e.hidden))
		return;
	p.once('dialog', (d) => d.accept().catch(() => null));
	await p.click('#reveal');
	await p.waitForFunction(() => document.getElementById('reveal').hidden);
}

const listed = async () => {
	await reveal();
	return page.$$eval('#words button', (bs) => bs.map((b) =>
		({ word: b.dataset.word, score: Number(b.dataset.score) })));
};

test('a seeded throw shows the board boggle throw --seed gives, and its words', async () => {
	for (const [set, seed] of [['new', 42], ['big', 7], ['classic', 3]]) {
		const shown = await throwBoard({ set, seed });
		assert.equal(shown, cli('throw', '--set', set, '--seed', String(seed)).trim());
		// the faces drawn are the grid's
		const faces = await page.$$eval('#board .cell .face', (ts) => ts.map((t) => t.textContent));
		assert.deepEqual(faces, cli('throw', '--set', set, '--seed', String(seed),
			'-f', 'grid').trim().split(/\s+/));
		const want = JSON.parse(cli('solve', '-f', 'json', shown));
		assert.deepEqual(await listed(), want.words.map((w) => ({ word: w.word, score: w.score })));
		assert.equal(await page.$eval('#total', (e) => Number(e.dataset.points)), want.score);
		assert.equal(await page.$eval('#total', (e) => Number(e.dataset.words)), want.count);
	}
});

test('a clicked word has its path drawn, step by step', async () => {
	const shown = await throwBoard({ seed: 42 });
	const want = JSON.parse(cli('solve', '-f', 'json', shown));
	await reveal();
	for (const k of [0, 1, want.words.length - 1]) {
		const w = want.words[k];
		await page.click(`#words button[data-word="${w.word}"]`);
		const steps = await page.$$eval('#board .step', (gs) => gs.map((g) =>
			[Number(g.dataset.step), Number(g.dataset.cell)]));
		assert.deepEqual(steps.sort((a, b) => a[0] - b[0]).map((s) => s[1]),
			w.path.map(([r, c]) => r * want.cols + c), w.word);
		assert.match(await page.$eval('#path-said', (e) => e.textContent), new RegExp(`^${w.word}: `));
	}
});

test('checking a word says why it does not count', async () => {
	const shown = await throwBoard({ seed: 42 });
	const words = JSON.parse(cli('solve', '-f', 'json', shown)).words;
	const check = async (w) => {
		await page.$eval('#check-word', (e, v) => {
			e.value = v;
			document.getElementById('check-said').textContent = '';
		}, w);
		await page.click('#check-form button');
		await page.waitForFunction(() => document.getElementById('check-said').textContent, { timeout: 5000 });
		return page.$eval('#check-said', (e) => e.textContent);
	};
	assert.equal(await check(words[0].word), `${words[0].word}: ${words[0].score} point${words[0].score === 1 ? '' : 's'}`);
	assert.ok((await page.$$('#board .step')).length > 0, 'a word found has its path drawn');
	assert.equal(await check('zyzzyva'), 'zyzzyva: not on the board');
	// a failed check leaves no path of the word before it
	assert.equal((await page.$$('#board .step')).length, 0);
	// the command's words for a word that does not count
	assert.equal(await check('tw'), 'tw: too short');
	// letters on the board in a row that no list holds
	const grid = shown;
	const fake = grid.slice(0, 3) === 'qu' ? null : grid[0] + grid[1] + grid[2];
	if (fake && !words.some((w) => w.word === fake)) {
		const r = await check(fake);
		assert.ok(r === `${fake}: not a word` || r === `${fake}: not on the board`, r);
	}
});

test('a game typed at the keyboard scores as boggle score does', async () => {
	const shown = await throwBoard({ seed: 99 });
	const words = JSON.parse(cli('solve', '-f', 'json', shown)).words.map((w) => w.word);
	const typed = [words[0], words[2], 'zzzq', words[2], words[5], 'ab', words[1].toUpperCase()];
	// by keyboard alone: Tab to the button, Enter; type, Enter; Escape ends
	await page.focus('#game-time');
	await page.keyboard.press('Tab');
	assert.equal(await page.evaluate(() => document.activeElement.id), 'game-start');
	await page.keyboard.press('Enter');
	await page.waitForFunction(() => document.activeElement.id === 'game-word');
	for (let i = 0; i < typed.length; i++) {
		await page.keyboard.type(typed[i]);
		await page.keyboard.press('Enter');
		await page.waitForFunction((n) => document.querySelectorAll('#game-words li').length === n,
			{ timeout: 5000 }, i + 1);
	}
	assert.equal(await page.$eval('#answers', (e) => e.hidden), true);
	// fair play: no word can be checked while the clock runs
	assert.equal(await page.$eval('#check-form', (e) => e.hidden &&
		getComputedStyle(e).display === 'none'), true);
	// Escape asks first; a word half typed stays in the box when the answer is no
	await page.keyboard.type('hal');
	page.once('dialog', (d) => d.dismiss().catch(() => null));
	await page.keyboard.press('Escape');
	await page.waitForFunction(() => document.activeElement.id === 'game-word');
	assert.equal(await page.$eval('#game-word', (e) => e.value), 'hal');
	assert.equal(await page.$eval('body', (b) => b.classList.contains('playing')), true);
	await page.$eval('#game-word', (e) => { e.value = ''; });
	page.once('dialog', (d) => d.accept().catch(() => null));
	await page.keyboard.press('Escape');
	await page.waitForFunction(() => document.getElementById('game-said').dataset.score !== undefined, { timeout: 5000 });
	// stopped, not timed out; the focus on the result, not dropped to the page
	assert.match(await page.$eval('#game-said', (e) => e.textContent), /^Stopped\. /);
	assert.equal(await page.evaluate(() => document.activeElement.id), 'game-said');
	const dir = mkdtempSync(join(tmpdir(), 'boggle-game-'));
	try {
		writeFileSync(join(dir, 'you.txt'), typed.join('\n') + '\n');
		const want = JSON.parse(cli('score', '-f', 'json', shown, join(dir, 'you.txt')));
		assert.equal(await page.$eval('#game-said', (e) => Number(e.dataset.score)), want.players[0].score);
		// the newest first, as a phone shows them
		const statuses = await page.$$eval('#game-words li', (ls) => ls.map((l) => l.dataset.status));
		assert.deepEqual(statuses.reverse(), want.players[0].words.map((w) => w.status));
	} finally {
		rmSync(dir, { recursive: true });
	}
	assert.match(await page.$eval('#game-said', (e) => e.textContent), /The board's best: \d+ points? from \d+ words?\. You missed/);
});

test('a French list loaded through the file picker finds French words, and is kept', async (t) => {
	const list = '/usr/share/dict/french';
	if (!existsSync(list)) {
		t.skip(`no ${list} (wfrench)`);
		return;
	}
	await page.select('#list-lang', 'fr');
	const input = await page.$('#list-file');
	await input.uploadFile(list);
	await page.waitForFunction(() => /^French: [\d,]+ words, from french/.test(
		document.getElementById('list-said').textContent), { timeout: 30000 });
	const check = async () => {
		const shown = await throwBoard({ lang: 'fr', seed: 5 });
		assert.equal(shown, cli('throw', '--lang', 'fr', '--seed', '5').trim());
		const want = JSON.parse(cli('solve', '--lang', 'fr', '-f', 'json', shown));
		assert.ok(want.count > 0);
		assert.deepEqual(await listed(), want.words.map((w) => ({ word: w.word, score: w.score })));
	};
	await check();
	// kept in the browser: there again after the page is opened anew
	await open();
	await check();
});

test('the page works opened from its folder, with no server', async () => {
	const local = await browser.newPage();
	try {
		await local.goto(`file://${join(WEB, 'www', 'index.html')}`, { waitUntil: 'load' });
		await local.waitForSelector('body[data-ready="yes"]', { timeout: 20000 });
		// the list, from its script, after the board
		await local.waitForFunction(() => document.getElementById('total').dataset.points, { timeout: 20000 });
		const shown = await local.$eval('#board', (e) => e.dataset.board);
		const want = JSON.parse(cli('solve', '-f', 'json', shown));
		assert.equal(await local.$eval('#total', (e) => Number(e.dataset.points)), want.score);
	} finally {
		await local.close();
	}
});

/* Start a game, at the keyboard's button; the word box has the focus. */
async function startGame(p = page) {
	await p.click('#game-start');
	await p.waitForFunction(() => document.body.classList.contains('playing') &&
		document.activeElement.id === 'game-word');
}

async function stopGame(p = page) {
	p.once('dialog', (d) => d.accept().catch(() => null));
	await p.click('#game-stop');
	await p.waitForFunction(() => !document.body.classList.contains('playing'));
}

/* Where each part is on the screen: [top, bottom, left, right]. */
const boxes = (p) => p.evaluate(() => Object.fromEntries(['#board svg', '#game-word',
	'#timer'].map((sel) => {
	const r = document.querySelector(sel).getBoundingClientRect();
	return [sel, [r.top, r.bottom, r.left, r.right]];
})));

test('a game on a phone: clock, board and word box on one screen, keyboard up or not', async () => {
	await throwBoard({ seed: 42 });
	for (const [w, h] of [[390, 844], [390, 470]]) {
		await page.setViewport({ width: w, height: h, isMobile: true, hasTouch: true });
		await startGame();
		const b = await boxes(page);
		for (const [sel, [top, bottom, left, right]] of Object.entries(b)) {
			assert.ok(top >= 0 && bottom <= h && left >= 0 && right <= w,
				`${w}x${h}: ${sel} at ${[top, bottom, left, right].map(Math.round)} is off the screen`);
		}
		// the board big enough to slide a finger on: a die 60 px or more
		const [top, bottom] = b['#board svg'];
		assert.ok(bottom - top > 4 * 60, `${w}x${h}: the board is ${Math.round(bottom - top)} px high`);
		assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth));
		await stopGame();
	}
	await page.setViewport({ width: 1280, height: 800 });
});

test('a word slid across the tiles is played, its path drawn as it goes', async () => {
	const shown = await throwBoard({ seed: 42 });
	const want = JSON.parse(cli('solve', '-f', 'json', shown));
	const w = want.words.find((x) => x.path.length >= 4) || want.words[0];
	await startGame();
	const centre = async (r, c) => page.$eval(`#board .cell[data-cell="${r * want.cols + c}"] rect`,
		(e) => { const b = e.getBoundingClientRect(); return [b.left + b.width / 2, b.top + b.height / 2]; });
	let at = await centre(...w.path[0]);
	await page.mouse.move(...at);
	await page.mouse.down();
	for (const [r, c] of w.path.slice(1)) {
		const next = await centre(r, c);
		// through the way between, in steps, as a finger goes
		for (let k = 1; k <= 4; k++)
			await page.mouse.move(at[0] + (next[0] - at[0]) * k / 4, at[1] + (next[1] - at[1]) * k / 4);
		at = next;
	}
	// drawn while the finger is down: a step on each tile passed
	const steps = await page.$$eval('#board .step', (gs) => gs.map((g) => Number(g.dataset.cell)));
	assert.deepEqual(steps.sort((a, b) => a - b), w.path.map(([r, c]) => r * want.cols + c).sort((a, b) => a - b));
	await page.mouse.up();
	await page.waitForFunction(() => document.querySelectorAll('#game-words li').length === 1, { timeout: 5000 });
	const li = await page.$eval('#game-words li', (e) => [e.dataset.status, e.textContent]);
	assert.deepEqual(li, ['ok', `${w.word} ${w.score}`]);
	await stopGame();
});

test('Throw and Show ask before they end a game', async () => {
	const shown = await throwBoard({ seed: 11 });
	await startGame();
	let asked = 0;
	const answer = (yes) => (d) => {
		asked++;
		(yes ? d.accept() : d.dismiss()).catch(() => null);
	};
	const no = answer(false);
	page.on('dialog', no);
	await page.$eval('#throw-form', (f) => f.requestSubmit());
	await new Promise((r) => setTimeout(r, 300));
	page.off('dialog', no);
	assert.equal(asked, 1);
	assert.equal(await page.$eval('body', (b) => b.classList.contains('playing')), true);
	assert.equal(await page.$eval('#board', (e) => e.dataset.board), shown);
	const yes = answer(true);
	page.on('dialog', yes);
	await page.$eval('#typed', (e) => { e.value = 'abcd efgh ijkl mnop'; });
	await page.$eval('#type-form', (f) => f.requestSubmit());
	await page.waitForFunction(() => document.getElementById('board').dataset.board === 'abcdefghijklmnop');
	page.off('dialog', yes);
	assert.equal(asked, 2);
	assert.equal(await page.$eval('body', (b) => b.classList.contains('playing')), false);
});

test('a shared link opens the same board in a new page', async () => {
	await page.select('#game-time', '60');
	for (const opts of [{ set: 'big', seed: 7 }, { set: '', seed: 3 }]) {
		if (!opts.set)
			await page.$eval('#size', (e) => { e.disabled = false; e.value = '3x5'; });
		const shown = await throwBoard(opts);
		const url = page.url();
		assert.match(url, /#.*seed=/);
		const other = await browser.newPage();
		try {
			await open(other, url);
			assert.equal(await other.$eval('#board', (e) => e.dataset.board), shown);
			assert.equal(await other.$eval('#game-time', (e) => e.value), '60');
			assert.equal(shown, cli('throw', ...(opts.set ? ['--set', opts.set] : ['--size', '3x5']),
				'--seed', String(opts.seed)).trim());
		} finally {
			await other.close();
		}
	}
	// a typed board travels as its letters
	await page.$eval('#typed', (e) => { e.value = 'pers/late/sind'; });
	await page.click('#type-form button');
	await page.waitForFunction(() => document.getElementById('board').dataset.board === 'pers/late/sind');
	const other = await browser.newPage();
	try {
		await open(other, page.url());
		assert.equal(await other.$eval('#board', (e) => e.dataset.board), 'pers/late/sind');
	} finally {
		await other.close();
	}
	// Share: the system's sheet where there is one, else the link copied
	if (!(await page.evaluate(() => !!navigator.share))) {
		await browser.defaultBrowserContext().overridePermissions(new URL(server.url).origin,
			['clipboard-read', 'clipboard-write', 'clipboard-sanitized-write']);
		await page.click('#share');
		await page.waitForFunction(() => /^Link copied.* Join by QR code, below\.$/.test(document.getElementById('status').textContent));
		assert.equal(await page.evaluate(() => navigator.clipboard.readText()), page.url());
	}
	await page.select('#set', 'new');
	await page.select('#game-time', '180');
});

test('the table scored together, shared words struck, as boggle score does', async () => {
	const shown = await throwBoard({ seed: 99 });
	const words = JSON.parse(cli('solve', '-f', 'json', shown)).words.map((w) => w.word);
	const ann = [words[0], words[1], 'zzzq'], bob = [words[1], words[2]];
	// after a game it is open, the player's words in it; here opened by hand
	await page.$eval('#table', (d) => { d.open = true; });
	await page.$eval('#table-lists', (e, t) => { e.value = t; },
		`ann: ${ann.join(' ')}\nbob: ${bob.join(', ')}\n`);
	await page.click('#table-score');
	await page.waitForSelector('#table-said h3');
	const dir = mkdtempSync(join(tmpdir(), 'boggle-table-'));
	try {
		writeFileSync(join(dir, 'ann.txt'), ann.join('\n') + '\n');
		writeFileSync(join(dir, 'bob.txt'), bob.join('\n') + '\n');
		const want = JSON.parse(cli('score', '-f', 'json', shown, join(dir, 'ann.txt'), join(dir, 'bob.txt')));
		const got = await page.$$eval('#table-said ol', (ols) => ols.map((o) =>
			[...o.querySelectorAll('li')].map((l) => l.dataset.status)));
		assert.deepEqual(got, want.players.map((p) => p.words.map((w) => w.status)));
		const heads = await page.$$eval('#table-said h3', (hs) => hs.map((h) => h.textContent));
		want.players.forEach((p, i) => assert.match(heads[i], new RegExp(`^${p.name}: ${p.score} points?`)));
		// a shared word is struck through
		assert.equal(await page.$eval('#table-said li[data-status="shared"]', (l) =>
			getComputedStyle(l).textDecorationLine), 'line-through');
	} finally {
		rmSync(dir, { recursive: true });
	}
});

test('kind errors: seeds, shapes and typed boards as the command refuses them', async () => {
	const status = () => page.$eval('#status', (e) => e.textContent);
	for (const seed of ['abc', '-1', '99999999999999999999']) {
		await page.$eval('#seed', (e, v) => { e.value = v; }, seed);
		await page.click('#throw');
		await page.waitForFunction((v) => document.getElementById('status').textContent
			.startsWith(`seed: '${v}'`), {}, seed);
		const r = spawnSync(BOGGLE, ['throw', '--seed', seed], { encoding: 'utf8' });
		assert.equal(r.status, 2);
		// the command's words, after its "--seed: "
		assert.ok(r.stderr.includes((await status()).replace(/^seed: /, '')), `${seed}: ${await status()}`);
	}
	await page.select('#set', '');
	for (const size of ['17x17', '0x4', 'abc']) {
		await page.$eval('#size', (e, v) => { e.value = v; }, size);
		await page.$eval('#seed', (e) => { e.value = '1'; });
		await page.click('#throw');
		await page.waitForFunction(() => /^size: /.test(document.getElementById('status').textContent));
		const r = spawnSync(BOGGLE, ['throw', '--size', size], { encoding: 'utf8' });
		assert.ok(r.stderr.includes((await status()).replace(/^size: /, '')), `${size}: ${await status()}`);
	}
	// a 10x10 board on a phone: nothing wider than the screen
	await page.setViewport({ width: 390, height: 844 });
	await page.$eval('#size', (e) => { e.value = '10x10'; });
	await page.click('#throw');
	await page.waitForFunction(() => (document.getElementById('board').dataset.board || '').length >= 100);
	assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth));
	await page.setViewport({ width: 1280, height: 800 });
	await page.select('#set', 'new');
	await page.$eval('#seed', (e) => { e.value = ''; });
});

test('the page names the languages of the library\'s table, and the list menu follows the board', async () => {
	const r = spawnSync(BOGGLE, ['solve', '--lang', '?', 'abcd'], { encoding: 'utf8' });
	const table = /\(([^)]*)\)/.exec(r.stderr)[1].split(', ');
	assert.ok(table.length > 20);
	assert.deepEqual(await page.$$eval('#lang option', (os) => os.map((o) => o.value)), table);
	assert.deepEqual(await page.$$eval('#list-lang option', (os) => os.map((o) => o.value)), table);
	await throwBoard({ lang: 'de', seed: 2 });
	assert.equal(await page.$eval('#list-lang', (e) => e.value), 'de');
	await throwBoard({ lang: 'en', seed: 2 });
	assert.equal(await page.$eval('#list-lang', (e) => e.value), 'en');
});

test('a list of no words is refused, and a bad file leaves the list before it in use', async () => {
	const dir = mkdtempSync(join(tmpdir(), 'boggle-lists-'));
	try {
		writeFileSync(join(dir, 'empty.txt'), '');
		writeFileSync(join(dir, 'junk.txt'), Buffer.from([0xff, 0xfe, 0x00, 0x41, 0x0a, 0xc3]));
		writeFileSync(join(dir, 'good.txt'), 'haus\nmaus\nlaus\n');
		await page.select('#list-lang', 'de');
		const said = () => page.$eval('#list-said', (e) => e.textContent);
		const load = async (name, pattern) => {
			await page.$eval('#list-said', (e) => { e.textContent = ''; });
			await (await page.$('#list-file')).uploadFile(join(dir, name));
			await page.waitForFunction((re) => new RegExp(re).test(
				document.getElementById('list-said').textContent), { timeout: 10000 }, pattern);
			return said();
		};
		// (each waits past the "Reading FILE…" that comes first)
		assert.match(await load('empty.txt', '^empty\\.txt: '), /^empty\.txt: no usable words\. No list loaded\./);
		assert.equal(await page.$eval('#list-file', (e) => e.files.length), 0);
		assert.match(await load('good.txt', 'German: 3 words'), /from good\.txt/);
		assert.match(await load('junk.txt', '^junk\\.txt: '), /^junk\.txt: .*Still using good\.txt\./);
		assert.equal(await page.$eval('#list-file', (e) => e.files.length), 0);
		await page.click('#list-forget');
		await page.waitForFunction(() => /no list loaded/.test(document.getElementById('list-said').textContent));
	} finally {
		rmSync(dir, { recursive: true });
	}
});

test('dark by the system\'s preference', async () => {
	const luminance = () => page.evaluate(() => {
		const [r, g, b] = getComputedStyle(document.documentElement).backgroundColor.match(/\d+/g).map(Number);
		return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
	});
	await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: 'dark' }]);
	assert.ok(await luminance() < 0.2, 'dark: the page is not dark');
	await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: 'light' }]);
	assert.ok(await luminance() > 0.8, 'light: the page is not light');
});

test('installable, and it opens with its server stopped after a first visit', async () => {
	const manifest = JSON.parse(readFileSync(join(WEB, 'www', 'manifest.webmanifest'), 'utf8'));
	assert.ok(manifest.icons.some((i) => i.sizes === '512x512') && manifest.start_url);
	for (const i of manifest.icons)
		assert.ok(existsSync(join(WEB, 'www', i.src)), i.src);
	const own = await serve(join(WEB, 'www'));
	const p = await browser.newPage();
	try {
		await open(p, `${own.url}#set=new&seed=5&lang=en&time=180`);
		await p.evaluate(() => navigator.serviceWorker.ready.then(() => null));
		const shown = await p.$eval('#board', (e) => e.dataset.board);
		await own.close();
		// no server: the kept copy answers
		await open(p, `${own.url}#set=new&seed=5&lang=en&time=180`);
		assert.equal(await p.$eval('#board', (e) => e.dataset.board), shown);
		assert.equal(await p.$eval('#total', (e) => Number(e.dataset.points)),
			JSON.parse(cli('solve', '-f', 'json', shown)).score);
	} finally {
		await p.close();
		await own.close();
	}
});

test('screenshots: a phone mid-game, upright and with the keyboard up, light and dark; a desktop', async () => {
	mkdirSync(OUT, { recursive: true });
	const shown = await throwBoard({ seed: 42 });
	const want = JSON.parse(cli('solve', '-f', 'json', shown)).words;
	for (const scheme of ['light', 'dark']) {
		await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: scheme }]);
		for (const [w, h] of [[390, 844], [390, 470]]) {
			await page.setViewport({ width: w, height: h, isMobile: true, hasTouch: true });
			await startGame();
			for (const x of [want[3].word, 'tsd', want[0].word]) {
				await page.type('#game-word', x);
				await page.keyboard.press('Enter');
			}
			await page.waitForFunction(() => document.querySelectorAll('#game-words li').length === 3);
			const file = join(OUT, `game-${w}x${h}-${scheme}.png`);
			await page.screenshot({ path: file });
			console.log(`# screenshot: ${file}`);
			await stopGame();
		}
	}
	await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: 'light' }]);
	for (const [w, h] of [[390, 844], [1280, 800]]) {
		await page.setViewport({ width: w, height: h });
		// (a viewport that is no longer a phone's opens the page anew: its words hidden again)
		await page.waitForFunction(() => document.getElementById('words').dataset.board ===
			document.getElementById('board').dataset.board, { timeout: 30000 });
		await reveal();
		await page.click(`#words button[data-word="${want[0].word}"]`);
		const file = join(OUT, `page-${w}x${h}.png`);
		await page.screenshot({ path: file });
		// the word's path is in sight, and nothing is wider than the screen
		const [top, bottom] = await page.$eval('#board svg', (e) => {
			const r = e.getBoundingClientRect();
			return [r.top, r.bottom];
		});
		assert.ok(top >= 0 && bottom <= h, `${w}x${h}: the board is out of sight after a tap`);
		assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
			`${w}x${h}: the page is wider than the screen`);
		console.log(`# screenshot: ${file}`);
	}
});
