/*
 * The page: a thin layer over the library (boggle.js, compiled in
 * boggle-page.wasm, with no list inside: the English list, words.txt,
 * comes after the board, compiled in the worker that holds the kept
 * lists).  It throws or reads a board (the address carries what
 * made it and the game's clock and scoring, so a link opens the same game
 * anywhere, and a bad link is said in the command's words), lists its
 * words once they are asked for or the board played, draws a word's path
 * with the library's own drawing, checks words, runs a timed game that
 * fits a phone (words typed or slid across the tiles) or the middle of a
 * table (table.js), shares it as a link or a QR code (qr.js) with the
 * player's words for a friend to beat (challenge.js), scores the table's
 * lists together and keeps the word lists a player loads in this browser
 * (lists.js).
 */
'use strict';

(() => {
	const $ = (id) => document.getElementById(id);
	let lib = null;
	let board = null;  /* the board shown, and board.made: what made it */
	let result = null; /* its words, or null without a list */
	let solving = null; /* a promise of result, while its list comes */
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

	/* ---- word lists: kept in the browser, compiled in a worker ---- */

	let keeper = null; /* BoggleLists: the worker that holds the lists */
	const langName = (code) => (lib.languages().find((l) => l.code === code) || { name: code }).name;

	/* Is there a list for lang: one kept, or the English one the page ships? */
	async function listFor(lang) {
		if (await keeper.open(lang))
			return true;
		if (lang !== 'en')
			return false;
		await keeper.builtin();
		return true;
	}

	/* The board's words by the rules in force, or null with no list. */
	async function solveOn(b) {
		if (b.lang === 'en' && served)
			keeper.prefetch();
		return (await listFor(b.lang)) ? keeper.solve(b, rules()) : null;
	}

	/* The players' words scored together on b, as 'boggle score' does. */
	async function scoreOn(b, players) {
		if (await listFor(b.lang))
			return keeper.score(b, players, rules());
		throw new Error(`No ${langName(b.lang)} list: load one under Word lists to score its words`);
	}

	async function loadList(file) {
		const lang = $('list-lang').value;
		say('list-said', `Reading ${file.name}…`);
		const text = await file.arrayBuffer();
		let got;
		try {
			got = await keeper.load(lang, file.name, text);
		} catch (e) {
			/* the picker shows no file it does not use */
			$('list-file').value = '';
			const before = await keeper.about(lang);
			say('list-said', `${file.name}: ${e.message}. ` + (before ?
				`Still using ${before.name}.` : 'No list loaded.'));
			return;
		}
		await describeList(got.unkept ? ` (not kept: ${got.unkept})` : '');
		if (board && board.lang === lang && !game)
			await show(board);
	}

	async function describeList(note = '') {
		const lang = $('list-lang').value;
		const about = await keeper.about(lang);
		const name = langName(lang);
		if (about) {
			say('list-said', `${name}: ${about.words.toLocaleString('en')} words, from ${about.name}.${note}`);
		} else {
			say('list-said', (lang === 'en' ? 'English: the built-in list.' :
				`${name}: no list loaded.`) + note);
		}
	}

	async function forgetList() {
		const lang = $('list-lang').value;
		await keeper.forget(lang).catch(() => null);
		$('list-file').value = '';
		await describeList();
		if (board && board.lang === lang && !game)
			await show(board);
	}

	/* ---- rules ---- */

	/* The rules chosen: the bonus squares only where the scoring takes them. */
	function rules() {
		const opts = { scoring: $('scoring').value };
		if ($('bonus').value.trim() && lib.takesBonus(opts))
			opts.bonus = $('bonus').value.trim();
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
		/* a scoring that takes them, the first offered unless this one does */
		if (!lib.takesBonus({ scoring: $('scoring').value }))
			$('scoring').value = [...$('scoring').options]
				.find((o) => lib.takesBonus({ scoring: o.value })).value;
		show(board, { keep: true });
	}

	/* ---- the board and its words ---- */

	function draw(path, title) {
		if (!board)
			return;
		const opts = { path: path || [], title };
		const { bonus } = rules();
		if (bonus)
			opts.bonus = bonus;
		let svg;
		try {
			svg = lib.svg(board, opts);
		} catch (e) {
			delete opts.bonus;
			svg = lib.svg(board, opts);
		}
		$('board').innerHTML = svg;
		$('board').dataset.board = board.text;
		if (game && game.turns)
			BoggleTable.turn($('board'), game.turns);
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
		 * screen while words are tapped.  Out of sight on a phone, it
		 * floats over the top of the screen, the list left where it
		 * was (the tapped word moved clear of it if need be); beside
		 * the list, it comes into view.
		 */
		document.body.classList.add('pinned');
		const r = $('board').getBoundingClientRect();
		if (r.top >= 0 && r.bottom <= window.innerHeight)
			return;
		if (!window.matchMedia('(max-width: 899px)').matches) {
			$('board').scrollIntoView({ block: 'nearest' });
			return;
		}
		$('board').style.minHeight = `${r.height}px`;
		document.body.classList.add('floating');
		const over = $('board').querySelector('svg').getBoundingClientRect().bottom;
		const at = button ? button.getBoundingClientRect().top : over;
		if (at < over)
			window.scrollBy(0, at - over - 8);
	}

	/* the board back in its place */
	function letGo() {
		document.body.classList.remove('pinned', 'floating');
		$('board').style.minHeight = '';
	}

	function wordLabel(w) {
		return w.spellings ? `${w.word} (${w.spellings.join(', ')})` : w.word;
	}

	/*
	 * Fair play: the board's words are listed only once this tab has
	 * played the board, or its player asked for them outright; while a
	 * game of the board runs in another tab, not even then, nor checked
	 * or scored.  A board is the same board however it is turned or
	 * mirrored: it is known by its canonical orientation.
	 */
	let revealed = false;
	let playedHere = false;
	const tab = Math.random().toString(36).slice(2);
	const gameKey = (b) => {
		if (!b.key)
			b.key = `${b.lang}:${lib.orient(b).text}`;
		return b.key;
	};
	/* each tab's game in play: {tab: {key, ends}} */
	function games() {
		try {
			const g = JSON.parse(localStorage.getItem('boggle-games') || '{}');
			return g && typeof g === 'object' ? g : {};
		} catch (e) {
			return {};
		}
	}
	function markGame(b, ends) {
		try {
			const g = games();
			for (const [k, v] of Object.entries(g))
				if (!v || !(v.ends > Date.now()) || k === tab)
					delete g[k];
			if (ends)
				g[tab] = { key: gameKey(b), ends };
			localStorage.setItem('boggle-games', JSON.stringify(g));
		} catch (e) {
			/* a browser that keeps nothing: this tab's own game is all */
		}
	}
	function playedElsewhere(b) {
		const key = gameKey(b);
		return Object.entries(games()).some(([t, v]) =>
			t !== tab && v && v.key === key && v.ends > Date.now());
	}
	const ELSEWHERE = 'A game of this board is running in another tab';

	/* Another tab started a game of the board shown here: its words go. */
	function guard() {
		if (!board || game || !playedElsewhere(board))
			return;
		revealed = false;
		listWords();
		for (const id of ['check-said', 'path-said'])
			say(id, '');
		$('table-said').textContent = '';
		draw([], `board ${board.text}`);
		say('reveal-said', `${ELSEWHERE}: its words show there when it ends.`);
	}

	function reveal() {
		if (!board || !result || game)
			return;
		if (playedElsewhere(board)) {
			say('reveal-said', `${ELSEWHERE}: its words show there when it ends.`);
			return;
		}
		if (!playedHere && !window.confirm('Show every word of this board? ' +
			'You have not played it here.'))
			return;
		revealed = true;
		listWords();
	}

	function listWords() {
		const ol = $('words');
		ol.textContent = '';
		say('reveal-said', '');
		$('reveal').hidden = !result || revealed;
		if (!result || !revealed)
			return;
		for (const w of result.words) {
			const li = document.createElement('li');
			const b = document.createElement('button');
			b.type = 'button';
			b.dataset.word = w.word;
			b.dataset.score = w.score;
			b.setAttribute('aria-pressed', 'false');
			const word = document.createElement('span');
			word.textContent = wordLabel(w);
			const pts = document.createElement('span');
			pts.className = 'pts';
			pts.textContent = w.score;
			const unit = document.createElement('span');
			unit.className = 'sr-only';
			unit.textContent = w.score === 1 ? ' point' : ' points';
			pts.append(unit);
			b.append(word, ' ', pts);
			b.addEventListener('click', () => showWord(w, b));
			li.append(b);
			ol.append(li);
		}
	}

	/*
	 * A challenge's words, out of the address bar, outlive a reload of
	 * the tab until its game is played.
	 */
	function keepChallenge(c) {
		try {
			if (c)
				sessionStorage.setItem('boggle-challenge', JSON.stringify(c));
			else
				sessionStorage.removeItem('boggle-challenge');
		} catch (e) {
			/* a browser that keeps nothing: the page's own state is all */
		}
	}
	function keptChallenge(b) {
		try {
			const c = JSON.parse(sessionStorage.getItem('boggle-challenge'));
			return c && c.key === gameKey(b) && Array.isArray(c.theirs) ? c : null;
		} catch (e) {
			return null;
		}
	}

	/* ---- the address: what makes the board, so a link shares it ---- */

	/* The address of b: what makes it, and the game's clock and scoring. */
	function address(b, extra = {}) {
		const p = new URLSearchParams();
		for (const [k, v] of Object.entries(b.made))
			if (v !== undefined && v !== '')
				p.set(k, v);
		p.set('lang', b.lang);
		p.set('time', $('game-time').value);
		/* the rules as the library writes a link's fields */
		let fields;
		try {
			fields = new URLSearchParams(lib.rulesText({ ...rules(),
				size: `${b.rows}x${b.cols}`, form: 'fields' }));
		} catch (e) {
			/* rules refused: the link asks for them as chosen, refused alike */
			fields = Object.entries(rules());
		}
		for (const [k, v] of fields)
			p.set(k, v);
		for (const [k, v] of Object.entries(extra))
			p.set(k, v);
		return `#${p}`;
	}
	const here = () => `${location.href.replace(/#.*$/, '')}`;

	/*
	 * What the address asks for, or null when it asks for nothing; a
	 * field it cannot mean is refused (thrown) in the command's words.
	 */
	function readLink() {
		const p = new URLSearchParams(location.hash.slice(1));
		const has = (k) => p.get(k) !== null;
		for (const k of ['board', 'set', 'size', 'seed', 'lang', 'time', 'scoring', 'bonus', 'words']) {
			const all = p.getAll(k);
			if (all.length > 1)
				throw new Error(`${k}: given more than once (${all.map((v) => lib.quote(v)).join(', ')})`);
		}
		if (!['board', 'set', 'size', 'seed', 'lang'].some(has))
			return null;
		const link = { lang: has('lang') ? p.get('lang') : 'en' };
		for (const k of ['board', 'set', 'size', 'seed', 'time', 'scoring', 'bonus'])
			if (has(k))
				link[k] = p.get(k);
		if (has('words'))
			link.theirs = BoggleChallenge.decode(p.get('words'));
		return link;
	}

	/* The fields of the form as the link asks, where they can show it. */
	function fillFields(link) {
		const offer = (id, v) => {
			if (v !== undefined && [...$(id).options].some((o) => o.value === v))
				$(id).value = v;
		};
		offer('lang', link.lang);
		if (link.board === undefined) {
			offer('set', link.set === undefined ? (link.size ? '' : 'new') : link.set);
			$('seed').value = link.seed === undefined ? '' : link.seed;
			if (link.size !== undefined)
				$('size').value = link.size;
			fitShape();
		} else {
			$('typed').value = link.board;
		}
		if (link.time !== undefined && /^\d{1,4}$/.test(link.time) &&
		    Number(link.time) > 0 && Number(link.time) <= 3600) {
			if (![...$('game-time').options].some((o) => o.value === link.time)) {
				const o = document.createElement('option');
				o.value = link.time;
				o.textContent = clock(link.time * 1000);
				$('game-time').append(o);
			}
			$('game-time').value = link.time;
		}
		offer('scoring', link.scoring === undefined ? 'rules' : link.scoring);
		$('bonus').value = link.bonus || '';
	}

	/* The board a link names, its rules checked: thrown in the command's words. */
	function boardOfLink(link) {
		/* the code as the library reads it (any case, _ for -): a board of one cell tells */
		const lang = lib.throw({ size: '1x1', seed: '0', lang: link.lang }).lang;
		if (link.time !== undefined && !(/^\d{1,4}$/.test(link.time) &&
		    Number(link.time) > 0 && Number(link.time) <= 3600))
			throw new Error(`time: ${lib.quote(link.time)} is not a whole number of seconds from 1 to 3600`);
		let b;
		if (link.board !== undefined) {
			try {
				b = make({ board: link.board, lang });
			} catch (e) {
				throw new Error(`${lib.quote(link.board)}: ${e.message}`);
			}
		} else {
			b = make({ set: link.set, size: link.set === undefined ? link.size : undefined,
				seed: link.seed === undefined ? String(Math.floor(Math.random() * 2 ** 31)) : link.seed,
				lang });
			if (link.set !== undefined && link.size !== undefined)
				lib.throw({ set: link.set, size: link.size, seed: b.made.seed, lang });
		}
		lib.rules({ size: `${b.rows}x${b.cols}`, scoring: link.scoring || 'rules',
			bonus: link.bonus || undefined });
		return b;
	}

	/* A link that makes no board: said, the address left as asked. */
	function refuseLink(why) {
		++shown;
		board = null;
		result = null;
		$('board').innerHTML = '';
		delete $('board').dataset.board;
		$('words').textContent = '';
		$('reveal').hidden = true;
		say('total', 'No board.');
		$('total').dataset.words = '';
		$('total').dataset.points = '';
		say('status', `This link: ${why}`);
		$('status').dataset.refused = 'yes';
		drawQR();
	}

	/* Make the board opts name: thrown from a seed, or read from letters. */
	function make(opts) {
		if (opts.board !== undefined) {
			const b = lib.parse(opts.board, { lang: opts.lang });
			b.made = { board: b.text };
			return b;
		}
		const b = lib.throw({ set: opts.set, size: opts.size, seed: opts.seed, lang: opts.lang });
		b.made = opts.set !== undefined ? { set: opts.set, seed: String(opts.seed) } :
			{ size: opts.size, seed: String(opts.seed) };
		return b;
	}

	/* The link Share gives: the game's, with the words of the last game played. */
	function shareLink() {
		if (!board)
			return location.href;
		const mine = lastPlayed && lastPlayed.key === gameKey(board) ? lastPlayed.typed : null;
		return here() + address(board, mine && mine.length ?
			{ words: BoggleChallenge.encode(mine) } : {});
	}

	async function share() {
		const url = shareLink();
		const mine = url.includes('words=');
		try {
			if (navigator.share) {
				await navigator.share({ title: 'boggle', text: mine ? 'Beat my words on this board' :
					`Play this board: ${board.text}`, url });
				return;
			}
			await navigator.clipboard.writeText(url);
			/* at the table, a camera is quicker than a pasted link */
			say('status', (mine ? 'Link copied, your words in it: whoever opens it plays you.' :
				'Link copied: open it anywhere for the same board.') +
				' Or scan it: Join by QR code, below.');
		} catch (e) {
			if (e.name !== 'AbortError')
				say('status', `The link: ${url}`);
		}
	}

	/* ---- joining by QR code ---- */

	/*
	 * The code of the game's link; where the player's words make it too
	 * long for a QR code, of the link without them; where even that is
	 * too long, none, and why.
	 */
	function drawQR() {
		const url = board ? shareLink() : '';
		$('join-link').textContent = url;
		$('join-link').href = url || '#';
		$('join').hidden = !board;
		if (!board || !$('join').open)
			return;
		const bare = here() + address(board);
		for (const [link, note] of [[url, ''], [bare, 'This code opens the game without your ' +
			`words: with them its link (${url.length} characters) is too long for a QR code.`]]) {
			let n;
			try {
				n = BoggleQR.draw($('qr'), link);
			} catch (e) {
				continue; /* more than the largest code holds */
			}
			$('qr').hidden = false;
			$('qr').dataset.link = link;
			$('qr').setAttribute('aria-label', `QR code of the game's link (${n} by ${n})`);
			say('qr-said', note);
			return;
		}
		$('qr').hidden = true;
		delete $('qr').dataset.link;
		say('qr-said', `No QR code: the game's link (${bare.length} characters) is too long for one.`);
	}

	/*
	 * Show board b: drawn at once, its words when its list is ready (a
	 * list kept in the browser is read then, never before the board).
	 * how.keep: the same board again, another scoring; how.theirs: a
	 * challenger's words.
	 */
	let shown = 0;
	let lastPlayed = null; /* {key, typed}: the last game of this tab */
	let challenge = null;  /* {key, theirs}: words the link came with */
	async function show(b, how = {}) {
		const me = ++shown;
		const same = board && how.keep && gameKey(board) === gameKey(b);
		letGo();
		board = b;
		if (!same) {
			revealed = false;
			playedHere = false;
			challenge = how.theirs ? { key: gameKey(b), theirs: how.theirs } : keptChallenge(b);
			keepChallenge(challenge);
			$('challenge').hidden = true;
		}
		delete $('status').dataset.refused;
		draw([], `board ${b.text}`);
		say('path-said', '');
		say('check-said', '');
		delete $('check-said').dataset.status;
		/* a challenger's words kept here, out of sight of the address bar */
		if (b.made)
			history.replaceState(null, '', address(b));
		say('status', `Board ${b.text}${b.made && b.made.seed !== undefined ? `, seed ${b.made.seed}` : ''}`);
		if ($('list-lang').value !== b.lang) {
			$('list-lang').value = b.lang;
			describeList();
		}
		$('lang').value = b.lang;
		$('total').dataset.words = '';
		$('total').dataset.points = '';
		$('words').textContent = '';
		$('reveal').hidden = true;
		delete $('words').dataset.board;
		result = null;
		drawQR();
		if (challenge && !same)
			say('game-said', (challenge.theirs.length ? `A challenge: ${plural(challenge.theirs.length, 'word')} ` +
				'played on this board.' : 'A challenge with no words played on this board.') +
				' Start a game to play them; both lists show when it ends.');
		else if (!same)
			say('game-said', '');
		say('total', 'Reading the word list…');
		let trouble = '';
		let found = null;
		solving = solveOn(b);
		try {
			found = await solving;
		} catch (e) {
			trouble = e.message;
		}
		if (me !== shown)
			return; /* another board came meanwhile */
		result = found;
		say('total', result ? `${plural(result.count, 'word')}, ${plural(result.score, 'point')}` :
			trouble || `No ${langName(b.lang)} list: load one under Word lists to find words.`);
		$('total').dataset.words = result ? result.count : '';
		$('total').dataset.points = result ? result.score : '';
		listWords();
		$('words').dataset.board = b.text;
	}

	async function throwBoard() {
		if (!(await mayEnd()))
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
		if (!(await mayEnd()))
			return;
		try {
			await show(make({ board: typedBoard($('typed').value), lang: $('lang').value }));
		} catch (e) {
			say('status', `That board: ${e.message}`);
		}
	}

	/* The shape of the edition chosen; any shape for letters at random. */
	function fitShape() {
		const set = lib.diceSets().find((d) => d.name === $('set').value);
		$('size').disabled = !!set;
		if (set)
			$('size').value = `${set.rows}x${set.cols}`;
	}

	/* ---- checking a word ---- */

	async function verdict(typed, b = board) {
		return (await scoreOn(b, { you: typed })).players[0];
	}

	async function checkWord() {
		const w = $('check-word').value.trim();
		if (!board || !w || game)
			return;
		draw([], `board ${board.text}`);
		if (playedElsewhere(board)) {
			say('check-said', `${ELSEWHERE}: check when it ends.`);
			return;
		}
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

	/*
	 * A game: at the player's own device (words typed or slid), or at the
	 * table (one device in the middle, its tiles turned as dice land, the
	 * players' words on paper).
	 */
	function startGame(table = false) {
		/* the English list may still be on its way: the game need not wait */
		if (!board || (!result && board.lang !== 'en')) {
			say('game-said', 'A game needs a board and a word list.');
			return;
		}
		if (playedElsewhere(board)) {
			say('game-said', `${ELSEWHERE}: play it there, or throw another.`);
			return;
		}
		const ms = Number($('game-time').value) * 1000;
		game = { typed: [], ends: Date.now() + ms, table,
			turns: table ? BoggleTable.throwTurns(board.rows * board.cols) : null };
		markGame(board, game.ends);
		letGo();
		draw([], `board ${board.text}`);
		say('path-said', '');
		document.body.classList.add('playing');
		document.body.classList.toggle('table', table);
		$('game-bar').hidden = false;
		for (const id of ['game-form', 'game-hint'])
			$(id).hidden = table;
		$('table-clocks').hidden = !table;
		$('answers').hidden = true;
		$('check-form').hidden = true;
		$('challenge').hidden = true;
		$('game-words').textContent = '';
		say('game-said', '');
		game.scoreLine = table ? '' : '0 points';
		say('game-score', game.scoreLine);
		delete $('game-said').dataset.score;
		delete $('game-said').dataset.end;
		const tick = () => {
			const left = game.ends - Date.now();
			say('timer', clock(left));
			if (table)
				BoggleTable.clocks(clock(left));
			if (left <= 0)
				endGame('time');
		};
		tick();
		game.tick = setInterval(tick, 250);
		if (table)
			game.table = BoggleTable.start();
		window.scrollTo(0, 0);
		(table ? $('game-stop') : $('game-word')).focus({ preventScroll: true });
	}

	/* What would end a game asks first. */
	async function mayEnd() {
		if (!game)
			return true;
		if (!window.confirm('End the game in play?'))
			return false;
		await endGame('stop');
		return true;
	}

	/* Stop or Escape: the game ends only if the player says so. */
	function askStop() {
		if (!game)
			return;
		if (window.confirm('End the game now?')) {
			endGame('stop');
		} else if (!game.table) {
			const box = $('game-word');
			box.focus({ preventScroll: true });
			box.setSelectionRange(box.value.length, box.value.length);
		}
	}

	function showPlayed(me) {
		const ol = $('game-words');
		ol.textContent = '';
		for (const e of me.words) {
			const li = document.createElement('li');
			li.dataset.status = e.status;
			li.textContent = e.status === 'ok' ? `${e.word} ${e.score}` :
				`${e.word}: ${VERDICT[e.status] || e.status}`;
			ol.prepend(li);
		}
	}

	async function playWord(text) {
		const w = text.trim();
		if (!game || !w)
			return;
		const played = game;
		played.typed.push(w);
		const me = await verdict(played.typed);
		if (game !== played)
			return;
		showPlayed(me);
		const last = me.words[me.words.length - 1];
		game.scoreLine = `${last.word}: ${last.status === 'ok' ? `+${last.score}` :
			VERDICT[last.status] || last.status} · ${plural(me.score, 'point')}`;
		say('game-score', game.scoreLine);
	}

	/* how: 'time' (the clock ran out) or 'stop' (the player ended it). */
	async function endGame(how) {
		if (!game)
			return;
		clearInterval(game.tick);
		/* the game's board and words: another board may come meanwhile */
		const played = game, b = board, pending = solving;
		game = null;
		slide = null;
		markGame(b, 0);
		document.body.classList.remove('playing', 'table');
		for (const id of ['game-bar', 'game-form', 'game-hint', 'table-clocks'])
			$(id).hidden = true;
		$('answers').hidden = false;
		$('check-form').hidden = false;
		say('timer', '');
		if (played.table)
			played.table.end(how === 'time');
		draw([], `board ${board.text}`);
		playedHere = true;
		/* two tabs started the board at once: the other's game still hides it */
		const held = playedElsewhere(b);
		revealed = !held;
		lastPlayed = { key: gameKey(b), typed: played.typed.slice() };
		listWords();
		drawQR();
		const words = result || await pending.catch(() => null);
		if (!words || board !== b)
			return;
		const me = played.typed.length ? await verdict(played.typed, b) :
			{ score: 0, words: [] };
		if (board !== b)
			return;
		const got = new Set(me.words.filter((e) => e.status === 'ok')
			.map((e) => e.word));
		const missed = words.words.filter((w) => !got.has(w.word));
		const head = how === 'time' ? 'Time!' : 'Stopped.';
		const versus = challenge && challenge.key === gameKey(b) && !played.table && !held;
		const you = `You: ${plural(me.score, 'point')} from ${plural(got.size, 'word')}.`;
		const best = `${plural(words.score, 'point')} from ${plural(words.count, 'word')}`;
		let line;
		if (held)
			line = `${head} ${you} ${ELSEWHERE}: the board's words show when it ends.`;
		else if (versus)
			line = `${head} You and them, scored together below (a word both found ` +
				`counts for neither). The board's best: ${best}.`;
		else if (played.table)
			line = `${head} The board's words: ${best}, listed under Words.`;
		else
			line = `${head} ${you} The board's best: ${best}. You missed ${missed.length}: ` +
				`${missed.slice(0, 40).map((w) => w.word).join(', ')}${missed.length > 40 ? '…' : ''}`;
		say('game-said', line);
		$('game-said').dataset.score = me.score;
		$('game-said').dataset.end = how;
		for (const btn of document.querySelectorAll('#words button'))
			btn.classList.toggle('found', got.has(btn.dataset.word));
		/* the player's words, ready to score with the table's */
		if (played.typed.length) {
			$('table-lists').value = `you: ${played.typed.join(' ')}\n` +
				$('table-lists').value.replace(/^you:.*\n?/m, '');
			$('table').open = true;
		}
		if (versus) {
			keepChallenge(null);
			try {
				const res = await scoreOn(b, { you: played.typed, them: challenge.theirs });
				if (board === b)
					BoggleChallenge.render($('challenge'), res, VERDICT);
			} catch (e) {
				say('game-said', `${line} Their words: ${e.message}`);
			}
		}
		/* the focus where the result is, not lost with the game's box */
		const to = $('challenge').hidden ? $('game-said') : $('challenge-title');
		to.focus({ preventScroll: true });
		to.scrollIntoView({ block: 'nearest' });
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

	/* a slide that plays nothing leaves the game as it was */
	function slideOff() {
		slide = null;
		draw([], `board ${board.text}`);
		if (game)
			say('game-score', game.scoreLine);
		for (const id of ['board', 'game-score'])
			$(id).removeAttribute('aria-busy');
	}

	function slideEvents() {
		const el = $('board');
		el.addEventListener('pointerdown', (e) => {
			if (!game || game.table)
				return;
			const cell = tileAt(e.clientX, e.clientY);
			if (cell < 0)
				return;
			e.preventDefault();
			slide = { path: [cell] };
			/* the board and the word said once the finger lifts, not at each tile */
			for (const id of ['board', 'game-score'])
				$(id).setAttribute('aria-busy', 'true');
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
			slideOff();
			if (word)
				playWord(word);
		});
		el.addEventListener('pointercancel', () => {
			if (slide)
				slideOff();
		});
	}

	/* ---- the table's lists, scored together ---- */

	/* The players' lists as [name, words] pairs: the package names a
	   second ann as 'boggle score' does (ann-2). */
	function tablePlayers(text) {
		const players = [];
		for (const line of text.split('\n')) {
			if (!line.trim())
				continue;
			const m = /^\s*([^:]+?)\s*:(.*)$/.exec(line);
			players.push([m ? m[1] : `player ${players.length + 1}`,
				(m ? m[2] : line).split(/[\s,;]+/).filter(Boolean)]);
		}
		return players;
	}

	async function scoreTable() {
		const players = tablePlayers($('table-lists').value);
		const out = $('table-said');
		out.textContent = '';
		if (!players.length || !board)
			return;
		if (playedElsewhere(board) || game) {
			out.textContent = `${game ? 'A game is running' : ELSEWHERE}: score when it ends.`;
			return;
		}
		let res;
		try {
			res = await scoreOn(board, players);
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

	/* The board of the address, or a fresh throw; a bad link is said, not replaced. */
	async function first() {
		let link = null, b;
		/* a link written with ? for # */
		if (location.search.length > 1 && location.hash.length <= 1)
			history.replaceState(null, '', `${location.pathname}#${location.search.slice(1)}`);
		try {
			link = readLink();
			if (link) {
				fillFields(link);
				b = boardOfLink(link);
			}
		} catch (e) {
			/* the command's words, less the 47 codes the Language menu lists */
			refuseLink(e.message.replace(/^(unknown language '[^']*'(?:\.\.\.)?) \(.*\)$/, '$1'));
			return;
		}
		if (!b) {
			await throwBoard();
			return;
		}
		await show(b, { theirs: link.theirs });
		/* a game's link: ready to play, at the button that starts it */
		if (link.time !== undefined && !game)
			$('game-start').focus({ preventScroll: true });
	}

	/* A script of the page's folder, loaded when asked. */
	function script(src) {
		return new Promise((ok, fail) => {
			const s = Object.assign(document.createElement('script'), { src });
			s.onload = ok;
			s.onerror = () => fail(new Error(`${src} did not load`));
			document.head.append(s);
		});
	}
	const served = /^https?:$/.test(location.protocol);

	/*
	 * The library, compiled as it downloads; from a folder, where a page
	 * fetches nothing, from a script.
	 */
	async function compiled() {
		if (served) {
			try {
				return await WebAssembly.compileStreaming(fetch('boggle-page.wasm'));
			} catch (e) {
				/* a host that serves it as another type: compiled whole */
				const res = await fetch('boggle-page.wasm');
				if (res.ok)
					return WebAssembly.compile(await res.arrayBuffer());
			}
		}
		await script('boggle-page-wasm.js');
		return WebAssembly.compile(bytesOfBase64(BOGGLE_PAGE_WASM));
	}

	/* Where the English list is: its address, or from a folder its text. */
	async function english() {
		if (served)
			return { url: new URL('words.txt', location.href).href };
		await script('words.js');
		return { text: BOGGLE_WORDS };
	}

	async function start() {
		const wasm = await compiled();
		lib = await BoggleLibrary.instantiate(wasm);
		keeper = BoggleLists.create(BOGGLE_SOURCE, wasm, english);
		fillLanguages();
		VERDICT = lib.verdicts();
		$('set').addEventListener('change', fitShape);
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
			if (e.key === 'Escape') {
				e.preventDefault();
				askStop();
			}
		});
		$('game-start').addEventListener('click', () => startGame(false));
		$('table-start').addEventListener('click', () => startGame(true));
		$('game-stop').addEventListener('click', askStop);
		$('reveal').addEventListener('click', reveal);
		$('game-time').addEventListener('change', () => {
			if (board && board.made)
				history.replaceState(null, '', address(board));
			drawQR();
		});
		$('share').addEventListener('click', share);
		/* a tab closed mid-game lets go of its board; one the browser keeps
		 * for its back button takes it again when shown */
		window.addEventListener('pagehide', () => game && markGame(board, 0));
		window.addEventListener('pageshow', (e) => e.persisted && game && markGame(board, game.ends));
		$('join').addEventListener('toggle', drawQR);
		$('table-score').addEventListener('click', scoreTable);
		for (const id of ['scoring', 'bonus'])
			$(id).addEventListener('change', () => board && !game && show(board, { keep: true }));
		$('bonus-random').addEventListener('click', () => board && !game && randomLayout());
		$('list-file').addEventListener('change', (e) => {
			if (e.target.files[0])
				loadList(e.target.files[0]);
		});
		$('list-forget').addEventListener('click', forgetList);
		$('list-lang').addEventListener('change', () => describeList());
		window.addEventListener('storage', (e) => e.key === 'boggle-games' && guard());
		window.addEventListener('hashchange', () => {
			/* the address names the board in play till its game ends */
			if (game) {
				history.replaceState(null, '', address(board));
				say('status', 'A game is in play: end it, then open the link.');
				return;
			}
			if (!game && (!board || location.hash !== new URL(here() + address(board)).hash))
				first();
		});
		slideEvents();
		/* a touch anywhere but the words lets the board go */
		document.addEventListener('pointerdown', (e) => {
			if (!e.target.closest('#words'))
				letGo();
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
