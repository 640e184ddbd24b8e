import { chromium } from '@playwright/test';
import { writeFileSync } from 'node:fs';
const extra = process.env.JSFLAGS ? [`--js-flags=${process.env.JSFLAGS}`] : [];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu', ...extra] });
for (let i = 0; i < 3; i++) {
  const context = await browser.newContext({ baseURL: 'http://127.0.0.1:5400' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable'); await cdp.send('Profiler.start');
  const t0 = Date.now();
  await page.goto('/');
  await page.waitForFunction(() => window.mockedApi?.readyMs, null, { timeout: 60000 });
  const readyMs = await page.evaluate(() => window.mockedApi.readyMs);
  const { profile } = await cdp.send('Profiler.stop');
  if (i === 2) writeFileSync('/tmp/mock.cpuprofile', JSON.stringify(profile));
  console.log({ total: Date.now() - t0, readyMs });
  await context.close();
}
await browser.close();
