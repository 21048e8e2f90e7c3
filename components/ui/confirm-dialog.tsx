'use client';
import { useEffect, useId, useRef } from 'react';
import styles from './confirm-dialog.module.css';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  declineLabel: string;
  onConfirm(): void;
  onDecline(): void;
}

/**
 * The shared confirmation dialog (spec §2): a centred modal with a title, a message and
 * two buttons. A native <dialog> keeps focus inside and Escape declines.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (props.open && !dialog.open) dialog.showModal();
    if (!props.open && dialog.open) dialog.close();
  }, [props.open]);

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        props.onDecline();
      }}
    >
      <h2 id={titleId} className={styles.title}>
        {props.title}
      </h2>
      <p>{props.message}</p>
      <div className={styles.buttons}>
        <button type="button" className={styles.decline} onClick={props.onDecline}>
          {props.declineLabel}
        </button>
        <button type="button" className={styles.confirm} onClick={props.onConfirm} autoFocus>
          {props.confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
