import type { ContactForm, ContactInput, contactSchema } from '@/lib/contact/schema';

export type ContactField = keyof ContactInput;

/** Error codes by field, the first one the shared schema found for each. */
export type ContactErrors = Partial<Record<ContactField, string>>;

export type ContactCheck = { ok: true; values: ContactForm } | { ok: false; errors: ContactErrors };

let loading: Promise<typeof contactSchema> | undefined;

/**
 * The contact form's checks: the same schema as POST /api/contact, but loaded with zod
 * (about 45 kB gzip) only when the visitor starts on the form, not with the page. A failed
 * load is forgotten, so the next check tries again.
 */
export function loadContactChecks(): Promise<typeof contactSchema> {
  loading ??= import('@/lib/contact/schema')
    .then((module) => module.contactSchema)
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}

/**
 * Checks the form's values. If the checks cannot be loaded (offline, a new deployment), the
 * values go as typed: the server applies the same schema and its error codes show on the form.
 */
export async function checkContact(values: ContactInput): Promise<ContactCheck> {
  let schema: typeof contactSchema;
  try {
    schema = await loadContactChecks();
  } catch {
    return { ok: true, values: values as ContactForm };
  }
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, values: result.data };
  const errors: ContactErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && field in values)
      errors[field as ContactField] ??= issue.message;
  }
  return { ok: false, errors };
}
