/*
 * boggle for JavaScript: libboggle compiled to WebAssembly, behind calls
 * of the C library's shape in JavaScript's idiom.  Boards are values
 * (their one-line text, shape, language and faces); word lists are objects
 * whose memory is given back when they are collected; every other piece of
 * C memory a call takes it frees before it returns.  Errors are thrown as
 * BoggleError, carrying the library's code and message.
 *
 * This file is both a classic script (the page: it defines BoggleLibrary)
 * and the body of the ES module boggle.mjs, which adds its exports.
 */
'use strict';

const BoggleLibrary = (() => {
	/* the codes' names by number, from the library's table (layout.c) */
	const CODES = [];
	/* room for a board's one-line text */
	const TEXT_MAX = 8192;

	/* An error of the library: code 'BOGGLE_SYNTAX', errno 3, and why. */
	class BoggleError extends Error {
		constructor(errno, message) {
			super(message);
			this.name = 'BoggleError';
			this.errno = errno;
			this.code = CODES[errno] || 'BOGGLE_UNKNOWN';
		}
	}

	/* the key to making a Board: the module's own */
	const MADE = Symbol('made');

	/*
	 * A board: what parse, throw and plant give, and what the rest take;
	 * made by those calls alone, so that a Board is always one read.
	 */
	class Board {
		constructor(made, text, rows, cols, lang, faces) {
			if (made !== MADE)
				throw new BoggleError(CODES.indexOf('BOGGLE_MISUSE'),
					'Board: a board is made by parse, throw, throwBoards or plant');
			this.text = text;
			this.rows = rows;
			this.cols = cols;
			this.lang = lang;
			this.faces = faces;
		}

		toString() {
			return this.text;
		}
	}

	/*
	 * The few calls of WASI the library makes, for files it never opens
	 * here: no folder is open to it, and every other call is refused.
	 */
	function wasiImports(module, getMemory) {
		const EBADF = 8, ENOSYS = 52;
		const known = {
			fd_prestat_get: () => EBADF,
			fd_fdstat_get: () => EBADF,
			fd_close: () => EBADF,
			proc_exit: (status) => {
				throw new Error(`libboggle exited with ${status}`);
			},
			fd_write: (fd, iovs, count, written) => {
				new DataView(getMemory().buffer).setUint32(written, 0, true);
				return EBADF;
			},
		};
		const wasi = {};
		for (const imp of WebAssembly.Module.imports(module)) {
			if (imp.module === 'wasi_snapshot_preview1' && imp.kind === 'function')
				wasi[imp.name] = known[imp.name] || (() => ENOSYS);
		}
		return { wasi_snapshot_preview1: wasi };
	}

	/* Make the API over the module compiled from bytes (the .wasm). */
	async function instantiate(bytes, host = {}) {
		/* bytes, or a module compiled already (as it downloaded) */
		const module = bytes instanceof WebAssembly.Module ? bytes : await WebAssembly.compile(bytes);
		const memory = { of: null };
		return start(await WebAssembly.instantiate(module,
			wasiImports(module, () => memory.of)), memory, host);
	}

	/* The same at once, as require() must (Node has no limit on size). */
	function instantiateSync(bytes, host = {}) {
		const module = new WebAssembly.Module(bytes);
		const memory = { of: null };
		return start(new WebAssembly.Instance(module,
			wasiImports(module, () => memory.of)), memory, host);
	}

	/*
	 * host.spawn (may be absent) makes a worker running the library too,
	 * for verifyProof: a promise of {ask(msg): promise of its reply,
	 * close()}, whose other side answers each message with serveProof.
	 */
	function start(instance, memory, host) {
		const c = instance.exports;
		memory.of = c.memory;
		c._initialize();
		return makeApi(c, host);
	}

	function makeApi(c, host) {
		const encoder = new TextEncoder();
		const decoder = new TextDecoder();
		/* Views of the memory, made again only when it has grown. */
		let buffer = null, bytes = null, data = null;
		function refresh() {
			if (buffer !== c.memory.buffer) {
				buffer = c.memory.buffer;
				bytes = new Uint8Array(buffer);
				data = new DataView(buffer);
			}
		}
		const u8 = () => (refresh(), bytes);
		const view = () => (refresh(), data);

		/* A C string (or len bytes) as text: short ASCII, the most
		   words are, without the decoder's cost. */
		function readString(ptr, len) {
			const m = u8();
			let end = ptr;
			if (len === undefined)
				while (m[end]) end++;
			else
				end = ptr + len;
			if (end - ptr > 32)
				return decoder.decode(m.subarray(ptr, end));
			for (let i = ptr; i < end; i++)
				if (m[i] >= 0x80)
					return decoder.decode(m.subarray(ptr, end));
			/* one flat string, not a chain of joined pieces */
			return String.fromCharCode.apply(null, m.subarray(ptr, end));
		}

		/*
		 * The structures' layouts and the enums' numbers, as the
		 * compiler laid them out (layout.c): a field is [offset,
		 * size, 'i' signed or 'u' not].
		 */
		const layout = JSON.parse(readString(c.boggle_wasm_layout()));
		const { BOGGLE_ERR_MAX: ERR_MAX, BOGGLE_MAX_CELLS: MAX_CELLS } = layout.limits;
		const CODE = layout.codes;
		const VERDICT = layout.verdicts;
		for (const [name, n] of Object.entries(CODE))
			CODES[n] = name;
		/*
		 * A reader of a value of size bytes at offset off, (view, p):
		 * made once for each field, with DataView's own call, so that
		 * reading the words of a solve costs what fixed offsets did.
		 */
		function reader(off, size, kind) {
			const signed = kind === 'i';
			switch (size) {
			case 1: return signed ? (v, p) => v.getInt8(p + off) : (v, p) => v.getUint8(p + off);
			case 2: return signed ? (v, p) => v.getInt16(p + off, true) :
				(v, p) => v.getUint16(p + off, true);
			case 4: return signed ? (v, p) => v.getInt32(p + off, true) :
				(v, p) => v.getUint32(p + off, true);
			default: return signed ? (v, p) => Number(v.getBigInt64(p + off, true)) :
				(v, p) => Number(v.getBigUint64(p + off, true));
			}
		}
		/* read.word.score(view, p): each structure's fields' readers */
		const read = {};
		for (const [struct, fields] of Object.entries(layout)) {
			if (typeof fields !== 'object' || !('size' in fields))
				continue;
			read[struct] = {};
			for (const [f, at] of Object.entries(fields))
				if (Array.isArray(at))
					read[struct][f] = reader(...at);
		}
		/* Field f of the struct (layout's name) at p. */
		const get = (p, struct, f) => read[struct][f](view(), p);
		function set(p, struct, f, value) {
			const [off, size, kind] = layout[struct][f];
			const name = (kind === 'i' ? { 1: 'Int8', 2: 'Int16', 4: 'Int32', 8: 'BigInt64' } :
				{ 1: 'Uint8', 2: 'Uint16', 4: 'Uint32', 8: 'BigUint64' })[size];
			view()[`set${name}`](p + off, size === 8 ? BigInt(value) : value, true);
		}
		/* A pointer, an int or a long stored at p. */
		const ptrRead = reader(0, layout.pointer, 'u');
		const ptrAt = (p) => ptrRead(view(), p);
		const intRead = reader(0, layout.int, 'i');
		const intAt = (p) => intRead(view(), p);
		const longRead = reader(0, layout.long, 'i');
		const longAt = (p) => longRead(view(), p);

		/* ---- arguments, refused in the command's words ---- */

		const misuse = (why) => {
			throw new BoggleError(CODE.BOGGLE_MISUSE, why);
		};
		/*
		 * Text quoted as the command quotes it: its first 40 bytes' worth
		 * of characters, a control or a broken one '?', and '...' after
		 * where there was more.
		 */
		function quote(text) {
			let out = '', bytes = 0, i = 0;
			for (; i < text.length && bytes < 40; i++) {
				/* a lone surrogate: U+FFFD in UTF-8, three bytes, shown '?' */
				const cp = text.codePointAt(i);
				bytes += cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
				out += (cp >= 0xd800 && cp <= 0xdfff) || cp < 0x20 ||
					(cp >= 0x7f && cp <= 0x9f) ? '?' : String.fromCodePoint(cp);
				if (cp > 0xffff)
					i++;
			}
			return `'${out}'${i < text.length ? '...' : ''}`;
		}
		/* A value as a message shows it: 'text', 42, null, an array. */
		function describe(value) {
			if (typeof value === 'string')
				return quote(value);
			if (Array.isArray(value))
				return 'an array';
			if (value === null || value === undefined)
				return String(value);
			if (typeof value === 'object')
				return value instanceof Map ? 'a Map' : 'an object';
			if (typeof value === 'function')
				return 'a function';
			return `${typeof value} ${String(value)}`;
		}
		/*
		 * A call's options: none (undefined or null) is {}; else an
		 * object whose every key the call takes, for no option is ignored.
		 */
		function options(opts, known) {
			if (opts === undefined || opts === null)
				return {};
			if (typeof opts !== 'object' || Array.isArray(opts) ||
			    Object.prototype.toString.call(opts) !== '[object Object]')
				misuse(`options: ${describe(opts)} is not an object of options (${known.join(', ')})`);
			for (const key of Object.keys(opts))
				if (!known.includes(key))
					misuse(`unknown option ${quote(key)} (${known.join(', ')})`);
			return opts;
		}
		const given = (value) => value !== undefined && value !== null;
		/* the options each call takes, as the command's are named */
		const RULES = ['rules', 'scoring', 'min', 'bonus'];
		const THROWN = ['set', 'size', 'seed', 'lang'];
		const OPTS = {
			parse: ['lang'],
			orient: ['lang'],
			throw: THROWN,
			check: ['set', 'lang'],
			loadWords: ['lang'],
			rules: ['size', ...RULES],
			rulesText: ['size', ...RULES, 'form'],
			takesBonus: ['rules', 'scoring', 'min'],
			solve: ['lang', 'words', ...RULES],
			find: ['lang'],
			score: ['lang', 'words', ...RULES, 'penalty'],
			plant: [...THROWN, 'words', ...RULES],
			best: [...THROWN, 'steps', 'words', ...RULES],
			svg: ['lang', 'path', 'bonus', 'title'],
			merge: ['words', 'exclude', 'acceptV1'],
			verify: ['words', 'exclude', 'acceptV1', 'sample', 'seed', 'workers',
				'onProgress', 'signal'],
		};
		/* An option that must be text. */
		function textOpt(name, value) {
			if (typeof value !== 'string')
				misuse(`${name}: ${describe(value)} is not text`);
			return value;
		}
		/* An option that must be true or false. */
		function flag(name, value) {
			if (!given(value))
				return false;
			if (typeof value !== 'boolean')
				misuse(`${name}: ${describe(value)} is not true or false`);
			return value;
		}
		/* A seed as --seed takes it: a whole number from 0 to 2^64 - 1. */
		const SEED_MAX = (1n << 64n) - 1n;
		function seedOf(seed) {
			if (typeof seed === 'number' && Number.isInteger(seed) && seed >= 0 &&
			    !Number.isSafeInteger(seed))
				misuse(`seed: ${seed} is past what a number holds exactly: give it as a BigInt or its digits`);
			const shown = typeof seed === 'string' ? seed :
				typeof seed === 'bigint' || (typeof seed === 'number' &&
					Number.isInteger(seed)) ? BigInt(seed).toString() : null;
			if (shown === null || !/^\d+$/.test(shown))
				misuse(`seed: ${typeof seed === 'string' ? quote(seed) : describe(seed)} is not a whole number from 0 to ${SEED_MAX}`);
			const n = BigInt(shown);
			if (n > SEED_MAX)
				misuse(`seed: ${quote(shown)} is out of range (0 to ${SEED_MAX})`);
			return n;
		}
		/* A whole number from least (1) to most, or fallback for none. */
		function count(name, value, fallback, least = 1, most = Number.MAX_SAFE_INTEGER) {
			if (!given(value) && fallback !== undefined)
				return fallback;
			if (!Number.isSafeInteger(value) || value < 0)
				misuse(`${name}: ${describe(value)} is not a whole number from ${least}`);
			if (value < least || value > most)
				misuse(`${name}: ${quote(String(value))} is out of range (${least} to ${most})`);
			return value;
		}

		/* C memory held till release(): a call's, or a proof's. */
		function newScope() {
			const owned = [];
			const scope = {
				alloc(n) {
					const p = c.malloc(Math.max(n, 1));
					if (!p)
						throw new BoggleError(CODE.BOGGLE_NOMEM, 'out of memory');
					owned.push(p);
					return p;
				},
				bytes(data) {
					const p = scope.alloc(data.length + 1);
					u8().set(data, p);
					u8()[p + data.length] = 0;
					return p;
				},
				str(s) {
					const text = String(s);
					const p = scope.alloc(3 * text.length + 1);
					const { written } = encoder.encodeInto(text,
						u8().subarray(p, p + 3 * text.length));
					u8()[p + written] = 0;
					return { ptr: p, len: written };
				},
				/* finally, each thing to free with its own call */
				later(free, p) {
					owned.push(() => free(p));
				},
				release() {
					for (const p of owned.reverse())
						typeof p === 'function' ? p() : c.free(p);
					owned.length = 0;
				},
			};
			return scope;
		}

		/* C memory for one call, all of it freed when the call ends. */
		function scoped(fn) {
			const scope = newScope();
			try {
				return fn(scope);
			} finally {
				scope.release();
			}
		}

		function fail(rc, msg) {
			const why = msg ? readString(msg) : '';
			throw new BoggleError(rc, why || readString(c.boggle_strerror(rc)));
		}
		function check(rc, msg) {
			if (rc !== 0)
				fail(rc, msg);
		}

		/* ---- languages, dice ---- */

		const langs = new Map();
		function langPtr(s, code) {
			if (!given(code))
				return c.boggle_lang_english();
			const key = textOpt('lang', code);
			if (!langs.has(key)) {
				const p = c.boggle_lang_find(s.str(key).ptr);
				if (!p)
					misuse(`unknown language ${quote(key)} (${languages().map((l) => l.code).join(', ')})`);
				langs.set(key, p);
			}
			return langs.get(key);
		}
		const langCode = (p) => readString(c.boggle_lang_code(p));
		const optString = (p) => (p ? readString(p) : null);

		/* The objects of a NULL-ended array of pointers, each made by fn. */
		function listed(list, fn) {
			const out = [];
			for (let i = 0; ; i++) {
				const p = ptrAt(list + layout.pointer * i);
				if (!p)
					return out;
				out.push(fn(p));
			}
		}

		const languages = () => listed(c.boggle_langs(), (p) => ({
			code: langCode(p),
			name: readString(c.boggle_lang_name(p)),
			list: optString(c.boggle_lang_list(p)),
			package: optString(c.boggle_lang_package(p)),
			licence: optString(c.boggle_lang_licence(p)),
		}));

		const diceSets = () => listed(c.boggle_dice_sets(), (p) => ({
			name: readString(c.boggle_dice_name(p)),
			description: readString(c.boggle_dice_description(p)),
			rows: c.boggle_dice_rows(p),
			cols: c.boggle_dice_cols(p),
		}));

		function diceSet(s, name) {
			const key = given(name) ? textOpt('set', name) : 'new';
			const p = c.boggle_dice_find(s.str(key).ptr);
			if (!p)
				misuse(`unknown set ${quote(key)}: one of ${diceSets().map((d) => d.name).join(', ')}`);
			return p;
		}

		/* ---- boards ---- */

		function newBoard(s, lang) {
			const out = s.alloc(layout.pointer);
			check(c.boggle_board_new(out, lang, 4, 4));
			const b = ptrAt(out);
			s.later(c.boggle_board_free, b);
			return b;
		}

		/* Board b of C as a Board, its text read through buf (TEXT_MAX
		   bytes): one buffer serves every board of a call. */
		function readBoard(s, b, buf = s.alloc(TEXT_MAX)) {
			const len = c.boggle_board_format(b, buf, TEXT_MAX);
			const text = readString(buf, len);
			const rows = c.boggle_board_rows(b), cols = c.boggle_board_cols(b);
			const faces = [];
			for (let i = 0; i < rows * cols; i++)
				faces.push(readString(buf, c.boggle_board_cell(b, i, 1, buf, 64)));
			return new Board(MADE, text, rows, cols,
				langCode(c.boggle_board_lang(b)), faces);
		}

		/* A board of C from a Board or text (in opts.lang's letters). */
		function boardIn(s, board, opts) {
			const made = board instanceof Board;
			if (!made && typeof board !== 'string')
				misuse(`board: ${describe(board)} is not a board (its text, or a Board)`);
			if (made && (typeof board.text !== 'string' || typeof board.lang !== 'string'))
				misuse('board: a Board whose text or language was taken away');
			const lang = langPtr(s, made ? board.lang : opts.lang);
			/* a Board is of its own language: another asked for is a mistake */
			if (made && given(opts.lang) && langPtr(s, opts.lang) !== lang)
				misuse(`lang: ${quote(opts.lang)} is not the board's language (${quote(board.lang)})`);
			const b = newBoard(s, lang);
			const text = s.str(made ? board.text : board);
			const msg = s.alloc(ERR_MAX);
			check(c.boggle_board_parse(b, lang, text.ptr, text.len, msg), msg);
			return b;
		}

		function parse(text, opts) {
			opts = options(opts, OPTS.parse);
			return scoped((s) => readBoard(s, boardIn(s, text, opts)));
		}

		/* The board turned as boggle_board_orient turns it: one of each symmetry class. */
		function orient(board, opts) {
			opts = options(opts, OPTS.orient);
			return scoped((s) => {
				const b = boardIn(s, board, opts);
				c.boggle_board_orient(b);
				return readBoard(s, b);
			});
		}

		/* A generator of random numbers, seeded as the command seeds. */
		function rng(s, seed) {
			const p = s.alloc(layout.rng.size);
			let n;
			if (seed === undefined || seed === null) {
				const words = new Uint32Array(2);
				globalThis.crypto.getRandomValues(words);
				n = (BigInt(words[0]) << 32n) | BigInt(words[1]);
			} else {
				n = seedOf(seed);
			}
			c.boggle_rng_seed(p, n);
			return p;
		}

		/* A shape 'RxC' as the command's --size takes it, else the set's. */
		function shape(opts, set) {
			if (given(opts.size) && given(opts.set))
				misuse('size and set cannot be combined: a set\'s dice fix its shape');
			if (given(opts.size)) {
				const size = textOpt('size', opts.size);
				/* as the command reads it: 5 is 5x5, and 5X3 is 5x3 */
				const m = /^(\d+)(?:[xX](\d+))?$/.exec(size);
				if (!m)
					misuse(`size: ${quote(size)} is not a shape like 4x4 or 3x5`);
				const [rows, cols] = [Number(m[1]), Number(m[2] === undefined ? m[1] : m[2])];
				if (rows < 1 || cols < 1 || rows > MAX_CELLS || cols > MAX_CELLS)
					misuse(`size: ${quote(size)} is out of range (sides 1 to ${MAX_CELLS})`);
				if (rows * cols > MAX_CELLS)
					misuse(`size: ${quote(size)} is out of range (${rows * cols} cells, at most ${MAX_CELLS})`);
				return [rows, cols];
			}
			return [c.boggle_dice_rows(set), c.boggle_dice_cols(set)];
		}

		/*
		 * count boards thrown as 'boggle throw -n count' throws them:
		 * the set's dice, or letters drawn (a size, or another
		 * language than the dice's) on the shape.
		 */
		function throwBoards(n, opts) {
			/* as many as an array holds */
			const boards = count('count', n, undefined, 0, 2 ** 32 - 1);
			opts = options(opts, OPTS.throw);
			return scoped((s) => {
				const set = diceSet(s, opts.set);
				const lang = langPtr(s, opts.lang);
				const [rows, cols] = shape(opts, set);
				const drawn = given(opts.size) || c.boggle_dice_lang(set) !== lang;
				const r = rng(s, opts.seed);
				const b = newBoard(s, lang), buf = s.alloc(TEXT_MAX);
				const out = new Array(boards);
				for (let i = 0; i < boards; i++) {
					if (drawn)
						check(c.boggle_throw_letters(b, lang, rows, cols, r));
					else
						c.boggle_dice_throw(set, r, b);
					out[i] = readBoard(s, b, buf);
				}
				return out;
			});
		}

		function checkBoard(board, opts) {
			opts = options(opts, OPTS.check);
			return scoped((s) => {
				const set = diceSet(s, opts.set);
				const b = boardIn(s, board, opts);
				const why = s.alloc(ERR_MAX);
				const ok = c.boggle_dice_check(set, b, why) === 1;
				return { ok, why: ok ? '' : readString(why) };
			});
		}

		/* ---- word lists ---- */

		/* Lists are freed with their solver when collected. */
		const collected = typeof FinalizationRegistry === 'function' ?
			new FinalizationRegistry((held) => {
				if (held.solver)
					c.boggle_solver_free(held.solver);
				c.boggle_dict_free(held.dict);
			}) : null;

		class WordList {
			constructor(made, ptr, owned, stats) {
				if (made !== MADE)
					misuse('WordList: a list is made by loadWords');
				this.held = { dict: ptr, solver: 0 };
				this.lang = langCode(c.boggle_dict_lang(ptr));
				this.size = Number(c.boggle_dict_count(ptr));
				this.stats = stats;
				if (owned && collected)
					collected.register(this, this.held, this);
				this.owned = owned;
			}

			/*
			 * What names the list in a proof's header of version v
			 * (1 to 4): its "list" before 4, its "list_sha256" from 4.
			 */
			checksum(v = 4) {
				return scoped((s) => {
					const buf = s.alloc(72);
					return readString(buf, c.boggle_proof_list_sum(this.ptr(),
						count('version', v, 4, 1, 4), buf, 72));
				});
			}

			has(word) {
				textOpt('word', word);
				return scoped((s) => Number(c.boggle_dict_lookup(
					this.ptr(), s.str(word).ptr)) >= 0);
			}

			/* Give its memory back now rather than when collected. */
			free() {
				if (!this.owned || !this.held.dict)
					return;
				if (collected)
					collected.unregister(this);
				if (this.held.solver)
					c.boggle_solver_free(this.held.solver);
				c.boggle_dict_free(this.held.dict);
				this.held.dict = 0;
				this.held.solver = 0;
			}

			ptr() {
				if (!this.held.dict)
					throw new BoggleError(CODE.BOGGLE_MISUSE, 'the word list was freed');
				return this.held.dict;
			}

			solver() {
				if (!this.held.solver) {
					this.held.solver = scoped((s) => {
						const out = s.alloc(layout.pointer);
						check(c.boggle_solver_new(out, this.ptr()));
						return ptrAt(out);
					});
				}
				return this.held.solver;
			}
		}

		let builtin = null;
		function wordList(s, opts, lang) {
			if (given(opts.words)) {
				if (!(opts.words instanceof WordList))
					misuse(`words: ${describe(opts.words)} is not a word list (loadWords makes one)`);
				return opts.words;
			}
			if (lang !== c.boggle_lang_english())
				misuse(`no built-in list for ${quote(langCode(lang))} (${readString(c.boggle_lang_name(lang))}): pass one as words (loadWords makes one)`);
			if (!builtin && !c.boggle_dict_builtin())
				misuse('no built-in list in this build: pass one as words (loadWords makes one)');
			if (!builtin)
				builtin = new WordList(MADE, c.boggle_dict_builtin(), false, null);
			return builtin;
		}

		/*
		 * A word list from text, one word a line, in any language
		 * (opts.lang); its stats say what reading it counted.
		 */
		function loadWords(text, opts) {
			opts = options(opts, OPTS.loadWords);
			return scoped((s) => {
				const lang = langPtr(s, opts.lang);
				if (typeof text !== 'string' && !(text instanceof ArrayBuffer) &&
				    !ArrayBuffer.isView(text))
					misuse(`words: ${describe(text)} is not a list's text or bytes`);
				const data = typeof text === 'string' ? encoder.encode(text) :
					ArrayBuffer.isView(text) ? new Uint8Array(text.buffer,
						text.byteOffset, text.byteLength) : new Uint8Array(text);
				const p = s.bytes(data);
				const out = s.alloc(layout.pointer);
				const st = s.alloc(layout.dict_stats.size);
				const rc = c.boggle_dict_from_text(out, lang, p, data.length, st);
				const n = (f) => get(st, 'dict_stats', f);
				const stats = { lines: n('lines'), words: n('words'),
					skipped: n('skipped'), noU: n('no_u'), names: n('names'),
					badLine: n('bad_line'), allCaps: n('all_caps') };
				if (rc !== CODE.BOGGLE_OK) {
					const e = new BoggleError(rc, rc === CODE.BOGGLE_NOT_UTF8 ?
						`line ${stats.badLine}: not UTF-8` :
						readString(c.boggle_strerror(rc)));
					e.stats = stats;
					throw e;
				}
				if (!stats.words) {
					/* as the command refuses a list it can use nothing of */
					c.boggle_dict_free(ptrAt(out));
					const e = new BoggleError(CODE.BOGGLE_SYNTAX, 'no usable words');
					e.stats = stats;
					throw e;
				}
				return new WordList(MADE, ptrAt(out), true, stats);
			});
		}

		/* ---- rules ---- */

		/*
		 * The rules of opts, as the command's options make them:
		 * rules ('classic', 'big', 'superbig'; by default the board's
		 * shape), scoring ('rules', 'letters', 'words'), min, bonus.
		 */
		/* A bonus layout of C from its text, or 0 for none. */
		function bonusIn(s, text) {
			if (!given(text))
				return 0;
			const t = s.str(textOpt('bonus', text)), msg = s.alloc(ERR_MAX);
			const out = s.alloc(layout.pointer);
			const rc = c.boggle_bonus_parse(out, t.ptr, t.len, msg);
			if (rc !== CODE.BOGGLE_OK)
				throw new BoggleError(rc, `bonus ${quote(text)}: ${readString(msg)}`);
			const bonus = ptrAt(out);
			s.later(c.boggle_bonus_free, bonus);
			return bonus;
		}

		/* A bonus layout (or none) of the board's shape, or refused. */
		function fits(bonus, rows, cols) {
			const [r, k] = bonus ? [c.boggle_bonus_rows(bonus), c.boggle_bonus_cols(bonus)] : [rows, cols];
			if (r !== rows || k !== cols)
				throw new BoggleError(CODE.BOGGLE_WRONG_LANG, `board is ${rows}x${cols}, bonus is ${r}x${k}`);
		}

		/*
		 * The rules a board of rows x cols is judged by under opts, as
		 * the library chooses them for the command's options
		 * (boggle_rules_choose): the names first, as the command reads
		 * them, then with min, bonus and the shape.  Its message names
		 * an option as the command does, less the dashes.
		 */
		function rulesIn(s, opts, rows, cols) {
			const r = s.alloc(layout.rules.size), msg = s.alloc(ERR_MAX);
			const name = (key) => given(opts[key]) ? s.str(textOpt(key, opts[key])).ptr : 0;
			const edition = name('rules'), scoring = name('scoring');
			const choose = (min, bonus, rows, cols) => {
				const rc = c.boggle_rules_choose(r, edition, scoring, min, bonus, rows, cols, msg);
				if (rc !== CODE.BOGGLE_OK)
					throw new BoggleError(rc, readString(msg).replace(/--(?=[a-z])/g, ''));
			};
			choose(0, 0, 0, 0);
			/* a number's digits, for the library to judge as it judges -m */
			if (given(opts.min) && !Number.isSafeInteger(opts.min))
				misuse(`min: ${describe(opts.min)} is not a whole number from 1`);
			const min = given(opts.min) ? s.str(String(opts.min)).ptr : 0;
			choose(min, 0, 0, 0);
			choose(min, bonusIn(s, opts.bonus), rows, cols);
			return r;
		}

		/*
		 * The rules a board of opts.size (default 4x4) is judged by
		 * under opts: { minLetters, scoring: 'classic', 'superbig',
		 * 'letters' or 'words', bonus }.
		 */
		function rules(opts) {
			opts = options(opts, OPTS.rules);
			return scoped((s) => {
				const [rows, cols] = shape({ size: given(opts.size) ? opts.size : '4x4' }, 0);
				const r = rulesIn(s, opts, rows, cols);
				return { minLetters: get(r, 'rules', 'min_letters'),
					scoring: readString(c.boggle_scoring_name(get(r, 'rules', 'scoring'))),
					bonus: given(opts.bonus) ? opts.bonus : null };
			});
		}

		/*
		 * The rules of opts as text that gives them back, as the library
		 * writes it (boggle_rules_text): form 'options' (the command's,
		 * the default), 'fields' (a link's and these options', joined
		 * as a URL's query) or 'header' (a proof header's).  What the
		 * shape of opts.size makes its own is left out; with no size,
		 * the text gives the same rules on every shape.
		 */
		function rulesText(opts) {
			opts = options(opts, OPTS.rulesText);
			const form = given(opts.form) ? textOpt('form', opts.form) : 'options';
			const forms = { options: 'BOGGLE_RULES_OPTIONS', fields: 'BOGGLE_RULES_FIELDS',
				header: 'BOGGLE_RULES_HEADER' };
			if (!Object.keys(forms).includes(form))
				misuse(`form: ${quote(form)} is not one of ${Object.keys(forms).join(', ')}`);
			return scoped((s) => {
				const [rows, cols] = given(opts.size) ? shape({ size: opts.size }, 0) : [0, 0];
				const r = rulesIn(s, opts, rows, cols);
				const max = layout.limits.BOGGLE_RULES_TEXT_MAX, buf = s.alloc(max);
				check(c.boggle_rules_text(r, rows, cols, layout.rules_forms[forms[form]], buf, max));
				return readString(buf);
			});
		}

		/*
		 * Whether the rules opts name take bonus squares, as the library
		 * judges a layout given with them before a board is known.
		 */
		function takesBonus(opts) {
			opts = options(opts, OPTS.takesBonus);
			return scoped((s) => {
				const r = rulesIn(s, opts, 0, 0), msg = s.alloc(ERR_MAX);
				const name = (key) => given(opts[key]) ? s.str(opts[key]).ptr : 0;
				const min = given(opts.min) ? s.str(String(opts.min)).ptr : 0;
				return c.boggle_rules_choose(r, name('rules'), name('scoring'), min,
					bonusIn(s, '.'), 0, 0, msg) === CODE.BOGGLE_OK;
			});
		}

		/* ---- solving ---- */

		function pathOf(cols, paths, at, n) {
			const v = view(), out = new Array(n);
			for (let i = 0; i < n; i++) {
				const cell = v.getUint16(paths + 2 * (at + i), true);
				out[i] = [Math.floor(cell / cols), cell % cols];
			}
			return out;
		}

		function spellings(dict, id) {
			const out = [];
			for (let k = 0; ; k++) {
				const p = c.boggle_dict_spelling(dict, id, k);
				if (!p)
					return out;
				out.push(readString(p));
			}
		}

		/* Solve board b of C: every word, as 'solve -f json' lists them. */
		function solveIn(s, b, list, opts) {
			const rows = c.boggle_board_rows(b), cols = c.boggle_board_cols(b);
			const r = rulesIn(s, opts, rows, cols);
			const solver = list.solver();
			check(c.boggle_solve(solver, b, r));
			const count = c.boggle_solver_count(solver);
			const words = c.boggle_solver_words(solver);
			const paths = c.boggle_solver_paths(solver);
			/* the texts first: making them may grow the memory */
			const texts = new Array(count), spelled = new Array(count);
			const size = layout.word.size;
			const { id, score, path, path_len: pathLen } = read.word;
			for (let i = 0; i < count; i++) {
				texts[i] = c.boggle_solver_text(solver, words + size * i);
				spelled[i] = c.boggle_dict_spelling(list.ptr(),
					id(view(), words + size * i), 0);
			}
			const out = new Array(count);
			for (let i = 0; i < count; i++) {
				const w = words + size * i;
				const word = { word: readString(texts[i]) };
				if (spelled[i])
					word.spellings = spellings(list.ptr(), id(view(), w));
				const v = view();
				word.score = score(v, w);
				word.path = pathOf(cols, paths, path(v, w), pathLen(v, w));
				out[i] = word;
			}
			return { rows, cols, count, score: Number(c.boggle_solver_score(solver)), words: out };
		}

		function solve(board, opts) {
			opts = options(opts, OPTS.solve);
			return scoped((s) => {
				const b = boardIn(s, board, opts);
				const list = wordList(s, opts, c.boggle_board_lang(b));
				const res = solveIn(s, b, list, opts);
				return { board: readBoard(s, b).text, ...res };
			});
		}

		/*
		 * How many words the board holds and their points, as 'solve
		 * -f summary' counts them, without listing them.
		 */
		function total(board, opts) {
			opts = options(opts, OPTS.solve);
			return scoped((s) => {
				const b = boardIn(s, board, opts);
				const list = wordList(s, opts, c.boggle_board_lang(b));
				const r = rulesIn(s, opts, c.boggle_board_rows(b), c.boggle_board_cols(b));
				const solver = list.solver();
				c.boggle_solver_keep_paths(solver, 0);
				const rc = c.boggle_solve(solver, b, r);
				c.boggle_solver_keep_paths(solver, 1);
				check(rc);
				return { count: c.boggle_solver_count(solver),
					score: Number(c.boggle_solver_score(solver)) };
			});
		}

		/* A path that spells word on the board, [[row, col]...], or null. */
		function find(board, word, opts) {
			opts = options(opts, OPTS.find);
			return scoped((s) => {
				const b = boardIn(s, board, opts);
				textOpt('word', word);
				const path = s.alloc(2 * MAX_CELLS), n = s.alloc(layout.int);
				const msg = s.alloc(ERR_MAX);
				check(c.boggle_board_find(b, s.str(word).ptr, path, n, msg), msg);
				const cells = intAt(n);
				return cells ? pathOf(c.boggle_board_cols(b), path, 0, cells) : null;
			});
		}

		/* What 'boggle score' reads of a player's list, as it limits it. */
		const LINE_MAX = 4096, LIST_MAX = 1 << 20;

		/*
		 * The players of score: an object or a Map of name: [words], or
		 * [name, words] pairs, where two may share a name.  Each is
		 * [name, words]: named apart as the command names players whose
		 * files share a name (ann, ann-2), each word read as a line of a
		 * player's file is (the blanks around it trimmed; a blank one,
		 * or one starting with '#', no word).
		 */
		function playersOf(players) {
			const form = 'an object or Map of name: [words], or [name, words] pairs';
			let pairs;
			if (players instanceof Map || Array.isArray(players))
				pairs = [...players];
			else if (players !== null && typeof players === 'object' &&
				 Object.prototype.toString.call(players) === '[object Object]')
				pairs = Object.entries(players);
			else
				misuse(`players: ${describe(players)} is not ${form}`);
			if (!pairs.length)
				misuse('players: give at least one player\'s words');
			const out = pairs.map((pair) => {
				if (!Array.isArray(pair) || pair.length !== 2)
					misuse(`players: ${describe(pair)} is not ${form}`);
				const [name, words] = pair;
				if (typeof name !== 'string')
					misuse(`players: ${describe(name)} is not a player's name`);
				if (!Array.isArray(words))
					misuse(`players: ${quote(name)}'s words are ${describe(words)}, not an array`);
				const read = [];
				let bytes = 0;
				words.forEach((typed, i) => {
					if (typeof typed !== 'string')
						misuse(`players: ${quote(name)}'s word ${i + 1}: ${describe(typed)} is not text`);
					const text = i === 0 && typed.startsWith('\ufeff') ? typed.slice(1) : typed;
					for (const line of text.split(/\r\n|\r|\n/)) {
						const size = encoder.encode(line).length;
						if (size > LINE_MAX)
							misuse(`players: ${quote(name)}'s word ${i + 1}: ${quote(line)}: longer than ${LINE_MAX} bytes, not a word`);
						bytes += size + 1;
						const word = line.replace(/^[ \t]+|[ \t]+$/g, '');
						if (word && word[0] !== '#')
							read.push(word);
					}
					if (bytes > LIST_MAX)
						misuse(`players: ${quote(name)}'s words: larger than ${LIST_MAX >> 20} MiB, the most a player's list may be`);
				});
				return [name, read];
			});
			/* a name taken before is the first name-k, from 2, that no other is */
			const names = out.map(([name]) => name);
			for (let i = 1; i < names.length; i++) {
				if (!names.slice(0, i).includes(names[i]))
					continue;
				let k = 2, name;
				do
					name = `${names[i]}-${k++}`;
				while (names.some((other, j) => j !== i && other === name));
				names[i] = name;
			}
			return out.map(([, words], i) => [names[i], words]);
		}

		/*
		 * Score a game as 'boggle score -f json' does (players as
		 * playersOf takes them): each word gets a status (ok, shared,
		 * duplicate, too-short, not-on-board, not-a-word) and points.
		 * What a word counts for is the library's verdict; a word
		 * written twice, or by two players, is the table's.
		 */
		function score(board, players, opts) {
			opts = options(opts, OPTS.score);
			const penalty = flag('penalty', opts.penalty);
			const lists = playersOf(players);
			return scoped((s) => {
				const b = boardIn(s, board, opts);
				const lang = c.boggle_board_lang(b);
				const list = wordList(s, opts, lang);
				const r = rulesIn(s, opts, c.boggle_board_rows(b), c.boggle_board_cols(b));
				const solver = list.solver();
				check(c.boggle_solve(solver, b, r));
				const found = c.boggle_solver_words(solver);
				/* lowercase UTF-8 may grow by a byte a character (ı) */
				const room = 2 * LINE_MAX + 1;
				const buf = s.alloc(room), at = s.alloc(layout.long);
				const entries = lists.map(([name, words]) => ({
					name,
					words: words.map((typed) => {
						const t = s.str(typed);
						const n = c.boggle_lang_lower(lang, t.ptr, t.len, buf, room);
						const word = readString(buf, Math.min(n, room - 1));
						const w = s.str(word);
						/* the key a word is told apart by: as the command keeps it */
						const folded = c.boggle_lang_fold(lang, w.ptr, w.len, buf,
							layout.limits.BOGGLE_WORD_TEXT_MAX, 0, 0) === CODE.BOGGLE_OK;
						return { word, key: folded ? readString(buf) : word };
					}),
				}));
				const writers = new Map();
				for (const p of entries) {
					const seen = new Set();
					for (const e of p.words) {
						e.repeated = seen.has(e.key);
						if (!e.repeated)
							writers.set(e.key, (writers.get(e.key) || 0) + 1);
						seen.add(e.key);
					}
				}
				const out = entries.map((p) => {
					let total = 0;
					const words = p.words.map((e) => {
						let status = 'duplicate', points = 0;
						if (!e.repeated && writers.get(e.key) > 1) {
							status = 'shared';
						} else if (!e.repeated) {
							const w = s.str(e.word);
							const v = c.boggle_solver_verdict(solver, b, r, w.ptr,
								w.len, 0, at, 0);
							status = readString(c.boggle_verdict_status(v));
							if (v === VERDICT.BOGGLE_VERDICT_OK)
								points = get(found + layout.word.size * longAt(at), 'word', 'score');
							else if (penalty && v !== VERDICT.BOGGLE_VERDICT_TOO_SHORT)
								points = -1;
						}
						total += points;
						return { word: e.word, status, score: points };
					});
					return { name: p.name, score: total, words };
				});
				const top = Math.max(...out.map((p) => p.score));
				const best = out.filter((p) => p.score === top);
				return { board: readBoard(s, b).text, players: out,
					winner: best.length === 1 ? best[0].name : null };
			});
		}

		/*
		 * What a player is told of each verdict but a score, by
		 * status: { 'too-short': 'too short', ... }, the command's words.
		 */
		const verdicts = () => Object.fromEntries(Object.values(VERDICT)
			.filter((v) => v !== VERDICT.BOGGLE_VERDICT_OK)
			.map((v) => [readString(c.boggle_verdict_status(v)),
				readString(c.boggle_verdict_text(v))]));

		/* ---- planting, the best board ---- */

		function plant(word, opts) {
			opts = options(opts, OPTS.plant);
			const w = given(word) ? textOpt('word', word) : null;
			return scoped((s) => {
				const lang = langPtr(s, opts.lang);
				const set = diceSet(s, opts.set);
				const [rows, cols] = shape(opts, set);
				/* the rules a word picked must count under, said wrong or not */
				const rules = rulesIn(s, opts, rows, cols);
				const list = w === null || given(opts.words) ? wordList(s, opts, lang) : null;
				const r = rng(s, opts.seed);
				const b = newBoard(s, lang);
				let planted = w;
				if (planted === null) {
					const min = get(rules, 'rules', 'min_letters');
					const id = Number(c.boggle_dict_pick_long(list.ptr(), rows * cols, min, r));
					if (id < 0)
						misuse(`plant: no word of the dictionary of ${min} letters or more fits a ${rows}x${cols} board`);
					const buf = s.alloc(TEXT_MAX);
					planted = readString(buf, c.boggle_dict_word(list.ptr(), id, buf, TEXT_MAX));
				}
				const msg = s.alloc(ERR_MAX);
				const rc = c.boggle_plant(b, lang, rows, cols, s.str(planted).ptr, r, msg);
				if (rc !== CODE.BOGGLE_OK)
					throw new BoggleError(rc, `plant ${quote(planted)}: ${readString(msg) ||
						readString(c.boggle_strerror(rc))}`);
				return readBoard(s, b);
			});
		}

		/*
		 * Search for a high-scoring board: opts.steps of simulated
		 * annealing (default 20000) from opts.seed (default 1), on a
		 * shape (default 4x4) or the boards opts.set throws.
		 */
		function best(opts) {
			opts = options(opts, OPTS.best);
			return scoped((s) => {
				const lang = langPtr(s, opts.lang);
				const list = wordList(s, opts, lang);
				const set = given(opts.set) ? diceSet(s, opts.set) : 0;
				const [rows, cols] = set ? shape(opts, set) :
					shape({ size: given(opts.size) ? opts.size : '4x4' }, 0);
				const r = rulesIn(s, opts, rows, cols);
				const seed = given(opts.seed) ? seedOf(opts.seed) : 1n;
				const steps = count('steps', opts.steps, 20000, 1, 2 ** (8 * layout.long - 1) - 1);
				const out = s.alloc(layout.pointer);
				check(c.boggle_annealer_new(out, list.ptr(), r, rows, cols, set, seed));
				const a = ptrAt(out);
				s.later(c.boggle_annealer_free, a);
				c.boggle_annealer_run(a, steps);
				const sc = s.alloc(layout.int);
				const b = c.boggle_annealer_best(a, sc);
				return { board: readBoard(s, b), score: intAt(sc) };
			});
		}

		/* ---- proofs: a proof's files checked, merged, proven again ---- */

		/* One file as pieces of bytes, whatever it comes as, and its name. */
		async function* piecesOf(data) {
			if (typeof data === 'string') {
				yield encoder.encode(data);
			} else if (data instanceof ArrayBuffer) {
				yield new Uint8Array(data);
			} else if (ArrayBuffer.isView(data)) {
				yield new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
			} else if (typeof Blob === 'function' && data instanceof Blob) {
				yield* piecesOf(data.stream());
			} else if (data && typeof data.getReader === 'function') {
				const reader = data.getReader();
				try {
					for (;;) {
						const { done, value } = await reader.read();
						if (done)
							return;
						yield* piecesOf(value);
					}
				} finally {
					reader.releaseLock();
				}
			} else if (data && typeof data[Symbol.asyncIterator] === 'function') {
				for await (const piece of data)
					yield* piecesOf(piece);
			} else {
				misuse(`files: ${describe(data)} is not a proof's file (text, bytes, a Blob or a stream)`);
			}
		}

		/* gzip's bytes unpacked as they come, by the platform's own means. */
		async function* gunzip(pieces) {
			if (typeof DecompressionStream === 'function') {
				const ds = new DecompressionStream('gzip');
				const writer = ds.writable.getWriter();
				const fed = (async () => {
					try {
						for await (const p of pieces)
							await writer.write(p);
						await writer.close();
					} catch (e) {
						await writer.abort(e).catch(() => {});
					}
				})();
				yield* piecesOf(ds.readable);
				await fed;
				return;
			}
			const zlib = await import('node:zlib');
			const gz = zlib.createGunzip();
			const fed = (async () => {
				for await (const p of pieces)
					if (!gz.write(p))
						await new Promise((ok) => gz.once('drain', ok));
				gz.end();
			})();
			for await (const p of gz)
				yield new Uint8Array(p.buffer, p.byteOffset, p.byteLength);
			await fed;
		}

		/* A file's pieces, unpacked when they start as gzip's do; name names it. */
		async function* fileBytes(data, name) {
			const it = piecesOf(data)[Symbol.asyncIterator]();
			let first = await it.next();
			while (!first.done && first.value.length === 0)
				first = await it.next();
			if (first.done)
				return;
			const rest = (async function* () {
				yield first.value;
				for (;;) {
					const n = await it.next();
					if (n.done)
						return;
					yield n.value;
				}
			})();
			if (first.value[0] !== 0x1f || first.value[1] !== 0x8b) {
				yield* rest;
				return;
			}
			try {
				yield* gunzip(rest);
			} catch (e) {
				if (e instanceof BoggleError)
					throw e;
				/* the platform's own words name no file */
				throw new BoggleError(CODE.BOGGLE_SYNTAX, `${name}: compressed ` +
					'with gzip, but damaged or cut short: it does not unpack');
			}
		}

		/* The files given: [{name, data}], named as the command names them. */
		function filesOf(files) {
			const list = Array.isArray(files) ? files : [files];
			if (!list.length)
				misuse('files: the files of a proof are needed');
			return list.map((f, i) => {
				if (f && typeof f === 'object' && 'data' in f && !ArrayBuffer.isView(f))
					return { name: f.name ? String(f.name) : `file ${i + 1}`, data: f.data };
				return { name: f && typeof f.name === 'string' && f.name ? f.name :
					`file ${i + 1}`, data: f };
			});
		}

		/* The first line of a file, and its pieces again from the start. */
		async function headerOf(file) {
			const held = [];
			const it = fileBytes(file.data, file.name)[Symbol.asyncIterator]();
			let seen = 0;
			for (;;) {
				const n = await it.next();
				if (n.done)
					break;
				held.push(n.value);
				seen += n.value.length;
				if (n.value.includes(10) || seen > layout.limits.BOGGLE_PROOF_HEADER_MAX)
					break;
			}
			const all = new Uint8Array(seen);
			let at = 0;
			for (const h of held) {
				all.set(h, at);
				at += h.length;
			}
			const nl = all.indexOf(10);
			/* its bytes as they are: its checksum is of them, not of a decoding */
			const bytes = all.slice(0, nl < 0 ? all.length : nl);
			const line = decoder.decode(bytes);
			let head = null;
			try {
				head = JSON.parse(line);
			} catch (e) {
				head = null;
			}
			if (!head || typeof head !== 'object' || !Number.isInteger(head.boggle_prove))
				throw new BoggleError(CODE.BOGGLE_SYNTAX, `${file.name}: not a proof's file`);
			const pieces = (async function* () {
				yield* held;
				for (;;) {
					const n = await it.next();
					if (n.done)
						return;
					yield n.value;
				}
			})();
			return { head, line: bytes, pieces };
		}

		/* What a header proves, as the library's objects: list, rules, prover, proof. */
		function proofOf(s, head, line, name, opts) {
			const m = /^(\d+)x(\d+)$/.exec(String(head.shape));
			const lang = langPtr(s, head.lang);
			if (!m)
				throw new BoggleError(CODE.BOGGLE_SYNTAX, 'not a proof\'s file');
			const [rows, cols] = [Number(m[1]), Number(m[2])];
			const list = wordList(s, opts, lang);
			/* the rules as the library reads them from the header */
			const r = s.alloc(layout.rules.size), bonus = s.alloc(layout.pointer);
			const rc = c.boggle_proof_header_rules(s.bytes(line), line.length, r, bonus);
			if (ptrAt(bonus))
				s.later(c.boggle_bonus_free, ptrAt(bonus));
			if (rc === CODE.BOGGLE_DAMAGED)
				throw new BoggleError(rc, `${name}: line 1: damaged: its checksum does not match`);
			if (rc !== CODE.BOGGLE_OK)
				throw new BoggleError(rc, 'not a proof\'s file');
			let excluded = 0;
			if (head.exclude && head.exclude !== 'none') {
				if (!(opts.exclude instanceof WordList))
					misuse('the proof left out the words of a list: give exclude, a WordList of them');
				excluded = opts.exclude.ptr();
			} else if (given(opts.exclude)) {
				misuse('exclude: the proof left out no words');
			}
			const out = s.alloc(layout.pointer), msg = s.alloc(ERR_MAX);
			check(c.boggle_prover_new(out, list.ptr(), r, rows, cols, msg), msg);
			const prover = ptrAt(out);
			s.later(c.boggle_prover_free, prover);
			check(c.boggle_prover_exclude(prover, excluded));
			if (typeof head.tiles === 'string') {
				const t = s.str(head.tiles);
				check(c.boggle_prover_tiles(prover, t.ptr, t.len, msg), msg);
			}
			check(c.boggle_proof_new(out, prover, list.ptr(), excluded, r,
				Number(head.min_score)));
			const proof = ptrAt(out);
			s.later(c.boggle_proof_free, proof);
			/* said as the command says it: tiles, and where left-out words were */
			const said = (k) => (typeof head[k] === 'string' ? s.str(head[k]).ptr : 0);
			check(c.boggle_proof_where(proof, said('tiles'), 0, said('exclude_path')));
			if (opts.acceptV1)
				c.boggle_proof_accept_v1(proof, 1);
			return { proof, prover, list, rules: r, min: Number(head.min_score), excluded };
		}

		const proofSaid = (proof) => readString(c.boggle_proof_message(proof));

		/* What the files' versions leave unchecked, a line each. */
		function proofWarnings(s, proof) {
			const buf = s.alloc(1024);
			const text = readString(buf, Math.min(1023, c.boggle_proof_warnings(proof, buf, 1024)));
			return text ? text.split('\n') : [];
		}

		/* Each file read into the proof and checked; the first refused throws. */
		async function readProof(s, pf, files, first) {
			const FEED = 1 << 20;
			const room = s.alloc(FEED);
			for (let i = 0; i < files.length; i++) {
				const pieces = i === 0 ? first.pieces : fileBytes(files[i].data, files[i].name);
				let rc = c.boggle_proof_begin(pf.proof, s.str(files[i].name).ptr, 0);
				for await (const piece of pieces) {
					for (let at = 0; rc === 0 && at < piece.length; at += FEED) {
						const part = piece.subarray(at, at + FEED);
						u8().set(part, room);
						rc = c.boggle_proof_feed(pf.proof, room, part.length);
					}
					if (rc !== 0)
						break;
				}
				if (rc === 0)
					rc = c.boggle_proof_end(pf.proof);
				if (rc !== 0)
					throw new BoggleError(rc, proofSaid(pf.proof));
			}
			const rc = c.boggle_proof_check(pf.proof, 0);
			if (rc !== 0)
				throw new BoggleError(rc, proofSaid(pf.proof));
		}

		/* A proof's files read and checked, then fn(s, pf, first) within its scope. */
		async function withProof(files, opts, fn) {
			flag('acceptV1', opts.acceptV1);
			if (given(opts.exclude) && !(opts.exclude instanceof WordList))
				misuse(`exclude: ${describe(opts.exclude)} is not a word list (loadWords makes one)`);
			const list = filesOf(files);
			const first = await headerOf(list[0]);
			const s = newScope();
			try {
				const pf = proofOf(s, first.head, first.line, list[0].name, opts);
				await readProof(s, pf, list, first);
				return await fn(s, pf, first);
			} finally {
				s.release();
			}
		}

		/*
		 * The header of a proof's file, as an object: what it proves,
		 * and the list it names, to find before merging.
		 */
		async function proofHeader(file) {
			return (await headerOf(filesOf([file])[0])).head;
		}

		/*
		 * Merge a proof's files as 'boggle prove merge -f json' does:
		 * each checked (whole, undamaged, every board real), every class
		 * once; what it prints, as an object.
		 */
		async function mergeProof(files, opts) {
			return withProof(files, options(opts, OPTS.merge), (s, pf, first) => {
				const n = c.boggle_proof_boards(pf.proof), sc = s.alloc(4);
				const boards = [];
				for (let i = 0; i < n; i++) {
					const t = c.boggle_proof_board_text(pf.proof, i, sc);
					boards.push({ board: readString(t), score: view().getInt32(sc, true) });
				}
				const h = first.head;
				const field = (k) => (h[k] === undefined ? null : h[k]);
				const m = /^(\d+)x(\d+)$/.exec(h.shape);
				return { rows: Number(m[1]), cols: Number(m[2]), lang: h.lang,
					min_score: h.min_score, classes: h.classes, list: field('list'),
					list_sha256: field('list_sha256'), words: field('words'),
					scoring: field('scoring'), min_letters: field('min_letters'),
					bonus: field('bonus'), exclude: field('exclude'),
					exclude_sha256: field('exclude_sha256'), tiles: field('tiles'),
					warnings: proofWarnings(s, pf.proof), boards };
			});
		}

		/* A class proven again against what its records list: the diff's fields. */
		function reprove(prover, min, id, listed) {
			return scoped((s) => {
				const t = s.bytes(encoder.encode(listed));
				const d = s.alloc(layout.proof_diff.size);
				check(c.boggle_proof_reprove(prover, min, BigInt(id), t,
					encoder.encode(listed).length, d));
				const g = (f) => get(d, 'proof_diff', f);
				const board = (f) => readString(d + layout.proof_diff[`${f}.board`][0]);
				return { id: Number(g('id')), code: g('code'), found: g('found'),
					extra: g('extra'), missing: g('missing'),
					firstMissing: [board('first_missing'), g('first_missing.score')],
					firstExtra: [board('first_extra'), g('first_extra.score')] };
			});
		}

		/* A diff from reprove handed to the proof, as C's struct. */
		function verified(s, proof, r) {
			const d = s.alloc(layout.proof_diff.size);
			u8().fill(0, d, d + layout.proof_diff.size);
			set(d, 'proof_diff', 'id', r.id);
			set(d, 'proof_diff', 'code', r.code);
			set(d, 'proof_diff', 'found', r.found);
			set(d, 'proof_diff', 'extra', r.extra);
			set(d, 'proof_diff', 'missing', r.missing);
			for (const [f, [text, score]] of [['first_missing', r.firstMissing],
				['first_extra', r.firstExtra]]) {
				const t = encoder.encode(text);
				const at = d + layout.proof_diff[`${f}.board`][0];
				u8().set(t.subarray(0, layout.limits.BOGGLE_PROOF_BOARD_MAX - 1), at);
				set(d, 'proof_diff', `${f}.score`, score);
			}
			check(c.boggle_proof_verified(proof, d));
		}

		/* The words of a list as text, for a worker to read the same list. */
		function wordsText(list) {
			const buf = c.malloc(TEXT_MAX), out = [];
			try {
				for (let i = 0; i < list.size; i++)
					out.push(readString(buf, c.boggle_dict_word(list.ptr(), i, buf, TEXT_MAX)));
			} finally {
				c.free(buf);
			}
			return out.join('\n') + '\n';
		}

		/*
		 * A worker's side (host.spawn's): set up once with a proof's
		 * header and words, then a class proven again a message.
		 */
		let served = null;
		function serveProof(msg) {
			if (msg.setup) {
				if (served)
					served.close();
				const { head, line, words, exclude } = msg.setup;
				const opts = {};
				if (words !== null)
					opts.words = loadWords(words, { lang: head.lang });
				if (exclude !== null)
					opts.exclude = loadWords(exclude, { lang: head.lang });
				const s = newScope();
				const pf = proofOf(s, head, line, '', opts);
				served = { pf, close() {
					s.release();
					if (opts.words)
						opts.words.free();
					if (opts.exclude)
						opts.exclude.free();
				} };
				return { ready: true };
			}
			return { result: reprove(served.pf.prover, served.pf.min, msg.id, msg.listed),
				memory: c.memory.buffer.byteLength };
		}

		/*
		 * Verify a proof as 'boggle prove verify -f json' does: merge's
		 * checks, then sample classes (all by default) drawn by seed
		 * proven again, on opts.workers workers (host.spawn's) or here;
		 * the object it prints.
		 */
		async function verifyProof(files, opts) {
			opts = options(opts, OPTS.verify);
			const sample = count('sample', opts.sample, 0, 0);
			if (given(opts.onProgress) && typeof opts.onProgress !== 'function')
				misuse(`onProgress: ${describe(opts.onProgress)} is not a function`);
			if (given(opts.signal) && (typeof opts.signal !== 'object' || !('aborted' in opts.signal)))
				misuse(`signal: ${describe(opts.signal)} is not an AbortSignal`);
			const seed = !given(opts.seed) ? (() => {
				const w = new Uint32Array(2);
				globalThis.crypto.getRandomValues(w);
				return (BigInt(w[0]) << 32n) | BigInt(w[1]);
			})() : seedOf(opts.seed);
			const workers = count('workers', opts.workers, 1);
			const signal = opts.signal;
			const progress = typeof opts.onProgress === 'function' ? opts.onProgress : null;
			return withProof(files, opts, async (s, pf, first) => {
				const n = c.boggle_proof_draw(pf.proof, BigInt(sample), seed);
				const jobs = [];
				for (let i = 0; i < n; i++) {
					const id = Number(c.boggle_proof_drawn(pf.proof, i));
					const len = c.boggle_proof_listed(pf.proof, BigInt(id), 0, 0);
					const buf = s.alloc(len + 1);
					c.boggle_proof_listed(pf.proof, BigInt(id), buf, len + 1);
					jobs.push({ id, listed: readString(buf, len) });
				}
				/* done, and the most memory a worker (or this instance) took */
				let done = 0, memory = c.memory.buffer.byteLength;
				const tick = () => progress && progress({ done, total: n, memory });
				const stopped = () => {
					if (signal && signal.aborted)
						throw signal.reason || new BoggleError(CODE.BOGGLE_GAVE_UP, 'stopped');
				};
				tick();
				if (workers <= 1 || !host.spawn || n <= 1) {
					for (const job of jobs) {
						stopped();
						verified(s, pf.proof, reprove(pf.prover, pf.min, job.id, job.listed));
						memory = Math.max(memory, c.memory.buffer.byteLength);
						done++;
						tick();
						/* a turn for the page between classes */
						await null;
					}
				} else {
					const setup = { head: first.head, line: first.line,
						words: opts.words ? wordsText(pf.list) : null,
						exclude: opts.exclude ? wordsText(opts.exclude) : null };
					const pool = [];
					try {
						for (let w = 0; w < Math.min(workers, n); w++)
							pool.push(await host.spawn());
						let next = 0;
						await Promise.all(pool.map(async (worker) => {
							const ready = await worker.ask({ setup });
							if (ready.error)
								throw new BoggleError(ready.code, ready.error);
							while (next < jobs.length) {
								stopped();
								const job = jobs[next++];
								const reply = await worker.ask(job);
								if (reply.error)
									throw new BoggleError(reply.code, reply.error);
								stopped();
								verified(s, pf.proof, reply.result);
								memory = Math.max(memory, reply.memory || 0);
								done++;
								tick();
							}
						}));
					} finally {
						for (const worker of pool)
							worker.close();
					}
				}
				const len = s.alloc(layout.pointer);
				c.boggle_proof_verdict(pf.proof, 0, 0, len);
				const size = ptrAt(len) + 1, buf = s.alloc(size);
				c.boggle_proof_verdict(pf.proof, buf, size, len);
				return JSON.parse(readString(buf, ptrAt(len)));
			});
		}

		/* ---- pictures ---- */

		/*
		 * The cells of a path on a board of rows x cols: each [row, col]
		 * (or its number, row * cols + col) on the board, next to the one
		 * before and on the path once, as a word's path is.
		 */
		function pathIn(path, rows, cols) {
			if (!given(path))
				return [];
			if (!Array.isArray(path))
				misuse(`path: ${describe(path)} is not a path: [[row, col]...]`);
			const cells = path.map((p, i) => {
				const cell = Array.isArray(p) && p.length === 2 &&
					Number.isInteger(p[0]) && Number.isInteger(p[1]) ?
					(p[0] >= 0 && p[0] < rows && p[1] >= 0 && p[1] < cols ?
						p[0] * cols + p[1] : -1) :
					Number.isInteger(p) ? (p >= 0 && p < rows * cols ? p : -1) : null;
				if (cell === null)
					misuse(`path: step ${i + 1}: ${describe(p)} is not a cell [row, col]`);
				if (cell < 0)
					misuse(`path: step ${i + 1}: ${Array.isArray(p) ? `[${p.join(', ')}]` : `cell ${p}`} is not on the ${rows}x${cols} board`);
				return cell;
			});
			const at = (cell) => `[${Math.floor(cell / cols)}, ${cell % cols}]`;
			cells.forEach((cell, i) => {
				if (cells.indexOf(cell) < i)
					misuse(`path: step ${i + 1}: ${at(cell)} is on the path twice`);
				const before = cells[i - 1];
				if (i > 0 && (Math.abs(Math.floor(cell / cols) - Math.floor(before / cols)) > 1 ||
				    Math.abs(cell % cols - before % cols) > 1))
					misuse(`path: step ${i + 1}: ${at(cell)} is not next to ${at(before)}`);
			});
			return cells;
		}

		/* The board as SVG (the library's drawing), path and bonus marked. */
		function svg(board, opts) {
			opts = options(opts, OPTS.svg);
			return scoped((s) => {
				const b = boardIn(s, board, opts);
				const rows = c.boggle_board_rows(b), cols = c.boggle_board_cols(b);
				const cells = pathIn(opts.path, rows, cols);
				const path = s.alloc(2 * Math.max(cells.length, 1));
				cells.forEach((cell, i) => view().setUint16(path + 2 * i, cell, true));
				const bonus = bonusIn(s, opts.bonus);
				fits(bonus, rows, cols);
				const title = given(opts.title) ? s.str(textOpt('title', opts.title)).ptr : 0;
				const n = c.boggle_board_svg(b, bonus, path, cells.length, title, 0, 0);
				const buf = s.alloc(n + 1);
				c.boggle_board_svg(b, bonus, path, cells.length, title, buf, n + 1);
				return readString(buf, n);
			});
		}

		return {
			version: readString(c.boggle_version()),
			/* the module's memory now, in bytes (it only grows) */
			memoryBytes: () => c.memory.buffer.byteLength,
			BoggleError,
			Board,
			WordList,
			languages,
			diceSets,
			parse,
			orient,
			quote,
			throw: (opts) => throwBoards(1, opts)[0],
			throwBoards,
			check: checkBoard,
			loadWords,
			rules,
			rulesText,
			takesBonus,
			solve,
			total,
			find,
			score,
			verdicts,
			plant,
			best,
			svg,
			mergeProof,
			verifyProof,
			proofHeader,
			/* the English list built in, as a WordList */
			builtinWords: () => wordList(null, {}, c.boggle_lang_english()),
			/* a proof worker's side of verifyProof (the hosts call it) */
			serveProof,
		};
	}

	return { instantiate, instantiateSync, BoggleError };
})();
