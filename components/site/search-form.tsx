'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useRouter } from '@/i18n/navigation';
import { localePath, type Locale } from '@/i18n/routing';
import { MAX_SEARCH_LENGTH, SEARCH_PATH } from '@/lib/search/terms';
import { SearchIcon } from './icons';
import { startNavigationProgress } from './navigation-progress';
import styles from './search-form.module.css';

interface SearchFormProps {
  /** 'header': a field on wide screens, an icon button that opens it on narrow ones. */
  variant: 'header' | 'page';
  /** The query shown in the field (the results page's). */
  defaultValue?: string;
}

/**
 * The machine search (issue #18): a GET form to /cautare?q=… (/en/cautare), so it works before
 * the page's scripts run; with them, the router opens the results without a full reload.
 */
export function SearchForm({ variant, defaultValue = '' }: SearchFormProps) {
  const t = useTranslations('Search');
  const locale = useLocale() as Locale;
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const formId = useId();
  const inputId = `${formId}-q`;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const q = (inputRef.current?.value ?? '').trim();
    const target = `${localePath(locale, SEARCH_PATH)}?${new URLSearchParams({ q })}`;
    if (target !== window.location.pathname + window.location.search) startNavigationProgress();
    router.push({ pathname: SEARCH_PATH, query: { q } });
    setOpen(false);
  }

  // The field opened by the icon button takes the focus, so the visitor can type at once.
  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  function closeOnEscape(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key !== 'Escape' || variant !== 'header' || !open) return;
    setOpen(false);
    toggleRef.current?.focus();
  }

  return (
    <>
      {variant === 'header' && (
        <button
          ref={toggleRef}
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={formId}
          aria-label={t('toggle')}
          onClick={() => setOpen((wasOpen) => !wasOpen)}
        >
          <SearchIcon width={22} height={22} />
        </button>
      )}
      <form
        id={formId}
        role="search"
        // On the search page the header's form is a search landmark too: this one is named,
        // so that each landmark can be told apart (axe: landmark-unique).
        aria-label={variant === 'page' ? t('label') : undefined}
        action={localePath(locale, SEARCH_PATH)}
        method="get"
        className={`${styles.form} ${styles[variant]}`}
        data-open={open}
        onSubmit={submit}
        onKeyDown={closeOnEscape}
      >
        <label htmlFor={inputId} className={variant === 'header' ? 'sr-only' : styles.label}>
          {t('label')}
        </label>
        <input
          ref={inputRef}
          id={inputId}
          name="q"
          type="search"
          defaultValue={defaultValue}
          maxLength={MAX_SEARCH_LENGTH}
          placeholder={t('placeholder')}
          autoComplete="off"
          enterKeyHint="search"
          className={styles.input}
        />
        <button type="submit" className={styles.submit}>
          <SearchIcon width={20} height={20} />
          <span className={variant === 'header' ? 'sr-only' : undefined}>{t('submit')}</span>
        </button>
      </form>
    </>
  );
}
