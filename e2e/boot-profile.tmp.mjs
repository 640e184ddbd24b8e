// Measures a signed-in page boot: time to first /api call and a CPU profile of the renderer.
import { chromium, request } from '@playwright/test';
import { writeFileSync } from 'node:fs';
const base = process.argv[2] ?? 'http://127.0.0.1:3303';
const path = process.argv[3] ?? '/admin/courses';
const email = process.argv[4] ?? 'admin@demo.test';
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu'] });
for (let i = 0; i < 3; i++) {
  const context = await browser.newContext({ baseURL: base });
  await context.request.get('/api/session.json');
  const xsrf = decodeURIComponent((await context.request.storageState()).cookies.find(c=>c.name==='XSRF-TOKEN').value);
  const r = await context.request.post('/api/login.json', { data: { login: email, password: 'demo1234' }, headers: { 'X-XSRF-TOKEN': xsrf } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
  await cdp.send('Profiler.start');
  const t0 = Date.now();
  let firstApi;
  page.on('request', (req) => { if (!firstApi && req.url().includes('/api/') ) firstApi = Date.now() - t0; });
  await page.goto(path);
  const loaded = Date.now() - t0;
  await page.locator('tbody tr').first().waitFor({ timeout: 30000 }).catch(() => {});
  const rows = Date.now() - t0;
  const { profile } = await cdp.send('Profiler.stop');
  if (i === 2) writeFileSync('/tmp/boot.cpuprofile', JSON.stringify(profile));
  console.log({ login: r.status(), loaded, firstApi, rows });
  await context.close();
}
await browser.close();
