// `node scripts/precompress.mjs <dist>` (each app's `npm run build`, after vite build): writes
// a brotli (.br) and a gzip (.gz) copy next to every text asset above 1 KB, at the highest
// levels, once per build. The server sends the copy the browser accepts, so a first load
// costs no compression time and far fewer bytes.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map|wasm)$/;
const MIN_BYTES = 1024;

function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

const dist = path.resolve(process.argv[2] ?? 'dist');
let count = 0;
for (const file of filesUnder(dist)) {
  if (!COMPRESSIBLE.test(file) || statSync(file).size < MIN_BYTES) continue;
  const content = readFileSync(file);
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
  );
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  count += 1;
}
console.info(`precompressed ${count} files in ${path.relative(process.cwd(), dist) || '.'}`);
