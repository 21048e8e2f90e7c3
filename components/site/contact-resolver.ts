import type { Resolver } from 'react-hook-form';
import type { ContactForm, ContactInput } from '@/lib/contact/schema';

type ContactResolver = Resolver<ContactInput, unknown, ContactForm>;

let loading: Promise<ContactResolver> | undefined;

/**
 * The contact form's validation: the same schema as POST /api/contact, but loaded with zod
 * (about 45 kB gzip) only when the visitor starts on the form, not with the page. A failed
 * load is forgotten, so the next check tries again.
 */
export function loadContactResolver(): Promise<ContactResolver> {
  loading ??= Promise.all([import('@hookform/resolvers/zod'), import('@/lib/contact/schema')])
    .then(([{ zodResolver }, { contactSchema }]) => zodResolver(contactSchema))
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}

/**
 * The resolver the form uses. If the checks cannot be loaded (offline, a new deployment), the
 * values go as typed: the server applies the same schema and its error codes show on the form.
 */
export const contactResolver: ContactResolver = async (values, context, options) => {
  try {
    return (await loadContactResolver())(values, context, options);
  } catch {
    return { values: values as ContactForm, errors: {} };
  }
};
