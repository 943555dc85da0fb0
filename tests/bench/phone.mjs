// The page on a slow phone, as a static host serves it (gzip'd): a fresh
// profile, 390x844, the CPU slowed 4x, 1.6 Mbit/s down, 0.75 up, 150 ms
// latency, opened from a game's link.  For each run: when the board and
// Start are on screen (data-ready-ms) and the bytes moved by then, when
// the words are ready (data-words-ms), the whole first visit's bytes and
// requests (once the network is quiet), and whether the page opens again
// offline.  Runs of an older build interleave with this one's.  It
// prints; it asserts nothing.  chromium slows the CPU of a page's own
// thread only: its workers run at full speed.
//   node tests/bench/phone.mjs [BUILD_DIR] [RUNS] [OLDER_BUILD_DIR]
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { serve } from '../web/serve.mjs';

const here = new URL('.', import.meta.url).pathname;
const puppeteer = createRequire(join(here, '..', '..', 'web', 'package.json'))('puppeteer-core');
const build = resolve(process.argv[2] || 'build');
const runs = Number(process.argv[3] || 3);
const older = process.argv[4] ? resolve(process.argv[4]) : null;
const LINK = '#set=new&seed=42&lang=en&time=180';
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];

const SLOW = { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 0.75e6 / 8 };

/* the network slowed for a target (the page, its worker, the service worker) */
async function slow(cdp, conditions = SLOW) {
	await cdp.send('Network.enable');
	await cdp.send('Network.emulateNetworkConditions', conditions);
}

async function visit(www) {
	/* every body the server sends, whoever asked: the page, its worker, its service worker */
	const sent = [];
	const server = await serve(www, { gzip: true, sent: (path, n) => sent.push([path, n]) });
	const profile = mkdtempSync(join(tmpdir(), 'boggle-phone-'));
	const browser = await puppeteer.launch({ executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
		headless: true, userDataDir: profile, args: ['--no-sandbox', '--disable-gpu',
			'--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
	const others = [];
	browser.on('targetcreated', async (t) => {
		if (t.type() === 'service_worker')
			others.push(await t.createCDPSession().then(async (s) => { await slow(s); return s; }));
	});
	try {
		const page = await browser.newPage();
		page.on('workercreated', (w) => slow(w.client).catch(() => null));
		await page.setViewport({ width: 390, height: 844, isMobile: true, hasTouch: true, deviceScaleFactor: 1 });
		const cdp = await page.createCDPSession();
		await slow(cdp);
		await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
		/* the page's own requests: bytes on the wire and when each finished */
		const done = [];
		let start = null;
		cdp.on('Network.requestWillBeSent', (e) => {
			if (start === null)
				start = e.timestamp;
		});
		cdp.on('Network.loadingFinished', (e) => done.push([e.timestamp, e.encodedDataLength]));
		await page.goto(server.url + LINK);
		await page.waitForSelector('body[data-ready="yes"]', { timeout: 120000 });
		const ready = await page.$eval('body', (b) => Number(b.dataset.readyMs));
		const shown = await page.evaluate(() => !!document.querySelector('#board svg') &&
			!document.getElementById('game-start').disabled);
		await page.waitForFunction(() => document.body.dataset.wordsMs, { timeout: 120000 });
		const words = await page.$eval('body', (b) => Number(b.dataset.wordsMs));
		const byReady = done.filter(([t]) => (t - start) * 1000 <= ready).reduce((s, [, n]) => s + n, 0);
		/* the service worker's copies too, then a quiet network */
		await page.evaluate(() => navigator.serviceWorker && navigator.serviceWorker.ready.then(() => null));
		for (let n = -1; n !== sent.length;) {
			n = sent.length;
			await new Promise((r) => setTimeout(r, 3000));
		}
		const all = sent.reduce((s, [, n]) => s + n, 0);
		const requests = sent.length;
		/* again, with no network */
		await server.close();
		let offline = 'no';
		try {
			await page.reload();
			await page.waitForFunction(() => document.body.dataset.wordsMs && document.getElementById('total').dataset.points,
				{ timeout: 60000 });
			offline = `yes, board at ${await page.$eval('body', (b) => b.dataset.readyMs)} ms, ` +
				`words at ${await page.$eval('body', (b) => b.dataset.wordsMs)} ms`;
		} catch {
			offline = 'no';
		}
		return { ready, shown, words, byReady, all, requests, offline,
			files: sent.map(([p, n]) => `${p.replace(/^\//, '') || 'index'} ${(n / 1000).toFixed(0)}k`).join(', ') };
	} finally {
		await browser.close();
		await server.close().catch(() => null);
		rmSync(profile, { recursive: true, force: true });
	}
}

const sites = [['this page', join(build, 'web', 'www')], ...(older ? [['the older page', join(older, 'web', 'www')]] : [])];
const got = Object.fromEntries(sites.map(([name]) => [name, []]));
console.log(`== ${LINK} at 390x844, CPU 4x slower, 1.6 Mbit/s down, 0.75 up, 150 ms, gzip'd (${runs} runs${older ? ', interleaved' : ''})`);
for (let i = 0; i < runs; i++) {
	for (const [name, www] of sites) {
		const r = await visit(www);
		got[name].push(r);
		console.log(`${name}: board and Start at ${r.ready} ms (${r.shown ? 'on screen' : 'NOT on screen'}) after ` +
			`${(r.byReady / 1000).toFixed(0)} kB; words at ${r.words} ms; first visit ${(r.all / 1000).toFixed(0)} kB ` +
			`in ${r.requests} requests; again offline: ${r.offline}`);
		if (i === 0)
			console.log(`  sent: ${r.files}`);
	}
}
for (const [name, rs] of Object.entries(got)) {
	console.log(`median, ${name}: board ${median(rs.map((r) => r.ready))} ms after ` +
		`${(median(rs.map((r) => r.byReady)) / 1000).toFixed(0)} kB, words ${median(rs.map((r) => r.words))} ms, ` +
		`first visit ${(median(rs.map((r) => r.all)) / 1000).toFixed(0)} kB`);
}
