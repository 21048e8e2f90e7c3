import 'server-only';
import type { AbstractIntlMessages } from 'next-intl';
import { getMessages } from 'next-intl/server';

/** What the public shell's client components read (header, banners, nav, cookie bar, …). */
export const SHELL_NAMESPACES = ['Nav', 'Header', 'CookieBar', 'Banners', 'Loading', 'Product'];

/** What the contact form reads, on top of the shell. */
export const CONTACT_FORM_NAMESPACES = ['ContactForm', 'ContactPage', 'Privacy', 'Errors'];

/**
 * The messages handed to client components: only the namespaces they use, so a page does not
 * carry every text of the site (the admin's included) in its payload.
 */
export async function clientMessages(namespaces: string[]): Promise<AbstractIntlMessages> {
  const all = await getMessages();
  return Object.fromEntries(
    namespaces.flatMap((namespace) => (namespace in all ? [[namespace, all[namespace]]] : [])),
  ) as AbstractIntlMessages;
}
