'use client';
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import styles from './contact-form.module.css';

const SECTIONS = [
  'controller',
  'rights',
  'data',
  'purpose',
  'sharing',
  'retention',
  'requests',
] as const;

interface PrivacyDialogProps {
  open: boolean;
  /** Where written requests go by e-mail (the configured contact address). */
  email: string;
  onClose(): void;
}

/**
 * The privacy policy (spec §2, §9) in a native modal <dialog>: the rest of the page is inert
 * while it is open, Escape closes it and focus goes back to what opened it.
 */
export function PrivacyDialog({ open, email, onClose }: PrivacyDialogProps) {
  const t = useTranslations('Privacy');
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={styles.privacy}
      aria-labelledby="privacy-dialog-title"
      data-testid="privacy-dialog"
      onClose={() => {
        onClose();
        opener.current?.focus();
      }}
    >
      <div className={styles.privacyHead}>
        <h2 id="privacy-dialog-title">{t('title')}</h2>
        <button type="button" className={styles.privacyClose} onClick={onClose} autoFocus>
          {t('close')}
        </button>
      </div>
      <div className={styles.privacyBody}>
        {SECTIONS.map((key) => (
          <section key={key}>
            <h3>{t(`${key}Heading`)}</h3>
            <p>{t(`${key}Text`, { email })}</p>
          </section>
        ))}
      </div>
    </dialog>
  );
}
