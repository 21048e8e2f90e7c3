// Writes build-info.json before `next build`: the commit the build was made from, read from
// git when it is there. /version and GET /api/version read the file; without it they still answer.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

function git(...args) {
  try {
    return execFileSync('git', args, {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return undefined;
  }
}

const log = git('log', '-1', '--format=%h%n%at%n%ct%n%s');
const [shortHash, authoredOn, committedOn, ...subject] = log ? log.split('\n') : [];
const info = {
  builtAt: new Date().toISOString(),
  shortHash: shortHash ?? null,
  subject: subject.length > 0 ? subject.join('\n') : null,
  authoredOn: authoredOn ? Number(authoredOn) : null,
  committedOn: committedOn ? Number(committedOn) : null,
  branch: git('rev-parse', '--abbrev-ref', 'HEAD') ?? null,
  tags: (git('tag', '--points-at', 'HEAD') ?? '').split('\n').filter(Boolean),
};
fs.writeFileSync('build-info.json', `${JSON.stringify(info, null, 2)}\n`);
console.log(`build-info.json: ${info.shortHash ?? 'no git'} on ${info.branch ?? 'no branch'}`);
