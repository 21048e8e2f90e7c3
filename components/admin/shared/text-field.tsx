'use client';
import type { InputHTMLAttributes, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

export interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'name' | 'onChange' | 'onBlur'
> {
  id: string;
  label: ReactNode;
  /** What react-hook-form's `register` gave for the field. */
  registration: UseFormRegisterReturn;
  /** The text of the field's error, shown under it and named by the input. */
  error?: string;
  /** A hint under the input, named by it while there is no error. */
  help?: ReactNode;
  /** Shown under the input, above the error (a password's strength meter). */
  children?: ReactNode;
}

/**
 * One labelled input of the admin's forms: the label, the input with its invalid state, an
 * optional hint, and the error under it, tied together by ids for screen readers.
 */
export function TextField({
  id,
  label,
  registration,
  error,
  help,
  children,
  ...input
}: TextFieldProps) {
  const helpId = help ? `${id}-help` : undefined;
  return (
    <div className="admin-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : helpId}
        {...input}
        {...registration}
      />
      {help && (
        <p id={helpId} className="admin-muted">
          {help}
        </p>
      )}
      {children}
      {error && (
        <p id={`${id}-error`} className="admin-error">
          {error}
        </p>
      )}
    </div>
  );
}
