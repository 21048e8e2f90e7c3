'use client';

import Image from 'next/image';
import { pictureLoader } from '@/lib/images/loader';
import { useTranslations } from 'next-intl';
import { useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon } from './catalogue-icons';
import { useSwipe } from './use-swipe';
import styles from './product-gallery.module.css';

export interface GalleryImage {
  url: string;
  alt: string;
  width: number;
  height: number;
}

interface Props {
  images: GalleryImage[];
  model: string;
  /** The header offer, already sanitised on the server: the modal's footer. */
  footerHtml: string;
  /** 'ro' when the offer is the Romanian text shown on an English page. */
  footerLang?: string;
}

/**
 * 'Galerie foto': thumbnails opening a modal carousel in a native <dialog>, which makes the
 * page behind inert, closes on Escape and gives focus back to the thumbnail; Tab wraps inside
 * it rather than leaving for the browser's toolbar. Arrows and swipes browse.
 */
export function ProductGallery({ images, model, footerHtml, footerLang }: Props) {
  const t = useTranslations('Product');
  const dialog = useRef<HTMLDialogElement>(null);
  const thumbnails = useRef<(HTMLButtonElement | null)[]>([]);
  const opener = useRef(0);
  const [index, setIndex] = useState(0);
  const count = images.length;
  const go = (step: number) => setIndex((current) => (current + step + count) % count);
  const swipe = useSwipe(
    () => go(-1),
    () => go(1),
  );

  function open(position: number) {
    opener.current = position;
    setIndex(position);
    dialog.current?.showModal();
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Tab') {
      wrapFocus(event);
      return;
    }
    if (event.key === 'ArrowLeft') go(-1);
    else if (event.key === 'ArrowRight') go(1);
    else return;
    event.preventDefault();
  }

  /** Tab from the last control goes to the first and Shift+Tab back, never out of the dialog. */
  function wrapFocus(event: KeyboardEvent) {
    const focusable = Array.from(
      dialog.current?.querySelectorAll<HTMLElement>('button, a[href], [tabindex="0"]') ?? [],
    );
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  const current = images[index];
  return (
    <>
      <ul className={styles.thumbnails} data-testid="gallery-thumbnails">
        {images.map((image, position) => (
          <li key={image.url + position}>
            <button
              type="button"
              ref={(element) => {
                thumbnails.current[position] = element;
              }}
              className={styles.thumbnail}
              aria-label={t('openPhoto', { number: position + 1 })}
              aria-haspopup="dialog"
              onClick={() => open(position)}
            >
              <Image
                loader={pictureLoader}
                src={image.url}
                alt={image.alt}
                width={image.width}
                height={image.height}
                sizes="(max-width: 449px) 45vw, 180px"
              />
            </button>
          </li>
        ))}
      </ul>
      <dialog
        ref={dialog}
        className={styles.dialog}
        aria-labelledby="gallery-title"
        data-testid="gallery-dialog"
        onKeyDown={onKeyDown}
        onClose={() => thumbnails.current[opener.current]?.focus()}
        onClick={(event) => {
          // A click on the backdrop (the dialog element itself) closes it.
          if (event.target === event.currentTarget) dialog.current?.close();
        }}
        {...swipe}
      >
        <div className={styles.frame}>
          <header className={styles.header}>
            <h2 id="gallery-title" className={styles.title}>
              {model}
            </h2>
            <button
              type="button"
              className={styles.close}
              onClick={() => dialog.current?.close()}
              aria-label={t('close')}
            >
              <CloseIcon />
            </button>
          </header>
          <div className={styles.stage}>
            <button
              type="button"
              className={`${styles.nav} ${styles.previous}`}
              onClick={() => go(-1)}
              aria-label={t('previous')}
            >
              <ChevronLeftIcon />
            </button>
            {current && (
              <Image
                loader={pictureLoader}
                key={current.url + index}
                src={current.url}
                alt={current.alt}
                width={current.width}
                height={current.height}
                sizes="(max-width: 900px) 100vw, 800px"
                className={styles.photo}
                style={{ '--ratio': current.width / current.height } as CSSProperties}
                data-testid="gallery-photo"
              />
            )}
            <button
              type="button"
              className={`${styles.nav} ${styles.next}`}
              onClick={() => go(1)}
              aria-label={t('next')}
            >
              <ChevronRightIcon />
            </button>
          </div>
          <p className={styles.counter} aria-live="polite" data-testid="gallery-counter">
            {t('counter', { number: index + 1, count })}
          </p>
          <footer className={`${styles.footer} rich-text`}>
            <div lang={footerLang} dangerouslySetInnerHTML={{ __html: footerHtml }} />
          </footer>
        </div>
      </dialog>
    </>
  );
}
