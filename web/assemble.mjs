// Build step: the ES module and its package (pkg/), and the page (www/),
// from the sources in web/ and the compiled boggle.wasm.
//   node assemble.mjs WEB_DIR BOGGLE_WASM OUT_DIR VERSION
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const [web, wasm, out, version] = process.argv.slice(2);
const pkg = join(out, 'pkg'), www = join(out, 'www');
const top = join(web, '..');
mkdirSync(pkg, { recursive: true });
mkdirSync(www, { recursive: true });

const core = readFileSync(join(web, 'boggle.js'), 'utf8');
writeFileSync(join(pkg, 'boggle.mjs'),
	core + readFileSync(join(web, 'module.js'), 'utf8'));
writeFileSync(join(pkg, 'boggle.cjs'),
	core + readFileSync(join(web, 'module.cjs'), 'utf8'));
copyFileSync(join(web, 'boggle.d.ts'), join(pkg, 'boggle.d.ts'));
copyFileSync(wasm, join(pkg, 'boggle.wasm'));
copyFileSync(join(web, 'README.md'), join(pkg, 'README.md'));
copyFileSync(join(top, 'LICENSE'), join(pkg, 'LICENSE'));
copyFileSync(join(top, 'dict', 'COPYING.scowl'), join(pkg, 'COPYING.scowl'));
// the package as published: the test tools stay behind
const meta = JSON.parse(readFileSync(join(web, 'package.json'), 'utf8'));
delete meta.devDependencies;
delete meta.scripts;
delete meta.private;
meta.version = version;
writeFileSync(join(pkg, 'package.json'), JSON.stringify(meta, null, 2) + '\n');

// The page loads the library as a classic script, so that it works
// opened from a folder, where a browser fetches nothing.
for (const name of ['index.html', 'app.js', 'style.css', 'boggle.js'])
	copyFileSync(join(web, name), join(www, name));
copyFileSync(join(top, 'LICENSE'), join(www, 'LICENSE'));
copyFileSync(join(top, 'dict', 'COPYING.scowl'), join(www, 'COPYING.scowl'));
writeFileSync(join(www, 'boggle-wasm.js'),
	'/* libboggle compiled to WebAssembly, with its English list ' +
	'(COPYING.scowl) */\nconst BOGGLE_WASM = \'' +
	readFileSync(wasm).toString('base64') + '\';\n');
