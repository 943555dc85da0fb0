/*
 * The page that checks a proof: a thin layer over the library's proof
 * files (boggle.js).  It reads the files chosen or dropped, finds the
 * list the proof names by its checksum (the built-in one, a list kept in
 * this browser, or one asked for), shows what merging them establishes,
 * then proves a sample of classes again on one worker per core, each a
 * Worker made from the library's own source, and says what that showed
 * in the words boggle prove verify uses.
 */
'use strict';

(() => {
	const $ = (id) => document.getElementById(id);
	let lib = null;
	let files = null;      /* the files chosen: [{name, data}] */
	let head = null;       /* the first one's header */
	let words = null;      /* the proof's list, where not the built-in one */
	let stopper = null;
	let listArg = '';      /* what the command needs told of the list: -d FILE or NAME */
	const SHOWN = 12;      /* board pictures shown */

	const say = (id, text) => { $(id).textContent = text; };
	const plural = (n, word) => `${n.toLocaleString('en')} ${word}${n === 1 ? '' :
		word.endsWith('s') ? 'es' : 's'}`;

	function bytesOfBase64(text) {
		const bin = atob(text);
		const bytes = new Uint8Array(bin.length);
		for (let i = 0; i < bin.length; i++)
			bytes[i] = bin.charCodeAt(i);
		return bytes;
	}

	/*
	 * A worker that runs the library: made from its source and bytes, so
	 * that it starts from a page opened from a folder too.
	 */
	let workerUrl = null;
	function spawn() {
		if (!workerUrl)
			workerUrl = URL.createObjectURL(new Blob([
				`const BOGGLE_WASM = ${JSON.stringify(BOGGLE_WASM)};\n`, BOGGLE_SOURCE,
				`\nconst ready = BoggleLibrary.instantiate((${bytesOfBase64})(BOGGLE_WASM));
self.onmessage = async (e) => {
	const lib = await ready;
	let reply;
	try {
		reply = lib.serveProof(e.data);
	} catch (err) {
		reply = { error: String(err.message), code: err.errno === undefined ? 2 : err.errno };
	}
	self.postMessage(reply);
};\n`], { type: 'text/javascript' }));
		const w = new Worker(workerUrl);
		const waiting = [];
		w.onmessage = (e) => waiting.shift().ok(e.data);
		w.onerror = (e) => waiting.splice(0).forEach((x) => x.fail(new Error(e.message)));
		return Promise.resolve({
			ask: (msg) => new Promise((ok, fail) => {
				waiting.push({ ok, fail });
				w.postMessage(msg);
			}),
			close: () => w.terminate(),
		});
	}

	/* ---- the list: found by its checksum ---- */

	/* The list a header names: its checksum in the header's version. */
	const wanted = (h) => (h.boggle_prove >= 4 ? h.list_sha256 : h.list);

	/* The main page's lists kept in this browser, by language. */
	const keptList = (lang) => BoggleLists.kept('lists', 'readonly', (st) => st.get(lang))
		.then((r) => (r ? r.text : null), () => null);

	/* The lists that travel with the published proofs, by SHA-256. */
	const travelling = (h) => (typeof BOGGLE_LISTS !== 'undefined' && h.list_sha256 &&
		Object.hasOwn(BOGGLE_LISTS, h.list_sha256) ? BOGGLE_LISTS[h.list_sha256] : null);

	/* A list beside the page, fetched (and kept by the service worker) when asked. */
	async function fetchList(t) {
		const r = await fetch(t.file);
		if (!r.ok)
			throw new Error(`${t.file}: ${r.status} ${r.statusText}`);
		const text = await new Response(r.body.pipeThrough(new DecompressionStream('gzip')))
			.arrayBuffer();
		return lib.loadWords(text, { lang: t.lang });
	}

	/* The proof's list if one here fits: null for the built-in one, or false. */
	async function findList(h) {
		const want = wanted(h);
		listArg = '';
		if (h.lang === 'en' && lib.builtinWords().checksum(h.boggle_prove) === want)
			return null;
		const text = await keptList(h.lang);
		if (text) {
			const list = lib.loadWords(text, { lang: h.lang });
			if (list.checksum(h.boggle_prove) === want)
				return list;
			list.free();
		}
		const t = travelling(h);
		if (t) {
			say('status', `Fetching the proof's word list, ${t.name}…`);
			try {
				const list = await fetchList(t);
				if (list.checksum(h.boggle_prove) === want) {
					/*
					 * a system list the command finds by itself; ENABLE2K
					 * it is told of by name, installed with it
					 */
					if (!t.package)
						listArg = `-d ${t.name.replace(/\.txt$/, '')} `;
					return list;
				}
				list.free();
			} catch (e) {
				say('status', e.message);
			}
		}
		return false;
	}

	function askForList(h) {
		$('list-need').hidden = false;
		const lang = lib.languages().find((l) => l.code === h.lang);
		say('list-wanted', `This proof wants the ${lang ? lang.name : h.lang} word list of ` +
			`${plural(h.words, 'word')} whose checksum is ${wanted(h)}` +
			(lang && lang.package ? ` (Debian's ${lang.package} has one: ${lang.list})` : '') +
			'. Give that list to check the proof.');
		say('status', 'The proof\'s word list is needed.');
		$('list-file').focus();
	}

	async function listGiven(file) {
		say('list-said', `Reading ${file.name}…`);
		let list;
		try {
			list = lib.loadWords(await file.arrayBuffer(), { lang: head.lang });
		} catch (e) {
			say('list-said', `${file.name}: ${e.message}`);
			return;
		}
		const sum = list.checksum(head.boggle_prove);
		if (sum !== wanted(head)) {
			say('list-said', `${file.name} is not the proof's list: its ` +
				`${plural(list.size, 'word')} have the checksum ${sum}, and the proof ` +
				`wants ${plural(head.words, 'word')} whose checksum is ${wanted(head)}.`);
			list.free();
			return;
		}
		if (words)
			words.free();
		words = list;
		listArg = `-d ${file.name} `;
		say('list-said', `${file.name}: the proof's list, ${plural(list.size, 'word')}.`);
		await merge();
	}

	/* ---- merge, then verify ---- */

	async function filesChosen(chosen) {
		files = chosen;
		head = null;
		for (const id of ['merged', 'verify', 'list-need', 'boards-side'])
			$(id).hidden = true;
		$('verdict').replaceChildren();
		say('progress-said', '');
		if (!files.length)
			return;
		say('status', `Reading ${files.map((f) => f.name).join(', ')}…`);
		try {
			head = await lib.proofHeader(files[0]);
		} catch (e) {
			say('status', e.message);
			return;
		}
		if (words && words.lang !== head.lang) {
			words.free();
			words = null;
		}
		if (words && words.checksum(head.boggle_prove) === wanted(head)) {
			await merge();
			return;
		}
		const found = await findList(head);
		if (found === false) {
			askForList(head);
			return;
		}
		words = found;
		await merge();
	}

	function boardPicture(b) {
		const li = document.createElement('li');
		const fig = document.createElement('figure');
		fig.innerHTML = lib.svg(b.board, { lang: head.lang, title: b.board });
		const cap = document.createElement('figcaption');
		cap.textContent = `${b.board}: ${b.score} ${head.scoring === 'words' ? 'words' : 'points'}`;
		fig.append(cap);
		li.append(fig);
		return li;
	}

	async function merge() {
		$('list-need').hidden = true;
		const t0 = performance.now();
		say('status', 'Merging…');
		let m;
		try {
			m = await lib.mergeProof(files, words ? { words } : {});
		} catch (e) {
			say('status', e.message);
			$('merged').hidden = true;
			$('boards-side').hidden = true;
			return;
		}
		const took = (performance.now() - t0) / 1000;
		$('merged').hidden = false;
		$('merged').dataset.seconds = took.toFixed(3);
		const rules = [`${m.scoring} scoring`, `words of ${m.min_letters} letters or more`];
		if (m.tiles)
			rules.push(`only the tiles ${m.tiles}`);
		if (m.bonus)
			rules.push(`bonus squares ${m.bonus}`);
		if (m.exclude && m.exclude !== 'none')
			rules.push(`the words of a list (${m.exclude_sha256 || m.exclude}) left out`);
		say('merged-said', `${m.rows}×${m.cols} boards, language ${m.lang}, ` +
			`${rules.join(', ')}: ${plural(m.classes, 'class')}, every one accounted for, ` +
			`every board listed solved again. ${plural(m.boards.length, 'board')} of ` +
			`${m.min_score} or more, best first. Taken on trust till classes are proven ` +
			'again: that no board left out reaches the cutoff.');
		/* what the files' versions leave unchecked, as the command warns */
		say('merged-warnings', m.warnings.map((w) => `${w}.`).join(' '));
		$('boards').replaceChildren(...m.boards.slice(0, SHOWN).map(boardPicture));
		say('boards-more', m.boards.length > SHOWN ? `and ${plural(m.boards.length - SHOWN,
			'board')} more: boggle prove merge lists them all.` : '');
		$('boards-side').hidden = !m.boards.length;
		say('status', `Merged in ${took.toFixed(2)} s.`);
		$('verify').hidden = false;
		$('sample').value = String(Math.min(20, m.classes));
	}

	function clock(secs) {
		const s = Math.max(0, Math.round(secs));
		return s < 60 ? `${s} s` : `${Math.floor(s / 60)} min ${s % 60} s`;
	}

	async function verify() {
		const sample = Number($('sample').value.trim() || '0');
		if (!Number.isSafeInteger(sample) || sample < 1) {
			say('progress-said', 'Classes: give a whole number from 1.');
			return;
		}
		const seedText = $('seed').value.trim();
		const seed = seedText || (() => {
			const w = new Uint32Array(2);
			crypto.getRandomValues(w);
			return ((BigInt(w[0]) << 32n) | BigInt(w[1])).toString();
		})();
		stopper = new AbortController();
		$('verify-go').disabled = true;
		$('verify-stop').hidden = false;
		$('progress').hidden = false;
		$('verdict').replaceChildren();
		const t0 = performance.now();
		const workers = Math.max(1, Math.min(navigator.hardwareConcurrency || 2, 16));
		say('progress-said', `Proving ${plural(sample, 'class')} again on ` +
			`${plural(workers, 'worker')}, seed ${seed}…`);
		try {
			const v = await lib.verifyProof(files, { words: words || undefined, sample,
				seed, workers, signal: stopper.signal, onProgress: ({ done, total, memory }) => {
					$('progress').dataset.memory = String(memory);
					$('progress').max = total;
					$('progress').value = done;
					const secs = (performance.now() - t0) / 1000;
					const left = done ? secs / done * (total - done) : NaN;
					say('progress-said', `${done} of ${total} classes proven again` +
						(done && done < total ? `, about ${clock(left)} left` : '') + '.');
				} });
			const took = (performance.now() - t0) / 1000;
			$('verdict').dataset.seconds = took.toFixed(3);
			show(v, took);
		} catch (e) {
			say('progress-said', stopper.signal.aborted ? 'Stopped: nothing established by ' +
				'the classes proven so far.' : e.message);
		} finally {
			$('verify-go').disabled = false;
			$('verify-stop').hidden = true;
			stopper = null;
		}
	}

	function show(v, took) {
		const out = [];
		const p = (text, cls) => {
			const el = document.createElement('p');
			el.textContent = text;
			if (cls)
				el.className = cls;
			out.push(el);
		};
		p(`${v.proven} of ${v.classes} classes proven again, each whole with its parts ` +
			`(${v.records} records), ${v.as_recorded ? 'each as recorded' :
				'some not as recorded'}, in ${took.toFixed(1)} s.`,
		v.as_recorded ? 'verdict-ok' : 'verdict-bad');
		p(`The proof: ${v.proof}.`);
		if (v.checked)
			p(`Checked: ${v.checked}.`);
		for (const w of v.warnings)
			p(`${w}.`, 'verdict-bad');
		for (const d of v.differences)
			p(`${d.file}: line ${d.line}: class ${d.class}: ` + (d.error ? `could not be ` +
				`proven again: ${d.error}` : d.missing ? `proven again until a board its ` +
				`records leave out: ${d.missing.board} (${d.missing.score})` :
				`its records list ${d.extra} more, such as ${d.first_extra.board} ` +
				`(${d.first_extra.score})`), 'verdict-bad');
		/* as printed it runs: files unpacked first, the list named as the command needs */
		const names = files.map((f) => f.name);
		const packed = names.filter((n) => /\.gz$/.test(n));
		p(`The same classes at the command line: ${packed.length ? `gzip -dk ${packed.join(' ')} && ` :
			''}boggle prove verify ${listArg}--sample ${v.drawn.length} --seed ${v.seed} ` +
			names.map((n) => n.replace(/\.gz$/, '')).join(' '), 'help');
		const beside = names.filter((n) => typeof BOGGLE_PUBLISHED !== 'undefined' &&
			Object.hasOwn(BOGGLE_PUBLISHED, n)).map((n) => `proofs/${n}`);
		if (beside.length)
			p(`Its files lie beside this page: ${beside.join(', ')}.`, 'help');
		$('verdict').replaceChildren(...out);
		$('verdict').dataset.asRecorded = v.as_recorded ? 'yes' : 'no';
		say('progress-said', '');
		$('progress').hidden = true;
	}

	/* ---- the published proofs beside the installed page ---- */

	function published() {
		const all = typeof BOGGLE_PUBLISHED === 'undefined' ? {} : BOGGLE_PUBLISHED;
		if (!Object.keys(all).length)
			return;
		$('published').hidden = false;
		for (const name of Object.keys(all)) {
			const b = document.createElement('button');
			b.type = 'button';
			b.textContent = name.replace(/\.jsonl\.gz$/, '');
			b.addEventListener('click', async () => {
				/* a data file beside the page, fetched when it is checked */
				say('status', `Fetching ${name}…`);
				let data;
				try {
					const r = await fetch(`proofs/${name}`);
					if (!r.ok)
						throw new Error(`${r.status} ${r.statusText}`);
					data = new Uint8Array(await r.arrayBuffer());
				} catch (e) {
					say('status', `proofs/${name} could not be fetched (${e.message}): with no ` +
						'network a proof is there once checked, and a page opened from a folder ' +
						'fetches nothing; open it from its server.');
					return;
				}
				await filesChosen([{ name, data }]);
			});
			$('published').append(b);
		}
	}

	async function start() {
		lib = await BoggleLibrary.instantiate(bytesOfBase64(BOGGLE_WASM), { spawn });
		$('proof-files').addEventListener('change', (e) =>
			filesChosen([...e.target.files].map((f) => ({ name: f.name, data: f }))));
		$('list-file').addEventListener('change', (e) => {
			if (e.target.files[0])
				listGiven(e.target.files[0]);
		});
		$('verify-form').addEventListener('submit', (e) => {
			e.preventDefault();
			verify();
		});
		$('verify-stop').addEventListener('click', () => stopper && stopper.abort());
		const drop = $('drop');
		drop.addEventListener('dragover', (e) => {
			e.preventDefault();
			drop.classList.add('over');
		});
		drop.addEventListener('dragleave', () => drop.classList.remove('over'));
		drop.addEventListener('drop', (e) => {
			e.preventDefault();
			drop.classList.remove('over');
			filesChosen([...e.dataTransfer.files].map((f) => ({ name: f.name, data: f })));
		});
		published();
		/* the page's own service worker: a published proof checked once is kept */
		if ('serviceWorker' in navigator && /^https?:$/.test(location.protocol)) {
			navigator.serviceWorker.register('sw.js').catch(() => null);
			/* its library, which the game's page does without, is not kept
			   at install: kept once this page has been opened */
			navigator.serviceWorker.ready.then((r) =>
				r.active && r.active.postMessage({ keep: ['boggle-wasm.js'] }))
				.catch(() => null);
		}
		say('status', 'Choose a proof\'s files.');
		document.body.dataset.ready = 'yes';
	}

	document.addEventListener('DOMContentLoaded', () => {
		start().catch((e) => say('status', `The page could not start: ${e.message}`));
	});
})();
