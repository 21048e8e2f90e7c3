'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { CategoryWire } from '@/lib/categories/wire';
import type { QuoteEditorSettings } from '@/lib/quotes/admin';
import type { QuoteContentWire, QuoteWire } from '@/lib/quotes/wire';
import type { MachinePickerStart } from '@/lib/reservations/admin';
import { QuoteEditor } from './quote-editor';
import { QuoteReadOnly } from './quote-read-only';
import { QuoteRevisions } from './quote-revisions';
import { QuoteStatusBadge } from './quote-status';
import { formValuesOf } from './quote-values';
import styles from './quotes.module.css';

interface QuoteScreenProps {
  /** The stored offer (or the older revision asked for); null: 'Ofertă nouă'. */
  quote: QuoteWire | null;
  /** What a new offer starts from (a request's prefill), when there is no stored one. */
  prefill?: QuoteContentWire | null;
  /** The revision shown, when an older one was asked for (read only). */
  olderRevision?: number;
  categories: Pick<CategoryWire, 'uuid' | 'name'>[];
  pickers: Record<string, MachinePickerStart>;
  settings: QuoteEditorSettings;
}

/**
 * One offer (issue #44): a draft in the editor, anything else read only, until 'Modifică'
 * opens the editor for its next revision. The server's answers replace the offer shown.
 */
export function QuoteScreen(props: QuoteScreenProps) {
  const t = useTranslations('Admin.QuoteView');
  const [quote, setQuote] = useState(props.quote);
  const [revising, setRevising] = useState(false);
  // The server's page read again (another revision of the address): it replaces what is shown.
  const [given, setGiven] = useState(props.quote);
  if (given !== props.quote) {
    setGiven(props.quote);
    setQuote(props.quote);
    setRevising(false);
  }
  const older = props.olderRevision !== undefined;
  const editing = !older && (quote === null || quote.status === 'draft' || revising);
  const title = quote?.display_number
    ? t('titleNumber', { number: quote.display_number })
    : quote
      ? t('titleDraft')
      : t('titleNew');
  const changed = (next: QuoteWire) => {
    setQuote(next);
    setRevising(false);
  };
  return (
    <>
      <div className={styles.title}>
        <h1>{title}</h1>
        {quote && <QuoteStatusBadge status={quote.status} />}
      </div>
      {editing ? (
        <>
          <QuoteEditor
            // A new revision starts from the offer as it is now.
            key={`${quote?.uuid ?? 'new'}-${quote?.revision ?? 0}-${revising}`}
            quote={quote}
            start={formValuesOf(quote ?? props.prefill ?? {})}
            categories={props.categories}
            pickers={props.pickers}
            settings={props.settings}
            fromRequest={!quote && Boolean(props.prefill)}
            onChanged={changed}
            onCancel={revising ? () => setRevising(false) : undefined}
          />
          {quote && <QuoteRevisions quote={quote} />}
        </>
      ) : (
        quote && (
          <QuoteReadOnly
            quote={quote}
            older={older}
            onRevise={() => setRevising(true)}
            onChanged={changed}
          />
        )
      )}
    </>
  );
}
