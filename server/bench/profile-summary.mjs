// `node bench/profile-summary.mjs <file.cpuprofile> [top]`: where a CPU profile's time went,
// as self time per function and total (inclusive) time per function, in % of the samples.
import { readFileSync } from 'node:fs';

const [file, topText = '30'] = process.argv.slice(2);
const top = Number(topText);
const profile = JSON.parse(readFileSync(file, 'utf8'));
const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const hits = new Map();
for (const id of profile.samples) hits.set(id, (hits.get(id) ?? 0) + 1);
const total = profile.samples.length;
const label = (n) => {
  const f = n.callFrame;
  const where = f.url
    ? f.url.replace(/^.*node_modules\//, '').replace(/^.*\/work\/main\//, '')
    : '';
  return `${f.functionName || '(anonymous)'} ${where}:${f.lineNumber + 1}`;
};
const self = new Map();
const inclusive = new Map();
for (const [id, count] of hits) {
  const node = nodes.get(id);
  self.set(label(node), (self.get(label(node)) ?? 0) + count);
  const seen = new Set();
  for (let cur = id; cur !== undefined; cur = parent.get(cur)) {
    const key = label(nodes.get(cur));
    if (seen.has(key)) continue;
    seen.add(key);
    inclusive.set(key, (inclusive.get(key) ?? 0) + count);
  }
}
const show = (title, map) => {
  console.log(`\n${title} (${total} samples)`);
  for (const [key, count] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(`${((100 * count) / total).toFixed(1).padStart(5)}%  ${key}`);
};
show('self', self);
show('total', inclusive);
