'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { CategoryWire } from '@/lib/categories/wire';
import { UNITS_MAX } from '@/lib/products/units';
import { ApiRequestError, apiFetch } from '@/components/admin/shared/api-client';
import { useUnsavedChanges } from '@/components/admin/shared/leave-guard';
import { notify, useErrorToast } from '@/components/admin/shared/notify';
import { toWirePicture } from './picture-files';
import { HeaderPhoto } from './header-photo';
import { ProductGallery, type GalleryPicture } from './product-gallery';
import { ENGLISH_EDITORS, ProductEditors, ROMANIAN_EDITORS } from './product-editors';
import { ProductPrices } from './product-prices';
import { TextField } from '@/components/admin/shared/text-field';
import { formSchema, type FormValues } from './product-form-values';
import styles from './product-form.module.css';
import { FormActions } from '@/components/admin/shared/form-actions';

export interface ProductFormStart {
  values: FormValues;
  /** A stored picture keeps its uuid; a new crop has only its data URL. */
  header: { uuid?: string; url: string } | null;
  gallery: GalleryPicture[];
}

const LIST = '/admin/main/products';

export function ProductFormBody(props: {
  uuid?: string;
  categories: CategoryWire[];
  start: ProductFormStart;
}) {
  const t = useTranslations('Admin.ProductForm');
  const tErrors = useTranslations('Errors');
  const showError = useErrorToast();
  const form = useForm({
    resolver: zodResolver(formSchema),
    mode: 'all',
    defaultValues: props.start.values,
  });
  const { errors, touchedFields, isSubmitted, isValid, isDirty, isSubmitting } = form.formState;
  const [header, setHeader] = useState(props.start.header);
  const [headerTouched, setHeaderTouched] = useState(false);
  const [gallery, setGallery] = useState(props.start.gallery);
  const [picturesChanged, setPicturesChanged] = useState(false);
  const [saved, setSaved] = useState(false);
  const guard = useUnsavedChanges((isDirty || picturesChanged) && !saved);

  const message = (name: keyof FormValues) => {
    const code = errors[name]?.message;
    const shown = touchedFields[name] || isSubmitted;
    return code && shown ? (tErrors.has(code) ? tErrors(code) : code) : undefined;
  };
  const headerError =
    !header && (headerTouched || isSubmitted || Object.keys(touchedFields).length > 0)
      ? t('headerRequired')
      : undefined;

  const submit = form.handleSubmit(async (values) => {
    if (!header || saved) return;
    const body = {
      ...(props.uuid ? { uuid: props.uuid } : {}),
      ...values,
      header_photo: header.uuid ? { uuid: header.uuid } : toWirePicture(header.url),
      gallery: gallery.map((picture) =>
        picture.stored ? { uuid: picture.id } : toWirePicture(picture.url),
      ),
    };
    try {
      await apiFetch(props.uuid ? '/api/product/update' : '/api/product/create', {
        method: props.uuid ? 'PUT' : 'POST',
        body,
      });
    } catch (error) {
      // Fewer units than confirmed bookings hold: said at the field as well as in the toast.
      const first = error instanceof ApiRequestError ? error.errors[0] : undefined;
      if (first?.param === 'units') {
        form.setError('units', {
          message: first.msg === 'ERROR_NOT_AVAILABLE' ? t('unitsBooked') : first.msg,
        });
      }
      showError(error);
      return;
    }
    setSaved(true);
    guard.setUnsaved(false);
    notify('success', props.uuid ? t('updated') : t('created'));
    guard.navigate(LIST);
  });

  return (
    <form className={`admin-form ${styles.form}`} onSubmit={submit} noValidate>
      <div className={styles.row}>
        <div className="admin-field">
          <label htmlFor="product-category">{t('category')}</label>
          <select
            id="product-category"
            aria-invalid={message('category') ? true : undefined}
            aria-describedby={message('category') ? 'product-category-error' : undefined}
            {...form.register('category')}
          >
            <option value="" disabled>
              {t('categoryPlaceholder')}
            </option>
            {props.categories.map((category) => (
              <option key={category.uuid} value={category.name}>
                {category.name}
              </option>
            ))}
          </select>
          {message('category') && (
            <p className="admin-error" id="product-category-error">
              {message('category')}
            </p>
          )}
        </div>
        <TextField
          id="product-model"
          label={t('model')}
          autoComplete="off"
          registration={form.register('model')}
          error={message('model')}
        />
      </div>
      <ProductPrices register={form.register} message={message} />
      <div className={styles.row}>
        <TextField
          id="product-units"
          label={t('units')}
          type="number"
          inputMode="numeric"
          min={0}
          max={UNITS_MAX}
          step={1}
          autoComplete="off"
          help={t('unitsHelp')}
          registration={form.register('units', {
            setValueAs: (value: unknown) => (value === '' ? undefined : Number(value)),
          })}
          error={message('units')}
        />
      </div>
      <HeaderPhoto
        preview={header?.url ?? null}
        error={headerError}
        onTouched={() => setHeaderTouched(true)}
        onCropped={(url) => {
          setHeader({ url });
          setPicturesChanged(true);
        }}
      />
      <ProductEditors
        editors={ROMANIAN_EDITORS}
        control={form.control}
        start={props.start.values}
        message={message}
      />
      <fieldset className="admin-fieldset">
        <legend>{t('english')}</legend>
        <p className="admin-muted">{t('englishHelp')}</p>
        <ProductEditors
          editors={ENGLISH_EDITORS}
          control={form.control}
          start={props.start.values}
          message={message}
        />
      </fieldset>
      <ProductGallery
        pictures={gallery}
        onChange={(pictures) => {
          setGallery(pictures);
          setPicturesChanged(true);
        }}
      />
      <FormActions
        cancelLabel={t('cancel')}
        saveLabel={t('save')}
        onCancel={() => guard.navigate(LIST)}
        saveDisabled={!isValid || !header || isSubmitting || saved}
      />
    </form>
  );
}
