import 'server-only';
import { getCompanyDetails } from '@/lib/configuration/company';

/** What an offer takes from the company's settings: the VAT rate, its validity, its series. */
export interface QuoteSettings {
  /** Hundredths of a percent: 2100 is 21 %. */
  vatBasisPoints: number;
  /** Days an offer stays valid from the day it is sent, when it names no date of its own. */
  offerValidityDays: number;
  /** The numbers' prefix: 'OF' gives OF-2026-0001. */
  offerSeries: string;
}

/**
 * The one place lib/quotes/ reads these from: 'Configurare', with issue #44's defaults (21 %,
 * 14 days, 'OF') for what is not set. Read it before a transaction opens: on PGlite a read
 * through getDb() inside an open transaction would wait for that transaction.
 */
export async function quoteSettings(): Promise<QuoteSettings> {
  const { vatBasisPoints, offerValidityDays, offerSeries } = await getCompanyDetails();
  return { vatBasisPoints, offerValidityDays, offerSeries };
}
