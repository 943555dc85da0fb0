/*
 * The page's service worker: every file of the page kept at the first
 * visit, so that it opens with no network after that and installs to a
 * home screen.  The build names the cache by the files' hash, so a new
 * page replaces the old one whole.
 */
'use strict';

const CACHE = 'boggle-@HASH@';
const FILES = @FILES@;

self.addEventListener('install', (e) => {
	e.waitUntil(caches.open(CACHE).then((c) => c.addAll(FILES))
		.then(() => self.skipWaiting()));
});

self.addEventListener('activate', (e) => {
	e.waitUntil(caches.keys().then((keys) => Promise.all(keys
		.filter((k) => k.startsWith('boggle-') && k !== CACHE)
		.map((k) => caches.delete(k)))).then(() => self.clients.claim()));
});

/* a page's own files that install left out, kept when it asks */
self.addEventListener('message', (e) => {
	const keep = e.data && Array.isArray(e.data.keep) ?
		e.data.keep.filter((f) => typeof f === 'string' && /^[\w.-]+$/.test(f)) : [];
	if (keep.length)
		e.waitUntil(caches.open(CACHE).then((c) => c.addAll(keep)).catch(() => null));
});

/*
 * the kept copy first (the address's board is in its hash, not asked);
 * a published proof or list, fetched when first checked, kept then
 */
self.addEventListener('fetch', (e) => {
	const url = new URL(e.request.url);
	if (e.request.method !== 'GET' || url.origin !== location.origin)
		return;
	e.respondWith(caches.open(CACHE).then((c) => c.match(e.request, { ignoreSearch: true })
		.then((hit) => hit || fetch(e.request).then((res) => {
			/* what install left (the proof page's) kept once fetched */
			if (res.ok && res.type === 'basic')
				c.put(e.request, res.clone()).catch(() => null);
			return res;
		}))));
});
