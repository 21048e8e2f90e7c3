import 'server-only';
import type { AbstractIntlMessages } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { CONTACT_FORM_ERROR_CODES } from '@/lib/errors';

/** What the public shell's client components read (header, banners, nav, cookie bar, …). */
export const SHELL_NAMESPACES = [
  'Nav',
  'Header',
  'Footer',
  'Search',
  'CookieBar',
  'Banners',
  'Loading',
];

/**
 * Of the shell's namespaces, only these keys: the header's search form. The results page's
 * texts are the server's (every page carried them, ~1 kB; issue #34).
 */
export const SHELL_KEYS: Record<string, readonly string[]> = {
  Search: ['label', 'placeholder', 'submit', 'toggle'],
};

/** What a machine page's gallery reads: on that page only, not in every page's payload. */
export const GALLERY_NAMESPACES = ['Product'];
export const GALLERY_KEYS: Record<string, readonly string[]> = {
  Product: ['openPhoto', 'close', 'previous', 'next', 'counter'],
};

/** What the contact form reads, on top of the shell. */
export const CONTACT_FORM_NAMESPACES = ['ContactForm', 'ContactPage', 'Privacy', 'Errors'];

/** Of these namespaces, only the keys listed: the contact form shows a few error codes. */
export const CONTACT_FORM_KEYS: Record<string, readonly string[]> = {
  Errors: CONTACT_FORM_ERROR_CODES,
};

function pick(messages: AbstractIntlMessages, keys: readonly string[]): AbstractIntlMessages {
  return Object.fromEntries(
    keys.flatMap((key) => {
      const message = messages[key];
      return message === undefined ? [] : [[key, message]];
    }),
  );
}

/**
 * The messages handed to client components: only the namespaces they use (and of those listed
 * in `only`, only those keys), so a page does not carry every text of the site, the admin's
 * included, in its payload.
 */
export async function clientMessages(
  namespaces: string[],
  only: Record<string, readonly string[]> = {},
): Promise<AbstractIntlMessages> {
  const all = await getMessages();
  return Object.fromEntries(
    namespaces.flatMap((namespace) => {
      const messages = all[namespace];
      if (messages === undefined) return [];
      const keys = only[namespace];
      return [[namespace, keys && typeof messages === 'object' ? pick(messages, keys) : messages]];
    }),
  ) as AbstractIntlMessages;
}
