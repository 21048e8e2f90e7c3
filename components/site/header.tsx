import Image from 'next/image';
import { getTranslations } from 'next-intl/server';
import { SiteLink } from './site-link';
import { getConfigurationValues } from '@/lib/configuration/queries';
import type { ConfigurationValues } from '@/lib/configuration/schema';
import { FACEBOOK_URL } from '@/lib/site';
import { MailLink, PhoneLink } from './contact-links';
import { FacebookIcon } from './icons';
import { LanguageSwitch } from './language-switch';
import { SearchForm } from './search-form';
import styles from './header.module.css';

interface ContactPair {
  phone: string;
  mail: string;
}

/** The first phone and e-mail, then the second pair when it is configured. */
function contactPairs(config: ConfigurationValues): ContactPair[] {
  const pairs = [
    { phone: config.contact_phone, mail: config.contact_mail_to },
    { phone: config.contact_phone_second, mail: config.contact_mail_to_second },
  ];
  return pairs.filter((pair) => pair.phone || pair.mail);
}

/**
 * The header of every public page (spec §2), with the skip link before it: the shell's pages
 * and /version. It reads the contact settings itself, so each page that shows it needs no more.
 */
export async function Header() {
  const [t, tSite, config] = await Promise.all([
    getTranslations('Header'),
    getTranslations('Site'),
    getConfigurationValues(),
  ]);
  return (
    <>
      <a href="#main" className="skip-link">
        {tSite('skipToContent')}
      </a>
      <header id="top" tabIndex={-1} className={styles.header}>
        <div className={styles.inner}>
          <SiteLink href="/home" className={styles.logo}>
            <Image
              src="/logo.svg"
              alt={t('homeLink')}
              width={268}
              height={60}
              priority
              unoptimized
            />
          </SiteLink>
          <ul
            className={styles.contacts}
            aria-label={t('contactLabel')}
            data-testid="header-contacts"
          >
            {contactPairs(config).map((pair) => (
              <li key={pair.phone + pair.mail} className={styles.pair}>
                {pair.phone && (
                  <PhoneLink
                    phone={pair.phone}
                    label={t('phoneLabel')}
                    className={styles.contact}
                    iconClassName={styles.icon}
                  />
                )}
                {pair.mail && (
                  <MailLink
                    mail={pair.mail}
                    label={t('emailLabel')}
                    className={styles.contact}
                    iconClassName={styles.icon}
                  />
                )}
              </li>
            ))}
          </ul>
          <SearchForm variant="header" />
          <div className={styles.tools}>
            <LanguageSwitch />
            <a
              href={FACEBOOK_URL}
              className={styles.social}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('facebook')}
            >
              <FacebookIcon width={22} height={22} />
            </a>
          </div>
        </div>
      </header>
    </>
  );
}
