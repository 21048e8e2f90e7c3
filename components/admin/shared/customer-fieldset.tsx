'use client';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from './text-field';

export interface CustomerField {
  /** The field's name, the end of its id: 'name' gives `${idPrefix}-name`. */
  name: string;
  label: string;
  type: 'text' | 'tel' | 'email';
  registration: UseFormRegisterReturn;
  error?: string;
}

/**
 * The customer's fields of a reservation or an offer, framed under their legend. They are the
 * customer's data, not the admin's own: the browser is told not to fill them.
 */
export function CustomerFieldset(props: {
  legend: string;
  idPrefix: string;
  fields: CustomerField[];
}) {
  return (
    <fieldset className="admin-fieldset">
      <legend>{props.legend}</legend>
      <div className="admin-row">
        {props.fields.map((field) => (
          <TextField
            key={field.name}
            id={`${props.idPrefix}-${field.name}`}
            label={field.label}
            type={field.type}
            autoComplete="off"
            registration={field.registration}
            error={field.error}
          />
        ))}
      </div>
    </fieldset>
  );
}
