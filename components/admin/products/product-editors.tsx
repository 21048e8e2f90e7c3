'use client';
import { useTranslations } from 'next-intl';
import { Controller, type Control } from 'react-hook-form';
import type { FormValues } from './product-form-values';
import { RichTextEditor } from '@/components/admin/shared/rich-text-editor';
import styles from './product-form.module.css';

type EditorName =
  | 'header_offer'
  | 'details'
  | 'technical_data'
  | 'header_offer_en'
  | 'details_en'
  | 'technical_data_en';

export const ROMANIAN_EDITORS = [
  ['header_offer', 'headerOffer'],
  ['details', 'details'],
  ['technical_data', 'technicalData'],
] as const satisfies readonly (readonly [EditorName, string])[];

/** The English twins (issue #17): optional; left empty, /en pages show the Romanian text. */
export const ENGLISH_EDITORS = [
  ['header_offer_en', 'headerOfferEn'],
  ['details_en', 'detailsEn'],
  ['technical_data_en', 'technicalDataEn'],
] as const satisfies readonly (readonly [EditorName, string])[];

/** A set of the product's rich-text fields, each a Lexical editor bound to the form. */
export function ProductEditors(props: {
  editors: typeof ROMANIAN_EDITORS | typeof ENGLISH_EDITORS;
  control: Control<FormValues>;
  start: FormValues;
  message: (name: EditorName) => string | undefined;
}) {
  const t = useTranslations('Admin.ProductForm');
  return props.editors.map(([name, label]) => (
    <div className="admin-field" key={name}>
      <span className={styles.label} id={`editor-${name}`}>
        {t(label)}
      </span>
      <Controller
        control={props.control}
        name={name}
        render={({ field }) => (
          <RichTextEditor
            labelId={`editor-${name}`}
            label={t(label)}
            initialHtml={props.start[name] ?? ''}
            withTables={name.startsWith('technical_data')}
            invalid={Boolean(props.message(name))}
            describedBy={props.message(name) ? `editor-${name}-error` : undefined}
            onChange={field.onChange}
            onBlur={field.onBlur}
          />
        )}
      />
      {props.message(name) && (
        <p className="admin-error" id={`editor-${name}-error`}>
          {props.message(name)}
        </p>
      )}
    </div>
  ));
}
