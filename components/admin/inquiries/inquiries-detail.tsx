'use client';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import type { ContactRequestWire, DeliveryWire } from '@/lib/contact/wire';
import { RequestQuotes } from '@/components/admin/quotes/request-quotes';
import { formatDateTime, formatPeriod } from './inquiries-format';
import styles from './inquiries.module.css';

export function StatusBadge({ status }: { status: ContactRequestWire['status'] }) {
  const t = useTranslations('Admin.Inbox');
  return (
    <span className={`${styles.badge} ${status === 'new' ? styles.badgeNew : styles.badgeDone}`}>
      {t(status === 'new' ? 'statusNew' : 'statusHandled')}
    </span>
  );
}

const DELIVERY = {
  sent: ['deliverySent', styles.badgeDone],
  waiting: ['deliveryWaiting', styles.badgeWait],
  retrying: ['deliveryRetrying', styles.badgeError],
  none: ['deliveryNone', styles.badgeMuted],
} as const;

/** trimis / in asteptare / se reincearca, and why the last attempt failed. */
export function DeliveryBadge({ delivery }: { delivery: DeliveryWire }) {
  const t = useTranslations('Admin.Inbox');
  const [label, tone] = DELIVERY[delivery.state];
  return (
    <span className={styles.delivery}>
      <span className={`${styles.badge} ${tone}`}>{t(label)}</span>
      {delivery.state === 'retrying' && delivery.last_error ? (
        <span className={styles.mailError}>{t('lastError', { error: delivery.last_error })}</span>
      ) : null}
    </span>
  );
}

/** The machine the form was opened from, linked to its public page when it has one. */
function machineLink(product: ContactRequestWire['product']): React.ReactNode {
  if (!product) return '';
  return product.path ? <a href={product.path}>{product.model}</a> : product.model;
}

interface InquiryDetailProps {
  request: ContactRequestWire;
  name: string;
  onStatus(status: 'new' | 'handled'): void;
  onDelete(): void;
}

/** Every field of one request, and what can be done with it. */
export function InquiryDetail({ request, name, onStatus, onDelete }: InquiryDetailProps) {
  const t = useTranslations('Admin.Inbox');
  const rows: [string, React.ReactNode][] = [
    [t('createdAtField'), formatDateTime(request.created_at)],
    [t('lastNameField'), request.last_name],
    [t('firstNameField'), request.first_name],
    [t('emailField'), request.email ? <a href={`mailto:${request.email}`}>{request.email}</a> : ''],
    [
      t('phoneField'),
      request.phone ? <a href={`tel:${request.phone.replace(/\s/g, '')}`}>{request.phone}</a> : '',
    ],
    [t('cityField'), request.city],
    [t('companyField'), request.company],
    [t('categoriesField'), request.categories],
    [t('productField'), machineLink(request.product)],
    [t('periodField'), formatPeriod(request)],
    [t('localeField'), request.locale.toUpperCase()],
    [t('status'), <StatusBadge key="status" status={request.status} />],
    [t('handledAtField'), formatDateTime(request.handled_at)],
    [t('mail'), <DeliveryBadge key="mail" delivery={request.delivery} />],
    [t('attemptsField'), request.delivery.attempts || ''],
    [t('sentAtField'), formatDateTime(request.delivery.sent_at)],
  ];
  return (
    <section className={styles.detail} aria-label={t('detailsOf', { name })}>
      <dl className={styles.fields}>
        {rows
          .filter(([, value]) => value !== '' && value !== 0)
          .map(([label, value]) => (
            <div key={label} className={styles.fieldRow}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      {request.message ? (
        <div className={styles.message}>
          <h3>{t('messageField')}</h3>
          <p>{request.message}</p>
        </div>
      ) : null}
      {/* The offers answering it, and a new one filled from it (issue #44). */}
      <RequestQuotes requestUuid={request.uuid} />
      <div className="admin-actions">
        {/* A request naming a machine and dates can become a reservation (issue #35). */}
        {request.product && (request.period_from || request.period_to) ? (
          <Link
            href={`/admin/main/reservations/add?request=${request.uuid}`}
            className="admin-button secondary"
          >
            {t('createReservation')}
          </Link>
        ) : null}
        {request.status === 'new' ? (
          <button type="button" className="admin-button" onClick={() => onStatus('handled')}>
            {t('markHandled')}
          </button>
        ) : (
          <button type="button" className="admin-button secondary" onClick={() => onStatus('new')}>
            {t('markNew')}
          </button>
        )}
        <button type="button" className="admin-button danger" onClick={onDelete}>
          {t('delete')}
        </button>
      </div>
    </section>
  );
}
