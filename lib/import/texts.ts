import { createHash } from 'node:crypto';

/** The rich texts a row gives, sanitised: an English one may be null (cleared). */
export type TextField = 'headerOffer' | 'details' | 'technicalData';
export type EnglishField = 'headerOfferEn' | 'detailsEn' | 'technicalDataEn';
export type RowTexts = Partial<Record<TextField, string> & Record<EnglishField, string | null>>;

/** A text's MD5 as PostgreSQL's md5() writes it (of its UTF-8 bytes, in hex). */
export function textHash(text: string): string {
  return createHash('md5').update(text, 'utf8').digest('hex');
}
