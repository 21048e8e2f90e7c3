import { describe, expect, it } from 'vitest';
import {
  factsOfAnswer,
  lineAmount,
  liveTotals,
  machineKey,
  type LineFacts,
} from '@/components/admin/quotes/quote-live';
import { quoteFieldOf, quoteResolver } from '@/components/admin/quotes/quote-resolver';
import {
  baniToLei,
  emptyLine,
  formValuesOf,
  leiToBani,
  parseDecimal,
  quoteBodyOf,
  type QuoteFormValues,
  type QuoteLineValues,
} from '@/components/admin/quotes/quote-values';
import { addDays, todayInRomania } from '@/lib/reservations/days';

const MACHINE = '9a1b2c3d-0000-4000-8000-000000000001';
const NO_FACTS: LineFacts = { prices: {}, taken: {} };
const start = addDays(todayInRomania(), 10);
const end = addDays(start, 9);

const machineLine = (changes: Partial<QuoteLineValues> = {}): QuoteLineValues => ({
  ...emptyLine('machine'),
  product_uuid: MACHINE,
  start,
  end,
  ...changes,
});
const freeLine = (label: string, quantity: string, unit_price: string): QuoteLineValues => ({
  ...emptyLine('free'),
  label,
  quantity,
  unit_price,
});

/** What the editor's check finds, by field path ('lines.0.unit_price' → its code). */
async function check(values: QuoteFormValues) {
  const result = await quoteResolver(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  const codes: Record<string, string> = {};
  const walk = (node: unknown, path: string[]) => {
    if (!node || typeof node !== 'object') return;
    const { message } = node as { message?: unknown };
    if (typeof message === 'string') codes[path.join('.')] = message;
    for (const [key, child] of Object.entries(node)) {
      if (key !== 'ref' && key !== 'message' && key !== 'type') walk(child, [...path, key]);
    }
  };
  walk(result.errors, []);
  return { codes, values: result.values };
}

describe('amounts typed in the offer editor', () => {
  it('reads lei the Romanian way and the English way', () => {
    expect(parseDecimal('1.250,50')).toBe(1250.5);
    expect(parseDecimal('1250,5')).toBe(1250.5);
    expect(parseDecimal('1250.5')).toBe(1250.5);
    expect(parseDecimal(' 1 250 ')).toBe(1250);
    // A dot before three digits groups thousands, as a Romanian writes 1.250 lei.
    expect(parseDecimal('1.250')).toBe(1250);
    expect(parseDecimal('1.250.000')).toBe(1_250_000);
    expect(parseDecimal('2.5')).toBe(2.5);
    for (const text of ['', 'abc', '1,2,3', '1.25,0.5', '-5', '12lei']) {
      expect(parseDecimal(text)).toBeNaN();
    }
  });

  it('turns lei into whole bani, and more than two decimals into a fraction the schema refuses', () => {
    expect(leiToBani('1.250,50')).toBe(125050);
    expect(leiToBani('0,05')).toBe(5);
    expect(leiToBani('19,99')).toBe(1999);
    expect(Number.isInteger(leiToBani('12,345'))).toBe(false);
    expect(baniToLei(125050)).toBe('1250,50');
    expect(baniToLei(120000)).toBe('1200');
    expect(baniToLei(5)).toBe('0,05');
    expect(baniToLei(null)).toBe('');
  });

  it('starts from a stored offer and sends it back as the API takes it', () => {
    const values = formValuesOf({
      request_uuid: null,
      language: 'en',
      customer: {
        name: 'Ion Popescu',
        company: 'Constructii SRL',
        cui: 'RO18547290',
        phone: '0722 123 456',
        email: 'ion@constructii.ro',
        address: 'Cluj-Napoca',
      },
      discount_percent: 10.5,
      notes: 'Livrare la 8:00',
      valid_until: null,
      lines: [
        {
          kind: 'machine',
          product_uuid: MACHINE,
          units: 2,
          start,
          end,
          label: 'CAT 320',
          quantity: null,
          unit_price: 95000,
        },
        {
          kind: 'free',
          product_uuid: null,
          units: null,
          start: null,
          end: null,
          label: 'Transport',
          quantity: 2.5,
          unit_price: 45000,
        },
      ],
    });
    expect(values.discount_percent).toBe('10,5');
    expect(values.lines[0]?.unit_price).toBe('950');
    expect(values.lines[1]?.quantity).toBe('2,5');
    expect(values.lines[0]?.label).toBe('');
    expect(quoteBodyOf(values)).toEqual({
      request_uuid: null,
      language: 'en',
      customer: values.customer,
      lines: [
        { product_uuid: MACHINE, units: 2, start, end, unit_price: 95000 },
        { label: 'Transport', quantity: 2.5, unit_price: 45000 },
      ],
      discount_percent: 10.5,
      notes: 'Livrare la 8:00',
      valid_until: null,
    });
  });
});

describe("the editor's check: the API's own schema at the fields' paths", () => {
  it("names each problem at its field, with the API's codes", async () => {
    const values = formValuesOf();
    values.lines = [
      machineLine({ product_uuid: '' }),
      freeLine('', '0', '12,345'),
      machineLine({ end: addDays(start, -1) }),
    ];
    values.discount_percent = '120';
    values.customer.cui = 'RO18547291';
    const { codes } = await check(values);
    expect(codes).toEqual({
      'customer.name': 'REQUIRED_CUSTOMER_NAME',
      'customer.cui': 'INVALID_CUSTOMER_CUI',
      'lines.0.product_uuid': 'INVALID_UUID',
      'lines.1.label': 'REQUIRED_LINE_LABEL',
      'lines.1.quantity': 'INVALID_QUANTITY',
      'lines.1.unit_price': 'INVALID_UNIT_PRICE',
      'lines.2.end': 'RESERVATION_END_BEFORE_START',
      discount_percent: 'INVALID_DISCOUNT',
    });
  });

  it('asks for the dates of a machine line as required, not as malformed', async () => {
    const values = formValuesOf();
    values.customer.name = 'Ion Popescu';
    values.lines = [machineLine({ start: '', end: '' })];
    expect((await check(values)).codes).toEqual({
      'lines.0.start': 'REQUIRED_RESERVATION_DATE',
      'lines.0.end': 'REQUIRED_RESERVATION_DATE',
    });
  });

  it('hands a valid form on as the body to send, lei in bani', async () => {
    const values = formValuesOf();
    values.customer.name = 'Ion Popescu';
    values.lines = [freeLine('Transport', '1', '1.250,50')];
    const { codes, values: body } = await check(values);
    expect(codes).toEqual({});
    expect(body).toMatchObject({
      lines: [{ label: 'Transport', quantity: 1, unit_price: 125050 }],
    });
  });

  it('puts an API error on its field only when the param names one', () => {
    expect(quoteFieldOf('lines.3.unit_price')).toBe('lines.3.unit_price');
    expect(quoteFieldOf('customer.name')).toBe('customer.name');
    expect(quoteFieldOf('lines')).toBeNull();
    expect(quoteFieldOf('status')).toBeNull();
    expect(quoteFieldOf(undefined)).toBeNull();
  });
});

describe('line amounts and totals between two saves', () => {
  const key = machineKey(machineLine())!;
  const facts: LineFacts = { prices: { [key]: { amount: 1_080_000, rule: 'week' } }, taken: {} };

  it('prices a free line and a machine line with a typed price as the server does', () => {
    expect(lineAmount(freeLine('Transport', '2,5', '450'), NO_FACTS)).toBe(112_500);
    // 10 days × 2 units × 950 lei.
    expect(lineAmount(machineLine({ units: 2, unit_price: '950' }), NO_FACTS)).toBe(1_900_000);
    expect(lineAmount(freeLine('Transport', '0,333', '10'), NO_FACTS)).toBeUndefined();
    expect(lineAmount(freeLine('Transport', '1', ''), NO_FACTS)).toBeUndefined();
  });

  it("takes a machine line's own price from what the server said, null when it has none", () => {
    expect(lineAmount(machineLine(), facts)).toBe(1_080_000);
    expect(lineAmount(machineLine(), { prices: { [key]: null }, taken: {} })).toBeNull();
    expect(lineAmount(machineLine(), NO_FACTS)).toBeUndefined();
    expect(lineAmount(machineLine({ start: '' }), facts)).toBeUndefined();
  });

  it('totals with the discount, then VAT on what is left; none while a line is unknown', () => {
    expect(liveTotals([1_080_000, 50_000], '5', 21)).toEqual({
      subtotal: 1_130_000,
      discount: 56_500,
      vat: 225_435,
      total: 1_298_935,
    });
    expect(liveTotals([1_080_000], '', 21)?.total).toBe(1_306_800);
    expect(liveTotals([1_080_000, undefined], '', 21)).toBeNull();
    expect(liveTotals([1_080_000, null], '', 21)).toBeNull();
    expect(liveTotals([1_080_000], '101', 21)).toBeNull();
  });

  it("reads the server's answer: each machine line's rule price and its taken days", () => {
    const answer = factsOfAnswer({
      lines: [
        {
          position: 0,
          kind: 'machine',
          label: 'CAT 320',
          product_uuid: MACHINE,
          units: 1,
          start,
          end,
          days: 10,
          quantity: null,
          unit_price: null,
          rule: 'week',
          amount: 1_080_000,
          reservation_uuid: null,
          availability: { free: false, taken_days: [start] },
        },
      ],
    });
    expect(answer).toEqual({
      prices: { [key]: { amount: 1_080_000, rule: 'week' } },
      taken: { [key]: [start] },
    });
  });
});
