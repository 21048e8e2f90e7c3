'use client';
import type { UseFormRegisterReturn } from 'react-hook-form';

interface PasswordFieldProps {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
  autoComplete: 'current-password' | 'new-password';
  children?: React.ReactNode;
}

/** A labelled password input with its error under it (and, as children, a strength meter). */
export function PasswordField({
  id,
  label,
  registration,
  error,
  autoComplete,
  children,
}: PasswordFieldProps) {
  return (
    <div className="admin-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="password"
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...registration}
      />
      {children}
      {error && (
        <p id={`${id}-error`} className="admin-error">
          {error}
        </p>
      )}
    </div>
  );
}
