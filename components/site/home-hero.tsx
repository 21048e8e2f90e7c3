import Image from 'next/image';
import { getLocale, getTranslations } from 'next-intl/server';
import { SiteLink } from './site-link';
import { buildAltText } from '@/lib/images/alt';
import { altWords } from '@/lib/images/alt-words';
import type { Locale } from '@/i18n/routing';
import { categoryName } from '@/lib/localized';
import type { ProductListItem } from '@/lib/products/view';
import styles from './home.module.css';

/**
 * The landing block: the title, the slogan, the offer button and three machines, the first
 * of `showcase` (one machine from each of the first categories: lib/products/showcase.ts).
 */
export async function HomeHero({ showcase }: { showcase: ProductListItem[] }) {
  const [t, words, locale] = await Promise.all([getTranslations('Home'), altWords(), getLocale()]);
  const machines = showcase.slice(0, 3);
  return (
    <section className={styles.hero} aria-labelledby="home-title">
      <div className={styles.heroText}>
        <h1 id="home-title" className={styles.title}>
          {t('title')}
        </h1>
        <p className={styles.slogan}>{t('slogan')}</p>
        <p className={styles.sloganText}>{t('sloganText')}</p>
        <SiteLink href="/contact" className={styles.offerButton}>
          {t('offerButton')}
        </SiteLink>
      </div>
      {machines.length > 0 && (
        <ul className={styles.heroImages} data-testid="hero-images">
          {machines.map((machine, index) => (
            <li key={machine.uuid} className={styles.heroImage}>
              <Image
                src={machine.headerPhoto.url}
                alt={buildAltText(
                  {
                    model: machine.model,
                    name: categoryName(locale as Locale, machine).text,
                    kind: 'presentation',
                    index: 0,
                  },
                  words,
                )}
                width={machine.headerPhoto.width}
                height={machine.headerPhoto.height}
                sizes={
                  index === 0 ? '(max-width: 748px) 66vw, 360px' : '(max-width: 748px) 33vw, 180px'
                }
                preload={index === 0}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
