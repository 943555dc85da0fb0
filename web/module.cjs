
/*
 * The CommonJS module's own part: require('libboggle') compiles the .wasm
 * beside this file at once, as require must.  It is an instance of its
 * own, apart from the ES module's; verifyProof's workers run this same
 * file again in worker_threads.
 */
const threads = require('node:worker_threads');
const WORKER = 'libboggle-proof-worker';

function spawn() {
	const w = new threads.Worker(__filename, { workerData: WORKER });
	const waiting = [];
	w.on('message', (reply) => waiting.shift().ok(reply));
	w.on('error', (err) => waiting.splice(0).forEach((x) => x.fail(err)));
	return Promise.resolve({
		ask: (msg) => new Promise((ok, fail) => {
			waiting.push({ ok, fail });
			w.postMessage(msg);
		}),
		close: () => w.terminate(),
	});
}

module.exports = BoggleLibrary.instantiateSync(require('node:fs').readFileSync(
	require('node:path').join(__dirname, 'boggle.wasm')), { spawn });

if (!threads.isMainThread && threads.workerData === WORKER) {
	threads.parentPort.on('message', (msg) => {
		let reply;
		try {
			reply = module.exports.serveProof(msg);
		} catch (e) {
			reply = { error: String(e && e.message), code: e && e.errno !== undefined ? e.errno : 2 };
		}
		threads.parentPort.postMessage(reply);
	});
}
