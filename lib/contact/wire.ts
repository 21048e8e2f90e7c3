import type { Page } from '@/lib/http/pagination';
import type { ContactRequestView, DeliveryView } from './queries';

/** Where the company's mail about a request stands, in the inbox's answers. */
export interface DeliveryWire {
  state: DeliveryView['state'];
  attempts: number;
  last_error: string | null;
  sent_at: string | null;
}

/** A request in the inbox's answers (docs/api.md, Contact requests). */
export interface ContactRequestWire {
  uuid: string;
  created_at: string;
  status: ContactRequestView['status'];
  handled_at: string | null;
  last_name: string;
  first_name: string;
  email: string;
  phone: string;
  city: string;
  company: string;
  categories: string;
  message: string;
  period_from: string | null;
  period_to: string | null;
  locale: string;
  /** The machine the form was opened from; path is its public page below the locale prefix. */
  product: { model: string; path: string | null } | null;
  delivery: DeliveryWire;
}

/** One page of the inbox: `open` counts the requests still new over all pages. */
export interface ContactRequestPageWire extends Page<ContactRequestWire> {
  open: number;
}

export function toDeliveryWire(delivery: DeliveryView): DeliveryWire {
  return {
    state: delivery.state,
    attempts: delivery.attempts,
    last_error: delivery.lastError,
    sent_at: delivery.sentAt,
  };
}

export function toContactRequestWire(request: ContactRequestView): ContactRequestWire {
  return {
    uuid: request.uuid,
    created_at: request.createdAt,
    status: request.status,
    handled_at: request.handledAt,
    last_name: request.lastName,
    first_name: request.firstName,
    email: request.email,
    phone: request.phone,
    city: request.city,
    company: request.company,
    categories: request.categories,
    message: request.message,
    period_from: request.periodFrom,
    period_to: request.periodTo,
    locale: request.locale,
    product: request.product && { model: request.product.model, path: request.product.path },
    delivery: toDeliveryWire(request.delivery),
  };
}

/** The order of the keys is the answer's: items, total, open, page, limit. */
export function toContactRequestPageWire(
  page: Page<ContactRequestView> & { open: number },
): ContactRequestPageWire {
  return {
    items: page.items.map(toContactRequestWire),
    total: page.total,
    open: page.open,
    page: page.page,
    limit: page.limit,
  };
}
