// The page in a real browser: Debian's chromium, headless, driven by
// puppeteer-core, against the page served by a server this test starts on
// 127.0.0.1 and stops.  Every answer is checked against the command's.
//   BOGGLE=path/to/boggle BOGGLE_WEB=build/web BOGGLE_WEB_OUT=DIR \
//     node tests/web/page.test.mjs
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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

async function open() {
	await page.goto(server.url, { waitUntil: 'load' });
	await page.waitForSelector('body[data-ready="yes"]', { timeout: 20000 });
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
		return d && d !== b;
	}, { timeout: 10000 }, before).catch(() => null);
	return page.$eval('#board', (e) => e.dataset.board);
}

const listed = () => page.$$eval('#words button', (bs) => bs.map((b) =>
	({ word: b.dataset.word, score: Number(b.dataset.score) })));

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
	assert.equal(await check('zyzzyva'), 'zyzzyva: not on the board');
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
	await page.keyboard.press('Escape');
	await page.waitForFunction(() => document.getElementById('game-said').dataset.score !== undefined, { timeout: 5000 });
	const dir = mkdtempSync(join(tmpdir(), 'boggle-game-'));
	try {
		writeFileSync(join(dir, 'you.txt'), typed.join('\n') + '\n');
		const want = JSON.parse(cli('score', '-f', 'json', shown, join(dir, 'you.txt')));
		assert.equal(await page.$eval('#game-said', (e) => Number(e.dataset.score)), want.players[0].score);
		const statuses = await page.$$eval('#game-words li', (ls) => ls.map((l) => l.dataset.status));
		assert.deepEqual(statuses, want.players[0].words.map((w) => w.status));
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
		const shown = await local.$eval('#board', (e) => e.dataset.board);
		const want = JSON.parse(cli('solve', '-f', 'json', shown));
		assert.equal(await local.$eval('#total', (e) => Number(e.dataset.points)), want.score);
	} finally {
		await local.close();
	}
});

test('screenshots of a phone held upright and of a desktop', async () => {
	mkdirSync(OUT, { recursive: true });
	await throwBoard({ seed: 42 });
	const shown = await page.$eval('#board', (e) => e.dataset.board);
	const first = JSON.parse(cli('solve', '-f', 'json', shown)).words[0].word;
	for (const [w, h] of [[390, 844], [1280, 800]]) {
		await page.setViewport({ width: w, height: h });
		await page.click(`#words button[data-word="${first}"]`);
		await page.evaluate(() => window.scrollTo(0, 0));
		const file = join(OUT, `page-${w}x${h}.png`);
		await page.screenshot({ path: file });
		// nothing wider than the screen: no sideways scrolling
		assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
			`${w}x${h}: the page is wider than the screen`);
		console.log(`# screenshot: ${file}`);
	}
});
