import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LeaveGuardProvider, useUnsavedChanges } from '@/components/admin/shared/leave-guard';
import { Romanian } from './intl';

const push = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));

/** A form as the admin screens have it: unsaved once something was typed. */
function CategoryForm() {
  const [name, setName] = useState('');
  const guard = useUnsavedChanges(name !== '');
  return (
    <>
      {/* The guard catches any same-site link; a plain one stands in for Next's <Link>. */}
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
      <a href="/admin/main/configuration">Configurare</a>
      <label>
        Nume
        <input value={name} onChange={(event) => setName(event.target.value)} />
      </label>
      <button type="button" onClick={() => guard.navigate('/admin/main/categories')}>
        Anulare
      </button>
    </>
  );
}

function renderForm() {
  render(
    <Romanian>
      <LeaveGuardProvider>
        <CategoryForm />
      </LeaveGuardProvider>
    </Romanian>,
  );
  return {
    field: screen.getByLabelText('Nume') as HTMLInputElement,
    prompt: () => screen.queryByRole('dialog', { name: 'Sunteti sigur?' }),
  };
}

describe('the admin leave guard', () => {
  beforeEach(() => {
    push.mockClear();
    window.history.replaceState(null, '', '/admin/main/categories/add');
  });

  it('lets the admin leave an untouched form without asking', () => {
    const { prompt } = renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Anulare' }));
    expect(prompt()).toBeNull();
    expect(push).toHaveBeenCalledWith('/admin/main/categories');
  });

  it("asks before a link leaves typed text; 'Nu' stays with the text, 'Da' leaves", () => {
    const { field, prompt } = renderForm();
    fireEvent.change(field, { target: { value: 'Macarale' } });

    const link = screen.getByRole('link', { name: 'Configurare' });
    expect(fireEvent.click(link)).toBe(false); // the browser does not follow it
    expect(prompt()).not.toBeNull();
    expect(prompt()).toHaveProperty('open', true);
    expect(prompt()?.textContent).toContain(
      'Formularul nu a fost trimis încă, chiar doriți să părăsiți pagina?',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Nu' }));
    expect(prompt()).toBeNull();
    expect(field.value).toBe('Macarale');
    expect(push).not.toHaveBeenCalled();

    fireEvent.click(link);
    fireEvent.click(screen.getByRole('button', { name: 'Da' }));
    expect(push).toHaveBeenCalledWith('/admin/main/configuration');
  });

  it("asks when the form's own button would leave it", () => {
    const { field, prompt } = renderForm();
    fireEvent.change(field, { target: { value: 'Macarale' } });
    fireEvent.click(screen.getByRole('button', { name: 'Anulare' }));
    expect(prompt()).not.toBeNull();
    expect(push).not.toHaveBeenCalled();
  });

  it("asks on the browser's Back, and 'Nu' keeps the page and what was typed", () => {
    const { field, prompt } = renderForm();
    fireEvent.change(field, { target: { value: 'Macarale' } });
    const entries = window.history.length;

    // Back leaves the guard's extra entry for the page's own one.
    fireEvent(window, new PopStateEvent('popstate', { state: null }));
    expect(prompt()).not.toBeNull();
    // The guard entry is back, so the next Back asks again.
    expect(window.history.length).toBeGreaterThanOrEqual(entries);
    fireEvent.click(screen.getByRole('button', { name: 'Nu' }));
    expect(field.value).toBe('Macarale');
    expect(window.location.pathname).toBe('/admin/main/categories/add');
  });

  it('asks the browser to confirm closing or reloading the tab only while unsaved', () => {
    const { field } = renderForm();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    fireEvent.change(field, { target: { value: 'Macarale' } });
    expect(unload()).toBe(true);
    fireEvent.change(field, { target: { value: '' } });
    expect(unload()).toBe(false);
  });
});
