import type { ContactInput } from '@/lib/contact/schema';

/**
 * What the visitor typed on the contact form, kept in sessionStorage for the length of a
 * language switch: the form in the other language starts from it, and removes it.
 */
const DRAFT_KEY = 'contactDraft';

/** The fields carried over; the honeypot never is. */
type Draft = Omit<ContactInput, 'website'>;

export function saveContactDraft(values: Partial<ContactInput>): void {
  const draft: Partial<ContactInput> = { ...values };
  delete draft.website;
  try {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Storage may be disabled: the other language then starts empty.
  }
}

/** The saved draft, only the fields `empty` knows with their types; null when none. */
export function takeContactDraft(empty: ContactInput): Partial<Draft> | null {
  let raw: string | null;
  try {
    raw = sessionStorage.getItem(DRAFT_KEY);
    sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    return null;
  }
  if (raw === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const draft: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(parsed)) {
    if (
      name !== 'website' &&
      name in empty &&
      typeof value === typeof empty[name as keyof ContactInput]
    ) {
      draft[name] = value;
    }
  }
  return draft as Partial<Draft>;
}
