/** Sent on window just before the RO / EN switch leaves the page, so a page can keep state. */
export const LOCALE_SWITCH_EVENT = 'site:locale-switch';

export function announceLocaleSwitch(): void {
  window.dispatchEvent(new Event(LOCALE_SWITCH_EVENT));
}
