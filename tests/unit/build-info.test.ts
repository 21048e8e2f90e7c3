import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const script = path.resolve('scripts/build-info.mjs');
const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

/** Runs the build-info step in a folder that is no git checkout (a source archive). */
function buildInfoWithoutGit(env: Record<string, string>) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'build-info-'));
  folders.push(folder);
  // No commit variables from the machine running the test: only those the case gives.
  const childEnv: NodeJS.ProcessEnv = { ...process.env };
  for (const name of Object.keys(childEnv)) {
    if (/^(BUILD_|GITHUB_|CI_|VERCEL_|GIT_)/.test(name)) delete childEnv[name];
  }
  Object.assign(childEnv, { GIT_CEILING_DIRECTORIES: path.dirname(folder) }, env);
  execFileSync(process.execPath, [script], { cwd: folder, env: childEnv, stdio: 'ignore' });
  return JSON.parse(fs.readFileSync(path.join(folder, 'build-info.json'), 'utf8'));
}

describe('build-info.json without git', () => {
  it('takes the commit, subject and branch from the environment', () => {
    const info = buildInfoWithoutGit({
      BUILD_COMMIT: '3f9c2a1b7e6d',
      BUILD_SUBJECT: 'Prețuri pe zi și pe săptămână\n\nbody',
      BUILD_BRANCH: 'main',
      BUILD_COMMIT_TIME: '2026-11-20T10:00:00Z',
    });
    expect(info).toMatchObject({
      shortHash: '3f9c2a1',
      subject: 'Prețuri pe zi și pe săptămână',
      branch: 'main',
      committedOn: Date.parse('2026-11-20T10:00:00Z') / 1000,
    });
  });

  it("falls back to a CI service's variables, and to nothing when none is set", () => {
    expect(
      buildInfoWithoutGit({ GITHUB_SHA: 'abcdef0123', GITHUB_REF_NAME: 'release' }),
    ).toMatchObject({ shortHash: 'abcdef0', branch: 'release', subject: null });
    expect(buildInfoWithoutGit({})).toMatchObject({ shortHash: null, subject: null, branch: null });
  });
});
