import 'server-only';
import { getDb } from '@/db/client';
import { ApiError } from '@/lib/errors';
import { machinePickerStart, type MachinePickerStart } from '@/lib/reservations/admin';
import { quoteDraftFromRequest } from './prefill';
import { readQuoteForAdmin } from './queries';
import { quoteSettings } from './settings';
import { toQuoteWire, type QuoteContentWire, type QuoteWire } from './wire';

/*
 * What the admin's offer screens read on the server before the client takes over (issue #44):
 * the offer itself, where each machine line's picker starts, a request's prefill for a new
 * offer, and the settings the editor explains (VAT rate, validity).
 */

/** The machine pickers of the lines, by machine: each starts on its machine's category. */
export async function linePickers(
  lines: readonly { product_uuid: string | null }[],
): Promise<Record<string, MachinePickerStart>> {
  const ids = [...new Set(lines.flatMap((line) => (line.product_uuid ? [line.product_uuid] : [])))];
  const starts = await Promise.all(ids.map((id) => machinePickerStart(id)));
  return Object.fromEntries(ids.map((id, index) => [id, starts[index]!]));
}

/** One offer (or one of its older revisions) as GET /api/quote/{uuid} gives it; null if none. */
export async function quoteForScreen(id: string, revision?: number): Promise<QuoteWire | null> {
  try {
    const read = await readQuoteForAdmin(id, revision);
    return toQuoteWire(read.view, read);
  } catch (error) {
    if (error instanceof ApiError) return null;
    throw error;
  }
}

/**
 * A new offer's fields filled from an inbox request, as POST { request_uuid } would fill them,
 * but not saved: 'Ofertă nouă' opened from a request whose machine has no price (the server
 * then wants a typed price before it stores the draft). Null for a request that is not there.
 */
export async function quoteDraftOfRequest(requestId: string): Promise<QuoteContentWire | null> {
  try {
    const draft = await quoteDraftFromRequest(getDb(), requestId);
    return {
      request_uuid: requestId.toLowerCase(),
      language: draft.language,
      customer: draft.customer,
      discount_percent: 0,
      notes: '',
      valid_until: null,
      lines: draft.lines.map((line) => ({
        kind: 'machine' as const,
        product_uuid: line.kind === 'machine' ? line.productId : null,
        units: line.kind === 'machine' ? line.units : null,
        start: line.kind === 'machine' ? line.start : null,
        end: line.kind === 'machine' ? line.end : null,
        label: '',
        quantity: null,
        unit_price: null,
      })),
    };
  } catch (error) {
    if (error instanceof ApiError) return null;
    throw error;
  }
}

/** What the editor says of the settings: the VAT rate (%) and the days an offer stays valid. */
export async function quoteEditorSettings() {
  const settings = await quoteSettings();
  return {
    vatPercent: settings.vatBasisPoints / 100,
    offerValidityDays: settings.offerValidityDays,
  };
}

export type QuoteEditorSettings = Awaited<ReturnType<typeof quoteEditorSettings>>;
