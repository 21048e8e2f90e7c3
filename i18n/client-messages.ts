import 'server-only';
import type { AbstractIntlMessages } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { CONTACT_FORM_ERROR_CODES } from '@/lib/errors';

/** What the public shell's client components read (header, banners, nav, cookie bar, …). */
export const SHELL_NAMESPACES = [
  'Nav',
  'Header',
  'Search',
  'CookieBar',
  'Banners',
  'Loading',
  'Product',
];

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
