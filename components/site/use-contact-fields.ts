import { useRef, useState, type FormEvent } from 'react';
import type { ContactForm, ContactInput } from '@/lib/contact/schema';
import { checkContact, type ContactErrors, type ContactField } from './contact-checks';

export const EMPTY_CONTACT: ContactInput = {
  lastName: '',
  firstName: '',
  email: '',
  phone: '',
  city: '',
  company: '',
  categories: '',
  message: '',
  periodFrom: '',
  periodTo: '',
  check: false,
  website: '',
};

/** The fields in the order they are shown: the first invalid one gets the focus. */
export const CONTACT_FIELDS = Object.keys(EMPTY_CONTACT) as ContactField[];

interface FieldsState {
  values: ContactInput;
  /** What a field is "changed" from: the page's values, or those of the last reset. */
  defaults: ContactInput;
  touched: Partial<Record<ContactField, boolean>>;
  /** Fields changed since the last reset, even if changed back (ticked, then unticked). */
  dirty: Partial<Record<ContactField, boolean>>;
  /** The shared schema's codes for the latest values. */
  errors: ContactErrors;
  /** Codes the server answered, kept until the visitor changes something or submits again. */
  serverErrors: ContactErrors;
  submitted: boolean;
}

function fresh(values: ContactInput, defaults: ContactInput = values): FieldsState {
  return {
    values,
    defaults,
    touched: {},
    dirty: {},
    errors: {},
    serverErrors: {},
    submitted: false,
  };
}

/**
 * The contact form's state (spec §5): values, what was touched or changed, and the error
 * codes of the shared schema, checked on every change and blur. An error shows once its field
 * was touched or changed (dirty, even if changed back), or a submit was tried. (The admin's forms use react-hook-form; this
 * one form of the public site does without its 13 kB and its extra render on load.)
 */
export function useContactFields(initial: ContactInput) {
  const [state, setState] = useState(() => fresh(initial));
  // The latest values and defaults for handlers that run outside a render (a check's answer,
  // the language switch): set with each change, before React renders it.
  const values = useRef(initial);
  const defaults = useRef(initial);
  const checks = useRef(0);
  const resets = useRef(0);

  /** Checks the values; only the latest check's answer is kept. */
  function check(checked: ContactInput) {
    const run = ++checks.current;
    return checkContact(checked).then((result) => {
      if (run === checks.current) {
        setState((current) => ({ ...current, errors: result.ok ? {} : result.errors }));
      }
      return result;
    });
  }

  function change<Name extends ContactField>(name: Name, value: ContactInput[Name]) {
    values.current = { ...values.current, [name]: value };
    const next = values.current;
    // The server judged the values it was sent; after a change its codes are stale (the
    // schema judges some fields together: e-mail and phone, the two dates).
    setState((current) => ({
      ...current,
      values: next,
      dirty: current.dirty[name] ? current.dirty : { ...current.dirty, [name]: true },
      serverErrors: {},
    }));
    void check(next);
  }

  function blur(name: ContactField) {
    setState((current) =>
      current.touched[name]
        ? current
        : { ...current, touched: { ...current.touched, [name]: true } },
    );
    void check(values.current);
  }

  /** New values; what counts as changed is measured from them unless `keepDefaults`. */
  function reset(next: ContactInput, { keepDefaults = false } = {}) {
    checks.current += 1;
    resets.current += 1;
    values.current = next;
    if (!keepDefaults) defaults.current = next;
    setState(fresh(next, defaults.current));
  }

  function isChanged(name: ContactField) {
    return state.values[name] !== state.defaults[name];
  }

  /** The fields the visitor changed, with their values (read outside a render). */
  function changedValues(): Partial<ContactInput> {
    return Object.fromEntries(
      CONTACT_FIELDS.filter((name) => values.current[name] !== defaults.current[name]).map(
        (name) => [name, values.current[name]],
      ),
    );
  }

  /** The code to show under a field, or undefined while it should stay quiet. */
  function errorOf(name: ContactField): string | undefined {
    const code = state.serverErrors[name] ?? state.errors[name];
    if (!code) return undefined;
    return state.touched[name] || state.dirty[name] || isChanged(name) || state.submitted
      ? code
      : undefined;
  }

  function setServerError(name: ContactField, code: string) {
    setState((current) => ({
      ...current,
      serverErrors: { ...current.serverErrors, [name]: code },
    }));
  }

  /**
   * Submits: checks the values, then gives the schema's output to `onValid`, or the first
   * invalid field to `onInvalid`.
   */
  async function submit(
    event: FormEvent,
    onValid: (values: ContactForm) => Promise<void>,
    onInvalid: (first: ContactField) => void,
  ) {
    event.preventDefault();
    setState((current) => ({ ...current, submitted: true, serverErrors: {} }));
    const resetsBefore = resets.current;
    const result = await check(values.current);
    // The form was started over while the values were checked: nothing of it is left to send.
    if (resets.current !== resetsBefore) return;
    if (result.ok) {
      await onValid(result.values);
      return;
    }
    const first = CONTACT_FIELDS.find((name) => result.errors[name]);
    if (first) onInvalid(first);
  }

  return {
    values: state.values,
    change,
    blur,
    reset,
    changedValues,
    errorOf,
    setServerError,
    submit,
  };
}
