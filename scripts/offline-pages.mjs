// Runs before the service worker is built: writes the page the worker shows when a page that
// was never visited is opened offline, in each language (public/offline.html and
// public/offline-en.html), from the "Offline" texts of messages/{locale}.json. Plain HTML with
// its styles inline, so it needs nothing else from the network; the worker precaches both.
import fs from 'node:fs';

const pages = { ro: 'public/offline.html', en: 'public/offline-en.html' };
const homes = { ro: '/home', en: '/en/home' };

const escape = (text) =>
  text.replace(
    /[&<>"]/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char],
  );

for (const [locale, file] of Object.entries(pages)) {
  const t = JSON.parse(fs.readFileSync(`messages/${locale}.json`, 'utf8')).Offline;
  const html = `<!DOCTYPE html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escape(t.title)}</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2328;background:#f5f6f8}
header{display:flex;align-items:center;gap:10px;padding:12px 16px;background:#1f2328;color:#fff;font-weight:700}
header img{display:block;height:40px;width:auto}
main{max-width:36rem;margin:0 auto;padding:48px 20px;text-align:center}
h1{font-size:1.6rem;margin:0 0 12px}
p{line-height:1.5;color:#5b6470}
.actions{display:flex;flex-wrap:wrap;gap:12px;justify-content:center;margin-top:24px}
button,a{display:inline-flex;align-items:center;justify-content:center;box-sizing:border-box;min-height:44px;padding:10px 20px;border-radius:6px;font:inherit;font-weight:700;text-decoration:none;cursor:pointer}
button{border:0;background:#f2a900;color:#1f2328}
a{border:2px solid #1f2328;color:#1f2328}
button:focus-visible,a:focus-visible{outline:3px solid #0b57d0;outline-offset:2px}
</style>
</head>
<body>
<header><img src="/logo.svg" alt="Inchirieri Utilaje" height="40"></header>
<main>
<h1>${escape(t.title)}</h1>
<p>${escape(t.text)}</p>
<div class="actions">
<button type="button" onclick="location.reload()">${escape(t.retry)}</button>
<a href="${homes[locale]}">${escape(t.home)}</a>
</div>
</main>
</body>
</html>
`;
  fs.writeFileSync(file, html);
}
console.log(`offline pages: ${Object.values(pages).join(', ')}`);
