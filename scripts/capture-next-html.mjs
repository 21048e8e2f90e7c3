// Copies a document of the current build, exactly as Next 16 wrote it, into the unit tests'
// fixtures (tests/fixtures/next-build/): the server's layers that rewrite Next's HTML
// (server/late-scripts.mjs, server/encoding.mjs) are tested against it without a build. The
// unit test fails when the installed Next is another version than the fixture's: then run
// `npm run build && node scripts/capture-next-html.mjs` and commit the result.
// With CAPTURE_SITE set to that build running (`npm start`), it also keeps the headers of a
// resized picture as Next's image route answers it, for the memo of server/image-memo.mjs.
import fs from 'node:fs';
import path from 'node:path';

const built = path.join('.next', 'server', 'app');
const out = path.join('tests', 'fixtures', 'next-build');
const html = fs.readFileSync(path.join(built, '_not-found.html'), 'utf8');
const meta = JSON.parse(fs.readFileSync(path.join(built, '_not-found.meta'), 'utf8'));
const { version } = JSON.parse(fs.readFileSync('node_modules/next/package.json', 'utf8'));
fs.mkdirSync(out, { recursive: true });
fs.writeFileSync(path.join(out, 'not-found.html'), html);
fs.writeFileSync(
  path.join(out, 'meta.json'),
  `${JSON.stringify({ next: version, status: meta.status, headers: meta.headers }, null, 2)}\n`,
);
console.log(`Captured Next ${version}'s not-found document (${html.length} characters).`);

const site = process.env.CAPTURE_SITE?.replace(/\/$/, '');
if (site) {
  const home = await (await fetch(`${site}/home`)).text();
  const src = /\/_next\/image\?url=%2Fapi%2Fimage%2F[^"\s]+/.exec(home)?.[0].replace(/&amp;/g, '&');
  if (!src) throw new Error('No resized picture of /api/image on /home.');
  const accept = 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8';
  const response = await fetch(`${site}${src}`, { headers: { accept } });
  await response.arrayBuffer();
  const headers = Object.fromEntries(
    [...response.headers].filter(([name]) => !['date', 'connection', 'keep-alive'].includes(name)),
  );
  fs.writeFileSync(
    path.join(out, 'image-answer.json'),
    `${JSON.stringify({ next: version, url: src, accept, status: response.status, headers }, null, 2)}\n`,
  );
  console.log(`Captured the answer to ${src} (${response.status}).`);
}
