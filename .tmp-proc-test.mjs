import { chromium } from '@playwright/test';
import { execSync } from 'node:child_process';
const url = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
const renderers = () => execSync("ps -eo pid,args | grep -- '--type=renderer' | grep -v grep | awk '{print $1}'").toString().trim().split('\n').filter(Boolean);
const ctx = await browser.newContext();
const page = await ctx.newPage();
const seen = new Set();
for (let i = 0; i < 6; i++) {
  await page.goto('about:blank');
  await page.goto(url + (i % 2 ? '/home' : '/contact'));
  for (const r of renderers()) seen.add(r);
  console.log(i, 'renderers now', renderers().length, 'seen', seen.size);
}
await browser.close();
