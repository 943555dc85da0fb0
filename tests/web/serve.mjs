// A static server for the page, on 127.0.0.1 and a port of the system's
// choosing: serve(dir) gives { url, close() }.
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';

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

export function serve(dir) {
	const server = createServer(async (req, res) => {
		const path = normalize(decodeURIComponent(new URL(req.url, 'http://x').pathname));
		const file = join(dir, path.endsWith('/') ? join(path, 'index.html') : path);
		try {
			if (!file.startsWith(dir))
				throw new Error('outside');
			const body = await readFile(file);
			res.writeHead(200, { 'content-type': TYPES[extname(file)] || 'text/plain; charset=utf-8' });
			res.end(body);
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
