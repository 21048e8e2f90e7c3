/**
 * The offer editor's values (issue #44) and their way to the API's body: amounts are typed in
 * lei ('1.250,50' or '1250.5'), the discount and a quantity as decimal numbers, and go to the
 * API in bani and plain numbers, where the shared schema (lib/quotes/schema.ts) checks them.
 * No 'use client': the server pages start the form from these too.
 */
import { BANI_PER_LEU, type Bani } from '@/lib/pricing/rental-price';
import type { QuoteContentWire } from '@/lib/quotes/wire';
import type { QuoteLanguage } from '@/lib/quotes/states';

export type QuoteLineKind = 'machine' | 'free';

/** One line as the form holds it: every field of both kinds, the kind saying which count. */
export interface QuoteLineValues {
  kind: QuoteLineKind;
  product_uuid: string;
  units: number | undefined;
  start: string;
  end: string;
  label: string;
  quantity: string;
  /** Lei as typed: a machine line's day price of one unit (empty: its own prices). */
  unit_price: string;
}

export interface QuoteFormValues {
  request_uuid: string | null;
  language: QuoteLanguage;
  customer: {
    name: string;
    company: string;
    cui: string;
    phone: string;
    email: string;
    address: string;
  };
  lines: QuoteLineValues[];
  discount_percent: string;
  notes: string;
  valid_until: string;
}

/**
 * A number typed the Romanian way or the English way: '1.250,5', '1250,5', '1250.5'. A dot
 * before groups of three digits groups thousands ('1.250' is 1250, as a Romanian writes it).
 */
export function parseDecimal(text: string): number {
  const value = text.trim().replace(/\s/g, '');
  let normal = value;
  if (value.includes(',')) {
    normal = /^(\d{1,3}(\.\d{3})*|\d+),\d*$/.test(value)
      ? value.replace(/\./g, '').replace(',', '.')
      : '';
  } else if (/^\d{1,3}(\.\d{3})+$/.test(value)) {
    normal = value.replace(/\./g, '');
  }
  return /^\d+(\.\d*)?$/.test(normal) ? Number(normal) : Number.NaN;
}

/**
 * Lei typed in as bani: an integer when the text has at most two decimals; otherwise a
 * fraction (or NaN), which the schema refuses as INVALID_UNIT_PRICE.
 */
export function leiToBani(text: string): number {
  const lei = parseDecimal(text);
  return Number.isNaN(lei) ? lei : Math.round(lei * BANI_PER_LEU * 1e6) / 1e6;
}

/** Bani as the form writes lei: '1250', '1250,5' → '1250,50'. */
export function baniToLei(amount: Bani | null | undefined): string {
  if (amount === null || amount === undefined) return '';
  const lei = Math.trunc(amount / BANI_PER_LEU);
  const bani = amount % BANI_PER_LEU;
  return bani === 0 ? String(lei) : `${lei},${String(bani).padStart(2, '0')}`;
}

/** A decimal number as the form writes it: 2.5 → '2,5'. */
const decimalText = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value).replace('.', ',');

export const emptyLine = (kind: QuoteLineKind): QuoteLineValues => ({
  kind,
  product_uuid: '',
  units: 1,
  start: '',
  end: '',
  label: '',
  quantity: kind === 'free' ? '1' : '',
  unit_price: '',
});

/** What the form starts from: a stored offer, a request's prefill, or nothing. */
export function formValuesOf(from: Partial<QuoteContentWire> = {}): QuoteFormValues {
  return {
    request_uuid: from.request_uuid ?? null,
    language: from.language ?? 'ro',
    customer: {
      name: from.customer?.name ?? '',
      company: from.customer?.company ?? '',
      cui: from.customer?.cui ?? '',
      phone: from.customer?.phone ?? '',
      email: from.customer?.email ?? '',
      address: from.customer?.address ?? '',
    },
    lines: (from.lines ?? []).map((line) => ({
      ...emptyLine(line.kind),
      product_uuid: line.product_uuid ?? '',
      units: line.units ?? 1,
      start: line.start ?? '',
      end: line.end ?? '',
      label: line.kind === 'free' ? line.label : '',
      quantity: decimalText(line.quantity),
      unit_price: baniToLei(line.unit_price),
    })),
    discount_percent: from.discount_percent ? decimalText(from.discount_percent) : '',
    notes: from.notes ?? '',
    valid_until: from.valid_until ?? '',
  };
}

/** A number typed in, or the text itself when it is not one (the schema then names it). */
const numberOr = (text: string) => {
  const value = parseDecimal(text);
  return Number.isNaN(value) ? text : value;
};

/** One line as POST and PUT take it (docs/api.md, Offers). */
export function lineBodyOf(line: QuoteLineValues) {
  if (line.kind === 'free') {
    return {
      label: line.label,
      quantity: numberOr(line.quantity),
      unit_price: line.unit_price.trim() === '' ? undefined : leiToBani(line.unit_price),
    };
  }
  return {
    product_uuid: line.product_uuid,
    units: line.units,
    start: line.start || undefined,
    end: line.end || undefined,
    unit_price: line.unit_price.trim() === '' ? null : leiToBani(line.unit_price),
  };
}

/** The body of POST /api/quote and PUT /api/quote/{uuid} for what the form holds. */
export function quoteBodyOf(values: QuoteFormValues) {
  return {
    request_uuid: values.request_uuid,
    language: values.language,
    customer: values.customer,
    lines: values.lines.map(lineBodyOf),
    discount_percent: values.discount_percent.trim() === '' ? 0 : numberOr(values.discount_percent),
    notes: values.notes,
    valid_until: values.valid_until || null,
  };
}

export type QuoteBody = ReturnType<typeof quoteBodyOf>;
