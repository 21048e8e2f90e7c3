import fs from 'node:fs';
import path from 'node:path';

/** The product's version string (spec §1). */
export const APP_VERSION = '1.0.7';

/** The commit a build was made from (spec §3); null fields when git was absent. */
export interface BuildInfo {
  shortHash: string | null;
  subject: string | null;
  /** Epoch seconds. */
  authoredOn: number | null;
  /** Epoch seconds. */
  committedOn: number | null;
  branch: string | null;
  tags: string[];
}

export interface VersionInfo {
  version: string;
  default: BuildInfo;
  /** When the build was made (ISO 8601), null outside a build. */
  builtAt: string | null;
}

const unknownBuild: BuildInfo = {
  shortHash: null,
  subject: null,
  authoredOn: null,
  committedOn: null,
  branch: null,
  tags: [],
};

let cached: VersionInfo | undefined;

/** Read once from build-info.json, written by scripts/build-info.mjs before `next build`. */
export function getVersionInfo(): VersionInfo {
  if (cached) return cached;
  try {
    const file = path.join(process.cwd(), 'build-info.json');
    const { builtAt, ...build } = JSON.parse(fs.readFileSync(file, 'utf8')) as BuildInfo & {
      builtAt?: string;
    };
    cached = {
      version: APP_VERSION,
      default: { ...unknownBuild, ...build },
      builtAt: builtAt ?? null,
    };
  } catch {
    cached = { version: APP_VERSION, default: unknownBuild, builtAt: null };
  }
  return cached;
}
