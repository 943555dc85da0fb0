/*
 * The page: a thin layer over the library (boggle.js, compiled in
 * boggle-wasm.js).  It throws or reads a board, lists its words, draws a
 * word's path with the library's own drawing, checks words, runs a timed
 * game and keeps the word lists a player loads in this browser.
 */
'use strict';

(() => {
	const $ = (id) => document.getElementById(id);
	let lib = null;
	let board = null;  /* the board shown */
	let result = null; /* its words, or null without a list */
	const lists = new Map(); /* lang -> WordList loaded */
	let game = null;

	function say(id, text) {
		$(id).textContent = text;
	}

	function bytesOfBase64(text) {
		const bin = atob(text);
		const bytes = new Uint8Array(bin.length);
		for (let i = 0; i < bin.length; i++)
			bytes[i] = bin.charCodeAt(i);
		return bytes;
	}

	/* ---- word lists kept in the browser (IndexedDB) ---- */

	function store(mode, fn) {
		return new Promise((resolve, reject) => {
			if (!globalThis.indexedDB) {
				reject(new Error('this browser keeps no lists'));
				return;
			}
			const open = indexedDB.open('boggle', 1);
			open.onupgradeneeded = () =>
				open.result.createObjectStore('lists', { keyPath: 'lang' });
			open.onerror = () => reject(open.error);
			open.onsuccess = () => {
				const tx = open.result.transaction('lists', mode);
				const req = fn(tx.objectStore('lists'));
				tx.oncomplete = () => {
					open.result.close();
					resolve(req && req.result);
				};
				tx.onerror = () => reject(tx.error);
			};
		});
	}

	/* The list for lang: loaded, or read back from the browser, or null. */
	async function listFor(lang) {
		if (lang === 'en' && !lists.has('en') && !(await storedList('en')))
			return null; /* the built-in one */
		if (!lists.has(lang)) {
			const kept = await storedList(lang);
			if (!kept)
				return null;
			lists.set(lang, lib.loadWords(kept.text, { lang }));
		}
		return lists.get(lang);
	}

	const storedList = (lang) => store('readonly', (s) => s.get(lang))
		.catch(() => null);

	async function loadList(file) {
		const lang = $('list-lang').value;
		say('list-said', `Reading ${file.name}…`);
		const text = await file.arrayBuffer();
		let words;
		try {
			words = lib.loadWords(text, { lang });
		} catch (e) {
			say('list-said', `${file.name}: ${e.message}`);
			return;
		}
		if (lists.has(lang))
			lists.get(lang).free();
		lists.set(lang, words);
		let kept = '';
		try {
			await store('readwrite', (s) => s.put({ lang, name: file.name, text }));
		} catch (e) {
			kept = ` (not kept: ${e.message})`;
		}
		await describeList();
		$('list-said').textContent += kept;
		if (board && board.lang === lang)
			await show(board);
	}

	async function describeList() {
		const lang = $('list-lang').value;
		const kept = await storedList(lang);
		const name = lib.languages().find((l) => l.code === lang).name;
		if (kept) {
			const words = await listFor(lang);
			say('list-said', `${name}: ${words.size.toLocaleString('en')} words, from ${kept.name}.`);
		} else {
			say('list-said', lang === 'en' ? 'English: the built-in list.' :
				`${name}: no list loaded.`);
		}
	}

	async function forgetList() {
		const lang = $('list-lang').value;
		await store('readwrite', (s) => s.delete(lang)).catch(() => null);
		if (lists.has(lang)) {
			lists.get(lang).free();
			lists.delete(lang);
		}
		await describeList();
		if (board && board.lang === lang)
			await show(board);
	}

	/* ---- rules ---- */

	function rules(words) {
		const opts = { scoring: $('scoring').value };
		if (opts.scoring === 'letters' && $('bonus').value.trim())
			opts.bonus = $('bonus').value.trim();
		if (words)
			opts.words = words;
		return opts;
	}

	function randomLayout() {
		const rows = [];
		for (let r = 0; r < board.rows; r++) {
			let row = '';
			for (let c = 0; c < board.cols; c++) {
				const x = Math.random();
				row += x < 0.05 ? 'T' : x < 0.12 ? 'D' : x < 0.2 ? 't' :
					x < 0.32 ? 'd' : '.';
			}
			rows.push(row);
		}
		$('bonus').value = rows.join('/');
		$('scoring').value = 'letters';
		show(board);
	}

	/* ---- the board and its words ---- */

	function draw(path, title) {
		const opts = { path: path || [], title };
		if ($('scoring').value === 'letters' && $('bonus').value.trim())
			opts.bonus = $('bonus').value.trim();
		let svg;
		try {
			svg = lib.svg(board, opts);
		} catch (e) {
			delete opts.bonus;
			svg = lib.svg(board, opts);
		}
		$('board').innerHTML = svg;
		$('board').dataset.board = board.text;
	}

	function cellName(board, [r, c]) {
		return `${board.faces[r * board.cols + c]} (row ${r + 1}, column ${c + 1})`;
	}

	function showWord(w, button) {
		for (const b of document.querySelectorAll('#words button[aria-pressed="true"]'))
			b.setAttribute('aria-pressed', 'false');
		if (button)
			button.setAttribute('aria-pressed', 'true');
		draw(w.path, `${w.word}: ${w.score} point${w.score === 1 ? '' : 's'}`);
		say('path-said', `${w.word}: ${w.path.map((p) => cellName(board, p)).join(', ')}`);
	}

	function wordLabel(w) {
		return w.spellings ? `${w.word} (${w.spellings.join(', ')})` : w.word;
	}

	function listWords() {
		const ol = $('words');
		ol.textContent = '';
		if (!result)
			return;
		for (const w of result.words) {
			const li = document.createElement('li');
			const b = document.createElement('button');
			b.type = 'button';
			b.dataset.word = w.word;
			b.dataset.score = w.score;
			b.setAttribute('aria-pressed', 'false');
			b.setAttribute('aria-label', `${wordLabel(w)}, ${w.score} point${w.score === 1 ? '' : 's'}: show its path`);
			const word = document.createElement('span');
			word.textContent = wordLabel(w);
			const pts = document.createElement('span');
			pts.className = 'pts';
			pts.textContent = w.score;
			b.append(word, pts);
			b.addEventListener('click', () => showWord(w, b));
			li.append(b);
			ol.append(li);
		}
	}

	async function show(b) {
		board = b;
		const words = await listFor(b.lang);
		result = null;
		let trouble = '';
		if (b.lang === 'en' || words) {
			try {
				result = lib.solve(b, rules(words));
			} catch (e) {
				trouble = e.message;
			}
		}
		draw([], `board ${b.text}`);
		say('path-said', '');
		say('check-said', '');
		const name = lib.languages().find((l) => l.code === b.lang).name;
		if (result) {
			say('total', `${result.count} word${result.count === 1 ? '' : 's'}, ${result.score} point${result.score === 1 ? '' : 's'}`);
		} else {
			say('total', trouble || `No ${name} list: load one below to find words.`);
		}
		$('total').dataset.words = result ? result.count : '';
		$('total').dataset.points = result ? result.score : '';
		listWords();
		if (game)
			endGame(false);
		say('status', `Board ${b.text}${b.seed !== undefined ? `, seed ${b.seed}` : ''}`);
	}

	async function throwBoard() {
		const set = $('set').value;
		const seedText = $('seed').value.trim();
		const seed = seedText ? seedText : String(Math.floor(Math.random() * 2 ** 31));
		const opts = { lang: $('lang').value, seed };
		if (set)
			opts.set = set;
		else
			opts.size = $('size').value.trim();
		try {
			const b = lib.throw(opts);
			b.seed = seed;
			await show(b);
		} catch (e) {
			say('status', e.message);
		}
	}

	async function typeBoard() {
		try {
			await show(lib.parse($('typed').value, { lang: $('lang').value }));
		} catch (e) {
			say('status', `That board: ${e.message}`);
		}
	}

	/* ---- checking a word ---- */

	/* what a player is told of a word that does not score: the library's */
	let VERDICT = {};

	async function verdict(typed) {
		const list = await listFor(board.lang);
		return lib.score(board, { you: typed }, rules(list)).players[0];
	}

	async function checkWord() {
		const w = $('check-word').value.trim();
		if (!board || !w)
			return;
		if (board.lang !== 'en' && !(await listFor(board.lang))) {
			say('check-said', 'Load a word list for this language first.');
			return;
		}
		let e;
		try {
			e = (await verdict([w])).words[0];
		} catch (err) {
			say('check-said', `${w}: ${err.message}`);
			return;
		}
		let path = null;
		try {
			path = lib.find(board, w);
		} catch (err) {
			path = null;
		}
		if (path)
			draw(path, w);
		say('check-said', e.status === 'ok' ? `${e.word}: ${e.score} point${e.score === 1 ? '' : 's'}` :
			`${e.word}: ${VERDICT[e.status] || e.status}`);
		$('check-said').dataset.status = e.status;
	}

	/* ---- a timed game ---- */

	function clock(ms) {
		const s = Math.max(0, Math.ceil(ms / 1000));
		return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
	}

	function startGame() {
		if (!board || !result) {
			say('game-said', 'A game needs a board and a word list.');
			return;
		}
		draw([], `board ${board.text}`);
		game = { typed: [], ends: Date.now() + Number($('game-time').value) * 1000 };
		$('answers').hidden = true;
		$('game-words').textContent = '';
		$('game-form').hidden = false;
		$('game-stop').hidden = false;
		$('game-start').hidden = true;
		say('game-said', 'Go! Type each word and press Enter.');
		say('timer', clock(game.ends - Date.now()));
		game.tick = setInterval(() => {
			const left = game.ends - Date.now();
			say('timer', clock(left));
			if (left <= 0)
				endGame(true);
		}, 250);
		$('game-word').focus();
	}

	async function playWord() {
		const w = $('game-word').value.trim();
		$('game-word').value = '';
		if (!game || !w)
			return;
		game.typed.push(w);
		const me = await verdict(game.typed);
		game.score = me.score;
		const ol = $('game-words');
		ol.textContent = '';
		for (const e of me.words) {
			const li = document.createElement('li');
			li.dataset.status = e.status;
			li.textContent = e.status === 'ok' ? `${e.word} ${e.score}` :
				`${e.word}: ${VERDICT[e.status] || e.status}`;
			ol.append(li);
		}
		const last = me.words[me.words.length - 1];
		say('game-said', last.status === 'ok' ? `${last.word}: ${last.score}` :
			`${last.word}: ${VERDICT[last.status] || last.status}`);
	}

	async function endGame(announce) {
		if (!game)
			return;
		clearInterval(game.tick);
		const played = game;
		game = null;
		$('game-form').hidden = true;
		$('game-stop').hidden = true;
		$('game-start').hidden = false;
		$('answers').hidden = false;
		say('timer', '');
		if (!announce || !result)
			return;
		const me = played.typed.length ? await verdict(played.typed) :
			{ score: 0, words: [] };
		const got = new Set(me.words.filter((e) => e.status === 'ok')
			.map((e) => e.word));
		const missed = result.words.filter((w) => !got.has(w.word));
		const p = (n) => (n === 1 ? '' : 's');
		say('game-said', `Time! You: ${me.score} point${p(me.score)} from ${got.size} word${p(got.size)}. ` +
			`The board's best: ${result.score} point${p(result.score)} from ${result.count} word${p(result.count)}. ` +
			`You missed ${missed.length}: ${missed.slice(0, 40).map((w) => w.word).join(', ')}${missed.length > 40 ? '…' : ''}`);
		$('game-said').dataset.score = me.score;
		for (const b of document.querySelectorAll('#words button'))
			b.classList.toggle('found', got.has(b.dataset.word));
	}

	/* ---- start ---- */

	function fillLanguages() {
		for (const id of ['lang', 'list-lang']) {
			const sel = $(id);
			for (const l of lib.languages()) {
				const o = document.createElement('option');
				o.value = l.code;
				o.textContent = `${l.name} (${l.code})`;
				sel.append(o);
			}
		}
		$('list-lang').value = 'fr';
	}

	async function start() {
		lib = await BoggleLibrary.instantiate(bytesOfBase64(BOGGLE_WASM));
		fillLanguages();
		VERDICT = lib.verdicts();
		$('set').addEventListener('change', () => {
			$('size').disabled = $('set').value !== '';
		});
		for (const [form, fn] of [['throw-form', throwBoard],
			['type-form', typeBoard], ['check-form', checkWord],
			['game-form', playWord]]) {
			$(form).addEventListener('submit', (e) => {
				e.preventDefault();
				fn();
			});
		}
		$('game-word').addEventListener('keydown', (e) => {
			if (e.key === 'Escape')
				endGame(true);
		});
		$('game-start').addEventListener('click', startGame);
		$('game-stop').addEventListener('click', () => endGame(true));
		$('scoring').addEventListener('change', () => board && show(board));
		$('bonus').addEventListener('change', () => board && show(board));
		$('bonus-random').addEventListener('click', () => board && randomLayout());
		$('list-file').addEventListener('change', (e) => {
			if (e.target.files[0])
				loadList(e.target.files[0]);
		});
		$('list-forget').addEventListener('click', forgetList);
		$('list-lang').addEventListener('change', describeList);
		await throwBoard();
		await describeList();
		/* when the page could first be used, for the benchmark */
		document.body.dataset.readyMs = Math.round(performance.now());
		document.body.dataset.ready = 'yes';
	}

	document.addEventListener('DOMContentLoaded', () => {
		start().catch((e) => say('status', `The page could not start: ${e.message}`));
	});
})();
