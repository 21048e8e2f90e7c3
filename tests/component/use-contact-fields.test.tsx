import { act, renderHook } from '@testing-library/react';
import type { FormEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { EMPTY_CONTACT, useContactFields } from '@/components/site/use-contact-fields';

const submitEvent = () => ({ preventDefault: () => {} }) as FormEvent;

function renderFields(initial = EMPTY_CONTACT) {
  return renderHook(() => useContactFields(initial)).result;
}

/** Lets the schema's check (loaded on first use) answer. */
async function settle() {
  await act(() => vi.dynamicImportSettled());
  await act(async () => {});
}

describe('the contact form state', () => {
  it('keeps what was typed, and shows a field error only once the field was changed', async () => {
    const fields = renderFields();
    act(() => fields.current.change('email', 'ion@'));
    act(() => fields.current.change('lastName', 'Popescu'));
    await settle();
    expect(fields.current.values).toMatchObject({ email: 'ion@', lastName: 'Popescu' });
    expect(fields.current.errorOf('email')).toBe('INVALID_CONTACT_EMAIL');
    // The consent box is also invalid, but the visitor has not reached it yet.
    expect(fields.current.errorOf('check')).toBeUndefined();

    act(() => fields.current.blur('check'));
    await settle();
    expect(fields.current.errorOf('check')).toBe('REQUIRED_CONSENT');
  });

  it('a consent box ticked and then unticked shows its error at once (dirty, spec §5)', async () => {
    const fields = renderFields();
    act(() => fields.current.change('check', true));
    await settle();
    expect(fields.current.errorOf('check')).toBeUndefined();
    act(() => fields.current.change('check', false));
    await settle();
    // Focus has not left the box: no blur, and the value is back to what it was.
    expect(fields.current.errorOf('check')).toBe('REQUIRED_CONSENT');
  });

  it('a submit with errors shows them all and points at the first invalid field', async () => {
    const fields = renderFields();
    const onValid = vi.fn(async () => {});
    const onInvalid = vi.fn();
    await act(() => fields.current.submit(submitEvent(), onValid, onInvalid));
    expect(onValid).not.toHaveBeenCalled();
    expect(onInvalid).toHaveBeenCalledWith('email');
    expect(fields.current.errorOf('email')).toBe('REQUIRED_CONTACT_EMAIL');
    expect(fields.current.errorOf('check')).toBe('REQUIRED_CONSENT');
  });

  it('a valid form is handed over as the schema cleans it', async () => {
    const fields = renderFields();
    act(() => fields.current.change('email', '  ion@firma.ro '));
    act(() => fields.current.change('check', true));
    const onValid = vi.fn(async () => {});
    await act(() => fields.current.submit(submitEvent(), onValid, vi.fn()));
    expect(onValid).toHaveBeenCalledWith(expect.objectContaining({ check: true }));
    expect(fields.current.errorOf('email')).toBeUndefined();
  });

  it("the server's error shows under its field until the visitor changes something", async () => {
    const fields = renderFields();
    act(() => fields.current.change('email', 'ion@firma.ro'));
    await settle();
    act(() => fields.current.setServerError('email', 'INVALID_CONTACT_EMAIL'));
    expect(fields.current.errorOf('email')).toBe('INVALID_CONTACT_EMAIL');
    act(() => fields.current.change('email', 'ion@firma.com'));
    await settle();
    expect(fields.current.errorOf('email')).toBeUndefined();
  });

  it('after a language switch only what the visitor typed is carried over', async () => {
    const fields = renderFields({ ...EMPTY_CONTACT, message: 'Oferta pentru excavator' });
    act(() =>
      fields.current.reset({ ...fields.current.values, firstName: 'Ion' }, { keepDefaults: true }),
    );
    act(() => fields.current.change('city', 'Brașov'));
    expect(fields.current.values).toMatchObject({
      firstName: 'Ion',
      city: 'Brașov',
      message: 'Oferta pentru excavator',
    });
    expect(fields.current.changedValues()).toEqual({ firstName: 'Ion', city: 'Brașov' });
  });

  it('a form started over while it was being checked sends nothing', async () => {
    const fields = renderFields();
    act(() => fields.current.change('email', 'ion@firma.ro'));
    act(() => fields.current.change('check', true));
    const onValid = vi.fn(async () => {});
    await act(async () => {
      const submitted = fields.current.submit(submitEvent(), onValid, vi.fn());
      fields.current.reset(EMPTY_CONTACT);
      await submitted;
    });
    expect(onValid).not.toHaveBeenCalled();
    expect(fields.current.values).toEqual(EMPTY_CONTACT);
  });
});
