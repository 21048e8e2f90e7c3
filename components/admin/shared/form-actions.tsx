/** The 'Anulare' and 'Salvare' row under the category and product forms (spec §4). */
export function FormActions(props: {
  cancelLabel: string;
  saveLabel: string;
  onCancel: () => void;
  saveDisabled: boolean;
}) {
  return (
    <div className="admin-actions">
      <button type="button" className="admin-button secondary" onClick={props.onCancel}>
        {props.cancelLabel}
      </button>
      <button type="submit" className="admin-button" disabled={props.saveDisabled}>
        {props.saveLabel}
      </button>
    </div>
  );
}
