// @ts-check
// A public page is on screen, and its links and forms work, before its scripts have run
// (late-scripts.mjs). Its other buttons — a gallery photo, the carousel's arrows, the menu —
// are React's alone: a tap on one while the scripts were still loading used to do nothing,
// and on a slow phone that is seconds. The page's loader now holds such taps, and the page
// plays them back once React's handlers are on the buttons (components/site/early-clicks.tsx).

/** The window's function that stops holding taps and hands over those it held, in order. */
export const EARLY_CLICKS = '__earlyClicks';

/** More taps than this before the page comes alive are not kept. */
const MAX_HELD = 10;

/**
 * The buttons whose clicks are held: those that do nothing without scripts. A button that
 * opens a popover or runs a command does it natively, so holding its click would do it twice.
 */
const HELD = 'button[type=button]:not([popovertarget]):not([commandfor])';

/**
 * Inline, ahead of the page's scripts: holds clicks on the HELD buttons. A held click goes no
 * further (it is caught on the window, first of all), so React, should its own listener be
 * on the document already, never handles one tap twice. The page's layout takes the held
 * clicks once it has hydrated (components/site/early-clicks.tsx); a page that never does (Next's
 * own error page, should a page fail as it hydrates) is let go at the first idle moment after
 * its scripts have run (late-scripts.mjs), by which time React has hydrated what it will.
 */
export const EARLY_CLICKS_SOURCE = `(function(w){var q=[];function k(e){var b=e.target&&e.target.closest&&e.target.closest('${HELD}');if(!b)return;e.stopImmediatePropagation();if(q.length<${MAX_HELD})q.push(b)}w.addEventListener('click',k,true);w.${EARLY_CLICKS}=function(){w.removeEventListener('click',k,true);w.${EARLY_CLICKS}=function(){return[]};return q.splice(0)}})(window);`;

/**
 * The longest the loader still holds taps after the page's scripts have run, when the
 * browser has no idle moment to offer sooner: should nothing on the page take them (a page
 * without the handover), it lets them go and stops holding.
 */
export const EARLY_CLICKS_DROP_MS = 10_000;
