
/*
 * The ES module's own part: the .wasm beside this file is compiled once,
 * at import, and its calls are the module's exports.  verifyProof's
 * workers run this same module again (worker_threads in Node.js, a
 * module Worker in a browser), each with an instance of its own.
 */
const wasmUrl = new URL('./boggle.wasm', import.meta.url);
const WORKER = 'libboggle-proof-worker';
const inNode = typeof process === 'object' && !!(process.versions && process.versions.node);

async function wasmBytes() {
	if (wasmUrl.protocol === 'file:') {
		const { readFile } = await import('node:fs/promises');
		return readFile(wasmUrl);
	}
	const res = await fetch(wasmUrl);
	if (!res.ok)
		throw new Error(`${wasmUrl}: ${res.status} ${res.statusText}`);
	return res.arrayBuffer();
}

/* Messages to a worker, each answered in turn; a worker that dies fails them. */
function channel(post, listen, close) {
	const waiting = [];
	listen((reply) => waiting.shift().ok(reply),
		(err) => waiting.splice(0).forEach((w) => w.fail(err)));
	return {
		ask: (msg) => new Promise((ok, fail) => {
			waiting.push({ ok, fail });
			post(msg);
		}),
		close,
	};
}

async function spawn() {
	if (inNode) {
		const { Worker } = await import('node:worker_threads');
		const w = new Worker(new URL(import.meta.url), { workerData: WORKER });
		return channel((m) => w.postMessage(m), (ok, fail) => {
			w.on('message', ok);
			w.on('error', fail);
		}, () => w.terminate());
	}
	const w = new Worker(import.meta.url, { type: 'module', name: WORKER });
	return channel((m) => w.postMessage(m), (ok, fail) => {
		w.onmessage = (e) => ok(e.data);
		w.onerror = (e) => fail(new Error(e.message));
	}, () => w.terminate());
}

const boggle = await BoggleLibrary.instantiate(await wasmBytes(), { spawn });
const throwBoard = boggle.throw;

/* A worker's side: each message answered with the library's reply. */
function serve(msg) {
	try {
		return boggle.serveProof(msg);
	} catch (e) {
		return { error: String(e && e.message), code: e && e.errno !== undefined ? e.errno : 2 };
	}
}
if (inNode) {
	const threads = await import('node:worker_threads');
	if (!threads.isMainThread && threads.workerData === WORKER)
		threads.parentPort.on('message', (m) => threads.parentPort.postMessage(serve(m)));
} else if (typeof self === 'object' && self.name === WORKER &&
	   typeof self.postMessage === 'function') {
	self.onmessage = (e) => self.postMessage(serve(e.data));
}

export default boggle;
export const {
	version, memoryBytes, BoggleError, Board, WordList, languages, diceSets, parse, orient, quote,
	throwBoards, check, loadWords, rules, rulesText, takesBonus, solve, total, find, score,
	verdicts, plant, best,
	svg, mergeProof, verifyProof, proofHeader, builtinWords,
} = boggle;
export { throwBoard as throw };
