'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import type { CategoryWire } from '@/lib/categories/wire';
import type { MachinePickerStart } from '@/lib/reservations/admin';
import { MAX_UNITS, NEXT_STATUSES, START_STATUSES } from '@/lib/reservations/rules';
import type { ReservationStatus } from '@/lib/reservations/rules';
import { reservationSchema } from '@/lib/reservations/schema';
import { ApiRequestError, apiFetch } from '@/components/admin/shared/api-client';
import { FormActions } from '@/components/admin/shared/form-actions';
import { useUnsavedChanges } from '@/components/admin/shared/leave-guard';
import { notify, useErrorToast } from '@/components/admin/shared/notify';
import { ReservationCustomerFields } from './reservation-customer-fields';
import { MachinePickerFields } from '@/components/admin/shared/machine-picker-fields';
import type { ReservationValues } from './reservation-values';
import { useStatusName } from './reservation-format';
import { TextField } from '@/components/admin/shared/text-field';
import { useCategoryMachines } from '@/components/admin/products/use-category-machines';
import styles from './reservation-form.module.css';

type Field = FieldPath<ReservationValues>;
const FIELDS: readonly string[] = [
  'product_uuid',
  'units',
  'start',
  'end',
  'status',
  'customer.name',
  'customer.company',
  'customer.phone',
  'customer.email',
  'notes',
];
const LIST = '/admin/main/reservations';

interface ReservationFormProps {
  categories: Pick<CategoryWire, 'uuid' | 'name'>[];
  /** The category whose machines the machine select offers first (the stored machine's). */
  machineStart: MachinePickerStart;
  /** Edit mode: the reservation's uuid and its stored state (which decides the states offered). */
  uuid?: string;
  storedStatus?: ReservationStatus;
  start: ReservationValues;
  fromRequest?: boolean;
}

/** 'Adaugare rezervare' / 'Modificare rezervare' (issue #35), checked by the API's own schema. */
export function ReservationForm(props: ReservationFormProps) {
  const t = useTranslations('Admin.ReservationForm');
  const tErrors = useTranslations('Errors');
  const statusName = useStatusName();
  const showError = useErrorToast();
  const [saved, setSaved] = useState(false);
  const form = useForm({
    resolver: zodResolver(reservationSchema),
    mode: 'onTouched',
    defaultValues: props.start,
  });
  const { isDirty, isSubmitting } = form.formState;
  const guard = useUnsavedChanges(isDirty && !saved);
  const statuses: readonly ReservationStatus[] = props.storedStatus
    ? [props.storedStatus, ...NEXT_STATUSES[props.storedStatus]]
    : START_STATUSES;

  const message = (name: Field) => {
    const code = form.getFieldState(name, form.formState).error?.message;
    return code && (tErrors.has(code) ? tErrors(code) : code);
  };
  const picker = useCategoryMachines(props.machineStart, showError);

  const submit = form.handleSubmit(async (values) => {
    try {
      await apiFetch(props.uuid ? `/api/reservation/${props.uuid}` : '/api/reservation', {
        method: props.uuid ? 'PUT' : 'POST',
        body: values,
      });
    } catch (error) {
      if (error instanceof ApiRequestError) {
        for (const { msg, param } of error.errors) {
          if (param && FIELDS.includes(param)) form.setError(param as Field, { message: msg });
        }
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
      {props.fromRequest && <p className="admin-note">{t('fromRequest')}</p>}
      <div className="admin-row">
        <MachinePickerFields
          idPrefix="reservation"
          categories={props.categories}
          picker={picker}
          registration={form.register('product_uuid')}
          onCategory={() => form.setValue('product_uuid', '', { shouldDirty: true })}
          error={message('product_uuid')}
        />
      </div>
      <div className="admin-row">
        <TextField
          id="reservation-units"
          label={t('units')}
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_UNITS}
          step={1}
          registration={form.register('units', {
            setValueAs: (value: unknown) => (value === '' ? undefined : Number(value)),
          })}
          error={message('units')}
        />
        <TextField
          id="reservation-start"
          label={t('start')}
          type="date"
          help={t('daysHelp')}
          registration={form.register('start', { deps: ['end'] })}
          error={message('start')}
        />
        <TextField
          id="reservation-end"
          label={t('end')}
          type="date"
          registration={form.register('end')}
          error={message('end')}
        />
      </div>
      <div className="admin-field">
        <label htmlFor="reservation-status">{t('status')}</label>
        <select
          id="reservation-status"
          aria-describedby="reservation-status-help"
          aria-invalid={message('status') ? true : undefined}
          {...form.register('status')}
        >
          {statuses.map((status) => (
            <option key={status} value={status}>
              {statusName(status)}
            </option>
          ))}
        </select>
        <p id="reservation-status-help" className="admin-muted">
          {statuses.length === 1 && props.storedStatus
            ? t('finalStatus', { status: statusName(props.storedStatus) })
            : t('statusHelp')}
        </p>
        {message('status') && <p className="admin-error">{message('status')}</p>}
      </div>
      <ReservationCustomerFields register={form.register} message={message} />
      <div className="admin-field">
        <label htmlFor="reservation-notes">{t('notes')}</label>
        <textarea
          id="reservation-notes"
          rows={3}
          aria-invalid={message('notes') ? true : undefined}
          {...form.register('notes')}
        />
        {message('notes') && <p className="admin-error">{message('notes')}</p>}
      </div>
      <FormActions
        cancelLabel={t('cancel')}
        saveLabel={t('save')}
        onCancel={() => guard.navigate(LIST)}
        saveDisabled={isSubmitting || saved}
      />
    </form>
  );
}
