import { getTranslations } from 'next-intl/server';
import type { OfferText } from '@/lib/quotes/offer-text';
import styles from './offer.module.css';

const CELLS = ['description', 'period', 'days', 'quantity', 'unitPrice', 'amount'] as const;
const NUMERIC = new Set<string>(['days', 'quantity', 'unitPrice', 'amount']);

/**
 * The offer as the customer reads it on its page (issue #44): the same facts as its PDF,
 * from the same text (lib/quotes/offer-text.ts): the company and the customer, the lines,
 * the totals, the notes. A table on a wide screen; each line a block of its own on a phone.
 */
export async function OfferDocument({ text, closing }: { text: OfferText; closing: boolean }) {
  const t = await getTranslations('OfferPage');
  return (
    <>
      <dl className={styles.facts}>
        {text.facts.map((fact) => (
          <div key={fact.label}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
      <div className={styles.parties}>
        {text.parties.map((party) => (
          <section key={party.title} className={styles.party} aria-label={party.title}>
            <p className={styles.partyTitle}>{party.title}</p>
            <p className={styles.partyName}>{party.name}</p>
            <dl>
              {party.details.map((detail) => (
                <div key={detail.label}>
                  <dt>{detail.label}</dt>
                  <dd>{detail.value}</dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
      </div>
      <h2>{t('linesHeading')}</h2>
      <table className={styles.lines}>
        <thead>
          <tr>
            {text.columns.map((column, index) => (
              <th
                key={column}
                scope="col"
                className={NUMERIC.has(CELLS[index]!) ? styles.number : undefined}
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {text.rows.map((row, index) => (
            <tr key={index}>
              {CELLS.map((cell, column) =>
                column === 0 ? (
                  <th key={cell} scope="row">
                    {row[cell]}
                  </th>
                ) : (
                  <td
                    key={cell}
                    data-label={text.columns[column]}
                    className={`${NUMERIC.has(cell) ? styles.number : ''} ${row[cell] ? '' : styles.empty}`}
                  >
                    {row[cell]}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <dl className={styles.totals} aria-label={t('totalsLabel')}>
        {text.totals.map((total, index) => (
          <div key={total.label} className={index === text.totals.length - 1 ? styles.total : ''}>
            <dt>{total.label}</dt>
            <dd>{total.value}</dd>
          </div>
        ))}
      </dl>
      {text.notes && (
        <section className={styles.notes} aria-labelledby="offer-notes">
          <h2 id="offer-notes">{text.notes.title}</h2>
          <p>{text.notes.text}</p>
        </section>
      )}
      {/* How to accept it, while it can still be. */}
      {closing && <p className={styles.closing}>{text.closing}</p>}
    </>
  );
}
