'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { QuoteWire } from '@/lib/quotes/wire';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { apiFetch } from '@/components/admin/shared/api-client';
import { notify, useErrorToast } from '@/components/admin/shared/notify';

/** 'Retrage': after the confirmation the offer is withdrawn and its link stops working. */
export function QuoteWithdraw({
  uuid,
  onChanged,
}: {
  uuid: string;
  onChanged: (quote: QuoteWire) => void;
}) {
  const t = useTranslations('Admin.QuoteEditor');
  const tAdmin = useTranslations('Admin');
  const showError = useErrorToast();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);

  async function withdraw() {
    setAsking(false);
    setBusy(true);
    try {
      const quote = await apiFetch<QuoteWire>(`/api/quote/${uuid}/withdraw`, { method: 'POST' });
      notify('success', t('withdrawn'));
      onChanged(quote);
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <button
        type="button"
        className="admin-button danger"
        disabled={busy}
        onClick={() => setAsking(true)}
      >
        {t('withdraw')}
      </button>
      <ConfirmDialog
        open={asking}
        title={t('withdrawTitle')}
        message={t('withdrawMessage')}
        confirmLabel={tAdmin('Confirm.yes')}
        declineLabel={tAdmin('Confirm.no')}
        onConfirm={() => void withdraw()}
        onDecline={() => setAsking(false)}
      />
    </>
  );
}
