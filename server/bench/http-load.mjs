// A load generator run as its own process (so it does not share the server's thread):
// `node http-load.mjs <url> <concurrency> <seconds> [cookie]` keeps <concurrency> GET calls in
// flight over keep-alive connections for <seconds> and prints {"calls":N,"seconds":S,"errors":E}.
import http from 'node:http';
import { performance } from 'node:perf_hooks';

const [url, concurrencyText, secondsText, cookie] = process.argv.slice(2);
const concurrency = Number(concurrencyText);
const seconds = Number(secondsText);
const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
const headers = { Accept: 'application/json', 'Accept-Encoding': 'gzip, deflate, br' };
if (cookie) headers.Cookie = cookie;

function get() {
  return new Promise((resolve) => {
    const req = http.get(url, { agent, headers }, (res) => {
      res.on('data', () => {});
      res.on('end', () => resolve(res.statusCode === 200));
    });
    req.on('error', () => resolve(false));
  });
}

let calls = 0;
let errors = 0;
const start = performance.now();
const end = start + seconds * 1000;
await Promise.all(
  Array.from({ length: concurrency }, async () => {
    while (performance.now() < end) {
      if (await get()) calls += 1;
      else errors += 1;
    }
  }),
);
agent.destroy();
console.log(JSON.stringify({ calls, errors, seconds: (performance.now() - start) / 1000 }));
