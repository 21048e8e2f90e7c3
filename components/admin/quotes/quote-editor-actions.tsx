'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { QuoteWire } from '@/lib/quotes/wire';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { QuoteWithdraw } from './quote-withdraw';

/**
 * Under the editor: 'Anulare', 'Salvare' (the draft, or the next revision of a sent offer),
 * 'Trimite oferta' after a confirmation (the form is checked first), and 'Retrage' for a
 * stored draft.
 */
export function QuoteEditorActions(props: {
  quote: QuoteWire | null;
  busy: boolean;
  revising: boolean;
  onCancel: () => void;
  /** Checks the form; the confirmation opens only when it is valid. */
  validate: () => Promise<boolean>;
  onSend: () => void;
  onChanged: (quote: QuoteWire) => void;
}) {
  const t = useTranslations('Admin.QuoteEditor');
  const tAdmin = useTranslations('Admin');
  const [asking, setAsking] = useState(false);
  const { quote } = props;
  return (
    <div className="admin-actions">
      <button type="button" className="admin-button secondary" onClick={props.onCancel}>
        {t('cancel')}
      </button>
      {quote && quote.status === 'draft' && (
        <QuoteWithdraw uuid={quote.uuid} onChanged={props.onChanged} />
      )}
      <button type="submit" className="admin-button secondary" disabled={props.busy}>
        {props.revising ? t('saveRevision') : t('saveDraft')}
      </button>
      <button
        type="button"
        className="admin-button"
        disabled={props.busy}
        onClick={async () => {
          if (await props.validate()) setAsking(true);
        }}
      >
        {t('send')}
      </button>
      <ConfirmDialog
        open={asking}
        title={t('sendTitle')}
        message={quote?.number ? t('sendRevisionMessage') : t('sendMessage')}
        confirmLabel={tAdmin('Confirm.yes')}
        declineLabel={tAdmin('Confirm.no')}
        onConfirm={() => {
          setAsking(false);
          props.onSend();
        }}
        onDecline={() => setAsking(false)}
      />
    </div>
  );
}
