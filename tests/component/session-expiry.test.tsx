import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionExpiry } from '@/components/admin/team/session-expiry';
import { Romanian } from './intl';

const MINUTE = 60_000;
const SESSION_SECONDS = 60 * 60;

/** The session API as the server answers it: an hour from each sign-in or extension. */
function stubSessionApi() {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init?: RequestInit) => {
      calls.push(`${init?.method ?? 'GET'} ${path}`);
      const expiresAt = new Date(Date.now() + SESSION_SECONDS * 1000).toISOString();
      return new Response(JSON.stringify({ expires_at: expiresAt, expires_in: SESSION_SECONDS }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

/** Lets the clock run, with the answers and renders due in that time. */
async function wait(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

function renderExpiry() {
  const onLogout = vi.fn();
  render(
    <Romanian>
      <SessionExpiry onLogout={onLogout} />
    </Romanian>,
  );
  const dialog = () => screen.queryByRole('dialog', { name: 'Sesiunea este pe cale să expire!' });
  return { onLogout, dialog };
}

describe('the session-expiry dialog', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  it('appears 5 minutes before the session ends, not earlier', async () => {
    stubSessionApi();
    const { dialog } = renderExpiry();
    await wait(0);
    await wait(SESSION_SECONDS * 1000 - 5 * MINUTE - 1000);
    expect(dialog()).toBeNull();
    await wait(1000);
    expect(dialog()).not.toBeNull();
    expect(dialog()?.textContent).toContain('Sesiunea va expira in curand.');
  });

  it("'Rămâneti conectat' extends the session: the dialog goes and comes back before the new end", async () => {
    const calls = stubSessionApi();
    const { dialog, onLogout } = renderExpiry();
    await wait(0);
    await wait(SESSION_SECONDS * 1000 - 5 * MINUTE);
    expect(dialog()).not.toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Rămâneti conectat' }));
    await wait(0);
    expect(calls).toContain('POST /api/session/extend');
    expect(dialog()).toBeNull();

    // A whole session from the extension: the first warning's time passes quietly.
    await wait(SESSION_SECONDS * 1000 - 5 * MINUTE - 1000);
    expect(dialog()).toBeNull();
    await wait(1000);
    expect(dialog()).not.toBeNull();
    expect(onLogout).not.toHaveBeenCalled();
  });

  it("'Deconectare' closes it and signs out", async () => {
    stubSessionApi();
    const { dialog, onLogout } = renderExpiry();
    await wait(0);
    await wait(SESSION_SECONDS * 1000 - 5 * MINUTE);
    fireEvent.click(screen.getByRole('button', { name: 'Deconectare' }));
    expect(onLogout).toHaveBeenCalledOnce();
    expect(dialog()).toBeNull();
  });
});
