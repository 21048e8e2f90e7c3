// Writes build-info.json before `next build`: the commit the build was made from, read from
// git when it is there, else from the environment (a source archive, a CI checkout without
// history: see .env.example). /version and GET /api/version read the file; without it they
// still answer.
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

/** The first of these variables that is set: ours, then what common CI services set. */
function fromEnv(...names) {
  for (const name of names) {
    const value = process.env[name]?.trim();
    if (value) return value;
  }
  return undefined;
}

/** Seconds since 1970 from a number of seconds or an ISO date. */
function epochSeconds(value) {
  if (!value) return null;
  const seconds = /^\d+$/.test(value) ? Number(value) : Date.parse(value) / 1000;
  return Number.isFinite(seconds) ? Math.floor(seconds) : null;
}

function fromGit() {
  const log = git('log', '-1', '--format=%h%n%at%n%ct%n%s');
  if (!log) return null;
  const [shortHash, authoredOn, committedOn, ...subject] = log.split('\n');
  return {
    shortHash: shortHash ?? null,
    subject: subject.length > 0 ? subject.join('\n') : null,
    authoredOn: authoredOn ? Number(authoredOn) : null,
    committedOn: committedOn ? Number(committedOn) : null,
    branch: git('rev-parse', '--abbrev-ref', 'HEAD') ?? null,
    tags: (git('tag', '--points-at', 'HEAD') ?? '').split('\n').filter(Boolean),
  };
}

function fromEnvironment() {
  const commit = fromEnv('BUILD_COMMIT', 'GITHUB_SHA', 'CI_COMMIT_SHA', 'VERCEL_GIT_COMMIT_SHA');
  const time = epochSeconds(fromEnv('BUILD_COMMIT_TIME', 'CI_COMMIT_TIMESTAMP'));
  const tag = fromEnv('BUILD_TAG', 'CI_COMMIT_TAG');
  return {
    shortHash: commit ? commit.slice(0, 7) : null,
    subject:
      fromEnv('BUILD_SUBJECT', 'CI_COMMIT_TITLE', 'VERCEL_GIT_COMMIT_MESSAGE')?.split('\n')[0] ??
      null,
    authoredOn: time,
    committedOn: time,
    branch:
      fromEnv('BUILD_BRANCH', 'GITHUB_REF_NAME', 'CI_COMMIT_BRANCH', 'VERCEL_GIT_COMMIT_REF') ??
      null,
    tags: tag ? [tag] : [],
  };
}

const info = { builtAt: new Date().toISOString(), ...(fromGit() ?? fromEnvironment()) };
fs.writeFileSync('build-info.json', `${JSON.stringify(info, null, 2)}\n`);
console.log(`build-info.json: ${info.shortHash ?? 'no commit'} on ${info.branch ?? 'no branch'}`);
