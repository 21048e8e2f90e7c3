'use client';

import { useEffect } from 'react';
import { EARLY_CLICKS } from '@/runtime/early-clicks.mjs';

type TakeEarlyClicks = () => HTMLElement[];

/** Runs `task` in a task of its own, after React has committed what this one changed. */
function inNextTask(task: () => void) {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    task();
  };
  channel.port2.postMessage(null);
}

/**
 * Plays back the taps the page's loader held while its scripts were loading
 * (server/early-clicks.mjs), now that React's handlers are on the buttons: a tap on a
 * gallery photo or a carousel arrow made too early still does what it would have done.
 * Rendered after the page, so its effect runs after every effect of the page's own. One
 * click a task, as a visitor's own clicks come: each handler sees what the one before did
 * (a toggle tapped twice ends where it began). A MessageChannel, not a timer, so that a
 * test's fake clock does not hold the clicks back.
 */
export function EarlyClicks() {
  useEffect(() => {
    const take = (window as unknown as Partial<Record<string, TakeEarlyClicks>>)[EARLY_CLICKS];
    const held = take?.() ?? [];
    const playNext = () => {
      const button = held.shift();
      if (!button) return;
      if (button.isConnected) button.click();
      inNextTask(playNext);
    };
    playNext();
  }, []);
  return null;
}
