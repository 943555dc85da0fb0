/*
 * libboggle for JavaScript: the types of every call (see README.md).
 * Options are named as the command's options are; options of null or
 * undefined are none, and an option a call does not take is refused.
 */

/** A language's code: 'en', 'fr', 'pt-BR', ... (languages() lists them). */
export type LangCode = string;
/** A cell as [row, column], from 0. */
export type Cell = [number, number];

/** An error of the library, or an argument refused in the command's words. */
export class BoggleError extends Error {
	readonly name: 'BoggleError';
	/** the library's code by name: 'BOGGLE_SYNTAX', 'BOGGLE_MISUSE', ... */
	readonly code: string;
	/** the same as a number */
	readonly errno: number;
	/** loadWords: what reading the list counted */
	stats?: ListStats;
}

/** A board: what parse, throw and plant give, and what the rest take. */
export class Board {
	private constructor();
	/** the one-line form, as the command prints it */
	readonly text: string;
	readonly rows: number;
	readonly cols: number;
	readonly lang: LangCode;
	/** each cell's face, row by row: 'a', 'qu', 'ch' */
	readonly faces: string[];
	toString(): string;
}

/** A board as a Board or as its text (read in opts.lang's letters). */
export type BoardLike = Board | string;

export interface ListStats {
	lines: number;
	words: number;
	skipped: number;
	noU: number;
	names: number;
	badLine: number;
	allCaps: number;
}

/** A word list from loadWords; its memory goes back when collected. */
export class WordList {
	private constructor();
	readonly lang: LangCode;
	readonly size: number;
	readonly stats: ListStats | null;
	has(word: string): boolean;
	/** what names it in a proof's header of version v (default 4): "list" before 4, "list_sha256" from 4 */
	checksum(v?: number): string;
	/** give its memory back now rather than when collected */
	free(): void;
}

export type SetName = 'classic' | 'new' | 'big' | 'master' | 'superbig' | string;
/** a whole number from 0 to 2^64 - 1, as --seed takes it */
export type Seed = number | bigint | string;

export interface LangOptions {
	lang?: LangCode;
}

export interface RuleOptions {
	/** 'classic', 'big' or 'superbig'; by default the board's shape decides */
	rules?: 'classic' | 'big' | 'superbig';
	scoring?: 'rules' | 'letters' | 'words';
	/** the shortest word that counts, 1 to 128 */
	min?: number;
	/** bonus squares, with scoring 'letters': 'T.../..d./..../....' */
	bonus?: string;
}

export interface ListOptions {
	/** the list (English has its own built in) */
	words?: WordList;
}

export interface ThrowOptions extends LangOptions {
	set?: SetName;
	/** a shape 'RxC' of at most 256 cells: letters drawn, not dice (not with set) */
	size?: string;
	seed?: Seed;
}

/**
 * The players of score: an object or a Map of name: [words], or
 * [name, words] pairs (where two may share a name: ann, ann-2).
 */
export type Players = Record<string, string[]> | Map<string, string[]> |
	[string, string[]][];

export interface Word {
	word: string;
	/** how the list spells it, where it spells it otherwise */
	spellings?: string[];
	score: number;
	path: Cell[];
}

export interface Solution {
	board: string;
	rows: number;
	cols: number;
	count: number;
	score: number;
	words: Word[];
}

export type Status = 'ok' | 'shared' | 'duplicate' | 'too-short' |
	'not-a-word' | 'not-on-board';

export interface Scored {
	board: string;
	players: {
		name: string;
		score: number;
		words: { word: string; status: Status; score: number }[];
	}[];
	/** the one player with the top score, or null on a tie */
	winner: string | null;
}

export interface Language {
	code: LangCode;
	name: string;
	/** the system's list, or null (English's is built in) */
	list: string | null;
	package: string | null;
	licence: string | null;
}

export interface DiceSet {
	name: string;
	description: string;
	rows: number;
	cols: number;
}

export const version: string;
/** the module's memory now, in bytes (it only grows) */
export function memoryBytes(): number;
export function languages(): Language[];
export function diceSets(): DiceSet[];
export function parse(text: BoardLike, opts?: LangOptions | null): Board;
/** text quoted as the command quotes it in a message: 40 bytes' worth, then '...' */
export function quote(text: string): string;
/** the board turned and mirrored into its canonical orientation */
export function orient(board: BoardLike, opts?: LangOptions | null): Board;
declare function throwBoard(opts?: ThrowOptions | null): Board;
export { throwBoard as throw };
export function throwBoards(count: number, opts?: ThrowOptions | null): Board[];
export function check(board: BoardLike, opts?: LangOptions & { set?: SetName } | null):
	{ ok: boolean; why: string };
export function loadWords(text: string | ArrayBuffer | ArrayBufferView,
	opts?: LangOptions | null): WordList;
export function rules(opts?: RuleOptions & { size?: string } | null):
	{ minLetters: number; scoring: 'classic' | 'superbig' | 'letters' | 'words';
	  bonus: string | null };
/**
 * The rules opts make as text that gives them back: the command's
 * options, a link's fields or a proof header's; what the shape of size
 * makes its own is left out (no size: the text of every shape).
 */
export function rulesText(opts?: RuleOptions & { size?: string;
	form?: 'options' | 'fields' | 'header' } | null): string;
/** Whether the rules opts name take bonus squares. */
export function takesBonus(opts?: Omit<RuleOptions, 'bonus'> | null): boolean;
export function solve(board: BoardLike, opts?: LangOptions & ListOptions & RuleOptions | null):
	Solution;
export function total(board: BoardLike, opts?: LangOptions & ListOptions & RuleOptions | null):
	{ count: number; score: number };
export function find(board: BoardLike, word: string, opts?: LangOptions | null): Cell[] | null;
/**
 * Each word is read as a line of a player's file is by 'boggle score':
 * the blanks around it trimmed, and a blank one or one starting with '#'
 * no word.
 */
export function score(board: BoardLike, players: Players,
	opts?: LangOptions & ListOptions & RuleOptions & { penalty?: boolean } | null): Scored;
/** what a player is told of each status but ok: { 'too-short': 'too short' } */
export function verdicts(): Record<string, string>;
export function plant(word?: string | null,
	opts?: ThrowOptions & ListOptions & RuleOptions | null): Board;
export function best(opts?: LangOptions & ListOptions & RuleOptions & { set?: SetName;
	size?: string; seed?: Seed; steps?: number } | null): { board: Board; score: number };
/** path: distinct cells, each next to the one before, as [row, col] or row * cols + col */
export function svg(board: BoardLike, opts?: LangOptions & { path?: (Cell | number)[];
	bonus?: string; title?: string } | null): string;

/** A proof's file: its text or bytes (gzip's unpacked), a Blob, a stream, or one of those named. */
export type ProofFile = string | ArrayBuffer | ArrayBufferView | Blob |
	ReadableStream<Uint8Array> | AsyncIterable<Uint8Array> |
	{ name: string; data: string | ArrayBuffer | ArrayBufferView | Blob |
	  ReadableStream<Uint8Array> | AsyncIterable<Uint8Array> };
export interface ProofOptions {
	/** the proof's list, where it is not the built-in English one */
	words?: WordList;
	/** the words the proof left out (--exclude), where it left some out */
	exclude?: WordList;
	/** read files of version 1 whatever they hold (--accept-v1) */
	acceptV1?: boolean;
}
/** What 'boggle prove merge -f json' prints. */
export interface MergedProof {
	rows: number; cols: number; lang: string; min_score: number; classes: number;
	list: string | null; list_sha256: string | null; words: number | null;
	scoring: string | null; min_letters: number | null; bonus: string | null;
	exclude: string | null; exclude_sha256: string | null; tiles: string | null;
	/** what the files' versions leave unchecked, in the command's words */
	warnings: string[];
	boards: { board: string; score: number }[];
}
/** What 'boggle prove verify -f json' prints. */
export interface VerifiedProof {
	seed: number; classes: number; records: number; min_score: number;
	drawn: number[]; proven: number; as_recorded: boolean;
	differences: {
		class: number; file: string; line: number; records: number;
		error: string | null; found: number;
		missing: { board: string; score: number } | null;
		extra: number; first_extra: { board: string; score: number } | null;
	}[];
	/** the proof with its restrictions, as the command's summary names it */
	proof: string;
	/** what was established, and the odds of a class short of a board
	    passing, in the command's words; null unless all is as recorded */
	checked: string | null;
	/** what the files' versions leave unchecked, in the command's words */
	warnings: string[];
}
/** The English list built into the module. */
export function builtinWords(): WordList;
/** The first line of a proof's file: what it proves, and the list it names. */
export function proofHeader(file: ProofFile): Promise<Record<string, unknown> & {
	boggle_prove: number; shape: string; lang: string; list: string;
	list_sha256?: string; words: number; min_score: number; classes: number }>;
export function mergeProof(files: ProofFile | ProofFile[], opts?: ProofOptions | null):
	Promise<MergedProof>;
export function verifyProof(files: ProofFile | ProofFile[], opts?: ProofOptions & {
	/** classes drawn at random (default: every one) */
	sample?: number; seed?: Seed;
	/** workers to prove them on (worker_threads, or Web Workers) */
	workers?: number;
	/** after each class: those done, of all, and the most bytes of memory a worker took */
	onProgress?: (p: { done: number; total: number; memory: number }) => void;
	signal?: AbortSignal } | null): Promise<VerifiedProof>;

declare const boggle: {
	version: typeof version;
	memoryBytes: typeof memoryBytes;
	BoggleError: typeof BoggleError;
	Board: typeof Board;
	WordList: typeof WordList;
	languages: typeof languages;
	diceSets: typeof diceSets;
	parse: typeof parse;
	orient: typeof orient;
	quote: typeof quote;
	throw: typeof throwBoard;
	throwBoards: typeof throwBoards;
	check: typeof check;
	loadWords: typeof loadWords;
	rules: typeof rules;
	rulesText: typeof rulesText;
	takesBonus: typeof takesBonus;
	solve: typeof solve;
	total: typeof total;
	find: typeof find;
	score: typeof score;
	verdicts: typeof verdicts;
	plant: typeof plant;
	best: typeof best;
	svg: typeof svg;
	mergeProof: typeof mergeProof;
	verifyProof: typeof verifyProof;
	proofHeader: typeof proofHeader;
	builtinWords: typeof builtinWords;
};
export default boggle;
