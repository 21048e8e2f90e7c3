'use client';

import { useTranslations } from 'next-intl';
import { mapSearchUrl } from '@/lib/site';
import { MailLink, PhoneLink } from './contact-links';
import { MapPinIcon } from './icons';
import { ScrollTopButton } from './scroll-top-button';
import styles from './footer.module.css';

/**
 * The footer's markup (footer.tsx reads what it shows). A client component: a server
 * component's tree travels in the page's payload as well as in its HTML, ~2.5 kB here; this
 * one's payload is the configured phone and e-mail (issue #34). Its texts are the shell's
 * messages.
 */
export function FooterView({ phone, mail, year }: { phone: string; mail: string; year: number }) {
  const t = useTranslations('Footer');
  const address = t('address');
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <section className={styles.column} aria-labelledby="footer-company">
          <h2 id="footer-company" className={styles.heading}>
            {t('companyHeading')}
          </h2>
          <p className={styles.company}>{t('companyName')}</p>
          <dl className={styles.legal}>
            <dt>{t('taxIdLabel')}</dt>
            <dd>{t('taxId')}</dd>
            <dt>{t('registerLabel')}</dt>
            <dd>{t('register')}</dd>
          </dl>
        </section>
        <section className={styles.column} aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.heading}>
            {t('contactHeading')}
          </h2>
          <ul className={styles.links}>
            {phone && (
              <li>
                <PhoneLink
                  phone={phone}
                  label={t('phoneLabel')}
                  className={styles.link}
                  iconClassName={styles.icon}
                />
              </li>
            )}
            {mail && (
              <li>
                <MailLink
                  mail={mail}
                  label={t('emailLabel')}
                  className={styles.link}
                  iconClassName={styles.icon}
                />
              </li>
            )}
          </ul>
        </section>
        <section className={styles.column} aria-labelledby="footer-address">
          <h2 id="footer-address" className={styles.heading}>
            {t('addressHeading')}
          </h2>
          <address className={styles.address}>{address}</address>
          <a
            href={mapSearchUrl(address)}
            className={styles.link}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('mapLabel')}
          >
            <MapPinIcon className={styles.icon} />
            {t('mapLink')}
          </a>
        </section>
      </div>
      <div className={styles.bottom}>
        <p>{t('copyright', { year })}</p>
        <ScrollTopButton label={t('scrollTop')} />
      </div>
    </footer>
  );
}
