/*
 * The customer's page of an offer (issue #44): /oferta/{token}, /en/oferta/{token}. Plain
 * values, for the gate of public addresses (proxy.ts), the mail's link and the page's forms.
 */

/** Its path below the language prefix. */
export function offerPagePath(token: string): string {
  return `/oferta/${encodeURIComponent(token)}`;
}

/** A link's token as a sending makes it (lib/accounts/secret-token.ts): 32 bytes, base64url. */
export const OFFER_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** Whether a public path, with its /en prefix or without, is an offer's page. */
export function isOfferPagePath(pathname: string): boolean {
  return /^(\/en)?\/oferta\/[^/]+$/.test(pathname);
}
