/*
 * The page: a thin layer over the library (boggle.js, compiled in
 * boggle-wasm.js).  It throws or reads a board (the address carries what
 * made it, so a link opens the same board anywhere), lists its words,
 * draws a word's path with the library's own drawing, checks words, runs
 * a timed game that fits a phone (words typed or slid across the tiles),
 * scores the table's lists together and keeps the word lists a player
 * loads in this browser.
 */
'use strict';

(() => {
	const $ = (id) => document.getElementById(id);
	let lib = null;
	let board = null;  /* the board shown, and board.made: what made it */
	let result = null; /* its words, or null without a list */
	const lists = new Map(); /* lang -> WordList loaded */
	let game = null;
	/* what a player is told of a word that does not score: the library's */
	let VERDICT = {};

	function say(id, text) {
		$(id).textContent = text;
	}
	const plural = (n, word) => `${n} ${word}${n === 1 ? '' : 's'}`;

	function bytesOfBase64(text) {
		const bin = atob(text);
		const bytes = new Uint8Array(bin.length);
		for (let i = 0; i < bin.length; i++)
			bytes[i] = bin.charCodeAt(i);
		return bytes;
	}

	/* ---- word lists kept in the browser (IndexedDB) ---- */

	/*
	 * Two stores: 'lists' holds each list's text, 'about' its name and
	 * size, so that saying what is kept never reads megabytes.
	 */
	function store(name, mode, fn) {
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
				tx.onerror = () => reject(tx.error);
			};
		});
	}
	const kept = (name, lang) => store(name, 'readonly', (s) => s.get(lang))
		.catch(() => null);

	/*
	 * The list for lang: loaded, or read back from the browser (once,
	 * however many ask meanwhile), or null.
	 */
	const reading = new Map();
	const absent = new Set(); /* languages the browser keeps no list of */
	async function listFor(lang) {
		if (lists.has(lang) || absent.has(lang))
			return lists.get(lang) || null;
		if (!reading.has(lang)) {
			reading.set(lang, (async () => {
				const got = await kept('lists', lang);
				if (got && !lists.has(lang))
					lists.set(lang, lib.loadWords(got.text, { lang }));
				else if (!got)
					absent.add(lang);
				return lists.get(lang) || null;
			})().catch(() => null).finally(() => reading.delete(lang)));
		}
		return reading.get(lang);
	}

	async function loadList(file) {
		const lang = $('list-lang').value;
		say('list-said', `Reading ${file.name}…`);
		const text = await file.arrayBuffer();
		let words;
		try {
			words = lib.loadWords(text, { lang });
		} catch (e) {
			/* the picker shows no file it does not use */
			$('list-file').value = '';
			const before = await kept('about', lang);
			say('list-said', `${file.name}: ${e.message}. ` + (before ?
				`Still using ${before.name}.` : 'No list loaded.'));
			return;
		}
		if (lists.has(lang))
			lists.get(lang).free();
		lists.set(lang, words);
		absent.delete(lang);
		let note = '';
		try {
			await store('lists', 'readwrite', (s) => s.put({ lang, text }));
			await store('about', 'readwrite', (s) =>
				s.put({ lang, name: file.name, words: words.size }));
		} catch (e) {
			note = ` (not kept: ${e.message})`;
		}
		await describeList(note);
		if (board && board.lang === lang && !game)
			await show(board);
	}

	async function describeList(note = '') {
		const lang = $('list-lang').value;
		const about = await kept('about', lang);
		const name = lib.languages().find((l) => l.code === lang).name;
		if (about) {
			say('list-said', `${name}: ${about.words.toLocaleString('en')} words, from ${about.name}.${note}`);
		} else {
			say('list-said', (lang === 'en' ? 'English: the built-in list.' :
				`${name}: no list loaded.`) + note);
		}
	}

	async function forgetList() {
		const lang = $('list-lang').value;
		await store('lists', 'readwrite', (s) => s.delete(lang)).catch(() => null);
		await store('about', 'readwrite', (s) => s.delete(lang)).catch(() => null);
		if (lists.has(lang)) {
			lists.get(lang).free();
			lists.delete(lang);
		}
		absent.add(lang);
		$('list-file').value = '';
		await describeList();
		if (board && board.lang === lang && !game)
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

	function cellName(b, [r, c]) {
		return `${b.faces[r * b.cols + c]} (row ${r + 1}, column ${c + 1})`;
	}

	function showWord(w, button) {
		for (const b of document.querySelectorAll('#words button[aria-pressed="true"]'))
			b.setAttribute('aria-pressed', 'false');
		if (button)
			button.setAttribute('aria-pressed', 'true');
		draw(w.path, `${w.word}: ${plural(w.score, 'point')}`);
		say('path-said', `${w.word}: ${w.path.map((p) => cellName(board, p)).join(', ')}`);
		/*
		 * The path is for seeing: the board holds to the top of the
		 * screen while words are tapped, and comes into view if it is
		 * not.
		 */
		document.body.classList.add('pinned');
		const r = $('board').getBoundingClientRect();
		if (r.top < 0 || r.bottom > window.innerHeight)
			$('board').scrollIntoView({ block: 'nearest' });
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
			b.setAttribute('aria-label', `${wordLabel(w)}, ${plural(w.score, 'point')}: show its path`);
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

	/* ---- the address: what makes the board, so a link shares it ---- */

	function address(b) {
		const p = new URLSearchParams();
		for (const [k, v] of Object.entries(b.made))
			if (v !== undefined && v !== '')
				p.set(k, v);
		p.set('lang', b.lang);
		p.set('time', $('game-time').value);
		return `#${p}`;
	}

	/* The board the address names, or null. */
	function boardOfAddress() {
		const p = new URLSearchParams(location.hash.slice(1));
		const time = p.get('time');
		if (time && /^\d+$/.test(time) && Number(time) > 0 && Number(time) <= 3600) {
			if (![...$('game-time').options].some((o) => o.value === time)) {
				const o = document.createElement('option');
				o.value = time;
				o.textContent = `${Math.floor(time / 60)}:${String(time % 60).padStart(2, '0')}`;
				$('game-time').append(o);
			}
			$('game-time').value = time;
		}
		const lang = p.get('lang') || 'en';
		if (p.get('board') !== null)
			return { board: p.get('board'), lang };
		if (p.get('seed') !== null)
			return { set: p.get('set') || undefined, size: p.get('size') || undefined,
				seed: p.get('seed'), lang };
		return null;
	}

	/* Make the board opts name: thrown from a seed, or read from letters. */
	function make(opts) {
		if (opts.board !== undefined) {
			const b = lib.parse(opts.board, { lang: opts.lang });
			b.made = { board: b.text };
			return b;
		}
		const b = lib.throw(opts.set ? { set: opts.set, seed: opts.seed, lang: opts.lang } :
			{ size: opts.size, seed: opts.seed, lang: opts.lang });
		b.made = opts.set ? { set: opts.set, seed: String(opts.seed) } :
			{ size: opts.size, seed: String(opts.seed) };
		return b;
	}

	async function share() {
		const url = location.href;
		try {
			if (navigator.share) {
				await navigator.share({ title: 'boggle', text: `Play this board: ${board.text}`, url });
				return;
			}
			await navigator.clipboard.writeText(url);
			say('status', 'Link copied: open it anywhere for the same board.');
		} catch (e) {
			if (e.name !== 'AbortError')
				say('status', `The link: ${url}`);
		}
	}

	/*
	 * Show board b: drawn at once, its words when its list is ready (a
	 * list kept in the browser is read then, never before the board).
	 */
	let shown = 0;
	async function show(b) {
		const me = ++shown;
		board = b;
		draw([], `board ${b.text}`);
		say('path-said', '');
		say('check-said', '');
		delete $('check-said').dataset.status;
		if (b.made)
			history.replaceState(null, '', address(b));
		say('status', `Board ${b.text}${b.made && b.made.seed !== undefined ? `, seed ${b.made.seed}` : ''}`);
		if ($('list-lang').value !== b.lang) {
			$('list-lang').value = b.lang;
			describeList();
		}
		$('total').dataset.words = '';
		$('total').dataset.points = '';
		$('words').textContent = '';
		delete $('words').dataset.board;
		result = null;
		if (!lists.has(b.lang))
			say('total', 'Reading the word list…');
		const words = await listFor(b.lang);
		if (me !== shown)
			return; /* another board came meanwhile */
		let trouble = '';
		if (b.lang === 'en' || words) {
			try {
				result = lib.solve(b, rules(words));
			} catch (e) {
				trouble = e.message;
			}
		}
		const name = lib.languages().find((l) => l.code === b.lang).name;
		say('total', result ? `${plural(result.count, 'word')}, ${plural(result.score, 'point')}` :
			trouble || `No ${name} list: load one below to find words.`);
		$('total').dataset.words = result ? result.count : '';
		$('total').dataset.points = result ? result.score : '';
		listWords();
		$('words').dataset.board = b.text;
	}

	/* Fair play: what would end a game asks first. */
	function mayEnd() {
		if (!game)
			return true;
		if (!window.confirm('End the game in play?'))
			return false;
		endGame(true);
		return true;
	}

	async function throwBoard() {
		if (!mayEnd())
			return;
		const set = $('set').value;
		const seedText = $('seed').value.trim();
		const seed = seedText || String(Math.floor(Math.random() * 2 ** 31));
		try {
			await show(make({ set: set || undefined, size: set ? undefined : $('size').value.trim(),
				seed, lang: $('lang').value }));
		} catch (e) {
			say('status', e.message);
		}
	}

	/*
	 * A typed board, trimmed: rows may be split by spaces as by '/'
	 * ("abcd efgh ijkl mnop"); single letters spaced out run together.
	 */
	function typedBoard(text) {
		const parts = text.trim().split(/\s+/);
		if (parts.length > 1 && parts.every((p) => p.length > 1 && !p.includes('/')))
			return parts.join('/');
		return parts.join('');
	}

	async function typeBoard() {
		if (!mayEnd())
			return;
		try {
			await show(make({ board: typedBoard($('typed').value), lang: $('lang').value }));
		} catch (e) {
			say('status', `That board: ${e.message}`);
		}
	}

	/* ---- checking a word ---- */

	async function verdict(typed, b = board) {
		const list = await listFor(b.lang);
		return lib.score(b, { you: typed }, rules(list)).players[0];
	}

	async function checkWord() {
		const w = $('check-word').value.trim();
		if (!board || !w || game)
			return;
		draw([], `board ${board.text}`);
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
		say('check-said', e.status === 'ok' ? `${e.word}: ${plural(e.score, 'point')}` :
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
		document.body.classList.add('playing');
		for (const id of ['game-bar', 'game-form', 'game-hint'])
			$(id).hidden = false;
		$('answers').hidden = true;
		$('check-form').hidden = true;
		$('game-words').textContent = '';
		say('game-said', '');
		say('game-score', '0 points');
		delete $('game-said').dataset.score;
		say('timer', clock(game.ends - Date.now()));
		game.tick = setInterval(() => {
			const left = game.ends - Date.now();
			say('timer', clock(left));
			if (left <= 0)
				endGame(true);
		}, 250);
		window.scrollTo(0, 0);
		$('game-word').focus({ preventScroll: true });
	}

	async function playWord(text) {
		const w = text.trim();
		if (!game || !w)
			return;
		game.typed.push(w);
		const me = await verdict(game.typed);
		if (!game)
			return;
		game.score = me.score;
		const ol = $('game-words');
		ol.textContent = '';
		for (const e of me.words) {
			const li = document.createElement('li');
			li.dataset.status = e.status;
			li.textContent = e.status === 'ok' ? `${e.word} ${e.score}` :
				`${e.word}: ${VERDICT[e.status] || e.status}`;
			ol.prepend(li);
		}
		const last = me.words[me.words.length - 1];
		say('game-score', `${last.word}: ${last.status === 'ok' ? `+${last.score}` :
			VERDICT[last.status] || last.status} · ${plural(me.score, 'point')}`);
	}

	async function endGame(announce) {
		if (!game)
			return;
		clearInterval(game.tick);
		/* the game's board and words: another board may come meanwhile */
		const played = game, b = board, words = result;
		game = null;
		slide = null;
		document.body.classList.remove('playing');
		for (const id of ['game-bar', 'game-form', 'game-hint'])
			$(id).hidden = true;
		$('answers').hidden = false;
		$('check-form').hidden = false;
		say('timer', '');
		draw([], `board ${board.text}`);
		if (!announce || !words)
			return;
		const me = played.typed.length ? await verdict(played.typed, b) :
			{ score: 0, words: [] };
		const got = new Set(me.words.filter((e) => e.status === 'ok')
			.map((e) => e.word));
		const missed = words.words.filter((w) => !got.has(w.word));
		say('game-said', `Time! You: ${plural(me.score, 'point')} from ${plural(got.size, 'word')}. ` +
			`The board's best: ${plural(words.score, 'point')} from ${plural(words.count, 'word')}. ` +
			`You missed ${missed.length}: ${missed.slice(0, 40).map((w) => w.word).join(', ')}${missed.length > 40 ? '…' : ''}`);
		$('game-said').dataset.score = me.score;
		for (const btn of document.querySelectorAll('#words button'))
			btn.classList.toggle('found', got.has(btn.dataset.word));
		/* the player's words, ready to score with the table's */
		if (played.typed.length) {
			$('table-lists').value = `you: ${played.typed.join(' ')}\n` +
				$('table-lists').value.replace(/^you:.*\n?/m, '');
			$('table').open = true;
		}
		$('game-said').scrollIntoView({ block: 'nearest' });
	}

	/* ---- words slid across the tiles ---- */

	/*
	 * A finger (or the mouse) down on a tile starts a word; each
	 * neighbouring tile it passes near the middle of joins it, the one
	 * before takes the last back; lifting it plays the word.
	 */
	let slide = null;
	function tileAt(x, y) {
		for (const g of $('board').querySelectorAll('.cell')) {
			const r = g.querySelector('rect').getBoundingClientRect();
			/* near the middle, so a diagonal does not catch a corner */
			if (Math.abs(x - (r.left + r.width / 2)) < r.width * 0.38 &&
			    Math.abs(y - (r.top + r.height / 2)) < r.height * 0.38)
				return Number(g.dataset.cell);
		}
		return -1;
	}
	const near = (a, b) => Math.abs(Math.floor(a / board.cols) - Math.floor(b / board.cols)) <= 1 &&
		Math.abs((a % board.cols) - (b % board.cols)) <= 1;

	function slideWord() {
		return slide.path.map((i) => board.faces[i]).join('');
	}

	function slidTo(e) {
		const cell = tileAt(e.clientX, e.clientY);
		const p = slide.path;
		if (cell < 0 || cell === p[p.length - 1])
			return;
		if (cell === p[p.length - 2])
			p.pop();
		else if (!p.includes(cell) && near(cell, p[p.length - 1]))
			p.push(cell);
		else
			return;
		draw(p.map((i) => [Math.floor(i / board.cols), i % board.cols]), slideWord());
		say('game-score', slideWord());
	}

	function slideEvents() {
		const el = $('board');
		el.addEventListener('pointerdown', (e) => {
			if (!game)
				return;
			const cell = tileAt(e.clientX, e.clientY);
			if (cell < 0)
				return;
			e.preventDefault();
			slide = { path: [cell] };
			el.setPointerCapture(e.pointerId);
			draw([[Math.floor(cell / board.cols), cell % board.cols]], slideWord());
			say('game-score', slideWord());
		});
		el.addEventListener('pointermove', (e) => {
			if (slide)
				slidTo(e);
		});
		el.addEventListener('pointerup', () => {
			if (!slide)
				return;
			const word = slide.path.length > 1 ? slideWord() : '';
			slide = null;
			draw([], `board ${board.text}`);
			if (word)
				playWord(word);
		});
		el.addEventListener('pointercancel', () => {
			slide = null;
			draw([], `board ${board.text}`);
		});
	}

	/* ---- the table's lists, scored together ---- */

	function scoreTable() {
		const players = {};
		let n = 0;
		for (const line of $('table-lists').value.split('\n')) {
			if (!line.trim())
				continue;
			const m = /^\s*([^:]+?)\s*:(.*)$/.exec(line);
			let name = m ? m[1] : `player ${n + 1}`;
			while (players[name])
				name += '′';
			players[name] = (m ? m[2] : line).split(/[\s,;]+/).filter(Boolean);
			n++;
		}
		const out = $('table-said');
		out.textContent = '';
		if (!n || !board)
			return;
		let res;
		try {
			res = lib.score(board, players, rules(lists.get(board.lang)));
		} catch (e) {
			out.textContent = e.message;
			return;
		}
		for (const p of res.players) {
			const h = document.createElement('h3');
			h.textContent = `${p.name}: ${plural(p.score, 'point')}${res.winner === p.name ? ' — wins' : ''}`;
			const ol = document.createElement('ol');
			ol.className = 'scored';
			for (const w of p.words) {
				const li = document.createElement('li');
				li.dataset.status = w.status;
				li.textContent = w.status === 'ok' ? `${w.word} ${w.score}` :
					`${w.word}: ${w.status === 'shared' ? 'found by another too' :
						VERDICT[w.status] || w.status}`;
				ol.append(li);
			}
			out.append(h, ol);
		}
		if (!res.winner)
			out.append(Object.assign(document.createElement('p'), { textContent: 'A tie.' }));
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
	}

	/* The board of the address, or a fresh throw. */
	async function first() {
		const named = boardOfAddress();
		if (named) {
			try {
				$('lang').value = named.lang;
				if (named.set || named.size) {
					$('set').value = named.set || '';
					$('size').disabled = !!named.set;
					$('size').value = named.size || $('size').value;
				}
				await show(make(named));
				return;
			} catch (e) {
				say('status', `The link's board: ${e.message}`);
			}
		}
		await throwBoard();
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
			['game-form', () => {
				const w = $('game-word').value;
				$('game-word').value = '';
				playWord(w);
			}]]) {
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
		$('game-time').addEventListener('change', () => board && board.made &&
			history.replaceState(null, '', address(board)));
		$('share').addEventListener('click', share);
		$('table-score').addEventListener('click', scoreTable);
		$('scoring').addEventListener('change', () => board && !game && show(board));
		$('bonus').addEventListener('change', () => board && !game && show(board));
		$('bonus-random').addEventListener('click', () => board && !game && randomLayout());
		$('list-file').addEventListener('change', (e) => {
			if (e.target.files[0])
				loadList(e.target.files[0]);
		});
		$('list-forget').addEventListener('click', forgetList);
		$('list-lang').addEventListener('change', () => describeList());
		window.addEventListener('hashchange', () => {
			const named = boardOfAddress();
			if (named && !game && address(board) !== location.hash)
				first();
		});
		slideEvents();
		/* a touch anywhere but the words lets the board go */
		document.addEventListener('pointerdown', (e) => {
			if (!e.target.closest('#words'))
				document.body.classList.remove('pinned');
		});
		/* usable once the board is drawn: its words may come after */
		const words = first();
		document.body.dataset.readyMs = Math.round(performance.now());
		document.body.dataset.ready = 'yes';
		await words;
		await describeList();
		document.body.dataset.wordsMs = Math.round(performance.now());
		if ('serviceWorker' in navigator && /^https?:$/.test(location.protocol))
			navigator.serviceWorker.register('sw.js').catch(() => null);
	}

	document.addEventListener('DOMContentLoaded', () => {
		start().catch((e) => say('status', `The page could not start: ${e.message}`));
	});
})();
