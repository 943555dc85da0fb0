/*
 * Word lists kept in this browser, read and compiled off the page's
 * thread: a Worker with a library of its own holds every list loaded, and
 * solves and scores the boards of those lists.  Compiling a large list
 * takes seconds; the page goes on meanwhile.
 *
 * IndexedDB 'boggle' keeps two stores: 'lists' each list's text, 'about'
 * its name and size, so that saying what is kept never reads megabytes
 * (the proof page reads the same stores).
 */
'use strict';

const BoggleLists = (() => {
	/*
	 * fn(the object store name) in a transaction of mode: a promise of
	 * its request's result, once the transaction is done.  The page, its
	 * worker (given this function's source) and the proof page share it.
	 */
	function kept(name, mode, fn) {
		return new Promise((resolve, reject) => {
			if (!globalThis.indexedDB) {
				reject(new Error('this browser keeps no lists'));
				return;
			}
			const open = indexedDB.open('boggle', 2);
			open.onupgradeneeded = () => {
				for (const s of ['lists', 'about'])
					if (!open.result.objectStoreNames.contains(s))
						open.result.createObjectStore(s, { keyPath: 'lang' });
			};
			open.onerror = () => reject(open.error);
			open.onsuccess = () => {
				const tx = open.result.transaction(name, mode);
				const req = fn(tx.objectStore(name));
				tx.oncomplete = () => {
					open.result.close();
					resolve(req && req.result);
				};
				tx.onerror = () => {
					open.result.close();
					reject(tx.error);
				};
			};
		});
	}

	/* The worker's side: what runs in it, after the library's source. */
	function workerMain() {
		const lists = new Map(); /* lang -> WordList */
		let lib = null;
		let early = null; /* a promise of the English list's bytes */
		async function bytes(url) {
			const res = await fetch(url);
			if (!res.ok)
				throw new Error(`the English list: ${res.status} ${res.statusText}`);
			return res.arrayBuffer();
		}
		const store = kept;

		function put(lang, words) {
			if (lists.has(lang))
				lists.get(lang).free();
			lists.set(lang, words);
			return { size: words.size };
		}

		const ops = {
			/* the list of lang, read back from the browser once */
			async open({ lang }) {
				if (lists.has(lang))
					return { size: lists.get(lang).size };
				const got = await store('lists', 'readonly', (s) => s.get(lang)).catch(() => null);
				if (!got)
					return null;
				if (lang === 'en')
					early = null; /* a kept English list: the page's is not wanted */
				return lists.has(lang) ? { size: lists.get(lang).size } :
					put(lang, lib.loadWords(got.text, { lang }));
			},
			/* a list from a file: compiled, then kept */
			async load({ lang, name, text }) {
				const got = put(lang, lib.loadWords(text, { lang }));
				try {
					await store('lists', 'readwrite', (s) => s.put({ lang, text }));
					await store('about', 'readwrite', (s) =>
						s.put({ lang, name, words: got.size }));
				} catch (e) {
					got.unkept = e.message;
				}
				return got;
			},
			/* the English list's download begun, not awaited */
			prefetch({ url }) {
				early = early || bytes(url);
				early.catch(() => null);
				return null;
			},
			/* the English list the page ships, from its address or its text */
			async english({ url, text }) {
				const data = url ? await (early || bytes(url)) : text;
				early = null;
				return put('en', lib.loadWords(data, { lang: 'en' }));
			},
			async forget({ lang }) {
				if (lists.has(lang)) {
					lists.get(lang).free();
					lists.delete(lang);
				}
				await store('lists', 'readwrite', (s) => s.delete(lang)).catch(() => null);
				await store('about', 'readwrite', (s) => s.delete(lang)).catch(() => null);
				return null;
			},
			solve({ board, lang, opts }) {
				return lib.solve(lib.parse(board, { lang }), { ...opts, words: lists.get(lang) });
			},
			score({ board, lang, players, opts }) {
				return lib.score(lib.parse(board, { lang }), players,
					{ ...opts, words: lists.get(lang) });
			},
		};

		let ready = null;
		self.onmessage = async (e) => {
			const { id, op, wasm } = e.data;
			if (wasm) {
				ready = BoggleLibrary.instantiate(wasm).then((l) => { lib = l; });
				return;
			}
			try {
				await ready;
				self.postMessage({ id, value: await ops[op](e.data) });
			} catch (err) {
				self.postMessage({ id, error: String(err && err.message) });
			}
		};
	}

	/*
	 * The page's side: started at the first question, from the library's
	 * source and compiled module (or its bytes), so that it starts from a
	 * page opened from a folder too.  english() gives where the page's
	 * English list is: {url} or {text}.
	 */
	function create(source, wasm, english) {
		let worker = null;
		let next = 0;
		const waiting = new Map();
		function ask(msg, transfer = []) {
			if (!worker) {
				const url = URL.createObjectURL(new Blob([source,
					`\n${kept}\n(${workerMain})();\n`], { type: 'text/javascript' }));
				worker = new Worker(url);
				URL.revokeObjectURL(url);
				worker.onmessage = (e) => {
					const w = waiting.get(e.data.id);
					waiting.delete(e.data.id);
					if (e.data.error !== undefined)
						w.fail(new Error(e.data.error));
					else
						w.ok(e.data.value);
				};
				worker.onerror = (e) => {
					for (const w of waiting.values())
						w.fail(new Error(e.message || 'the list worker stopped'));
					waiting.clear();
				};
				worker.postMessage({ wasm: wasm instanceof WebAssembly.Module ? wasm : wasm.slice() });
			}
			const id = ++next;
			return new Promise((ok, fail) => {
				waiting.set(id, { ok, fail });
				worker.postMessage({ id, ...msg }, transfer);
			});
		}

		/* what is kept for lang, without reading the list: {name, words} */
		function about(lang) {
			return kept('about', 'readonly', (st) => st.get(lang))
				.then((r) => r || null, () => null);
		}

		/* lang -> promise of {size} or null: one reading however many ask */
		const opened = new Map();
		function open(lang) {
			if (!opened.has(lang)) {
				opened.set(lang, about(lang).then((a) => (a ? ask({ op: 'open', lang }) : null))
					.catch(() => null));
			}
			return opened.get(lang);
		}

		/* the page's English list, compiled once (again after a kept one goes) */
		let shipped = null;
		function builtin() {
			if (!shipped) {
				shipped = english().then((where) => ask({ op: 'english', ...where }));
				shipped.catch(() => { shipped = null; });
			}
			return shipped;
		}

		/* the English list's download begun while the lists kept are looked up */
		function prefetch() {
			if (!shipped)
				english().then((where) => where.url && ask({ op: 'prefetch', url: where.url })).catch(() => null);
		}

		return {
			about,
			open,
			builtin,
			prefetch,
			async load(lang, name, text) {
				if (lang === 'en')
					shipped = null;
				const got = await ask({ op: 'load', lang, name, text }, [text]);
				opened.set(lang, Promise.resolve({ size: got.size }));
				return got;
			},
			async forget(lang) {
				if (lang === 'en')
					shipped = null;
				opened.set(lang, Promise.resolve(null));
				await ask({ op: 'forget', lang });
			},
			solve: (board, opts) => ask({ op: 'solve', board: board.text, lang: board.lang, opts }),
			score: (board, players, opts) => ask({ op: 'score', board: board.text,
				lang: board.lang, players, opts }),
		};
	}

	return { create, kept };
})();
