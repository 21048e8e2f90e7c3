/** Lets a control that navigates without a link (the language switch) show the loading overlay. */
export const NAVIGATION_START_EVENT = 'site:navigation-start';

export function startNavigationProgress(): void {
  window.dispatchEvent(new Event(NAVIGATION_START_EVENT));
}
