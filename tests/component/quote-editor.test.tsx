import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { QuoteEditor } from '@/components/admin/quotes/quote-editor';
import { QuoteScreen } from '@/components/admin/quotes/quote-screen';
import { emptyLine, formValuesOf } from '@/components/admin/quotes/quote-values';
import { addDays, formatDay, todayInRomania } from '@/lib/reservations/days';
import type { QuoteWire } from '@/lib/quotes/wire';
import { Romanian } from './intl';

const push = vi.fn();
const replace = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ push, replace }) }));

const MACHINE = '7c2d0000-0000-4000-8000-000000000002';
const CATEGORY = 'c41d0000-0000-4000-8000-000000000003';
const QUOTE = '5e7a0000-0000-4000-8000-000000000004';
const start = addDays(todayInRomania(), 20);
const end = addDays(start, 2);
const SETTINGS = { vatPercent: 21, offerValidityDays: 14 };
const PICKERS = {
  [MACHINE]: { categoryId: CATEGORY, machines: [{ uuid: MACHINE, model: 'Compactor', units: 1 }] },
};

type Answer = { status: number; body: unknown };
/** The API as the editor meets it: each request's method and path, answered from `routes`. */
function serve(routes: (method: string, path: string) => Answer | undefined) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const path = String(url);
      calls.push(`${method} ${path}`);
      const answer = routes(method, path) ?? {
        status: 404,
        body: { errors: [{ msg: 'NOT_FOUND' }] },
      };
      return new Response(JSON.stringify(answer.body), { status: answer.status });
    }),
  );
  return calls;
}

function renderEditor(props: Partial<Parameters<typeof QuoteEditor>[0]> = {}) {
  const onChanged = vi.fn();
  render(
    <Romanian>
      <QuoteEditor
        quote={null}
        start={formValuesOf()}
        categories={[{ uuid: CATEGORY, name: 'Compactoare' }]}
        pickers={PICKERS}
        settings={SETTINGS}
        onChanged={onChanged}
        {...props}
      />
    </Romanian>,
  );
  return { onChanged };
}

const type = (label: string, value: string, within_: HTMLElement = document.body) =>
  fireEvent.input(within(within_).getByLabelText(label), { target: { value } });
const totals = () => screen.getByTestId('quote-totals').textContent ?? '';
const group = (name: string) => screen.getByRole('group', { name });

describe('the offer editor', () => {
  beforeEach(() => {
    push.mockClear();
    replace.mockClear();
  });

  it('totals a free line as it is typed, discount then 21 % VAT, in Romanian lei', async () => {
    serve(() => undefined);
    renderEditor();
    expect(screen.getByText(/Oferta nu are încă nicio linie/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Adaugă linie liberă' }));
    const line = group('Linia 1: linie liberă');
    type('Denumire', 'Transport', line);
    type('Cantitate', '2,5', line);
    type('Preț unitar (lei)', '1.000', line);
    await waitFor(() =>
      expect(within(line).getByRole('status').textContent).toBe('Valoare: 2.500,00 lei'),
    );
    type('Reducere (%)', '10');
    await waitFor(() => expect(totals()).toContain('Subtotal2.500,00 lei'));
    expect(totals()).toContain('Reducere (10 %)−250,00 lei');
    expect(totals()).toContain('TVA (21 %)472,50 lei');
    expect(totals()).toContain('Total2.722,50 lei');
    expect(totals()).toContain('serverul recalculează la salvare');
  });

  it('checks by the shared schema before anything is sent: the name, a line without its label', async () => {
    const calls = serve(() => undefined);
    renderEditor();
    fireEvent.click(screen.getByRole('button', { name: 'Adaugă linie liberă' }));
    fireEvent.click(screen.getByRole('button', { name: 'Salvare ciornă' }));
    await screen.findByText('Numele clientului este obligatoriu');
    expect(screen.getByText('Denumirea liniei este obligatorie')).toBeTruthy();
    expect(screen.getByLabelText('Nume client').getAttribute('aria-invalid')).toBe('true');
    expect(calls.filter((call) => call.includes('/api/quote'))).toEqual([]);
  });

  it('moves and removes lines', async () => {
    serve(() => undefined);
    const lines = ['Transport', 'Operator'].map((label) => ({
      ...emptyLine('free'),
      label,
      unit_price: '100',
    }));
    renderEditor({ start: { ...formValuesOf(), lines } });
    const labels = () =>
      screen.getAllByLabelText('Denumire').map((input) => (input as HTMLInputElement).value);
    expect(labels()).toEqual(['Transport', 'Operator']);
    fireEvent.click(screen.getByRole('button', { name: 'Mută mai jos: Linia 1: linie liberă' }));
    await waitFor(() => expect(labels()).toEqual(['Operator', 'Transport']));
    fireEvent.click(screen.getByRole('button', { name: 'Elimină Linia 1: linie liberă' }));
    await waitFor(() => expect(labels()).toEqual(['Transport']));
  });

  it("shows a machine line's taken days live, and the server's QUOTE_PRICE_REQUIRED on that line", async () => {
    const calls = serve((method, path) => {
      if (path.startsWith('/api/price?'))
        return { status: 200, body: { days: 3, amount: null, rule: null } };
      if (path.startsWith(`/api/availability/${MACHINE}?`)) {
        return {
          status: 200,
          body: [start, addDays(start, 1), end].map((date, i) => ({ date, free: i === 1 ? 0 : 1 })),
        };
      }
      if (method === 'POST' && path === '/api/quote') {
        return {
          status: 400,
          body: { errors: [{ msg: 'QUOTE_PRICE_REQUIRED', param: 'lines.0.unit_price' }] },
        };
      }
    });
    const machineLine = { ...emptyLine('machine'), product_uuid: MACHINE, start, end };
    renderEditor({ start: { ...formValuesOf(), lines: [machineLine] } });
    const line = group('Linia 1: utilaj');
    expect((within(line).getByLabelText('Utilaj') as HTMLSelectElement).value).toBe(MACHINE);
    const check = within(line).getByTestId('line-check');
    await waitFor(() =>
      expect(check.textContent).toContain(`Ocupat: ${formatDay(addDays(start, 1))}`),
    );
    // No public price: the line says a price must be typed, and there is no total yet.
    expect(check.textContent).toContain('Utilajul nu are preț public: completați prețul pe zi.');
    expect(totals()).toContain('Totalul apare după ce fiecare linie are utilaj, zile și preț.');
    expect(calls).toContain(`GET /api/price?product=${MACHINE}&units=1&start=${start}&end=${end}`);

    type('Nume client', 'Ion Popescu');
    fireEvent.click(screen.getByRole('button', { name: 'Salvare ciornă' }));
    const price = within(line).getByLabelText('Preț pe zi (lei, opțional)');
    await waitFor(() => expect(price.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(price.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Utilajul nu are preț: introduceți prețul pe zi al unei unități.',
    );
    expect(replace).not.toHaveBeenCalled();

    // A typed price: 3 days × 950 lei, computed as the server will.
    type('Preț pe zi (lei, opțional)', '950', line);
    await waitFor(() =>
      expect(check.textContent).toContain('Valoare: 2.850,00 lei (3 zile, preț introdus)'),
    );
    await waitFor(() => expect(totals()).toContain('Total3.448,50 lei'));
  });

  it('sends a saved draft as it is after the confirmation, then shows the answer', async () => {
    const quote = storedDraft();
    const sent = {
      ...quote,
      status: 'sent',
      number: 'OF-2026-0007',
      display_number: 'OF-2026-0007',
    };
    const calls = serve((method, path) => {
      if (method === 'POST' && path === `/api/quote/${QUOTE}/send`) {
        return { status: 200, body: { number: 'OF-2026-0007', revision: 1, status: 'sent' } };
      }
      if (method === 'GET' && path === `/api/quote/${QUOTE}`) return { status: 200, body: sent };
    });
    const { onChanged } = renderEditor({ quote, start: formValuesOf(quote) });
    // Unchanged since saved: the server's own totals.
    expect(totals()).toContain('Total1.210,00 lei');
    expect(totals()).not.toContain('recalculează');
    fireEvent.click(screen.getByRole('button', { name: 'Trimite oferta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Trimite oferta' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Da' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith(sent));
    // Nothing changed, so nothing was saved again before the sending.
    expect(calls.filter((call) => call.includes('/api/quote'))).toEqual([
      `POST /api/quote/${QUOTE}/send`,
      `GET /api/quote/${QUOTE}`,
    ]);
  });

  it('saves a changed draft before sending it', async () => {
    const quote = storedDraft();
    const calls = serve((method, path) => {
      if (method === 'PUT') return { status: 200, body: { ...quote, notes: 'Acces din spate' } };
      if (method === 'POST') return { status: 200, body: { number: 'OF-2026-0008', revision: 1 } };
      if (method === 'GET' && path === `/api/quote/${QUOTE}`) return { status: 200, body: quote };
    });
    renderEditor({ quote, start: formValuesOf(quote) });
    type('Observații', 'Acces din spate');
    fireEvent.click(screen.getByRole('button', { name: 'Trimite oferta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Trimite oferta' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Da' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.startsWith('GET /api/quote/')).length).toBe(1),
    );
    expect(calls.filter((call) => call.includes('/api/quote'))).toEqual([
      `PUT /api/quote/${QUOTE}`,
      `POST /api/quote/${QUOTE}/send`,
      `GET /api/quote/${QUOTE}`,
    ]);
  });
});

describe('one offer on its screen', () => {
  it('is read only once sent; changing it saves revision /2 under the same number', async () => {
    const sent: QuoteWire = {
      ...storedDraft(),
      status: 'sent',
      number: 'OF-2026-0007',
      display_number: 'OF-2026-0007',
      sent_at: '2026-12-01T10:00:00.000Z',
      valid_until: '2026-12-15',
    };
    const revised: QuoteWire = {
      ...sent,
      status: 'draft',
      revision: 2,
      display_number: 'OF-2026-0007/2',
      sent_at: null,
      notes: 'Acces din spate',
      revisions: [{ revision: 1, status: 'sent', sent_at: sent.sent_at, total: 121_000 }],
    };
    const calls = serve((method) =>
      method === 'PUT' ? { status: 200, body: revised } : undefined,
    );
    render(
      <Romanian>
        <QuoteScreen quote={sent} categories={[]} pickers={{}} settings={SETTINGS} />
      </Romanian>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Oferta OF-2026-0007');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('link', { name: 'PDF' }).getAttribute('href')).toBe(
      `/api/quote/${QUOTE}/pdf`,
    );
    expect(screen.getByText(/Modificarea creează revizia \/2 a ofertei OF-2026-0007/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Modifică' }));
    expect(screen.getByText(/Modificarea creează revizia OF-2026-0007\/2/)).toBeTruthy();
    type('Observații', 'Acces din spate');
    fireEvent.click(screen.getByRole('button', { name: 'Salvare revizie' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Oferta OF-2026-0007/2'),
    );
    expect(calls).toEqual([`PUT /api/quote/${QUOTE}`]);
    // Now a draft again, in the editor; the revision sent stays readable.
    expect(screen.getByRole('button', { name: 'Trimite oferta' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'OF-2026-0007' }).getAttribute('href')).toBe(
      `/admin/main/quotes/${QUOTE}?revision=1`,
    );
  });

  it('shows the revision the server page read next (a client navigation to ?revision=1)', () => {
    serve(() => undefined);
    const current: QuoteWire = {
      ...storedDraft(),
      number: 'OF-2026-0007',
      revision: 2,
      display_number: 'OF-2026-0007/2',
      revisions: [
        { revision: 1, status: 'sent', sent_at: '2026-12-01T10:00:00.000Z', total: 60_500 },
      ],
    };
    const first: QuoteWire = {
      ...current,
      revision: 1,
      display_number: 'OF-2026-0007',
      status: 'sent',
    };
    const screenOf = (quote: QuoteWire, older?: number) => (
      <Romanian>
        <QuoteScreen
          quote={quote}
          olderRevision={older}
          categories={[]}
          pickers={{}}
          settings={SETTINGS}
        />
      </Romanian>
    );
    const { rerender } = render(screenOf(current));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Oferta OF-2026-0007/2');
    rerender(screenOf(first, 1));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Oferta OF-2026-0007');
    expect(screen.getByText(/^Revizie anterioară/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Modifică' })).toBeNull();
  });

  it("shows the customer's answer: the reservations an acceptance made, a decline's reason", () => {
    serve(() => undefined);
    const base = { ...storedDraft(), number: 'OF-2026-0003', display_number: 'OF-2026-0003' };
    const line = { ...base.lines[0]!, kind: 'machine' as const, label: 'CAT 320', start, end };
    const accepted: QuoteWire = {
      ...base,
      status: 'accepted',
      answered_at: '2026-12-02T08:00:00.000Z',
      lines: [{ ...line, reservation_uuid: MACHINE }],
    };
    const { unmount } = render(
      <Romanian>
        <QuoteScreen quote={accepted} categories={[]} pickers={{}} settings={SETTINGS} />
      </Romanian>,
    );
    const link = screen.getByRole('link', { name: /^Rezervare provizorie: CAT 320/ });
    expect(link.getAttribute('href')).toBe(`/admin/main/reservations/edit/${MACHINE}`);
    expect(screen.queryByRole('button', { name: 'Modifică' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Retrage' })).toBeNull();
    unmount();

    const declined = { ...base, status: 'declined' as const, decline_reason: 'Prea scump' };
    render(
      <Romanian>
        <QuoteScreen quote={declined} categories={[]} pickers={{}} settings={SETTINGS} />
      </Romanian>,
    );
    expect(screen.getByText('Motiv: Prea scump')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Modifică' })).toBeTruthy();
  });
});

/** A stored draft of one free line: 1.000 lei, 21 % VAT. */
function storedDraft(): QuoteWire {
  return {
    uuid: QUOTE,
    number: null,
    revision: 1,
    display_number: null,
    status: 'draft',
    language: 'ro',
    discount_percent: 0,
    vat_percent: 21,
    notes: '',
    valid_until: null,
    totals: { subtotal: 100_000, discount: 0, vat: 21_000, total: 121_000 },
    sent_at: null,
    answered_at: null,
    request_uuid: null,
    customer: { name: 'Ion Popescu', company: '', cui: '', phone: '', email: '', address: '' },
    lines: [
      {
        position: 0,
        kind: 'free',
        label: 'Transport',
        product_uuid: null,
        units: null,
        start: null,
        end: null,
        days: null,
        quantity: 1,
        unit_price: 100_000,
        rule: null,
        amount: 100_000,
        reservation_uuid: null,
        availability: null,
      },
    ],
    decline_reason: '',
    reservations: [],
    revisions: [],
    created_at: '2026-12-01T09:00:00.000Z',
    updated_at: '2026-12-01T09:00:00.000Z',
  };
}
