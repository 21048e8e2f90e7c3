/**
 * Which part of a category a visitor sees (issue #34): a page of at most CATEGORY_PAGE_SIZE
 * cards, in an order, optionally only the machines with a price. One place for the rule,
 * read by the address gate (proxy.ts) and the pages: the address's query
 * (`?pagina=2&ordine=pret&doar-cu-pret=1`), its canonical spelling, and the internal route
 * segment a non-default view is rewritten to, so that each view is one cached page.
 */
export const CATEGORY_PAGE_SIZE = 24;

export const CATEGORY_ORDERS = ['model', 'pret', 'pret-desc'] as const;
export type CategoryOrder = (typeof CATEGORY_ORDERS)[number];
/** Search results have the same views, and their best match first by default. */
export const SEARCH_ORDERS = ['relevanta', 'model', 'pret', 'pret-desc'] as const;
export type ListOrder = (typeof SEARCH_ORDERS)[number];

export interface CategoryView<Order extends ListOrder = CategoryOrder> {
  page: number;
  order: Order;
  pricedOnly: boolean;
}

export const DEFAULT_CATEGORY_VIEW: CategoryView = { page: 1, order: 'model', pricedOnly: false };

/** The query names, in the order the canonical address writes them. */
export const VIEW_PARAMS = { order: 'ordine', pricedOnly: 'doar-cu-pret', page: 'pagina' } as const;

const PAGE = /^[1-9][0-9]{0,5}$/;

/**
 * The view an address asks for; undefined when a value is not one the site writes (the
 * address then answers 404: it cannot be a link of ours). Other parameters are ignored.
 */
export function viewFromQuery(params: URLSearchParams): CategoryView | undefined;
export function viewFromQuery<Order extends ListOrder>(
  params: URLSearchParams,
  orders: readonly Order[],
): CategoryView<Order> | undefined;
export function viewFromQuery(
  params: URLSearchParams,
  orders: readonly ListOrder[] = CATEGORY_ORDERS,
): CategoryView<ListOrder> | undefined {
  const page = params.get(VIEW_PARAMS.page);
  const order = params.get(VIEW_PARAMS.order);
  const priced = params.get(VIEW_PARAMS.pricedOnly);
  if (page !== null && !PAGE.test(page)) return undefined;
  if (order !== null && !(orders as readonly string[]).includes(order)) return undefined;
  if (priced !== null && priced !== '1') return undefined;
  return {
    page: page === null ? 1 : Number(page),
    order: (order ?? orders[0]) as ListOrder,
    pricedOnly: priced === '1',
  };
}

/**
 * The view's query as the site writes it: defaults left out (the default order is the
 * list's first: 'model' for a category, 'relevanta' for search), always in the same order.
 */
export function viewQuery(
  view: CategoryView<ListOrder>,
  defaultOrder: ListOrder = 'model',
): string {
  const params = new URLSearchParams();
  if (view.order !== defaultOrder) params.set(VIEW_PARAMS.order, view.order);
  if (view.pricedOnly) params.set(VIEW_PARAMS.pricedOnly, '1');
  if (view.page !== 1) params.set(VIEW_PARAMS.page, String(view.page));
  const query = params.toString();
  return query === '' ? '' : `?${query}`;
}

/** Whether the address's own query already is the view's canonical one (for its view params). */
export function isCanonicalQuery(params: URLSearchParams, view: CategoryView): boolean {
  const own = new URLSearchParams();
  for (const name of [VIEW_PARAMS.order, VIEW_PARAMS.pricedOnly, VIEW_PARAMS.page]) {
    for (const value of params.getAll(name)) own.append(name, value);
  }
  const written = own.toString();
  return (written === '' ? '' : `?${written}`) === viewQuery(view);
}

export function isDefaultView(view: CategoryView): boolean {
  return view.page === 1 && view.order === 'model' && !view.pricedOnly;
}

/** The route segment of a non-default view: `pret-desc.toate.2`. */
export function viewSegment(view: CategoryView): string {
  return `${view.order}.${view.pricedOnly ? 'cu-pret' : 'toate'}.${view.page}`;
}

export function viewFromSegment(segment: string): CategoryView | undefined {
  const [order, filter, page, ...rest] = segment.split('.');
  if (rest.length > 0 || !order || !page || !PAGE.test(page)) return undefined;
  if (!(CATEGORY_ORDERS as readonly string[]).includes(order)) return undefined;
  if (filter !== 'toate' && filter !== 'cu-pret') return undefined;
  return { order: order as CategoryOrder, pricedOnly: filter === 'cu-pret', page: Number(page) };
}

/** How many pages `count` machines fill (an empty category still has its page 1). */
export function pageCount(count: number): number {
  return Math.max(1, Math.ceil(count / CATEGORY_PAGE_SIZE));
}

/** The folder of the internal route that renders a non-default view. */
export const VIEW_ROUTE_SEGMENT = 'lista';
