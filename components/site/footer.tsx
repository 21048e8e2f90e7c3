import { getTranslations } from 'next-intl/server';
import type { ConfigurationValues } from '@/lib/configuration/schema';
import { mapSearchUrl } from '@/lib/site';
import { MailLink, PhoneLink } from './contact-links';
import { MapPinIcon } from './icons';
import { ScrollTopButton } from './scroll-top-button';
import styles from './footer.module.css';

/** The company's legal data (demo values in messages/), its contact and its address. */
export async function Footer({ config }: { config: ConfigurationValues }) {
  const t = await getTranslations('Footer');
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
            {config.contact_phone && (
              <li>
                <PhoneLink
                  phone={config.contact_phone}
                  label={t('phoneLabel')}
                  className={styles.link}
                  iconClassName={styles.icon}
                />
              </li>
            )}
            {config.contact_mail_to && (
              <li>
                <MailLink
                  mail={config.contact_mail_to}
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
        <p>{t('copyright', { year: new Date().getFullYear() })}</p>
        <ScrollTopButton label={t('scrollTop')} />
      </div>
    </footer>
  );
}
