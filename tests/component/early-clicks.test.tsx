import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EarlyClicks } from '@/components/site/early-clicks';
import { EARLY_CLICKS, EARLY_CLICKS_SOURCE } from '@/runtime/early-clicks.mjs';

/**
 * A page as its HTML arrives: the loader's inline script has run, React has not. The
 * document listener stands in for React's, which handles every click at the root.
 */
function pageBeforeItsScripts() {
  document.body.innerHTML = `
    <button type="button">Imaginea următoare</button>
    <button type="submit">Trimite</button>
    <button type="button" popovertarget="menu">Meniu</button>
    <a href="#main">Sari la conținut</a>`;
  holdClicks();
  const handled: string[] = [];
  const listener = (event: Event) => handled.push((event.target as HTMLElement).textContent ?? '');
  document.addEventListener('click', listener);
  return { handled, stop: () => document.removeEventListener('click', listener) };
}

/** What the loader's inline script does first. */
function holdClicks() {
  new Function(EARLY_CLICKS_SOURCE)();
}

/** Renders the handover and lets it play every held click back (one a task). */
async function comeAlive() {
  render(<EarlyClicks />);
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
}

/** The carousel's pause button: a toggle that reads its state, as React renders it. */
function Toggle() {
  const [running, setRunning] = useState(true);
  return (
    <button type="button" onClick={() => setRunning(!running)}>
      {running ? 'Pauză' : 'Pornește'}
    </button>
  );
}

describe('clicks before the page has come alive (server/early-clicks.mjs)', () => {
  let stop = () => {};
  afterEach(() => {
    stop();
    stop = () => {};
    cleanup();
    document.body.innerHTML = '';
    // Whatever a test left held goes, and the window stops holding.
    (window as unknown as Partial<Record<string, () => unknown>>)[EARLY_CLICKS]?.();
  });

  it('holds a script-only button’s clicks, and lets links and native buttons through', () => {
    const page = pageBeforeItsScripts();
    stop = page.stop;
    fireEvent.click(screen.getByRole('button', { name: 'Imaginea următoare' }));
    fireEvent.click(screen.getByRole('button', { name: 'Trimite' }));
    fireEvent.click(screen.getByRole('button', { name: 'Meniu' }));
    fireEvent.click(screen.getByRole('link', { name: 'Sari la conținut' }));
    expect(page.handled).toEqual(['Trimite', 'Meniu', 'Sari la conținut']);
  });

  it('plays each held click back once, in order, when the page comes alive; later clicks go straight through', async () => {
    const page = pageBeforeItsScripts();
    stop = page.stop;
    const next = screen.getByRole('button', { name: 'Imaginea următoare' });
    fireEvent.click(next);
    fireEvent.click(next);
    expect(page.handled).toEqual([]);

    await comeAlive();
    await vi.waitFor(() =>
      expect(page.handled).toEqual(['Imaginea următoare', 'Imaginea următoare']),
    );
    fireEvent.click(next);
    expect(page.handled).toHaveLength(3);
  });

  it('keeps ten clicks at most', async () => {
    const page = pageBeforeItsScripts();
    stop = page.stop;
    const next = screen.getByRole('button', { name: 'Imaginea următoare' });
    for (let click = 0; click < 12; click++) fireEvent.click(next);
    await comeAlive();
    // One click is played back a task: on a busy machine ten take longer than comeAlive waits.
    await vi.waitFor(() => expect(page.handled).toHaveLength(10), { timeout: 3000 });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(page.handled).toHaveLength(10);
  });

  it('drops a held click whose button is no longer on the page', async () => {
    const page = pageBeforeItsScripts();
    stop = page.stop;
    const next = screen.getByRole('button', { name: 'Imaginea următoare' });
    fireEvent.click(next);
    next.remove();
    // Its own handler would still run if it were clicked where it is now, off the page.
    const ownHandler = vi.fn();
    next.addEventListener('click', ownHandler);
    await comeAlive();
    expect(ownHandler).not.toHaveBeenCalled();
    expect(page.handled).toEqual([]);
  });

  it('plays clicks back one at a time: a toggle tapped twice ends where it began', async () => {
    render(<Toggle />);
    const button = screen.getByRole('button', { name: 'Pauză' });
    holdClicks();
    fireEvent.click(button);
    fireEvent.click(button);

    await comeAlive();
    expect(button.textContent).toBe('Pauză');
  });
});
