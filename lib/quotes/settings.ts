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
 * Romania's standard VAT since 1 August 2025, two weeks, 'OF': issue #44's defaults.
 *
 * The one place lib/quotes/ reads these from. The lead wires it to
 * lib/configuration/company.ts getCompanyDetails() (the company details of 'Configurare',
 * built beside this) once that lands; until then every offer uses the defaults.
 */
export async function quoteSettings(): Promise<QuoteSettings> {
  return { vatBasisPoints: 2100, offerValidityDays: 14, offerSeries: 'OF' };
}
