import { writeFileSync } from 'node:fs';
import { buildDemoWorldSnapshot } from './build-snapshot.ts';

/** `tsx snapshot-cli.ts <file>`: writes the demo world snapshot around now to `file`. */
const [file] = process.argv.slice(2);
if (!file) throw new Error('usage: snapshot-cli.ts <output file>');
writeFileSync(file, await buildDemoWorldSnapshot(new Date()));
