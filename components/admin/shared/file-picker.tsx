'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';

interface FilePickerProps {
  id: string;
  /** The button's text, and the input's accessible name. */
  label: string;
  accept: string;
  multiple?: boolean;
  disabled?: boolean;
  /** Ids of further help for the input (a counter, a rule, an error). */
  describedBy?: string;
  onFiles(files: File[]): void;
}

/**
 * A file input in the admin's language: the browser's own one reads 'Choose File / No file
 * chosen' in the browser's language. The real input stays in the page, visually hidden, so
 * Tab reaches it and Enter or Space opens the chooser; its label is drawn as the button and
 * the names of the files chosen last are shown beside it.
 */
export function FilePicker({
  id,
  label,
  accept,
  multiple,
  disabled,
  describedBy,
  onFiles,
}: FilePickerProps) {
  const t = useTranslations('Admin.FilePicker');
  const [names, setNames] = useState<string[]>([]);

  function change(event: React.ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const files = [...(input.files ?? [])];
    // Emptied, so that choosing the same file again is a change too.
    input.value = '';
    if (files.length === 0) return;
    setNames(files.map((file) => file.name));
    onFiles(files);
  }

  return (
    <div className="admin-file-picker">
      <input
        id={id}
        type="file"
        className="sr-only admin-file-input"
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        aria-describedby={[`${id}-chosen`, describedBy].filter(Boolean).join(' ')}
        onChange={change}
      />
      <label htmlFor={id} className="admin-button secondary">
        {label}
      </label>
      <span id={`${id}-chosen`} className="admin-file-names" data-testid={`${id}-chosen`}>
        {names.length === 0
          ? t('none')
          : t('chosen', { count: names.length, names: names.join(', ') })}
      </span>
    </div>
  );
}
