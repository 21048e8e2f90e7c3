/** A first-party cookie the page itself writes (consent, the chosen language). */
export interface BrowserCookie {
  name: string;
  maxAgeSeconds: number;
}

/** Saves `value` for the whole site, sent on top-level navigations, Secure over https. */
export function saveBrowserCookie(cookie: BrowserCookie, value: string): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${cookie.name}=${value}; Max-Age=${cookie.maxAgeSeconds}; Path=/; SameSite=Lax${secure}`;
}
