'use client';

import { useEffect } from 'react';
import { EARLY_CLICKS } from '@/server/early-clicks.mjs';

type TakeEarlyClicks = () => HTMLElement[];

/**
 * Plays back the taps the page's loader held while its scripts were loading
 * (server/early-clicks.mjs), now that React's handlers are on the buttons: a tap on a
 * gallery photo or a carousel arrow made too early still does what it would have done.
 * Rendered after the page, so its effect runs after every effect of the page's own.
 */
export function EarlyClicks() {
  useEffect(() => {
    const take = (window as unknown as Partial<Record<string, TakeEarlyClicks>>)[EARLY_CLICKS];
    for (const button of take?.() ?? []) if (button.isConnected) button.click();
  }, []);
  return null;
}
