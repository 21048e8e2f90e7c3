import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
for (const path of (process.argv[2] ?? 'home').split(',')) {
const p = await b.newPage({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
await p.addInitScript(() => {
  window.__lcp = [];
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__lcp.push({ t: Math.round(e.startTime), size: e.size, el: e.element ? e.element.outerHTML.slice(0, 200) : e.url }); }).observe({ type: 'largest-contentful-paint', buffered: true });
});
await p.goto('http://127.0.0.1:3100/' + path);
await p.waitForTimeout(2500);
console.log(path, JSON.stringify(await p.evaluate(() => window.__lcp), null, 1));
await p.close();
}
await b.close();
