'use client';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useMemo, useState } from 'react';
import { useForm, useWatch, type FieldPath } from 'react-hook-form';
import type { CategoryWire } from '@/lib/categories/wire';
import type { QuoteEditorSettings } from '@/lib/quotes/admin';
import { displayQuoteNumber } from '@/lib/quotes/numbering';
import type { QuoteWire } from '@/lib/quotes/wire';
import type { MachinePickerStart } from '@/lib/reservations/admin';
import { ApiRequestError, apiFetch } from '@/components/admin/shared/api-client';
import { useUnsavedChanges } from '@/components/admin/shared/leave-guard';
import { notify, useErrorToast } from '@/components/admin/shared/notify';
import { QuoteCustomerFields } from './quote-customer-fields';
import { QuoteTerms } from './quote-terms';
import { QuoteEditorActions } from './quote-editor-actions';
import { QuoteLines } from './quote-lines';
import { factsOfAnswer, lineAmount, liveTotals, type LineFacts } from './quote-live';
import { quoteFieldOf, quoteResolver } from './quote-resolver';
import { QuoteTotals } from './quote-totals';
import { formValuesOf, parseDecimal, type QuoteBody, type QuoteFormValues } from './quote-values';
import { useLineFacts } from './use-line-facts';
import styles from './quote-editor.module.css';

const LIST = '/admin/main/quotes';
const NO_FACTS: LineFacts = { prices: {}, taken: {} };
const percentOf = (text: string) => (Number.isNaN(parseDecimal(text)) ? 0 : parseDecimal(text));

export interface QuoteEditorProps {
  /** The stored offer; null for 'Ofertă nouă' (the first save creates it). */
  quote: QuoteWire | null;
  start: QuoteFormValues;
  categories: Pick<CategoryWire, 'uuid' | 'name'>[];
  pickers: Record<string, MachinePickerStart>;
  settings: QuoteEditorSettings;
  fromRequest?: boolean;
  /** The server's answer after a save, a sending or a withdrawal. */
  onChanged: (quote: QuoteWire) => void;
  /** Leaves the editor: to the list, or back to a sent offer's view. */
  onCancel?: () => void;
}

/**
 * 'Ofertă nouă' and the editing of a draft (or of a sent offer, which makes its next
 * revision): checked as it is typed by the API's schema, each line priced and checked for
 * free days as it changes, saved as a draft, sent after a confirmation (issue #44).
 */
export function QuoteEditor(props: QuoteEditorProps) {
  const t = useTranslations('Admin.QuoteEditor');
  const tErrors = useTranslations('Errors');
  const showError = useErrorToast();
  const router = useRouter();
  const { quote } = props;
  const [busy, setBusy] = useState(false);
  const [left, setLeft] = useState(false);
  const form = useForm<QuoteFormValues, unknown, QuoteBody>({
    resolver: quoteResolver,
    mode: 'onTouched',
    defaultValues: props.start,
  });
  const { isDirty } = form.formState;
  const guard = useUnsavedChanges(isDirty && !left);
  const lines = useWatch({ control: form.control, name: 'lines' });
  const discount = useWatch({ control: form.control, name: 'discount_percent' });
  const seed = useMemo(() => (quote ? factsOfAnswer(quote) : NO_FACTS), [quote]);
  const facts = useLineFacts(lines, seed);
  const revising = quote !== null && quote.status !== 'draft';
  // Unchanged since the server priced it: its own totals; otherwise the lines as typed.
  const serverTotals = quote !== null && !isDirty && !revising ? quote.totals : null;
  const totals =
    serverTotals ??
    liveTotals(
      lines.map((line) => lineAmount(line, facts)),
      discount,
      props.settings.vatPercent,
    );

  const message = (name: FieldPath<QuoteFormValues>) => {
    const code = form.getFieldState(name, form.formState).error?.message;
    if (!code) return undefined;
    if (code === 'INVALID_UUID' && name.endsWith('.product_uuid')) return t('machineRequired');
    return tErrors.has(code) ? tErrors(code) : code;
  };

  const leaveTo = (href: string) => {
    setLeft(true);
    guard.setUnsaved(false);
    router.replace(href);
  };

  /** Saves what the form holds: the offer's uuid, or null when the server refused it. */
  async function store(body: QuoteBody): Promise<string | null> {
    try {
      if (!quote) {
        const created = await apiFetch<{ uuid: string }>('/api/quote', { method: 'POST', body });
        return created.uuid;
      }
      const saved = await apiFetch<QuoteWire>(`/api/quote/${quote.uuid}`, { method: 'PUT', body });
      form.reset(formValuesOf(saved));
      props.onChanged(saved);
      return saved.uuid;
    } catch (error) {
      if (error instanceof ApiRequestError) {
        for (const { msg, param } of error.errors) {
          const field = quoteFieldOf(param);
          if (field) form.setError(field, { message: msg });
        }
      }
      showError(error);
      return null;
    }
  }

  const save = form.handleSubmit(async (body) => {
    setBusy(true);
    const uuid = await store(body);
    setBusy(false);
    if (!uuid) return;
    notify('success', t('saved'));
    if (!quote) leaveTo(`${LIST}/${uuid}`);
  });

  async function send(body: QuoteBody) {
    setBusy(true);
    const needsSave = !quote || isDirty || revising;
    const uuid = needsSave ? await store(body) : quote.uuid;
    if (!uuid) return setBusy(false);
    try {
      const sent = await apiFetch<{ number: string; revision: number }>(`/api/quote/${uuid}/send`, {
        method: 'POST',
      });
      notify('success', t('sent', { number: displayQuoteNumber(sent.number, sent.revision)! }));
      if (!quote) return leaveTo(`${LIST}/${uuid}`);
      props.onChanged(await apiFetch<QuoteWire>(`/api/quote/${uuid}`));
    } catch (error) {
      if (error instanceof ApiRequestError && error.errors[0]?.param === 'valid_until') {
        form.setError('valid_until', { message: error.errors[0].msg });
      }
      showError(error);
      if (!quote) leaveTo(`${LIST}/${uuid}`);
    } finally {
      setBusy(false);
    }
  }

  const nextRevision =
    quote && revising ? displayQuoteNumber(quote.number, quote.revision + 1) : null;
  return (
    <form className={`admin-form ${styles.form}`} onSubmit={save} noValidate>
      {nextRevision && <p className="admin-note">{t('revisionNote', { number: nextRevision })}</p>}
      {props.fromRequest && <p className="admin-note">{t('fromRequest')}</p>}
      <QuoteCustomerFields register={form.register} message={message} />
      <QuoteLines
        form={form}
        lines={lines}
        facts={facts}
        message={message}
        categories={props.categories}
        pickers={props.pickers}
      />
      <QuoteTerms register={form.register} message={message} settings={props.settings} />
      <QuoteTotals
        totals={totals}
        discountPercent={serverTotals && quote ? quote.discount_percent : percentOf(discount)}
        vatPercent={serverTotals && quote ? quote.vat_percent : props.settings.vatPercent}
        estimated={serverTotals === null}
      />
      <QuoteEditorActions
        quote={quote}
        busy={busy}
        revising={revising}
        onCancel={() => (props.onCancel ? props.onCancel() : guard.navigate(LIST))}
        validate={() => form.trigger()}
        onSend={form.handleSubmit(send)}
        onChanged={props.onChanged}
      />
    </form>
  );
}
