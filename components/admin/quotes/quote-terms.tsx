'use client';
import { useTranslations } from 'next-intl';
import type { FieldPath, UseFormRegister } from 'react-hook-form';
import type { QuoteEditorSettings } from '@/lib/quotes/admin';
import { QUOTE_LANGUAGES } from '@/lib/quotes/states';
import { TextField } from '@/components/admin/shared/text-field';
import type { QuoteFormValues } from './quote-values';

/** The offer's language, its validity, its discount and its notes. */
export function QuoteTerms(props: {
  register: UseFormRegister<QuoteFormValues>;
  message: (name: FieldPath<QuoteFormValues>) => string | undefined;
  settings: QuoteEditorSettings;
}) {
  const t = useTranslations('Admin.QuoteEditor');
  const { register, message } = props;
  const notesError = message('notes');
  return (
    <fieldset className="admin-fieldset">
      <legend>{t('terms')}</legend>
      <div className="admin-row">
        <div className="admin-field">
          <label htmlFor="quote-language">{t('language')}</label>
          <select id="quote-language" {...register('language')}>
            {QUOTE_LANGUAGES.map((language) => (
              <option key={language} value={language}>
                {t(`language_${language}`)}
              </option>
            ))}
          </select>
        </div>
        <TextField
          id="quote-valid-until"
          label={t('validUntil')}
          type="date"
          help={t('validUntilHelp', { days: props.settings.offerValidityDays })}
          registration={register('valid_until')}
          error={message('valid_until')}
        />
        <TextField
          id="quote-discount"
          label={t('discountPercent')}
          inputMode="decimal"
          autoComplete="off"
          registration={register('discount_percent')}
          error={message('discount_percent')}
        />
      </div>
      <div className="admin-field">
        <label htmlFor="quote-notes">{t('notes')}</label>
        <textarea
          id="quote-notes"
          rows={3}
          aria-invalid={notesError ? true : undefined}
          aria-describedby={notesError ? 'quote-notes-error' : undefined}
          {...register('notes')}
        />
        {notesError && (
          <p className="admin-error" id="quote-notes-error">
            {notesError}
          </p>
        )}
      </div>
    </fieldset>
  );
}
