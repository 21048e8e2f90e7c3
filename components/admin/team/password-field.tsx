'use client';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '@/components/admin/shared/text-field';

interface PasswordFieldProps {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
  autoComplete: 'current-password' | 'new-password';
  children?: React.ReactNode;
}

/** A labelled password input with its error under it (and, as children, a strength meter). */
export function PasswordField(props: PasswordFieldProps) {
  return <TextField type="password" {...props} />;
}
