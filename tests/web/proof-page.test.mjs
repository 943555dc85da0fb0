// The page that checks a proof, in Debian's chromium, headless, driven by
// puppeteer-core against the page served on 127.0.0.1: a small proof
// merged and verified on workers as the command verifies it, a forged one
// refused in the command's words, a published proof whose list is not
// built in asking for it, and that list taken.  With the shared lists,
// it times 20 classes of the published ENABLE2K 3x4 proof against the
// command on the same seed (a figure printed, not a limit).
//   BOGGLE=path/to/boggle BOGGLE_WEB=build/web BOGGLE_WEB_OUT=DIR \
//     node tests/web/proof-page.test.mjs
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { serve } from './serve.mjs';

const BOGGLE = process.env.BOGGLE;
const WEB = process.env.BOGGLE_WEB;
const OUT = process.env.BOGGLE_WEB_OUT || join(WEB, 'screenshots');
const CHROMIUM = process.env.CHROMIUM || '/usr/bin/chromium';
const here = new URL('.', import.meta.url).pathname;
const SHARED = process.env.BOGGLE_SHARED_DIR || join(here, '..', '..', '..', 'shared');
const require = createRequire(join(here, '..', '..', 'web', 'package.json'));

let puppeteer = null;
try {
	puppeteer = require('puppeteer-core');
} catch {
	puppeteer = null;
}
if (!existsSync(CHROMIUM) || !puppeteer) {
	console.log(`proof page tests: skipped: ${!puppeteer ? 'no puppeteer-core (npm ci in web/)' : `no ${CHROMIUM}`}`);
	process.exit(77);
}

let server, browser, page, profile, tmp;

before(async () => {
	server = await serve(join(WEB, 'www'));
	profile = mkdtempSync(join(tmpdir(), 'boggle-chromium-'));
	tmp = mkdtempSync(join(tmpdir(), 'boggle-proof-page-'));
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
	await page.goto(`${server.url}proof.html`, { waitUntil: 'load' });
	await page.waitForSelector('body[data-ready="yes"]', { timeout: 30000 });
});

after(async () => {
	if (browser)
		await browser.close();
	if (server)
		await server.close();
	for (const d of [profile, tmp])
		if (d)
			rmSync(d, { recursive: true, force: true });
});

/* What the command prints as JSON on stdout, and its exit status. */
function cli(...args) {
	const r = spawnSync(BOGGLE, args, { encoding: 'utf8', maxBuffer: 1 << 28 });
	return { status: r.status, json: r.stdout ? JSON.parse(r.stdout) : null, err: r.stderr };
}

/* Choose files in the page, and wait for it to merge them or say why not. */
async function choose(paths) {
	const input = await page.$('#proof-files');
	await page.$eval('#merged', (e) => { e.hidden = true; });
	await page.$eval('#status', (e) => { e.textContent = ''; });
	await input.uploadFile(...paths);
	await page.waitForFunction(() => !document.getElementById('merged').hidden ||
		!document.getElementById('list-need').hidden ||
		/: /.test(document.getElementById('status').textContent), { timeout: 60000 });
}

/* Prove sample classes again by seed, and wait for the verdict. */
async function verify(sample, seed) {
	await page.$eval('#sample', (e, v) => { e.value = v; }, String(sample));
	await page.$eval('#seed', (e, v) => { e.value = v; }, String(seed));
	await page.$eval('#verdict', (e) => { delete e.dataset.asRecorded; });
	await page.click('#verify-go');
	await page.waitForFunction(() => document.getElementById('verdict').dataset.asRecorded,
		{ timeout: 240000 });
	return page.$eval('#verdict', (e) => ({ text: e.innerText, ok: e.dataset.asRecorded,
		seconds: Number(e.dataset.seconds) }));
}

test('a small proof merged and proven again on workers, as the command does', async () => {
	const p = join(tmp, 'p.jsonl');
	execFileSync(BOGGLE, ['prove', '-z', '3x3', '--tiles', 'aerstl', '--min-score', '200',
		'-o', p], { stdio: 'ignore' });
	await choose([p]);
	const merged = await page.$eval('#merged-said', (e) => e.textContent);
	const want = cli('prove', 'merge', '-f', 'json', p).json;
	assert.match(merged, new RegExp(`${want.boards.length.toLocaleString('en')} boards of 200 or more`));
	assert.match(merged, /102 classes, every one accounted for/);
	const shown = await page.$$eval('#boards figcaption', (f) => f.map((x) => x.textContent));
	assert.equal(shown[0], `${want.boards[0].board}: ${want.boards[0].score} points`);
	const v = await verify(10, 42);
	const cmd = cli('prove', 'verify', '-f', 'json', '--sample', '10', '--seed', '42', p).json;
	assert.equal(v.ok, 'yes');
	assert.ok(v.text.includes(`Checked: ${cmd.checked}.`), v.text);
	assert.ok(v.text.includes(`The proof: ${cmd.proof}.`), v.text);
	assert.ok(v.text.includes('boggle prove verify --sample 10 --seed 42 p.jsonl'), v.text);
	for (const [size, name] of [[[390, 844], 'proof-phone.png'], [[1280, 800], 'proof-desktop.png']]) {
		mkdirSync(OUT, { recursive: true });
		await page.setViewport({ width: size[0], height: size[1] });
		await page.$eval('#verify', (e) => e.scrollIntoView());
		const file = join(OUT, name);
		await page.screenshot({ path: file });
		console.log(`# screenshot: ${file}`);
	}
	await page.setViewport({ width: 1280, height: 800 });
});

test('a forged file refused in the command\'s words', async () => {
	const p = join(tmp, 'p.jsonl'), f = join(tmp, 'forged.jsonl');
	writeFileSync(f, readFileSync(p, 'utf8').replace('"min_score": 200', '"min_score": 199'));
	await choose([f]);
	const said = await page.$eval('#status', (e) => e.textContent);
	assert.equal(said, 'forged.jsonl: line 1: damaged: its checksum does not match');
	assert.equal(await page.$eval('#merged', (e) => e.hidden), true);
});

test('a published proof whose list is not there asks for it, and takes what it is given', async () => {
	/* as a page built with no list beside it */
	await page.evaluate(() => {
		globalThis.keptLists = BOGGLE_LISTS;
		BOGGLE_LISTS = {};
	});
	await page.$eval('#list-need', (e) => { e.hidden = true; });
	await page.click('#published button:nth-of-type(2)');  /* the ENABLE2K one */
	await page.waitForFunction(() => !document.getElementById('list-need').hidden, { timeout: 30000 });
	const wanted = await page.$eval('#list-wanted', (e) => e.textContent);
	assert.match(wanted, /173,498 words whose checksum is 013a9d40ef6007896c95fc6118a5e96fd5872b86178490a6a4039c66acc9543f/);
	// another list: refused with what it is
	const other = join(tmp, 'other.txt');
	writeFileSync(other, 'rate\ntear\n');
	await (await page.$('#list-file')).uploadFile(other);
	await page.waitForFunction(() => /not the proof's list/.test(
		document.getElementById('list-said').textContent), { timeout: 30000 });
	await page.evaluate(() => { BOGGLE_LISTS = globalThis.keptLists; });
});

/* Each published proof checked by the page with nothing but itself. */
for (const [nth, name, best] of [[1, '3x4-de-1624', 'legn/sire/tets: 1657 points'],
	[2, '3x4-enable2k-1500', 'dnis/etal/srep: 1651 points'],
	[3, '3x4-es-1306', 'calp/nera/tado: 1332 points'],
	[4, '3x4-fr-2618', 'prts/aiee/stnr: 2671 points'],
	[5, '3x4-words-604', 'dlps/eaie/strd: 616 words']]) {
	test(`the published ${name} checked with nothing but the page, and the command it hands out runs`,
		async (t) => {
			await page.$eval('#merged', (e) => { e.hidden = true; });
			await page.$eval('#list-need', (e) => { e.hidden = true; });
			const t0 = Date.now();
			await page.click(`#published button:nth-of-type(${nth})`);
			await page.waitForFunction(() => !document.getElementById('merged').hidden ||
				!document.getElementById('list-need').hidden, { timeout: 120000 });
			if (!(await page.$eval('#list-need', (e) => e.hidden))) {
				const said = await page.$eval('#list-wanted', (e) => e.textContent);
				assert.match(said, /Debian's w\w+ has one/);
				t.diagnostic(`this build has no list for ${name}: ${said}`);
				return;
			}
			const mergeSeconds = await page.$eval('#merged', (e) => Number(e.dataset.seconds));
			console.log(`# ${name}: fetched, its list fetched and read, merged in ` +
				`${((Date.now() - t0) / 1000).toFixed(2)} s (the merge ${mergeSeconds.toFixed(2)} s)`);
			const shown = await page.$$eval('#boards figcaption', (f) => f.map((x) => x.textContent));
			assert.equal(shown[0], best);
			assert.equal(await page.$eval('#merged-warnings', (e) => e.textContent), '');
			await page.evaluate(() => {
				Object.defineProperty(navigator, 'hardwareConcurrency', { value: 2, configurable: true });
			});
			const v = await verify(3, 1);
			assert.equal(v.ok, 'yes', v.text);
			if (nth === 2 || nth === 4) {
				await page.setViewport({ width: 390, height: 844 });
				await page.$eval('#verdict', (e) => e.scrollIntoView());
				mkdirSync(OUT, { recursive: true });
				await page.screenshot({ path: join(OUT, `proof-${name}-phone.png`) });
				await page.setViewport({ width: 1280, height: 800 });
			}
			// the command it hands out, run as printed beside the files it names
			const line = /The same classes at the command line: (.*)$/m.exec(v.text)[1];
			const dir = mkdtempSync(join(tmp, 'cmd-'));
			writeFileSync(join(dir, `${name}.jsonl.gz`), readFileSync(join(WEB, 'www', 'proofs',
				`${name}.jsonl.gz`)));
			/* ENABLE2K by name, the copy installed with the program (here its build's) */
			assert.equal(/ -d enable2k /.test(line), nth === 2 || nth === 5, line);
			const r = spawnSync('sh', ['-c', line.replace(/boggle /, `${BOGGLE} `)],
				{ cwd: dir, encoding: 'utf8' });
			assert.equal(r.status, 0, `${line}: ${r.stderr}`);
			assert.match(r.stderr, /3 of 27135 classes proven again, each whole with its parts \(27135 records\), each as recorded/);
		});
}

test('a published proof checked once is checked again offline, kept by the service worker', async () => {
	await page.waitForFunction(() => navigator.serviceWorker && navigator.serviceWorker.controller,
		{ timeout: 30000 });
	const check = async () => {
		await page.$eval('#merged', (e) => { e.hidden = true; });
		await page.click('#published button:nth-of-type(3)');  /* the Spanish one */
		await page.waitForFunction(() => !document.getElementById('merged').hidden ||
			!document.getElementById('list-need').hidden ||
			/could not be fetched/.test(document.getElementById('status').textContent),
		{ timeout: 60000 });
		return page.$eval('#status', (e) => e.textContent);
	};
	assert.match(await check(), /^Merged in/);
	/* the page's library, which install leaves to the page to ask for */
	await page.waitForFunction(async () => !!(await caches.match('boggle-wasm.js',
		{ ignoreSearch: true })), { timeout: 30000 });
	/* what the browser's own cache holds is not what is tested */
	const cdp = await page.target().createCDPSession();
	await cdp.send('Network.clearBrowserCache');
	await cdp.detach();
	/* the server gone, as a phone with no network: the last test */
	await server.close();
	server = null;
	await page.reload({ waitUntil: 'load' });
	await page.waitForSelector('body[data-ready="yes"]', { timeout: 30000 });
	assert.match(await check(), /^Merged in/);
	const shown = await page.$$eval('#boards figcaption', (f) => f.map((x) => x.textContent));
	assert.equal(shown[0], 'calp/nera/tado: 1332 points');
});
