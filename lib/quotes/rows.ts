import type { Quote, QuoteLine } from '@/db/schema';
import { todayInRomania } from '@/lib/romania-time';
import { effectiveStatus, type QuoteStatus, type StoredQuoteStatus } from './states';
import type { QuoteListItem, QuoteView } from './view';

/** The app's shapes of an offer's rows (queries.ts reads them), its state as read today. */

function statusOf(row: Quote): QuoteStatus {
  return effectiveStatus(row.status as StoredQuoteStatus, row.validUntil, todayInRomania());
}

export function listItemOf(row: Quote): QuoteListItem {
  return {
    id: row.id,
    number: row.number,
    revision: row.revision,
    status: statusOf(row),
    language: row.language,
    customerName: row.customerName,
    customerCompany: row.customerCompany,
    total: row.total,
    validUntil: row.validUntil,
    sentAt: row.sentAt,
    requestId: row.requestId,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

export function viewOf(row: Quote, lines: QuoteLine[]): QuoteView {
  return {
    id: row.id,
    requestId: row.requestId,
    language: row.language,
    customer: {
      name: row.customerName,
      company: row.customerCompany,
      cui: row.customerCui,
      phone: row.customerPhone,
      email: row.customerEmail,
      address: row.customerAddress,
    },
    discountBasisPoints: row.discountBasisPoints,
    vatBasisPoints: row.vatBasisPoints,
    notes: row.notes,
    validUntil: row.validUntil,
    status: statusOf(row),
    storedStatus: row.status as StoredQuoteStatus,
    number: row.number,
    revision: row.revision,
    totals: { subtotal: row.subtotal, discount: row.discount, vat: row.vat, total: row.total },
    sentAt: row.sentAt,
    answeredAt: row.answeredAt,
    declineReason: row.declineReason,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    lines: lines.map((line) => ({
      position: line.position,
      kind: line.kind,
      productId: line.productId,
      label: line.label,
      units: line.units,
      startDay: line.startDay,
      endDay: line.endDay,
      days: line.days,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      rule: line.rule,
      amount: line.amount,
      reservationId: line.reservationId,
    })),
  };
}
