import 'server-only';
import {
  DEFAULT_OFFER_SERIES,
  DEFAULT_OFFER_VALIDITY_DAYS,
  isOfferSeries,
  parseValidityDays,
} from './company-schema';
import { getConfigurationValues } from './queries';
import type { ConfigurationValues } from './schema';
import { DEFAULT_VAT_BASIS_POINTS, parseBasisPoints } from './vat-rate';

/** The company as its offers name it, and the offers' settings (issue #44). */
export interface CompanyDetails {
  legalName: string;
  /** As typed, normalised: 'RO35123456' or '35123456'; '' while not set. */
  cui: string;
  registrationNumber: string;
  address: string;
  bank: string;
  /** Normalised: upper case, no spaces. */
  iban: string;
  /** Hundredths of a percent: 2100 = 21 %. */
  vatBasisPoints: number;
  offerValidityDays: number;
  offerSeries: string;
}

/** The details from the configuration values; a setting not stored (or unreadable) is its default. */
export function companyDetailsOf(values: ConfigurationValues): CompanyDetails {
  return {
    legalName: values.company_legal_name,
    cui: values.company_cui,
    registrationNumber: values.company_registration_number,
    address: values.company_address,
    bank: values.company_bank,
    iban: values.company_iban,
    vatBasisPoints: parseBasisPoints(values.offer_vat_basis_points) ?? DEFAULT_VAT_BASIS_POINTS,
    offerValidityDays: parseValidityDays(values.offer_validity_days) ?? DEFAULT_OFFER_VALIDITY_DAYS,
    offerSeries: isOfferSeries(values.offer_series) ? values.offer_series : DEFAULT_OFFER_SERIES,
  };
}

/** What an offer prints as its issuer, and its VAT rate, validity and number series. */
export async function getCompanyDetails(): Promise<CompanyDetails> {
  return companyDetailsOf(await getConfigurationValues());
}
