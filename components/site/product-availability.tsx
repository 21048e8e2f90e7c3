import { getTranslations } from 'next-intl/server';
import {
  calendarWeeks,
  formatBookedRange,
  type ProductAvailability as Availability,
} from '@/lib/reservations/booked';
import { daysInRange, formatDay, type Day } from '@/lib/reservations/days';
import styles from './product-availability.module.css';

const monthFormats = new Map<string, Intl.DateTimeFormat>();

function monthName(locale: string, day: Day): string {
  let format = monthFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' });
    monthFormats.set(locale, format);
  }
  return format.format(new Date(`${day}T12:00:00Z`)).replace('.', '');
}

/**
 * 'Disponibil acum' or 'Disponibil din DD.MM.YYYY', and the next 60 days with the fully booked
 * ones marked (issue #35), and on a machine of several units the partly booked ones, with how
 * many are free ('1 din 2 libere', issue #41). The calendar is a picture for sighted visitors (hatched and struck
 * through, not colour alone); the same days are written out as a list of ranges, which is
 * what assistive technology reads. Counts and dates only: no customer reaches this page.
 */
export async function ProductAvailability({
  availability,
  locale,
}: {
  availability: Availability;
  locale: string;
}) {
  if (availability.units === 0) return null;
  const t = await getTranslations('Availability');
  const { availableFrom, booked, partly, first, last, units } = availability;
  const status =
    availableFrom === first
      ? t('now')
      : availableFrom
        ? t('from', { date: formatDay(availableFrom) })
        : t('unavailable');
  const weekdays = t('weekdays').split(',');
  return (
    <section
      className={styles.availability}
      aria-labelledby="availability-heading"
      data-testid="availability"
    >
      <h2 id="availability-heading">{t('heading')}</h2>
      <p
        className={`${styles.status} ${availableFrom === first ? styles.now : styles.later}`}
        data-testid="availability-status"
      >
        {status}
      </p>
      <p className={styles.period}>
        {t('period', {
          days: daysInRange(first, last),
          first: formatDay(first),
          last: formatDay(last),
        })}
      </p>
      <div className={styles.layout}>
        <div className={styles.calendar} aria-hidden="true">
          <div className={styles.weekdays}>
            {weekdays.map((name) => (
              <span key={name}>{name}</span>
            ))}
          </div>
          {calendarWeeks(first, last, booked, partly).map((week, row) => (
            <div key={row} className={styles.week}>
              {week.map((cell, column) =>
                cell ? (
                  <span
                    key={cell.day}
                    className={[
                      styles.day,
                      cell.booked && styles.booked,
                      cell.free !== null && styles.partly,
                      cell.monthStart && styles.monthStart,
                      cell.day === first && styles.today,
                    ]
                      .filter(Boolean)
                      .join(' ')}
                    title={
                      cell.free === null
                        ? formatDay(cell.day)
                        : `${formatDay(cell.day)}: ${t('partlyFree', { free: cell.free, units })}`
                    }
                  >
                    {cell.monthStart && (
                      <span className={styles.month}>{monthName(locale, cell.day)}</span>
                    )}
                    {cell.date}
                  </span>
                ) : (
                  <span key={`empty-${column}`} />
                ),
              )}
            </div>
          ))}
          <p className={styles.legend}>
            <span className={styles.day}>1</span> {t('free')}
            {units > 1 && (
              <>
                <span className={`${styles.day} ${styles.partly}`}>1</span> {t('partly')}
              </>
            )}
            <span className={`${styles.day} ${styles.booked}`}>1</span> {t('booked')}
            <span className={`${styles.day} ${styles.today}`}>1</span> {t('today')}
          </p>
        </div>
        <div className={styles.ranges}>
          <h3 id="booked-heading">{t('bookedHeading')}</h3>
          {booked.length > 0 ? (
            <ul aria-labelledby="booked-heading" data-testid="booked-ranges">
              {booked.map((range) => (
                <li key={range.first}>{formatBookedRange(range)}</li>
              ))}
            </ul>
          ) : (
            <p data-testid="booked-ranges">{t('noneBooked')}</p>
          )}
          {partly.length > 0 && (
            <>
              <h3 id="partly-heading">{t('partlyHeading')}</h3>
              <ul aria-labelledby="partly-heading" data-testid="partly-ranges">
                {partly.map((range) => (
                  <li key={range.first}>
                    {formatBookedRange(range)}: {t('partlyFree', { free: range.free, units })}
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      </div>
    </section>
  );
}
