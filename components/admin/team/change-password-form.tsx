'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { ApiRequestError } from '@/components/admin/shared/api-client';
import { PasswordField } from './password-field';
import { PasswordStrengthMeter } from './password-strength-meter';
import { useErrorToast } from '@/components/admin/shared/notify';

type Fields = { oldPassword: string; newPassword: string; confirmPassword: string };

interface ChangePasswordFormProps {
  /** The shared zod schema of the API route this form calls. */
  schema: z.ZodType;
  /** Whether the current password is asked (profile) or not (reset by e-mail link). */
  askOldPassword: boolean;
  submitLabel: string;
  onSubmit(values: Fields): Promise<void>;
}

/**
 * The password forms of the profile ('Resetare parola') and of the reset link ('Schimbare
 * parola'): the fields, the strength meter on the new password, errors from the shared
 * schema on the fields and from the server as toasts or on the field they name.
 */
export function ChangePasswordForm({
  schema,
  askOldPassword,
  submitLabel,
  onSubmit,
}: ChangePasswordFormProps) {
  const t = useTranslations('Admin.Profile');
  const tErrors = useTranslations('Errors');
  const showError = useErrorToast();
  const form = useForm<Fields>({
    // The API's own schema checks the form; its output shape is the API payload's.
    resolver: zodResolver(schema as never) as unknown as Resolver<Fields>,
    mode: 'onTouched',
    defaultValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
  });
  const errors = form.formState.errors;
  const newPassword = useWatch({ control: form.control, name: 'newPassword' });
  const message = (code?: string) => (code ? tErrors(code) : undefined);

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
      form.reset();
    } catch (failure) {
      const first = failure instanceof ApiRequestError ? failure.errors[0] : undefined;
      if (first?.param && first.param in values) {
        form.setError(first.param as keyof Fields, { message: first.msg });
      }
      showError(failure);
    }
  });

  return (
    <form className="admin-form" onSubmit={submit} noValidate>
      {askOldPassword && (
        <PasswordField
          id="oldPassword"
          label={t('oldPassword')}
          autoComplete="current-password"
          registration={form.register('oldPassword')}
          error={message(errors.oldPassword?.message)}
        />
      )}
      <PasswordField
        id="newPassword"
        label={t('newPassword')}
        autoComplete="new-password"
        registration={form.register('newPassword')}
        error={message(errors.newPassword?.message)}
      >
        <PasswordStrengthMeter password={newPassword} />
      </PasswordField>
      <PasswordField
        id="confirmPassword"
        label={t('confirmPassword')}
        autoComplete="new-password"
        registration={form.register('confirmPassword')}
        error={message(errors.confirmPassword?.message)}
      />
      <div className="admin-actions">
        <button type="submit" className="admin-button" disabled={form.formState.isSubmitting}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
