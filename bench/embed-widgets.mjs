// `node bench/embed-widgets.mjs`: what each core widget costs in wallet-kit.js, built in memory and
// measured minified + gzip -9, as the size test does. "last in" is what taking it out of the full
// bundle saves (code it shares with another widget stays); "alone" is what it adds to a bundle
// with no other widget (the shared code counted in). Then each area file (its widgets, taking the
// shared modules from wallet-kit.js), and a page that uses every widget.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { buildAreas, mainFile, mainGraph } from '../packages/embed/build.mjs';

const registry = fileURLToPath(new URL('../packages/embed/src/registry.ts', import.meta.url));
// The core widgets: the registry's entries with a component (an area widget's comes with its area file).
const names = [...readFileSync(registry, 'utf8').matchAll(/^ {2}([A-Za-z]+): \{\n {4}tag: '[^']+',\n {4}component:/gm)].map((match) => match[1]);

/** Takes widgets out of the registry's source, so nothing imports them and the build drops them. */
const without = (dropped) => ({
  name: 'measure-without-widgets',
  enforce: 'pre',
  transform(code, id) {
    if (id !== registry) return null;
    return dropped.reduce((source, name) => source.replace(new RegExp(`^ {2}${name}: \\{$[\\s\\S]*?^ {2}\\},$`, 'm'), ''), code);
  },
});

async function gzipOf(options) {
  const [output] = [await build(mainFile({ entry: './src/global.ts', format: 'iife', fileName: 'wallet-kit.js', write: false, exposed: exposed.script, integrity, ...options }))].flat();
  const code = output.output.find((chunk) => chunk.type === 'chunk').code;
  return gzipSync(code, { level: 9 }).length;
}

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
// The area files first: wallet-kit.js shares what they take from it (its table is part of its size).
const { files, exposed, integrity } = await buildAreas(await mainGraph());
const all = await gzipOf({});
const none = await gzipOf({ plugins: [without(names)] });
console.log(`wallet-kit.js with its core widgets: ${kB(all)}; with none (runtime, provider, client, styles, every element defined): ${kB(none)}`);
console.log(`${'widget'.padEnd(22)}${'last in'.padStart(10)}${'alone'.padStart(10)}`);
for (const name of names) {
  const lastIn = all - (await gzipOf({ plugins: [without([name])] }));
  const alone = (await gzipOf({ plugins: [without(names.filter((other) => other !== name))] })) - none;
  console.log(`${name.padEnd(22)}${kB(lastIn).padStart(10)}${kB(alone).padStart(10)}`);
}

const areaSizes = Object.entries(files).map(([area, code]) => [area, gzipSync(code, { level: 9 }).length]);
console.log(`\n${'area file'.padEnd(30)}${'gzip'.padStart(10)}`);
for (const [area, gzip] of areaSizes) console.log(`${`wallet-kit.${area}.js`.padEnd(30)}${kB(gzip).padStart(10)}`);
const areasTotal = areaSizes.reduce((sum, [, gzip]) => sum + gzip, 0);
console.log(`a page with every widget (wallet-kit.js and every area and companion file): ${kB(all + areasTotal)}`);
