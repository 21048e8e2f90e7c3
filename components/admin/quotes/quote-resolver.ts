import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldPath, Resolver } from 'react-hook-form';
import { quoteSchema } from '@/lib/quotes/schema';
import { quoteBodyOf, type QuoteBody, type QuoteFormValues } from './quote-values';

const schemaResolver = zodResolver(quoteSchema, undefined, { raw: true });

/**
 * The editor's check: the API's own schema (lib/quotes/schema.ts) over the body the form
 * would send, lei turned into bani first. Its problems come back at the fields' own paths
 * ('lines.2.unit_price'); a valid form hands the body to the submit handler as it is.
 */
export const quoteResolver: Resolver<QuoteFormValues, unknown, QuoteBody> = async (
  values,
  context,
  options,
) => {
  const body = quoteBodyOf(values);
  const result = await schemaResolver(
    body as never,
    context,
    options as unknown as Parameters<typeof schemaResolver>[2],
  );
  if (Object.keys(result.errors).length > 0) {
    return { values: {}, errors: result.errors as never };
  }
  return { values: body, errors: {} };
};

const FIELD = new RegExp(
  '^(customer\\.(name|company|cui|phone|email|address)' +
    '|lines\\.\\d+\\.(product_uuid|units|start|end|label|quantity|unit_price)' +
    '|language|discount_percent|notes|valid_until)$',
);

/** The form field an API error's param names, or null when it names none. */
export function quoteFieldOf(param: string | undefined): FieldPath<QuoteFormValues> | null {
  return param && FIELD.test(param) ? (param as FieldPath<QuoteFormValues>) : null;
}
