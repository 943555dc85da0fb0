// The page at play, in chromium as page.test.mjs runs it: fair play from
// the first tap, links that say what is wrong with them, joining by QR
// code, challenge links, table mode, lists compiled off the page's thread
// and axe-core's accessibility rules.  Every answer is the command's.
//   BOGGLE=path/to/boggle BOGGLE_WEB=build/web BOGGLE_WEB_OUT=DIR \
//     node tests/web/play.test.mjs
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

let puppeteer = null, jsQR = null, axePath = null;
try {
	puppeteer = require('puppeteer-core');
	jsQR = require('jsqr');
	axePath = require.resolve('axe-core/axe.min.js');
} catch {
	puppeteer = null;
}
if (!existsSync(CHROMIUM) || !puppeteer) {
	console.log(`play tests: skipped: ${!puppeteer ? 'no puppeteer-core, jsqr or axe-core (npm ci in web/)' : `no ${CHROMIUM}`}`);
	process.exit(77);
}

const cli = (...args) => execFileSync(BOGGLE, args, { encoding: 'utf8' });
let server, browser, profile;
const GAME = '#set=new&seed=42&lang=en&time=180';

before(async () => {
	mkdirSync(OUT, { recursive: true });
	server = await serve(join(WEB, 'www'));
	profile = mkdtempSync(join(tmpdir(), 'boggle-chromium-'));
	browser = await puppeteer.launch({
		executablePath: CHROMIUM,
		headless: true,
		userDataDir: profile,
		args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking',
			'--disable-component-update', '--disable-sync', '--no-first-run'],
	});
});

after(async () => {
	if (browser)
		await browser.close();
	if (server)
		await server.close();
	if (profile)
		rmSync(profile, { recursive: true, force: true });
});

/* A new tab (of ctx: another profile when given) at url's board, its words worked out. */
async function tab(hash, { ctx = browser, w = 1280, h = 800, words = true } = {}) {
	const p = await ctx.newPage();
	p.on('pageerror', (e) => console.log(`page error: ${e.message}`));
	await p.setViewport({ width: w, height: h });
	await p.goto(server.url + hash, { waitUntil: 'load' });
	await p.waitForSelector('body[data-ready="yes"]', { timeout: 20000 });
	if (words)
		await p.waitForFunction(() => document.getElementById('words').dataset.board &&
			document.getElementById('words').dataset.board ===
			document.getElementById('board').dataset.board, { timeout: 30000 });
	return p;
}

const answer = (p, yes) => p.once('dialog', (d) => (yes ? d.accept() : d.dismiss()).catch(() => null));

async function startGame(p, table = false) {
	await p.click(table ? '#table-start' : '#game-start');
	await p.waitForFunction(() => document.body.classList.contains('playing'));
}

async function stopGame(p) {
	answer(p, true);
	await p.click('#game-stop');
	await p.waitForFunction(() => document.getElementById('game-said').dataset.end, { timeout: 10000 });
}

async function play(p, words) {
	const had = await p.$$eval('#game-words li', (ls) => ls.length);
	for (let i = had; i < had + words.length; i++) {
		await p.type('#game-word', words[i - had]);
		await p.keyboard.press('Enter');
		await p.waitForFunction((n) => document.querySelectorAll('#game-words li').length === n,
			{ timeout: 5000 }, i + 1);
	}
}

/* The answers anywhere in the page: its markup, and what it says. */
const spoken = (p, words) => p.evaluate((ws) => {
	const all = document.documentElement.outerHTML + document.body.innerText;
	return ws.filter((w) => new RegExp(`\\b${w}\\b`, 'i').test(all));
}, words);

test('a game link opens ready to play, its answers hidden there and in a second tab', async () => {
	const want = JSON.parse(cli('solve', '-f', 'json', cli('throw', '--set', 'new', '--seed', '42').trim()));
	const long = want.words.map((w) => w.word).filter((w) => w.length >= 5);
	assert.ok(long.length > 5);
	const a = await tab(GAME);
	const b = await tab(GAME);
	try {
		// (a tab behind another runs no animation frames: each is brought forward to be used)
		await a.bringToFront();
		assert.equal(await a.$eval('#board', (e) => e.dataset.board), want.board);
		assert.equal(await a.evaluate(() => document.activeElement.id), 'game-start');
		assert.deepEqual(await spoken(a, long), [], 'answers on the page before a game');
		await startGame(a);
		assert.deepEqual(await spoken(a, long), [], 'answers on the page during a game');
		// the second tab: nothing to read, and asking is refused while the first plays
		await b.bringToFront();
		let asked = 0;
		b.on('dialog', (d) => { asked++; d.dismiss().catch(() => null); });
		await b.click('#reveal');
		await b.waitForFunction(() => /another tab/.test(document.getElementById('reveal-said').textContent));
		assert.equal(asked, 0);
		assert.deepEqual(await spoken(b, long), [], 'answers in a second tab mid-game');
		// nor checked there one by one
		await b.$eval('#check-word', (e, v) => { e.value = v; }, long[0]);
		await b.click('#check-form button');
		await b.waitForFunction(() => /another tab/.test(document.getElementById('check-said').textContent));
		b.removeAllListeners('dialog');
		// the first tab's game over: its answers there, and the second's on asking
		await a.bringToFront();
		await stopGame(a);
		assert.equal(await a.$$eval('#words button', (bs) => bs.length), want.count);
		await b.bringToFront();
		answer(b, true);
		await b.click('#reveal');
		await b.waitForFunction((n) => document.querySelectorAll('#words button').length === n, {}, want.count);
	} finally {
		await a.close();
		await b.close();
	}
});

test('a tab closed mid-game lets go of its board at once', async () => {
	const want = JSON.parse(cli('solve', '-f', 'json', cli('throw', '--set', 'new', '--seed', '42').trim()));
	const a = await tab(GAME);
	const b = await tab(GAME);
	try {
		await a.bringToFront();
		await startGame(a);
		await a.close();
		// the closed tab's clock has minutes left: the words show here all the same
		await b.bringToFront();
		answer(b, true);
		await b.click('#reveal');
		await b.waitForFunction((n) => document.querySelectorAll('#words button').length === n, { timeout: 5000 },
			want.count);
	} finally {
		if (!a.isClosed())
			await a.close();
		await b.close();
	}
});

test('the board and a game before the word list: the board after under 600 kB, the list brought after', async () => {
	const board = cli('throw', '--set', 'new', '--seed', '42').trim();
	const want = JSON.parse(cli('solve', '-f', 'json', board));
	/* the English list held back until the game has started */
	let release, asked = false;
	const held = new Promise((r) => { release = r; });
	const sent = [];
	const own = await serve(join(WEB, 'www'), {
		sent: (path, n) => sent.push([path, n]),
		before: (path) => {
			if (path !== '/words.txt')
				return null;
			asked = true;
			return held;
		},
	});
	const ctx = await browser.createBrowserContext();
	try {
		const p = await ctx.newPage();
		await p.setViewport({ width: 390, height: 844 });
		await p.goto(own.url + GAME, { waitUntil: 'load' });
		await p.waitForSelector('body[data-ready="yes"]', { timeout: 20000 });
		assert.equal(await p.$eval('#board', (e) => e.dataset.board), board);
		const bytes = sent.reduce((n, [, k]) => n + k, 0);
		assert.ok(bytes < 600e3, `${bytes} bytes before the board: ${sent.map(([f, k]) => `${f} ${k}`).join(', ')}`);
		assert.ok(sent.some(([f]) => f === '/boggle-page.wasm'));
		// a game starts while the list is on its way, and a word waits for it
		await startGame(p);
		await p.waitForFunction(() => document.querySelector('#total').textContent === 'Reading the word list…');
		await p.type('#game-word', want.words[0].word);
		await p.keyboard.press('Enter');
		assert.ok(asked, 'the list not asked for');
		release();
		await p.waitForFunction(() => document.querySelectorAll('#game-words li').length === 1, { timeout: 20000 });
		await stopGame(p);
		assert.match(await p.$eval('#game-said', (e) => e.textContent),
			new RegExp(`^Stopped\\. You: ${want.words[0].score} points? from 1 word\\. The board's best: ${want.score} points from ${want.count} words\\.`));
		assert.equal(await p.$$eval('#words button', (bs) => bs.length), want.count);
	} finally {
		release();
		await ctx.close();
		await own.close();
	}
});

/* A square board's text turned a quarter clockwise, or mirrored left to right. */
function turned(text, how) {
	const n = Math.sqrt(text.length);
	const at = (r, c) => text[r * n + c];
	const rows = [];
	for (let r = 0; r < n; r++) {
		let row = '';
		for (let c = 0; c < n; c++)
			row += how === 'turn' ? at(n - 1 - c, r) : at(r, n - 1 - c);
		rows.push(row);
	}
	return rows.join('/');
}

test('while a game runs in one tab, another can neither start it, score it, nor list it turned or mirrored', async () => {
	const board = cli('throw', '--set', 'new', '--seed', '42').trim();
	assert.match(board, /^[a-pr-z]{16}$/);
	const want = JSON.parse(cli('solve', '-f', 'json', board));
	const long = want.words.map((w) => w.word).filter((w) => w.length >= 5);
	const a = await tab(GAME);
	const b = await tab(GAME);
	try {
		// the second tab's list, shown before the first starts, goes when it does
		await b.bringToFront();
		answer(b, true);
		await b.click('#reveal');
		await b.waitForFunction((n) => document.querySelectorAll('#words button').length === n, {}, want.count);
		await a.bringToFront();
		await startGame(a);
		await b.bringToFront();
		await b.waitForFunction(() => !document.querySelector('#words button'), { timeout: 5000 });
		assert.deepEqual(await spoken(b, long), [], 'answers left in the second tab');
		// no game of the board here, whose end would list it
		await b.click('#game-start');
		await b.waitForFunction(() => /another tab/.test(document.getElementById('game-said').textContent));
		assert.ok(!(await b.evaluate(() => document.body.classList.contains('playing'))));
		// no word judged by scoring the table
		await b.$eval('#table', (d) => { d.open = true; });
		await b.$eval('#table-lists', (e, v) => { e.value = v; }, `me: ${long.slice(0, 4).join(' ')} zzqq`);
		await b.click('#table-score');
		await b.waitForFunction(() => /another tab/.test(document.getElementById('table-said').textContent));
		assert.equal(await b.$$eval('#table-said li', (ls) => ls.length), 0);
		// nor the board turned or mirrored
		for (const how of ['turn', 'mirror']) {
			const other = turned(board, how);
			await b.$eval('#typed', (e, v) => { e.value = v; }, other);
			await b.click('#type-form button');
			await b.waitForFunction((t) => document.getElementById('words').dataset.board === t.replaceAll('/', ''),
				{ timeout: 10000 }, other);
			let asked = 0;
			b.on('dialog', (d) => { asked++; d.dismiss().catch(() => null); });
			await b.click('#reveal');
			await b.waitForFunction(() => /another tab/.test(document.getElementById('reveal-said').textContent));
			b.removeAllListeners('dialog');
			assert.equal(asked, 0, `${how}: asked to show the words`);
			await b.$eval('#check-word', (e, v) => { e.value = v; }, long[0]);
			await b.click('#check-form button');
			await b.waitForFunction(() => /another tab/.test(document.getElementById('check-said').textContent));
			assert.deepEqual(await spoken(b, long), [], `${how}: answers in the second tab`);
		}
		await a.bringToFront();
		await stopGame(a);
	} finally {
		await a.close();
		await b.close();
	}
});

test('a long game\'s end with its QR code open: the result shown, the code without the words', async () => {
	const p = await tab(GAME, { w: 390, h: 844 });
	const errors = [];
	p.on('pageerror', (e) => errors.push(e.message));
	try {
		await p.$eval('#join', (d) => { d.open = true; });
		await startGame(p);
		// 320 words of 7 letters: a link of some 2,600 characters, more than a QR code holds
		await p.evaluate(() => {
			let x = 7;
			for (let i = 0; i < 320; i++) {
				let w = '';
				for (let k = 0; k < 7; k++) {
					x = (x * 1103515245 + 12345) % 2147483648;
					w += 'aeiostr'[x % 7];
				}
				document.getElementById('game-word').value = w;
				document.getElementById('game-form').requestSubmit();
			}
		});
		await p.waitForFunction(() => document.querySelectorAll('#game-words li').length === 320, { timeout: 60000 });
		await stopGame(p);
		const said = await p.$eval('#game-said', (e) => e.textContent);
		assert.match(said, /^Stopped\. You: \d+ points? from \d+ words?\. The board's best: .* You missed \d+: /);
		assert.equal(await p.evaluate(() => document.activeElement.id), 'game-said');
		assert.deepEqual(errors, []);
		const link = await p.$eval('#qr', (e) => e.dataset.link);
		assert.equal(link, p.url(), 'the code carries the game without the words');
		assert.match(await p.$eval('#qr-said', (e) => e.textContent), /without your words/);
		assert.ok(await p.$eval('#qr', (e) => !e.hidden && e.width > 0));
		await p.$eval('#game-said', (e) => e.scrollIntoView({ block: 'start' }));
		const file = join(OUT, 'long-game-390x844.png');
		await p.screenshot({ path: file });
		console.log(`# screenshot: ${file}`);
	} finally {
		await p.close();
	}
});

/* The command's words for a bad argument: what follows "boggle: throw: " and "--". */
function refusal(args) {
	const r = spawnSync(BOGGLE, args, { encoding: 'utf8' });
	assert.notEqual(r.status, 0, args.join(' '));
	return r.stderr.trim().replace(/^boggle: (throw: |solve: )?(--)?/, '')
		.replace(/ \(see 'boggle \w+ --help'\)$/, '');
}

test('a bad link is answered in the command\'s words, with no other board', async () => {
	for (const [hash, args] of [
		['#seed=abc', ['throw', '--seed', 'abc']],
		['#set=new&seed=-1', ['throw', '--seed', '-1']],
		['#seed=18446744073709551616', ['throw', '--seed', '18446744073709551616']],
		['#seed=1e5', ['throw', '--seed', '1e5']],
		['#seed=', ['throw', '--seed=']],
		['#set=bogus&seed=3', ['throw', '--set', 'bogus', '--seed', '3']],
		['#board=ab1c', ['solve', 'ab1c']],
		['#board=abcd/efg', ['solve', 'abcd/efg']],
		['#set=new&seed=4&lang=xx', ['throw', '--lang', 'xx']],
	]) {
		const p = await tab(hash, { words: false });
		try {
			await p.waitForFunction(() => document.getElementById('status').dataset.refused === 'yes', { timeout: 10000 });
			const said = (await p.$eval('#status', (e) => e.textContent)).replace(/^This link: /, '');
			const cmd = refusal(args);
			if (hash.includes('lang=xx')) {
				// the command's words, less the list of codes the menu holds
				assert.ok(cmd.startsWith(said) && said === "unknown language 'xx'", `${hash}: ${said}`);
				assert.equal(await p.$eval('#lang', (e) => e.value), 'en');
			} else {
				assert.equal(said, cmd, hash);
			}
			assert.equal(await p.$('#board svg'), null, `${hash}: a board drawn`);
			await new Promise((r) => setTimeout(r, 1500));
			assert.equal((await p.$eval('#status', (e) => e.textContent)).replace(/^This link: /, ''), said,
				`${hash}: the message replaced`);
			assert.equal(new URL(p.url()).hash, new URL(server.url + hash).hash, `${hash}: the address rewritten`);
			const seed = new URLSearchParams(hash.slice(1)).get('seed');
			if (seed !== null)
				assert.equal(await p.$eval('#seed', (e) => e.value), seed);
		} finally {
			await p.close();
		}
	}
});

test('links: ? read as #, a long field cut as the command cuts it, EN as en, a field twice refused', async () => {
	const board = cli('throw', '--set', 'new', '--seed', '42').trim();
	const p = await tab('?set=new&seed=42&lang=en&time=180', { words: false });
	try {
		await p.waitForFunction((t) => document.getElementById('board').dataset.board === t, { timeout: 10000 }, board);
		assert.equal(new URL(p.url()).search, '');
		assert.equal(new URLSearchParams(new URL(p.url()).hash.slice(1)).get('seed'), '42');
	} finally {
		await p.close();
	}
	const q = await tab('#set=new&seed=42&lang=EN&time=180', { words: false });
	try {
		await q.waitForFunction((t) => document.getElementById('board').dataset.board === t, { timeout: 10000 },
			cli('throw', '--set', 'new', '--seed', '42', '--lang', 'EN').trim());
		assert.equal(await q.$eval('#lang', (e) => e.value), 'en');
	} finally {
		await q.close();
	}
	const long = 'a'.repeat(100000);
	for (const [hash, want] of [
		['#set=new&seed=42&seed=43&lang=en', "seed: given more than once ('42', '43')"],
		[`#board=${long}`, refusal(['solve', long])],
	]) {
		const r = await tab(hash, { words: false });
		try {
			await r.waitForFunction(() => document.getElementById('status').dataset.refused === 'yes', { timeout: 10000 });
			assert.equal(await r.$eval('#status', (e) => e.textContent), `This link: ${want}`);
			assert.equal(await r.$('#board svg'), null);
			assert.ok(await r.evaluate(() => document.documentElement.scrollHeight < 2 * window.innerHeight),
				'the page pushed down');
		} finally {
			await r.close();
		}
	}
});

test('in play, the address names the board played, and the board is said once a word, not at each tile', async () => {
	const p = await tab(GAME, { w: 390, h: 844 });
	try {
		const board = await p.$eval('#board', (e) => e.dataset.board);
		await startGame(p);
		const at = p.url();
		await p.evaluate(() => { location.hash = '#set=new&seed=43&lang=en&time=180'; });
		await p.waitForFunction((u) => location.href === u, { timeout: 5000 }, at);
		assert.equal(await p.$eval('#board', (e) => e.dataset.board), board);
		// a word slid across four tiles: the board (a live region) changed only while busy
		await p.evaluate(() => {
			window.__said = 0;
			let busy = false;
			new MutationObserver((rs) => {
				for (const r of rs) {
					if (r.type === 'attributes')
						busy = r.oldValue !== 'true';
					else if (!busy)
						window.__said++;
				}
			}).observe(document.getElementById('board'), { childList: true, attributes: true,
				attributeFilter: ['aria-busy'], attributeOldValue: true });
		});
		const centre = (cell) => p.$eval(`#board .cell[data-cell="${cell}"] rect`, (e) => {
			const r = e.getBoundingClientRect();
			return [r.left + r.width / 2, r.top + r.height / 2];
		});
		const [x0, y0] = await centre(0);
		await p.mouse.move(x0, y0);
		await p.mouse.down();
		for (const cell of [1, 2, 6]) {
			const [x, y] = await centre(cell);
			await p.mouse.move(x, y, { steps: 4 });
		}
		await p.mouse.up();
		await p.waitForFunction(() => document.querySelectorAll('#game-words li').length === 1, { timeout: 5000 });
		assert.ok(await p.evaluate(() => window.__said) <= 1, `the board said ${await p.evaluate(() => window.__said)} times`);
		assert.equal(await p.$eval('#board', (e) => e.getAttribute('aria-busy')), null);
		await stopGame(p);
	} finally {
		await p.close();
	}
});

test('the link carries the scoring and bonus squares: a friend sees the same points', async () => {
	const a = await tab('#set=new&seed=1&lang=en&time=180');
	try {
		await a.$eval('#scoring-box', (d) => { d.open = true; });
		await a.click('#bonus-random');
		await a.waitForFunction(() => /scoring=letters/.test(location.hash) && /bonus=/.test(location.hash) &&
			document.getElementById('words').dataset.board && document.getElementById('total').dataset.points);
		const bonus = new URLSearchParams(new URL(a.url()).hash.slice(1)).get('bonus');
		const want = JSON.parse(cli('solve', '-f', 'json', '--scoring', 'letters', '--bonus', bonus,
			cli('throw', '--set', 'new', '--seed', '1').trim()));
		assert.equal(await a.$eval('#total', (e) => Number(e.dataset.points)), want.score);
		const b = await tab(new URL(a.url()).hash, { ctx: await browser.createBrowserContext() });
		try {
			assert.equal(await b.$eval('#total', (e) => Number(e.dataset.points)), want.score);
			assert.equal(await b.$eval('#scoring', (e) => e.value), 'letters');
			assert.equal(await b.$eval('#bonus', (e) => e.value), bonus);
		} finally {
			await b.browserContext().close();
		}
		// the link's rules are the command's options as fields, nothing more
		const fields = [...new URLSearchParams(new URL(a.url()).hash.slice(1))]
			.filter(([k]) => !['set', 'seed', 'lang', 'time'].includes(k));
		assert.deepEqual(fields, [['scoring', 'letters'], ['bonus', bonus]]);
		// a scoring that takes no bonus squares leaves them out of the link
		await a.select('#scoring', 'words');
		await a.waitForFunction(() => /scoring=words/.test(location.hash), { timeout: 5000 });
		assert.ok(!/bonus=/.test(new URL(a.url()).hash), a.url());
		assert.equal(await a.$eval('#board', (e) => e.querySelectorAll('text.bonus').length), 0);
		await a.select('#scoring', 'rules');
		await a.waitForFunction(() => !/scoring=/.test(location.hash), { timeout: 5000 });
	} finally {
		await a.close();
	}
});

test('the game\'s link as a QR code, read back by a decoder from the screen', async () => {
	const p = await tab(GAME, { w: 390, h: 844 });
	const asked = [];
	p.on('request', (r) => asked.push(r.url()));
	try {
		await p.$eval('#join', (d) => { d.open = true; });
		await p.waitForFunction(() => document.getElementById('qr').dataset.link);
		const el = await p.$('#qr');
		await el.scrollIntoView();
		const box = await el.boundingBox();
		// across a table: 300 px or more on a phone 390 px wide
		assert.ok(box.width >= 300, `the code is ${box.width} px wide`);
		const png = await el.screenshot({ encoding: 'base64' });
		const { data, width, height } = await p.evaluate(async (b64) => {
			const img = new Image();
			img.src = `data:image/png;base64,${b64}`;
			await img.decode();
			const c = document.createElement('canvas');
			c.width = img.width;
			c.height = img.height;
			const g = c.getContext('2d');
			g.drawImage(img, 0, 0);
			return { data: [...g.getImageData(0, 0, c.width, c.height).data], width: c.width, height: c.height };
		}, png);
		const code = jsQR(Uint8ClampedArray.from(data), width, height);
		assert.ok(code, 'no QR code read from the screenshot');
		assert.equal(code.data, server.url + GAME.replace('#', '#'));
		assert.equal(code.data, p.url());
		// nothing fetched from anywhere else
		assert.deepEqual(asked.filter((u) => !u.startsWith(server.url) && !/^(data|blob):/.test(u)), []);
		assert.ok(existsSync(join(WEB, 'www', 'qrcode.js')) && existsSync(join(WEB, 'www', 'qrcode-generator.LICENSE')));
		assert.match(readFileSync(join(WEB, 'www', 'sw.js'), 'utf8'), /"qrcode\.js"/);
	} finally {
		await p.close();
	}
});

test('a challenge link: the same board, clock and scoring, then both lists as boggle score scores them', async () => {
	const hash = '#set=new&seed=7&lang=en&time=120&scoring=words';
	const board = cli('throw', '--set', 'new', '--seed', '7').trim();
	const words = JSON.parse(cli('solve', '-f', 'json', board)).words.map((w) => w.word);
	const mine = [words[0], words[1], words[2], 'zzqx', words[1]];
	const theirs = [words[1], words[3], words[4], 'tw'];
	const a = await tab(hash);
	await browser.defaultBrowserContext().overridePermissions(new URL(server.url).origin,
		['clipboard-read', 'clipboard-write', 'clipboard-sanitized-write']);
	let link;
	try {
		await startGame(a);
		await play(a, mine);
		await stopGame(a);
		await a.click('#share');
		await a.waitForFunction(() => /^Link copied, your words/.test(document.getElementById('status').textContent));
		link = await a.evaluate(() => navigator.clipboard.readText());
	} finally {
		await a.close();
	}
	const params = new URLSearchParams(new URL(link).hash.slice(1));
	assert.equal(params.get('words'), mine.join(' '));
	assert.equal(params.get('time'), '120');
	assert.equal(params.get('scoring'), 'words');
	// a friend, in a profile of their own, on a phone
	const ctx = await browser.createBrowserContext();
	try {
		const b = await tab(new URL(link).hash, { ctx, w: 390, h: 844 });
		assert.equal(await b.$eval('#board', (e) => e.dataset.board), board);
		assert.equal(await b.$eval('#game-time', (e) => e.value), '120');
		assert.equal(await b.$eval('#scoring', (e) => e.value), 'words');
		assert.match(await b.$eval('#game-said', (e) => e.textContent), /^A challenge: 5 words/);
		// their words are not shown before the game
		assert.deepEqual(await b.$$eval('#challenge li', (ls) => ls.length), 0);
		await startGame(b);
		await play(b, theirs);
		await stopGame(b);
		await b.waitForSelector('#challenge:not([hidden])');
		const dir = mkdtempSync(join(tmpdir(), 'boggle-challenge-'));
		let want;
		try {
			writeFileSync(join(dir, 'you.txt'), theirs.join('\n') + '\n');
			writeFileSync(join(dir, 'them.txt'), mine.join('\n') + '\n');
			want = JSON.parse(cli('score', '-f', 'json', '--scoring', 'words', board,
				join(dir, 'you.txt'), join(dir, 'them.txt')));
		} finally {
			rmSync(dir, { recursive: true });
		}
		const [you, them] = want.players;
		assert.deepEqual(await b.$eval('.versus-score', (e) => [Number(e.dataset.you), Number(e.dataset.them)]),
			[you.score, them.score]);
		const cols = await b.$$eval('.versus-col ol', (ols) => ols.map((o) =>
			[...o.querySelectorAll('li')].map((l) => [l.dataset.word, l.dataset.status])));
		const pairs = (p) => p.words.filter((w) => w.status !== 'shared').map((w) => [w.word, w.status]);
		assert.deepEqual(cols[0], pairs(you));
		assert.deepEqual(cols[2], pairs(them));
		const both = [...new Set(you.words.filter((w) => w.status === 'shared').map((w) => w.word))];
		assert.deepEqual(cols[1].map(([w]) => w), both);
		assert.deepEqual(both, [words[1]]);
		assert.equal(await b.evaluate(() => document.activeElement.id), 'challenge-title');
		assert.ok(await b.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth));
		await b.$eval('#game-said', (e) => e.scrollIntoView({ block: 'start' }));
		for (const [name, file] of [['challenge-390x844.png', join(OUT, 'challenge-390x844.png')]]) {
			await b.screenshot({ path: file });
			console.log(`# screenshot: ${file} (${name})`);
		}
		await b.setViewport({ width: 1280, height: 800 });
		await b.waitForFunction(() => document.getElementById('words').dataset.board);
		const wide = join(OUT, 'challenge-1280x800.png');
		await b.screenshot({ path: wide });
		console.log(`# screenshot: ${wide}`);
	} finally {
		await ctx.close();
	}
});

test('a challenge: its words out of the address bar, every one scored as boggle score counts, none said as none', async () => {
	const hash = '#set=new&seed=7&lang=en&time=120';
	const board = cli('throw', '--set', 'new', '--seed', '7').trim();
	const words = JSON.parse(cli('solve', '-f', 'json', board)).words.map((w) => w.word);
	// past a thousand words, and one longer than any board holds: each counts
	const filler = Array.from({ length: 1100 }, (_, i) => `zq${i.toString(26).replace(/\d/g, (d) => 'klmnopqrst'[d])}`);
	const theirs = [...filler, words[0], words[1], words[2], 'a'.repeat(70)];
	const ctx = await browser.createBrowserContext();
	try {
		const p = await tab(`${hash}&words=${theirs.join('+')}`, { ctx, w: 390, h: 844 });
		const said = `A challenge: ${theirs.length} words played on this board. Start a game to play them; both lists show when it ends.`;
		assert.equal(await p.$eval('#game-said', (e) => e.textContent), said);
		assert.ok(!new URL(p.url()).hash.includes('words='), `their words in the address: ${p.url().slice(0, 120)}`);
		// the tab reloaded before the game: the challenge still there
		await p.reload({ waitUntil: 'load' });
		await p.waitForSelector('body[data-ready="yes"]', { timeout: 20000 });
		assert.equal(await p.$eval('#game-said', (e) => e.textContent), said);
		await startGame(p);
		assert.ok(!new URL(p.url()).hash.includes('words='), 'their words in the address mid-game');
		await play(p, [words[1]]);
		await stopGame(p);
		await p.waitForSelector('#challenge:not([hidden])');
		const dir = mkdtempSync(join(tmpdir(), 'boggle-challenge-'));
		let want;
		try {
			writeFileSync(join(dir, 'you.txt'), `${words[1]}\n`);
			writeFileSync(join(dir, 'them.txt'), theirs.join('\n') + '\n');
			want = JSON.parse(cli('score', '-f', 'json', board, join(dir, 'you.txt'), join(dir, 'them.txt')));
		} finally {
			rmSync(dir, { recursive: true });
		}
		assert.ok(want.players[1].score > 0);
		assert.deepEqual(await p.$eval('.versus-score', (e) => [Number(e.dataset.you), Number(e.dataset.them)]),
			want.players.map((x) => x.score));
		// played: a reload brings the board alone
		await p.reload({ waitUntil: 'load' });
		await p.waitForSelector('body[data-ready="yes"]', { timeout: 20000 });
		assert.doesNotMatch(await p.$eval('#game-said', (e) => e.textContent), /challenge/i);
		await p.close();
		const q = await tab(`${hash}&words=`, { ctx, w: 390, h: 844 });
		assert.match(await q.$eval('#game-said', (e) => e.textContent), /^A challenge with no words played on this board\./);
		await q.close();
	} finally {
		await ctx.close();
	}
});

/* Record what the page asks of the device: buzz, beep and wake lock. */
const DEVICE = () => {
	window.__asked = { vibrate: 0, beeps: 0, lock: 0, release: 0 };
	navigator.vibrate = () => { window.__asked.vibrate++; return true; };
	Object.defineProperty(navigator, 'wakeLock', { configurable: true, value: {
		request: async () => {
			window.__asked.lock++;
			return { release: async () => { window.__asked.release++; } };
		},
	} });
	const Start = OscillatorNode.prototype.start;
	OscillatorNode.prototype.start = function (...a) {
		window.__asked.beeps++;
		return Start.apply(this, a);
	};
};

test('table mode: tiles turned as dice land, the clock on every side, a beep, a buzz, then the answers', async () => {
	const board = cli('throw', '--set', 'new', '--seed', '42').trim();
	const want = JSON.parse(cli('solve', '-f', 'json', board));
	const sizes = {};
	for (const [w, h] of [[390, 844], [844, 390], [768, 1024], [1280, 800]]) {
		const p = await browser.newPage();
		try {
			await p.evaluateOnNewDocument(DEVICE);
			await p.setViewport({ width: w, height: h, isMobile: w < 1000, hasTouch: w < 1000 });
			await p.goto(server.url + '#set=new&seed=42&lang=en&time=4', { waitUntil: 'load' });
			await p.waitForFunction(() => document.getElementById('words').dataset.board, { timeout: 30000 });
			await startGame(p, true);
			const turns = await p.$$eval('#board .cell', (gs) => gs.map((g) => [Number(g.dataset.turn),
				g.querySelector('.face').getAttribute('transform'),
				getComputedStyle(g.querySelector('.face')).textDecorationLine]));
			assert.equal(turns.length, 16);
			for (const [t, tr, line] of turns) {
				assert.ok([0, 90, 180, 270].includes(t), `turned ${t}`);
				assert.match(tr, new RegExp(`^rotate\\(${t} `));
				assert.equal(line, 'underline', 'a turned letter says which way up it is');
			}
			assert.ok(new Set(turns.map(([t]) => t)).size > 1, 'every tile turned the same way');
			const clocks = await p.$$eval('#table-clocks .clock', (cs) => cs.map((c) => {
				const r = c.getBoundingClientRect();
				return { side: c.dataset.side, text: c.textContent, box: [r.top, r.bottom, r.left, r.right],
					size: parseFloat(getComputedStyle(c).fontSize) };
			}));
			assert.equal(clocks.length, 4);
			for (const c of clocks) {
				assert.match(c.text, /^0:0\d$/);
				const [top, bottom, left, right] = c.box;
				assert.ok(top >= 0 && bottom <= h && left >= 0 && right <= w, `${w}x${h}: the ${c.side} clock off the screen`);
				assert.ok(c.size >= 36, `${w}x${h}: the ${c.side} clock is ${c.size} px`);
			}
			const b = await p.$eval('#board svg', (e) => { const r = e.getBoundingClientRect(); return [r.top, r.bottom, r.left, r.right]; });
			assert.ok(b[0] >= 0 && b[1] <= h && b[2] >= 0 && b[3] <= w, `${w}x${h}: the board off the screen`);
			assert.ok(b[1] - b[0] >= 240, `${w}x${h}: the board is ${b[1] - b[0]} px`);
			// no clock over the tiles, and the tiles lying sideways as large as upright
			await new Promise((r) => setTimeout(r, 700)); /* the dice landed */
			const [tiles, tile] = await p.$$eval('#board .cell rect', (rs) => {
				const bs = rs.map((r) => r.getBoundingClientRect());
				return [[Math.min(...bs.map((r) => r.top)), Math.max(...bs.map((r) => r.bottom)),
					Math.min(...bs.map((r) => r.left)), Math.max(...bs.map((r) => r.right))], bs[0].width];
			});
			for (const { side, box: [top, bottom, left, right] } of clocks)
				assert.ok(bottom <= tiles[0] || top >= tiles[1] || right <= tiles[2] || left >= tiles[3],
					`${w}x${h}: the ${side} clock over the tiles`);
			const stop = await p.$eval('#game-stop', (e) => { const r = e.getBoundingClientRect(); return [r.top, r.bottom, r.left, r.right]; });
			assert.ok(stop[0] >= 0 && stop[1] <= h && stop[2] >= 0 && stop[3] <= w, `${w}x${h}: Stop off the screen`);
			assert.ok(stop[1] <= tiles[0] || stop[0] >= tiles[1] || stop[3] <= tiles[2] || stop[2] >= tiles[3],
				`${w}x${h}: Stop over the tiles`);
			sizes[`${w}x${h}`] = tile;
			if (w === 844)
				assert.ok(tile >= sizes['390x844'] - 0.5, `lying sideways a tile is ${tile} px, upright ${sizes['390x844']} px`);
			const file = join(OUT, `table-${w}x${h}.png`);
			await p.screenshot({ path: file });
			console.log(`# screenshot: ${file}`);
			await p.waitForFunction(() => document.getElementById('game-said').dataset.end === 'time', { timeout: 10000 });
			const asked = await p.evaluate(() => window.__asked);
			assert.ok(asked.vibrate >= 1 && asked.beeps >= 1, JSON.stringify(asked));
			assert.ok(asked.lock >= 1 && asked.release >= 1, JSON.stringify(asked));
			assert.match(await p.$eval('#game-said', (e) => e.textContent), /^Time!/);
			assert.equal(await p.$$eval('#words button', (bs) => bs.length), want.count);
		} finally {
			await p.close();
		}
	}
});

test('a kept Polish list is read and compiled off the page\'s thread', async (t) => {
	const list = '/usr/share/dict/polish';
	if (!existsSync(list)) {
		t.skip(`no ${list} (wpolish)`);
		return;
	}
	const hash = '#set=new&seed=3&lang=pl&time=180';
	const board = cli('throw', '--set', 'new', '--seed', '3', '--lang', 'pl').trim();
	const ctx = await browser.createBrowserContext();
	try {
		// without a kept list
		const p = await tab(hash, { ctx, words: false });
		await p.waitForFunction(() => /No Polish list/.test(document.getElementById('total').textContent));
		console.log(`# usable without a kept list: ${await p.$eval('body', (b) => b.dataset.readyMs)} ms`);
		await p.select('#list-lang', 'pl');
		await (await p.$('#list-file')).uploadFile(list);
		await p.waitForFunction(() => /^Polish: [\d,]+ words/.test(document.getElementById('list-said').textContent), { timeout: 120000 });
		await p.close();
		// kept: opened anew, read back and compiled while the page goes on
		const q = await ctx.newPage();
		await q.evaluateOnNewDocument(() => {
			window.__longest = 0;
			new PerformanceObserver((l) => {
				for (const e of l.getEntries())
					window.__longest = Math.max(window.__longest, e.duration);
			}).observe({ type: 'longtask', buffered: true });
		});
		await q.goto(server.url + hash, { waitUntil: 'load' });
		await q.waitForFunction(() => document.getElementById('total').dataset.points, { timeout: 120000 });
		const want = JSON.parse(cli('solve', '--lang', 'pl', '-d', list, '-f', 'json', board));
		assert.equal(await q.$eval('#total', (e) => Number(e.dataset.points)), want.score);
		const [ready, words, longest] = await q.evaluate(() => [document.body.dataset.readyMs,
			document.body.dataset.wordsMs, window.__longest]);
		console.log(`# kept Polish list: usable at ${ready} ms, words at ${words} ms; longest task ${Math.round(longest)} ms`);
		// the probe sees a long task when there is one: 300 ms of work on the page's thread
		await q.evaluate(() => setTimeout(() => {
			const end = performance.now() + 300;
			while (performance.now() < end);
		}, 0));
		await q.waitForFunction(() => window.__longest >= 250, { timeout: 5000 });
		await q.close();
	} finally {
		await ctx.close();
	}
});

async function axe(p, where) {
	if (!(await p.evaluate(() => !!window.axe)))
		await p.addScriptTag({ path: axePath });
	const res = await p.evaluate(() => window.axe.run(document, { resultTypes: ['violations'] }));
	const bad = res.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
	for (const v of bad)
		console.log(`# axe ${where}: ${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join('; ')}`);
	return bad.map((v) => v.id);
}

test('axe-core finds nothing serious on the page, in a game and at its end, light and dark', async () => {
	for (const scheme of ['light', 'dark']) {
		const p = await tab(GAME, { w: 390, h: 844 });
		try {
			await p.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: scheme }]);
			assert.deepEqual(await axe(p, `${scheme} page`), []);
			await startGame(p);
			await play(p, ['tide', 'zzq']);
			assert.deepEqual(await axe(p, `${scheme} game`), []);
			await stopGame(p);
			await p.$eval('#join', (d) => { d.open = true; });
			assert.deepEqual(await axe(p, `${scheme} end`), []);
			await startGame(p, true);
			assert.deepEqual(await axe(p, `${scheme} table mode`), []);
			await stopGame(p);
		} finally {
			await p.close();
		}
		// a challenge's result
		const q = await tab(`${GAME}&words=tide+edit+zzq`, { w: 390, h: 844 });
		try {
			await q.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: scheme }]);
			await startGame(q);
			await play(q, ['tide', 'bait']);
			await stopGame(q);
			await q.waitForSelector('#challenge:not([hidden])');
			assert.deepEqual(await axe(q, `${scheme} challenge`), []);
			// and axe sees a fault where there is one
			await q.evaluate(() => document.body.append(Object.assign(document.createElement('img'), { src: 'icon.svg' })));
			assert.ok((await axe(q, `${scheme} an image with no text`)).includes('image-alt'));
		} finally {
			await q.close();
		}
	}
});

test('the smaller things: names, shapes, the board steady, the path said cleared, a swipe refused cleanly', async () => {
	const p = await tab(GAME, { w: 390, h: 844 });
	try {
		// Shape follows the edition
		for (const [set, shape] of [['big', '5x5'], ['superbig', '6x6'], ['new', '4x4']]) {
			await p.select('#set', set);
			assert.equal(await p.$eval('#size', (e) => e.value), shape);
		}
		assert.ok(!(await p.evaluate(() => document.body.innerText.includes('loadWords'))));
		// a word's path said, then a game: said no more
		answer(p, true);
		await p.click('#reveal');
		await p.waitForSelector('#words button');
		const first = await p.$eval('#words button', (b) => b.dataset.word);
		await p.click('#words button');
		// the button's name holds what it shows
		const name = await p.$eval('#words button', (b) => b.textContent);
		assert.ok(name.startsWith(first) && /\d+ points?$/.test(name), name);
		// (the board pinned over the page while its words are tapped: the button pressed as a keyboard does)
		await p.$eval('#game-start', (b) => b.click());
		await p.waitForFunction(() => document.activeElement.id === 'game-word');
		assert.equal(await p.$eval('#path-said', (e) => e.textContent), '');
		// a heading of level one still there for a screen reader, out of sight
		assert.deepEqual(await p.$$eval('h1', (hs) => hs.map((h) => [getComputedStyle(h).display,
			getComputedStyle(h.parentElement).display, h.getBoundingClientRect().width <= 1])),
		[['block', 'flex', true]]);
		const height = () => p.$eval('#board svg', (e) => e.getBoundingClientRect().height);
		const before = await height();
		await play(p, ['tide']);
		assert.ok(Math.abs(await height() - before) < 1, `the board went from ${before} to ${await height()} px`);
		// a tap that spells nothing: no lone letter, the score as it was
		const line = await p.$eval('#game-score', (e) => e.textContent);
		const [x, y] = await p.$eval('#board .cell[data-cell="5"] rect', (e) => {
			const r = e.getBoundingClientRect();
			return [r.left + r.width / 2, r.top + r.height / 2];
		});
		await p.mouse.move(x, y);
		await p.mouse.down();
		await p.mouse.up();
		assert.equal(await p.$eval('#game-score', (e) => e.textContent), line);
		// many words wrap, none out of reach sideways
		await play(p, ['aorist', 'bedsit', 'editor', 'stride', 'strode', 'triode', 'abide', 'biota']);
		assert.ok(await p.$eval('#game-words', (e) => e.scrollWidth <= e.clientWidth + 1));
		await stopGame(p);
		assert.doesNotMatch(await p.$eval('#game-said', (e) => e.textContent), /Time!/);
		// two players of one name, as the command names them
		await p.$eval('#table-lists', (e) => { e.value = 'ann: tide\nann: tide edit\nann-2: bed\nconstructor: edit'; });
		await p.click('#table-score');
		await p.waitForSelector('#table-said h3');
		const heads = await p.$$eval('#table-said h3', (hs) => hs.map((h) => h.textContent.replace(/:.*/, '')));
		// the second ann is ann-3: a player is named ann-2 already
		assert.deepEqual(heads, ['ann', 'ann-3', 'ann-2', 'constructor']);
	} finally {
		await p.close();
	}
});

test('a word tapped far down the list on a phone: its path over the list, the list where it was', async () => {
	const want = JSON.parse(cli('solve', '-f', 'json', cli('throw', '--set', 'new', '--seed', '42').trim()));
	const p = await browser.newPage();
	try {
		await p.setViewport({ width: 390, height: 844, isMobile: true, hasTouch: true });
		await p.goto(server.url + GAME, { waitUntil: 'load' });
		await p.waitForFunction(() => document.getElementById('words').dataset.board, { timeout: 30000 });
		answer(p, true);
		await p.click('#reveal');
		await p.waitForSelector('#words button');
		const k = want.words.length - 5;
		const w = want.words[k];
		const button = await p.$(`#words li:nth-child(${k + 1}) button`);
		await button.evaluate((b) => b.scrollIntoView({ block: 'end' }));
		const before = await p.evaluate(() => window.scrollY);
		await button.tap();
		await p.waitForFunction(() => document.querySelectorAll('#board .step').length > 0);
		assert.equal(await p.evaluate(() => window.scrollY), before, 'the list moved');
		const steps = await p.$$eval('#board .step', (gs) => gs.map((g) => Number(g.dataset.cell)));
		assert.deepEqual(steps.sort((a, b) => a - b), w.path.map(([r, c]) => r * want.cols + c).sort((a, b) => a - b));
		const [top, bottom, btop] = await p.evaluate((b) => [...(() => {
			const r = document.querySelector('#board svg').getBoundingClientRect();
			return [r.top, r.bottom];
		})(), b.getBoundingClientRect().top], button);
		assert.ok(top >= 0 && bottom <= 844, 'the board out of sight');
		assert.ok(btop >= bottom, 'the word tapped under the board');
	} finally {
		await p.close();
	}
});
