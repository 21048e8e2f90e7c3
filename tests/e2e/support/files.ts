import sharp from 'sharp';

/** A PNG made on the spot, as a file the page's file input takes (nothing is downloaded). */
export async function pngFile(name: string, color: string, width = 480, height = 320) {
  const buffer = await sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

/** A file only as large as the client checks: it is refused before it is ever read. */
export function oversizedFile(name: string, megabytes: number) {
  return { name, mimeType: 'image/png', buffer: Buffer.alloc(megabytes * 1024 * 1024 + 1) };
}
