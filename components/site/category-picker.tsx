'use client';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import type { LocalizedText } from '@/lib/localized';
import styles from './contact-form.module.css';

/** A category the visitor may pick: the Romanian name is what is sent and stored. */
export interface CategoryOption {
  value: string;
  /** The name shown, in the page's language (lib/localized.ts pickText). */
  label: LocalizedText;
}

interface CategoryPickerProps {
  id: string;
  options: CategoryOption[];
  value: string[];
  onChange(value: string[]): void;
  onBlur(): void;
}

/**
 * Several categories may be chosen (spec §5): a dropdown of checkboxes from 768 px, the
 * native multi-select (the phone's own picker) below. Both are rendered; CSS shows one.
 */
export function CategoryPicker({ id, options, value, onChange, onBlur }: CategoryPickerProps) {
  const t = useTranslations('ContactForm');
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const toggle = (name: string, checked: boolean) =>
    onChange(
      checked
        ? options.map((o) => o.value).filter((o) => o === name || value.includes(o))
        : value.filter((v) => v !== name),
    );
  const chosen = options.filter((option) => value.includes(option.value));
  const summary =
    value.length === 0
      ? t('categoriesPlaceholder')
      : value.length <= 2
        ? chosen.map((option, index) => (
            <span key={option.value} lang={option.label.lang}>
              {index > 0 ? ', ' : ''}
              {option.label.text}
            </span>
          ))
        : t('categoriesChosen', { count: value.length });

  if (options.length === 0) return <p className={styles.hint}>{t('categoriesNone')}</p>;
  return (
    <>
      <div
        ref={root}
        className={styles.dropdown}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && open) {
            event.stopPropagation();
            setOpen(false);
            root.current?.querySelector('button')?.focus();
          }
        }}
        onBlur={(event) => {
          if (!root.current?.contains(event.relatedTarget as Node | null)) {
            setOpen(false);
            onBlur();
          }
        }}
      >
        <button
          type="button"
          id={`${id}-button`}
          className={styles.dropdownButton}
          aria-expanded={open}
          aria-controls={panelId}
          aria-labelledby={`${id}-label ${id}-button`}
          onClick={() => setOpen((was) => !was)}
        >
          <span className={value.length === 0 ? styles.placeholder : undefined}>{summary}</span>
          <span aria-hidden="true" className={styles.chevron} />
        </button>
        <fieldset id={panelId} className={styles.dropdownPanel} hidden={!open}>
          <legend className="sr-only">{t('categories')}</legend>
          {options.map(({ value: name, label }) => (
            <label key={name} className={styles.option} lang={label.lang}>
              <input
                type="checkbox"
                checked={value.includes(name)}
                onChange={(event) => toggle(name, event.target.checked)}
              />
              {label.text}
            </label>
          ))}
        </fieldset>
      </div>
      <select
        id={id}
        multiple
        className={styles.multiSelect}
        value={value}
        size={Math.min(options.length, 5)}
        onChange={(event) =>
          onChange(Array.from(event.target.selectedOptions, (option) => option.value))
        }
        onBlur={onBlur}
      >
        {options.map(({ value: name, label }) => (
          <option key={name} value={name} lang={label.lang}>
            {label.text}
          </option>
        ))}
      </select>
    </>
  );
}
