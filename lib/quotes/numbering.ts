/**
 * Offer numbers (issue #44): series, year and a four-digit sequence, 'OF-2026-0001' (a fifth
 * digit comes after 9999). A revision after the first is written after a slash,
 * 'OF-2026-0001/2'. Plain functions: the admin's screens, the PDF and the mail write the
 * number the same way.
 */
export function formatQuoteNumber(series: string, year: number, sequence: number): string {
  return `${series}-${year}-${String(sequence).padStart(4, '0')}`;
}

/** The number as the offer shows it: with its revision from the second on; null before sent. */
export function displayQuoteNumber(number: string | null, revision: number): string | null {
  if (number === null) return null;
  return revision > 1 ? `${number}/${revision}` : number;
}
