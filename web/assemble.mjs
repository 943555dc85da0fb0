// Build step: the ES module and its package (pkg/), and the page (www/),
// from the sources in web/ and the compiled boggle.wasm.
//   node assemble.mjs WEB_DIR BOGGLE_WASM OUT_DIR VERSION PAGE_WASM
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync }
	from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { deflateSync, gunzipSync, gzipSync } from 'node:zlib';

const [web, wasm, out, version, pageWasm] = process.argv.slice(2);
const pkg = join(out, 'pkg'), www = join(out, 'www');
const top = join(web, '..');
mkdirSync(pkg, { recursive: true });
mkdirSync(www, { recursive: true });

const core = readFileSync(join(web, 'boggle.js'), 'utf8');
writeFileSync(join(pkg, 'boggle.mjs'),
	core + readFileSync(join(web, 'module.js'), 'utf8'));
writeFileSync(join(pkg, 'boggle.cjs'),
	core + readFileSync(join(web, 'module.cjs'), 'utf8'));
for (const types of ['boggle.d.ts', 'boggle.d.cts'])
	copyFileSync(join(web, types), join(pkg, types));
copyFileSync(wasm, join(pkg, 'boggle.wasm'));
copyFileSync(join(web, 'README.md'), join(pkg, 'README.md'));
copyFileSync(join(top, 'LICENSE'), join(pkg, 'LICENSE'));
copyFileSync(join(top, 'dict', 'COPYING.scowl'), join(pkg, 'COPYING.scowl'));
// the package as published: the test tools stay behind
const meta = JSON.parse(readFileSync(join(web, 'package.json'), 'utf8'));
delete meta.devDependencies;
// and so does the page's: the module depends on nothing
delete meta.dependencies;
delete meta.scripts;
delete meta.private;
meta.version = version;
writeFileSync(join(pkg, 'package.json'), JSON.stringify(meta, null, 2) + '\n');

// The page loads the library as a classic script, so that it works
// opened from a folder, where a browser fetches nothing.
for (const name of ['index.html', 'app.js', 'style.css', 'boggle.js', 'lists.js',
	'qr.js', 'challenge.js', 'table.js'])
	copyFileSync(join(web, name), join(www, name));
// qrcode-generator (npm ci in web/), bundled beside the page as it is
// published, under its licence: the page fetches nothing at run time.
const requireWeb = createRequire(join(web, 'package.json'));
const qrMain = requireWeb.resolve('qrcode-generator');
const qrMeta = JSON.parse(readFileSync(join(dirname(qrMain), '..', 'package.json'), 'utf8'));
const qrSource = readFileSync(qrMain, 'utf8');
const qrNotice = /^(\/\/.*\n)+/.exec(qrSource);
if (qrMeta.license !== 'MIT' || !qrNotice || !/Copyright/.test(qrNotice[0]))
	throw new Error(`qrcode-generator ${qrMeta.version}: no MIT notice to ship with it`);
copyFileSync(qrMain, join(www, 'qrcode.js'));
const mit = readFileSync(join(top, 'LICENSE'), 'utf8');
writeFileSync(join(www, 'qrcode-generator.LICENSE'),
	`qrcode.js is qrcode-generator ${qrMeta.version} (${qrMeta.repository.url.replace(/^git\+/, '')}),\n` +
	`by ${qrMeta.author}, under the MIT licence. Its notice:\n\n` +
	qrNotice[0].replace(/^\/\/ ?/gm, '  ').replace(/^ +-+$/gm, '') + '\n' +
	`The MIT licence's terms, which it names:\n\n` +
	mit.slice(mit.indexOf('Permission is hereby granted')));
copyFileSync(join(top, 'LICENSE'), join(www, 'LICENSE'));
copyFileSync(join(top, 'dict', 'COPYING.scowl'), join(www, 'COPYING.scowl'));
// The page that checks a proof: the library's source for its workers,
// and the published proofs beside it as the data files they are, each
// fetched when it is checked, with the lists they were made with: the
// project's ENABLE2K, and the system's lists of other languages as this
// machine has them, each with its package's copyright file.  A list is
// named by what a proof's header names it by, its words' SHA-256.
for (const name of ['proof.html', 'proof.js'])
	copyFileSync(join(web, name), join(www, name));
const proofs = join(top, 'doc', 'proofs');
const published = readdirSync(proofs).filter((f) => f.endsWith('.jsonl.gz')).sort();
mkdirSync(join(www, 'proofs'), { recursive: true });
mkdirSync(join(www, 'lists'), { recursive: true });
const lib = await import(join(pkg, 'boggle.mjs'));
const lists = {};
function checksum(text, lang) {
	const words = lib.loadWords(text, { lang });
	const sum = words.checksum(4);
	words.free();
	return sum;
}
for (const f of readdirSync(join(proofs, 'lists')).filter((n) => n.endsWith('.txt.gz'))) {
	copyFileSync(join(proofs, 'lists', f), join(www, 'lists', f));
	lists[checksum(gunzipSync(readFileSync(join(proofs, 'lists', f))), 'en')] =
		{ file: `lists/${f}`, name: f.replace(/\.gz$/, ''), lang: 'en' };
}
const shelf = {};
for (const f of published) {
	copyFileSync(join(proofs, f), join(www, 'proofs', f));
	const head = JSON.parse(gunzipSync(readFileSync(join(proofs, f))).toString('utf8')
		.split('\n', 1)[0]);
	shelf[f] = { lang: head.lang, list: head.list_sha256 || null };
	const l = lib.languages().find((x) => x.code === head.lang);
	if (!head.list_sha256 || lists[head.list_sha256] || !l || !l.list)
		continue;
	if (!existsSync(l.list)) {
		shelf[f].package = l.package;
		continue;
	}
	const text = readFileSync(l.list);
	const file = `${l.list.split('/').pop()}.txt.gz`;
	/* the system's list may be another version than the proof's */
	if (checksum(text, head.lang) !== head.list_sha256) {
		shelf[f].package = l.package;
		continue;
	}
	lists[head.list_sha256] = { file: `lists/${file}`, name: l.list, lang: head.lang,
		package: l.package };
	writeFileSync(join(www, 'lists', file), gzipSync(text, { level: 9 }));
	const copyright = `/usr/share/doc/${l.package}/copyright`;
	if (existsSync(copyright))
		copyFileSync(copyright, join(www, 'lists', `${l.list.split('/').pop()}.copyright`));
}
writeFileSync(join(www, 'boggle-source.js'), '/* the library\'s source, for workers */\n' +
	`const BOGGLE_SOURCE = ${JSON.stringify(core)};\n` +
	`var BOGGLE_PUBLISHED = ${JSON.stringify(shelf)};\n` +
	`var BOGGLE_LISTS = ${JSON.stringify(lists)};\n`);
writeFileSync(join(www, 'boggle-wasm.js'),
	'/* libboggle compiled to WebAssembly, with its English list ' +
	'(COPYING.scowl) */\nconst BOGGLE_WASM = \'' +
	readFileSync(wasm).toString('base64') + '\';\n');

// The page's library, with no list inside, compiled as it downloads, and
// the English list beside it, compiled after the board is shown; each
// also as a script, for a page opened from its folder, which fetches
// nothing.
copyFileSync(pageWasm, join(www, 'boggle-page.wasm'));
copyFileSync(join(top, 'dict', 'words.txt'), join(www, 'words.txt'));
writeFileSync(join(www, 'boggle-page-wasm.js'), '/* boggle-page.wasm, for a page opened from its folder */\n' +
	`var BOGGLE_PAGE_WASM = '${readFileSync(pageWasm).toString('base64')}';\n`);
writeFileSync(join(www, 'words.js'), '/* words.txt (COPYING.scowl), for a page opened from its folder */\n' +
	`var BOGGLE_WORDS = ${JSON.stringify(readFileSync(join(top, 'dict', 'words.txt'), 'utf8'))};\n`);

// The icon: a board of 4x4 dice, a word's three marked, drawn as SVG and
// as the PNGs a home screen wants, from one geometry.
const ICON = { bg: [0x2d, 0x4f, 0x7c], die: [0xfb, 0xf7, 0xee], on: [0xff, 0xe0, 0x8a] };
const marked = new Set([5, 6, 10]);
function tiles(size) {
	const margin = size * 0.12, gap = size * 0.035;
	const side = (size - 2 * margin - 3 * gap) / 4;
	return Array.from({ length: 16 }, (_, i) => ({ i, side, r: side * 0.18,
		x: margin + (i % 4) * (side + gap), y: margin + Math.floor(i / 4) * (side + gap) }));
}
const hex = (rgb) => `#${rgb.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
writeFileSync(join(www, 'icon.svg'), '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96">' +
	`<rect width="96" height="96" rx="18" fill="${hex(ICON.bg)}"/>` +
	tiles(96).map((t) => `<rect x="${t.x.toFixed(2)}" y="${t.y.toFixed(2)}" width="${t.side.toFixed(2)}" ` +
		`height="${t.side.toFixed(2)}" rx="${t.r.toFixed(2)}" fill="${hex(marked.has(t.i) ? ICON.on : ICON.die)}"/>`).join('') +
	'</svg>\n');

const CRC = Array.from({ length: 256 }, (_, n) => {
	let c = n;
	for (let k = 0; k < 8; k++)
		c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
	return c >>> 0;
});
function crc32(buf) {
	let c = 0xffffffff;
	for (const b of buf)
		c = CRC[(c ^ b) & 0xff] ^ (c >>> 8);
	return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
	const out = Buffer.alloc(12 + data.length);
	out.writeUInt32BE(data.length, 0);
	out.write(type, 4, 'ascii');
	data.copy(out, 8);
	out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
	return out;
}
function png(size) {
	const ts = tiles(size);
	const inside = (t, x, y) => {
		const dx = Math.max(t.x + t.r - x, 0, x - (t.x + t.side - t.r));
		const dy = Math.max(t.y + t.r - y, 0, y - (t.y + t.side - t.r));
		return x >= t.x && x < t.x + t.side && y >= t.y && y < t.y + t.side &&
			dx * dx + dy * dy <= t.r * t.r;
	};
	const rows = Buffer.alloc(size * (1 + 3 * size));
	for (let y = 0; y < size; y++) {
		for (let x = 0; x < size; x++) {
			const t = ts.find((d) => inside(d, x + 0.5, y + 0.5));
			const rgb = t ? (marked.has(t.i) ? ICON.on : ICON.die) : ICON.bg;
			rows.set(rgb, y * (1 + 3 * size) + 1 + 3 * x);
		}
	}
	const head = Buffer.alloc(13);
	head.writeUInt32BE(size, 0);
	head.writeUInt32BE(size, 4);
	head.set([8, 2, 0, 0, 0], 8); /* 8-bit RGB */
	return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
		chunk('IHDR', head), chunk('IDAT', deflateSync(rows, { level: 9 })),
		chunk('IEND', Buffer.alloc(0))]);
}
for (const size of [192, 512])
	writeFileSync(join(www, `icon-${size}.png`), png(size));

// Installable: the manifest, and the service worker that keeps every file
// of the page, its cache named by their hash.
writeFileSync(join(www, 'manifest.webmanifest'), JSON.stringify({
	name: 'boggle', short_name: 'boggle',
	description: 'Boggle boards: throw, solve, play against the clock, score the table',
	start_url: './', scope: './', display: 'standalone',
	background_color: '#f6f3ec', theme_color: hex(ICON.bg),
	icons: [
		{ src: 'icon.svg', sizes: 'any', type: 'image/svg+xml' },
		{ src: 'icon-192.png', sizes: '192x192', type: 'image/png' },
		{ src: 'icon-512.png', sizes: '512x512', type: 'image/png' },
	],
}, null, 2) + '\n');
// the published proofs and their lists are fetched when asked for, and
// kept then, not at install, and neither are the scripts for a page
// opened from its folder (where no service worker runs) nor the proof
// page's library (kept when asked)
const unkept = ['sw.js', 'boggle-page-wasm.js', 'words.js', 'boggle-wasm.js',
	'proofs', 'lists'];
const files = readdirSync(www).filter((f) => !unkept.includes(f)).sort();
const hash = createHash('sha256');
for (const f of files)
	hash.update(f).update(readFileSync(join(www, f)));
writeFileSync(join(www, 'sw.js'), readFileSync(join(web, 'sw.js'), 'utf8')
	.replace('@HASH@', hash.digest('hex').slice(0, 16))
	.replace('@FILES@', JSON.stringify(['./', ...files])));
