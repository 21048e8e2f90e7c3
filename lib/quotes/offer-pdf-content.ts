/**
 * What an offer's PDF shows (issue #44), every text already written in the offer's language
 * and every amount formatted (lib/quotes/offer-pdf.ts builds it): the drawing
 * (lib/quotes/draw-offer.mjs, in the PDF worker thread) only lays it out.
 */
export interface OfferPdfContent {
  /** The document's language tag: 'ro-RO' or 'en-GB'. */
  lang: string;
  logo: Uint8Array;
  /** The company's phone and e-mail, in the band at the top. */
  contacts: { value: string; link: string }[];
  /** The company's name: the PDF's author and its footer. */
  company: string;
  /** 'Ofertă de preț'. */
  heading: string;
  /** 'OF-2026-0001', 'OF-2026-0001/2', or the word for a draft. */
  number: string;
  /** The date, the validity. */
  facts: { label: string; value: string }[];
  /** The company, then the customer: a title, the name, the rest line by line. */
  parties: { title: string; name: string; lines: string[] }[];
  /** The table's headings: description, period, days, quantity, unit price, amount. */
  columns: [string, string, string, string, string, string];
  rows: OfferPdfRow[];
  /** Subtotal, discount, VAT, and last the total. */
  totals: { label: string; value: string }[];
  notes: { title: string; text: string } | null;
  /** How the customer answers, under the totals. */
  closing: string;
  /** The footer's text, beside the page number. */
  footer: string;
}

/** One line of the offer; a free line has no period and no days. */
export interface OfferPdfRow {
  description: string;
  period: string;
  days: string;
  quantity: string;
  unitPrice: string;
  amount: string;
}
