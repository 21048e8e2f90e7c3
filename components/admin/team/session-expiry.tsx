'use client';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { apiFetch } from '@/components/admin/shared/api-client';
import { useErrorToast } from '@/components/admin/shared/notify';

/** The dialog shows this long before the session ends (spec §4: 300000 ms). */
export const SESSION_WARNING_MS = 5 * 60 * 1000;

interface SessionTimes {
  expires_at: string;
  /** Seconds left when the server answered. */
  expires_in: number;
}

/** The end of the session on this browser's clock: the seconds left, not the server's date. */
function deadline(session: SessionTimes): number {
  return Date.now() + session.expires_in * 1000;
}

/**
 * 'Sesiunea este pe cale să expire!': once per expiry, 5 minutes before the session ends.
 * 'Rămâneti conectat' extends the session; 'Deconectare' ends it. At the end, the login.
 */
export function SessionExpiry({ onLogout }: { onLogout(): void }) {
  const t = useTranslations('Admin.Session');
  const showError = useErrorToast();
  const [expiresAt, setExpiresAt] = useState<number | null>(null);
  const [open, setOpen] = useState(false);

  const load = useCallback(() => {
    apiFetch<SessionTimes>('/api/session')
      .then((session) => setExpiresAt(deadline(session)))
      .catch(() => {});
  }, []);

  useEffect(load, [load]);

  useEffect(() => {
    if (expiresAt === null) return;
    const warnIn = Math.max(0, expiresAt - SESSION_WARNING_MS - Date.now());
    const warn = setTimeout(() => setOpen(true), warnIn);
    // At the end the session is gone: the next call answers 401 and opens the login.
    const end = setTimeout(load, Math.max(0, expiresAt - Date.now()) + 1000);
    return () => {
      clearTimeout(warn);
      clearTimeout(end);
    };
  }, [expiresAt, load]);

  async function stay() {
    setOpen(false);
    try {
      const extended = await apiFetch<SessionTimes>('/api/session/extend', { method: 'POST' });
      setExpiresAt(deadline(extended));
    } catch (error) {
      showError(error);
    }
  }

  return (
    <ConfirmDialog
      open={open}
      title={t('title')}
      message={t('message')}
      confirmLabel={t('stay')}
      declineLabel={t('logout')}
      onConfirm={stay}
      onDecline={() => {
        setOpen(false);
        onLogout();
      }}
    />
  );
}
