// The browser build's figures, each the median of RUNS runs: solving in
// Node against the native library (interleaved, one thread, the 1000
// benchmark boards), what the page loads first as a static host serves it
// compressed, how soon the page can be used from a local server, and the
// JavaScript package's size and cold start.  It prints; it asserts nothing.
//   node tests/bench/web.mjs [BUILD_DIR] [SHARED_DIR] [RUNS] [OLDER_BUILD_DIR]
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';
import { serve } from '../web/serve.mjs';

const build = resolve(process.argv[2] || 'build');
const shared = resolve(process.argv[3] || '../shared');
const runs = Number(process.argv[4] || 5);
const boards = join(shared, 'bench', 'boards1000.txt');
const dict = join(shared, 'dicts', 'enable2k.txt');
const www = join(build, 'web', 'www'), pkg = join(build, 'web', 'pkg');
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];
const here = new URL('.', import.meta.url).pathname;

// one run of the module: boards/s of total() and of solve(), in a process
// of its own so that each run starts cold as the native one does
const child = `
import { readFileSync } from 'node:fs';
const b = await import(${JSON.stringify(join(pkg, 'boggle.mjs'))});
const boards = readFileSync(${JSON.stringify(boards)}, 'utf8').trim().split('\\n');
const words = b.loadWords(readFileSync(${JSON.stringify(dict)}));
const rate = (f, repeat) => {
	for (const x of boards) b[f](x, { words });
	const t = performance.now();
	let score = 0;
	for (let r = 0; r < repeat; r++) for (const x of boards) score += b[f](x, { words }).score;
	return [Math.round(repeat * boards.length / (performance.now() - t) * 1000), score / repeat];
};
console.log(JSON.stringify({ total: rate('total', 20), solve: rate('solve', 5) }));
`;

console.log(`== solving the 1000 benchmark boards, ENABLE2K, one thread (${runs} runs, interleaved)`);
const native = [], total = [], full = [];
for (let i = 0; i < runs; i++) {
	const out = execFileSync(join(build, 'boggle_bench'), [boards, dict, '-r', '20', '-j', '1'],
		{ encoding: 'utf8' });
	native.push(Number(/^1 thread:\s+(\d+)/m.exec(out)[1]));
	const js = JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', child],
		{ encoding: 'utf8' }));
	total.push(js.total[0]);
	full.push(js.solve[0]);
	const want = Number(/^total score:\s+(\d+)/m.exec(out)[1]);
	if (js.total[1] !== want || js.solve[1] !== want)
		throw new Error(`scores differ: native ${want}, module ${js.total[1]} ${js.solve[1]}`);
}
const [n, t, f] = [median(native), median(total), median(full)];
console.log(`native library (boggle_bench -j 1): ${native.join(' ')} boards/s`);
console.log(`module total() in Node:            ${total.join(' ')} boards/s`);
console.log(`module solve() in Node (words, paths): ${full.join(' ')} boards/s`);
console.log(`median: native ${n}, total() ${t} (${(t / n).toFixed(2)} of native), solve() ${f} (${(f / n).toFixed(2)})`);

console.log('== what the page loads first, as a static host serves it');
const html = readFileSync(join(www, 'index.html'), 'utf8');
// (and the library its script fetches; the list comes after the board)
const first = ['index.html', ...[...html.matchAll(/(?:src|href)="([^":]+\.(?:js|css))"/g)].map((m) => m[1]),
	...['boggle-page.wasm'].filter((f) => existsSync(join(www, f)))];
let raw = 0, gz = 0, br = 0;
for (const name of first) {
	const body = readFileSync(join(www, name));
	const g = gzipSync(body, { level: 9 }).length;
	const b = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
	console.log(`${name.padEnd(16)} ${String(body.length).padStart(9)} bytes, gzip ${String(g).padStart(8)}, brotli ${String(b).padStart(8)}`);
	raw += body.length;
	gz += g;
	br += b;
}
console.log(`in all: ${raw} bytes, gzip -9 ${gz} (${(gz / 2 ** 20).toFixed(2)} MiB), brotli ${br} (${(br / 2 ** 20).toFixed(2)} MiB)`);

let puppeteer = null;
try {
	puppeteer = createRequire(join(here, '..', '..', 'web', 'package.json'))('puppeteer-core');
} catch {
	puppeteer = null;
}
// How soon a page can be used: its board drawn and the forms answering
// (data-ready-ms, from navigation), and when its words are listed
// (data-words-ms; the older page lists them before it is ready).
// Each page opens with the cache off, in a profile of its own, first with
// no list kept, then with LIST (5 MB: the Dutch list, kept as French, the
// language the older page's list menu reads at its start) kept in the
// browser, with an English board and with a board of the list's language.
const LIST = process.env.BOGGLE_BENCH_LIST || '/usr/share/dict/dutch';
const LIST_LANG = process.env.BOGGLE_BENCH_LANG || 'fr';
async function pages(browser, url) {
	const page = await browser.newPage();
	await page.setCacheEnabled(false);
	await page.goto(url);
	await page.waitForSelector('body[data-ready="yes"]', { timeout: 60000 });
	/* the older page (no Share button) lists its words before it is ready */
	await page.waitForFunction(() => !document.getElementById('share') ||
		document.body.dataset.wordsMs, { timeout: 60000 });
	const t = await page.$eval('body', (b) => [Number(b.dataset.readyMs),
		Number(b.dataset.wordsMs || b.dataset.readyMs)]);
	await page.close();
	return t;
}
async function keepList(browser, url) {
	const page = await browser.newPage();
	await page.goto(url);
	await page.waitForSelector('body[data-ready="yes"]', { timeout: 60000 });
	await page.select('#list-lang', LIST_LANG);
	await (await page.$('#list-file')).uploadFile(LIST);
	await page.waitForFunction(() => / words, from /.test(
		document.getElementById('list-said').textContent), { timeout: 120000 });
	await page.close();
}
if (puppeteer) {
	const old = process.argv[5] ? resolve(process.argv[5], 'web', 'www') : null;
	const sites = [['this page', www], ...(old ? [['the older page', old]] : [])];
	console.log(`== the page from a local server until it can be used (${runs} runs${old ? ', interleaved with the older page' : ''})`);
	console.log(`kept list: ${LIST} (${statSync(LIST).size} bytes) as '${LIST_LANG}'`);
	const running = [];
	try {
		for (const [name, dir] of sites) {
			const server = await serve(dir);
			const profile = mkdtempSync(join(tmpdir(), 'boggle-bench-'));
			const browser = await puppeteer.launch({ executablePath: '/usr/bin/chromium', headless: true,
				userDataDir: profile, args: ['--no-sandbox', '--disable-gpu',
					'--disable-background-networking', '--disable-component-update', '--disable-sync',
					'--no-first-run'] });
			running.push({ name, server, profile, browser, times: {} });
		}
		const cases = [['no list kept', ''], ['5 MB list kept, English board', ''],
			[`5 MB list kept, board in '${LIST_LANG}'`, `#set=new&seed=1&lang=${LIST_LANG}`]];
		for (const [k, [label, hash]] of cases.entries()) {
			if (k === 1)
				for (const r of running)
					await keepList(r.browser, r.server.url);
			for (let i = 0; i < runs; i++) {
				for (const r of running) {
					(r.times[label] ||= []).push(await pages(r.browser, r.server.url + hash));
				}
			}
		}
		for (const r of running) {
			for (const [label, ts] of Object.entries(r.times)) {
				const ready = ts.map((t) => t[0]), words = ts.map((t) => t[1]);
				console.log(`${r.name}, ${label}: usable after ${ready.join(' ')} ms (median ${median(ready)}); ` +
					`words listed after ${words.join(' ')} ms (median ${median(words)})`);
			}
		}
	} finally {
		for (const r of running) {
			await r.browser.close();
			await r.server.close();
			rmSync(r.profile, { recursive: true, force: true });
		}
	}
} else {
	console.log('== the page: skipped, no puppeteer-core (npm ci in web/)');
}

console.log(`== the package: npm pack, installed size, cold start (${runs} runs)`);
const dir = mkdtempSync(join(tmpdir(), 'boggle-pkg-'));
try {
	const tgz = execFileSync('npm', ['pack', '--silent', '--pack-destination', dir, pkg],
		{ encoding: 'utf8' }).trim().split('\n').pop();
	writeFileSync(join(dir, 'package.json'), '{"type": "module"}\n');
	execFileSync('npm', ['install', '--silent', '--no-audit', '--no-fund', '--offline', join(dir, tgz)],
		{ cwd: dir });
	const root = join(dir, 'node_modules', 'libboggle');
	const size = readdirSync(root).reduce((sum, f) => sum + statSync(join(root, f)).size, 0);
	console.log(`${tgz}: ${statSync(join(dir, tgz)).size} bytes; installed: ${size} bytes in ${readdirSync(root).length} files`);
	writeFileSync(join(dir, 'cold.mjs'), `const t = performance.now();
const b = await import('libboggle');
const imported = performance.now() - t;
b.solve('omuymtupwsayitvi');
console.log(JSON.stringify([imported, performance.now() - t]));
`);
	const imp = [], first = [], wall = [];
	for (let i = 0; i < runs; i++) {
		const t = performance.now();
		const r = spawnSync(process.execPath, ['cold.mjs'], { cwd: dir, encoding: 'utf8' });
		wall.push(performance.now() - t);
		const [a, b] = JSON.parse(r.stdout);
		imp.push(a);
		first.push(b);
	}
	const ms = (xs) => xs.map((x) => x.toFixed(1)).join(' ');
	console.log(`import: ${ms(imp)} ms; import to first solve: ${ms(first)} ms; whole process: ${ms(wall)} ms`);
	console.log(`median: import ${median(imp).toFixed(1)} ms, to first solve ${median(first).toFixed(1)} ms, process ${median(wall).toFixed(1)} ms`);
} finally {
	rmSync(dir, { recursive: true, force: true });
}
