'use client';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import styles from './reservations.module.css';

const VIEWS = [
  ['listView', '/admin/main/reservations'],
  ['calendarView', '/admin/main/reservations/calendar'],
] as const;

/** 'Lista' and 'Calendar': the two views of the reservations, the current one marked. */
export function ReservationsViews({ current }: { current: 'listView' | 'calendarView' }) {
  const t = useTranslations('Admin.Reservations');
  return (
    <nav aria-label={t('views')} className={styles.views}>
      {VIEWS.map(([key, href]) => (
        <Link
          key={key}
          href={href}
          className={styles.view}
          aria-current={key === current ? 'page' : undefined}
        >
          {t(key)}
        </Link>
      ))}
    </nav>
  );
}
