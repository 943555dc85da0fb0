
/*
 * The ES module's own part: the .wasm beside this file is compiled once,
 * at import, and its calls are the module's exports.
 */
const wasmUrl = new URL('./boggle.wasm', import.meta.url);

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

const boggle = await BoggleLibrary.instantiate(await wasmBytes());
const throwBoard = boggle.throw;

export default boggle;
export const {
	version, memoryBytes, BoggleError, Board, WordList, languages, diceSets, parse,
	throwBoards, check, loadWords, rules, solve, total, find, score, verdicts, plant, best,
	svg,
} = boggle;
export { throwBoard as throw };
