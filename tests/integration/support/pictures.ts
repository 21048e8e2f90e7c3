import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

/** Pictures made on the spot by sharp: no test file is downloaded or kept in the repository. */
export async function pngPicture(width = 64, height = 48, colour = '#d35400'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

export async function jpegPicture(width = 64, height = 48, colour = '#2980b9'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
}

/** A JPEG carrying EXIF (camera, GPS-like text, orientation), as a phone would send it. */
export async function jpegWithExif(): Promise<Buffer> {
  return sharp({ create: { width: 80, height: 40, channels: 3, background: '#27ae60' } })
    .withMetadata({ orientation: 6 })
    .withExif({ IFD0: { Make: 'TestCam', Model: 'Secret-Phone', Copyright: 'Private' } })
    .jpeg()
    .toBuffer();
}

/** A PNG of random noise, which does not compress: larger than `bytes`. */
export async function noisePng(bytes: number): Promise<Buffer> {
  const side = Math.ceil(Math.sqrt(bytes / 3)) + 16;
  return sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

/** A plain 24-bit bottom-up BMP (BITMAPINFOHEADER), as Windows Paint saves one. */
export function bmpPicture(width: number, height: number, rgb: [number, number, number]): Buffer {
  const rowSize = Math.ceil((width * 3) / 4) * 4;
  const file = Buffer.alloc(54 + rowSize * height);
  file.write('BM', 0, 'ascii');
  file.writeUInt32LE(file.length, 2);
  file.writeUInt32LE(54, 10);
  file.writeUInt32LE(40, 14);
  file.writeInt32LE(width, 18);
  file.writeInt32LE(height, 22);
  file.writeUInt16LE(1, 26);
  file.writeUInt16LE(24, 28);
  file.writeUInt32LE(rowSize * height, 34);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = 54 + y * rowSize + x * 3;
      file[at] = rgb[2];
      file[at + 1] = rgb[1];
      file[at + 2] = rgb[0];
    }
  }
  return file;
}

export function sent(bytes: Buffer, mimeType = 'image/png') {
  return { image: bytes.toString('base64'), mime_type: mimeType };
}
