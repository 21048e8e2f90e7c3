import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EarlyClicks } from '@/components/site/early-clicks';
import { EARLY_CLICKS, EARLY_CLICKS_SOURCE } from '@/server/early-clicks.mjs';

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
  new Function(EARLY_CLICKS_SOURCE)();
  const handled: string[] = [];
  const listener = (event: Event) => handled.push((event.target as HTMLElement).textContent ?? '');
  document.addEventListener('click', listener);
  return { handled, stop: () => document.removeEventListener('click', listener) };
}

describe('clicks before the page has come alive (server/early-clicks.mjs)', () => {
  let stop = () => {};
  afterEach(() => {
    stop();
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

  it('plays each held click back once, in order, when the page comes alive; later clicks go straight through', () => {
    const page = pageBeforeItsScripts();
    stop = page.stop;
    const next = screen.getByRole('button', { name: 'Imaginea următoare' });
    fireEvent.click(next);
    fireEvent.click(next);
    expect(page.handled).toEqual([]);

    render(<EarlyClicks />);
    expect(page.handled).toEqual(['Imaginea următoare', 'Imaginea următoare']);
    fireEvent.click(next);
    expect(page.handled).toHaveLength(3);
  });

  it('keeps ten clicks at most', () => {
    const page = pageBeforeItsScripts();
    stop = page.stop;
    const next = screen.getByRole('button', { name: 'Imaginea următoare' });
    for (let click = 0; click < 12; click++) fireEvent.click(next);
    render(<EarlyClicks />);
    expect(page.handled).toHaveLength(10);
  });

  it('drops a held click whose button is no longer on the page', () => {
    const page = pageBeforeItsScripts();
    stop = page.stop;
    const next = screen.getByRole('button', { name: 'Imaginea următoare' });
    fireEvent.click(next);
    next.remove();
    // Its own handler would still run if it were clicked where it is now, off the page.
    const ownHandler = vi.fn();
    next.addEventListener('click', ownHandler);
    render(<EarlyClicks />);
    expect(ownHandler).not.toHaveBeenCalled();
    expect(page.handled).toEqual([]);
  });
});
