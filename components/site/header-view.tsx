'use client';

import Image from 'next/image';
import { useTranslations } from 'next-intl';
import { FACEBOOK_URL } from '@/lib/site';
import { MailLink, PhoneLink } from './contact-links';
import { FacebookIcon } from './icons';
import { LanguageSwitch } from './language-switch';
import { SearchForm } from './search-form';
import { SiteLink } from './site-link';
import styles from './header.module.css';

export interface ContactPair {
  phone: string;
  mail: string;
}

/**
 * The header's markup (header.tsx reads what it shows). A client component: a server
 * component's tree travels in the page's payload as well as in its HTML, ~2.6 kB here; this
 * one's payload is its contact pairs (issue #34). Its texts are the shell's messages.
 */
export function HeaderView({
  skipToContent,
  pairs,
}: {
  skipToContent: string;
  pairs: ContactPair[];
}) {
  const t = useTranslations('Header');
  return (
    <>
      <a href="#main" className="skip-link">
        {skipToContent}
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
            {pairs.map((pair) => (
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
