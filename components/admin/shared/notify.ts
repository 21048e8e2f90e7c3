'use client';
import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { toast } from 'sonner';
import { IMAGE_COUNT_LIMIT, IMAGE_SIZE_LIMIT_MB } from '@/lib/validation/limits';
import { ApiRequestError } from './api-client';

/** Toast durations of spec §9, in ms. */
const DURATIONS = { info: 2000, success: 3000, warning: 4000, error: 5000 } as const;
type Kind = keyof typeof DURATIONS;

let shown = 0;

/**
 * One toast at a time (spec §2): the previous one goes, so the same text is never doubled.
 * Each message gets an id of its own: sonner merges a toast into a dismissed one of the same
 * id, which then leaves at once or on the old toast's timer, and the latest message would
 * not stay its full §9 duration.
 */
export function notify(kind: Kind, message: string): void {
  toast.dismiss();
  shown += 1;
  toast[kind](message, { id: `notify-${shown}`, duration: DURATIONS[kind] });
}

/** Turns any failure into the Romanian error toast of its code (spec §8). */
export function useErrorToast() {
  const t = useTranslations('Errors');
  return useCallback(
    (error: unknown, values: Record<string, string | number> = {}) => {
      const code =
        error instanceof ApiRequestError
          ? (error.errors[0]?.msg ?? 'INTERNAL_ERROR')
          : 'INTERNAL_ERROR';
      if (code === 'UNAUTHORIZED') return;
      const params = {
        limit: code === 'TOO_MANY_IMAGES' ? IMAGE_COUNT_LIMIT : IMAGE_SIZE_LIMIT_MB,
        email: 'nume@domeniu.ro',
        ...values,
      };
      const text = t.has(code) ? t(code, params) : t('INTERNAL_ERROR');
      // A name taken by an item in the trash: the spec's duplicate error, then where it is.
      const inTrash =
        error instanceof ApiRequestError
          ? error.errors.find((entry) => entry.msg.endsWith('_IN_TRASH'))
          : undefined;
      notify('error', inTrash ? `${text} ${t(inTrash.msg)}` : text);
    },
    [t],
  );
}
