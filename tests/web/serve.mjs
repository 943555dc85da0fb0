// A static server for the page, on 127.0.0.1 and a port of the system's
// choosing: serve(dir) gives { url, close() }.  serve(dir, { gzip: true })
// serves as a static host does (GitHub's, say): compressed for a browser
// that asks, fresh for ten minutes; sent(path, bytes), if given, hears of
// each body sent, and before(path), if given, is awaited before a
// request is answered.
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES = {
	'.html': 'text/html; charset=utf-8',
	'.js': 'text/javascript; charset=utf-8',
	'.mjs': 'text/javascript; charset=utf-8',
	'.css': 'text/css; charset=utf-8',
	'.wasm': 'application/wasm',
	'.svg': 'image/svg+xml',
	'.png': 'image/png',
	'.webmanifest': 'application/manifest+json',
};

export function serve(dir, { gzip = false, sent = () => {}, before = async () => {} } = {}) {
	const server = createServer(async (req, res) => {
		const path = normalize(decodeURIComponent(new URL(req.url, 'http://x').pathname));
		await before(path);
		const file = join(dir, path.endsWith('/') ? join(path, 'index.html') : path);
		try {
			if (!file.startsWith(dir))
				throw new Error('outside');
			const type = TYPES[extname(file)] || 'text/plain; charset=utf-8';
			const body = await readFile(file);
			if (gzip && /gzip/.test(req.headers['accept-encoding'] || '') && !/image\/png/.test(type)) {
				const packed = gzipSync(body, { level: 6 });
				res.writeHead(200, { 'content-type': type, 'content-encoding': 'gzip', vary: 'accept-encoding',
					'cache-control': 'max-age=600' });
				res.end(packed, () => sent(path, packed.length));
				return;
			}
			res.writeHead(200, { 'content-type': type });
			res.end(body, () => sent(path, body.length));
		} catch {
			res.writeHead(404, { 'content-type': 'text/plain' });
			res.end('not found\n');
		}
	});
	return new Promise((resolve, reject) => {
		server.once('error', reject);
		server.listen(0, '127.0.0.1', () => resolve({
			url: `http://127.0.0.1:${server.address().port}/`,
			close: () => new Promise((done) => {
				server.closeAllConnections();
				server.close(done);
			}),
		}));
	});
}
