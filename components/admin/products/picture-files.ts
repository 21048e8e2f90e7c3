/** Reading the admin's chosen pictures: data URLs in, base64 and mime type out (spec §3, §7). */

/** What the header-photo cropper opens (spec §5). */
export const CROPPER_EXTENSIONS = ['png', 'jpg', 'jpeg', 'bmp', 'gif', 'tiff', 'webp'];
/** What the gallery and the banners accept (the server's formats, spec §5). */
export const GALLERY_EXTENSIONS = ['jpg', 'jpeg', 'bmp', 'png'];

export function hasExtension(file: File, extensions: readonly string[]): boolean {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return extensions.includes(extension);
}

/** The input's accept attribute for these extensions. */
export function acceptFor(extensions: readonly string[]): string {
  return extensions.map((extension) => `.${extension}`).join(',');
}

export function readDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

/** A picture as the API takes it: base64 without the 'data:…;base64,' prefix, and its type. */
export function toWirePicture(dataUrl: string): { image: string; mime_type: string } {
  const match = /^data:([^;,]+)(?:;[^,]*)?,(.*)$/s.exec(dataUrl);
  return { image: match?.[2] ?? dataUrl, mime_type: match?.[1] ?? 'image/png' };
}

let counter = 0;
/** A key for a picture in a sortable list, unique within the page. */
export function localKey(): string {
  counter += 1;
  return `local-${counter}`;
}
