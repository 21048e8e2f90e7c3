'use client';
import Link from 'next/link';

interface RowActionsProps {
  /** The row's edit screen. */
  editHref: string;
  /** 'Modificare' / 'Stergere', and what each says to a screen reader ('Modificare CAT 320'). */
  edit: { text: string; label: string };
  remove: { text: string; label: string };
  onDelete: () => void;
}

/** A list row's last cell: its edit link and its delete button (spec §2: asked first). */
export function RowActions({ editHref, edit, remove, onDelete }: RowActionsProps) {
  return (
    <td className="actions">
      <Link href={editHref} className="admin-button secondary" aria-label={edit.label}>
        {edit.text}
      </Link>
      <button
        type="button"
        className="admin-button danger"
        aria-label={remove.label}
        onClick={onDelete}
      >
        {remove.text}
      </button>
    </td>
  );
}
