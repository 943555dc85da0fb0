
/*
 * The CommonJS module's own part: require('libboggle') compiles the .wasm
 * beside this file at once, as require must.  It is an instance of its
 * own, apart from the ES module's.
 */
module.exports = BoggleLibrary.instantiateSync(require('node:fs').readFileSync(
	require('node:path').join(__dirname, 'boggle.wasm')));
