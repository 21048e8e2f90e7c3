import 'server-only';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

let logo: Promise<Buffer> | undefined;

/** The site's logo (public/logo.svg) as a PNG, for the PDFs: PDF has no SVG images. */
export function logoPicture(): Promise<Buffer> {
  logo ??= fs
    .readFile(path.join(process.cwd(), 'public', 'logo.svg'))
    .then((svg) => sharp(svg, { density: 300 }).png().toBuffer())
    .catch((error: unknown) => {
      logo = undefined;
      throw error;
    });
  return logo;
}
