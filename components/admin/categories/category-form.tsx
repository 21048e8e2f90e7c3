'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { createCategorySchema } from '@/lib/categories/schema';
import type { CategoryWire } from '@/lib/categories/wire';
import { collapseSpaces } from '@/lib/validation/patterns';
import { ApiRequestError, apiFetch } from '@/components/admin/shared/api-client';
import { useUnsavedChanges } from '@/components/admin/shared/leave-guard';
import { notify, useErrorToast } from '@/components/admin/shared/notify';
import { FormActions } from '@/components/admin/shared/form-actions';
import { TextField } from '@/components/admin/shared/text-field';

const LIST = '/admin/main/categories';

/**
 * 'Adaugare categorie' (spec §2): Nume, Anulare, Salvare; edit mode when a uuid is given.
 * The spec gives the product form two titles and this one a single title, for both routes.
 * The optional English name (issue #17) is shown on /en pages; left empty, they show the
 * Romanian.
 */
export function CategoryForm({ uuid }: { uuid?: string }) {
  const t = useTranslations('Admin.CategoryForm');
  const tErrors = useTranslations('Errors');
  const showError = useErrorToast();
  const [loaded, setLoaded] = useState(!uuid);
  const form = useForm({
    resolver: zodResolver(createCategorySchema),
    mode: 'onTouched',
    defaultValues: { name: '', name_en: '' as string | null | undefined },
  });
  const { isDirty, isSubmitSuccessful, errors, isValid, isSubmitting } = form.formState;
  const guard = useUnsavedChanges(isDirty && !isSubmitSuccessful);

  useEffect(() => {
    if (!uuid) return;
    apiFetch<CategoryWire>(`/api/category/${uuid}`).then((category) => {
      form.reset({ name: category.name, name_en: category.name_en ?? '' });
      setLoaded(true);
    }, showError);
  }, [uuid, form, showError]);

  const submit = form.handleSubmit(async ({ name, name_en }) => {
    try {
      // Sent even when empty: an emptied field removes the English name.
      const body = { name: collapseSpaces(name), name_en: name_en ?? '' };
      if (uuid) await apiFetch('/api/category/update', { method: 'PUT', body: { uuid, ...body } });
      else await apiFetch('/api/category/create', { method: 'POST', body });
      notify('success', t(uuid ? 'updated' : 'created'));
      guard.setUnsaved(false);
      guard.navigate(LIST);
    } catch (error) {
      const first = error instanceof ApiRequestError ? error.errors[0] : undefined;
      if (first?.param === 'name' || first?.param === 'name_en')
        form.setError(first.param, { message: first.msg });
      showError(error);
      throw error;
    }
  });

  const error = errors.name?.message;
  const errorEn = errors.name_en?.message;
  return (
    <section className="admin-page">
      <h1>{t('title')}</h1>
      <form
        className="admin-form"
        onSubmit={(event) => submit(event).catch(() => {})}
        noValidate
        aria-busy={!loaded}
      >
        <TextField
          id="name"
          label={t('name')}
          autoComplete="off"
          disabled={!loaded}
          registration={form.register('name')}
          error={error && (tErrors.has(error) ? tErrors(error) : error)}
        />
        <TextField
          id="name_en"
          lang="en"
          label={t('nameEn')}
          autoComplete="off"
          disabled={!loaded}
          registration={form.register('name_en')}
          help={t('nameEnHelp')}
          error={errorEn && (tErrors.has(errorEn) ? tErrors(errorEn) : errorEn)}
        />
        <FormActions
          cancelLabel={t('cancel')}
          saveLabel={t('save')}
          onCancel={() => guard.navigate(LIST)}
          saveDisabled={!loaded || !isValid || isSubmitting}
        />
      </form>
    </section>
  );
}
