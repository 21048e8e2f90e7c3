'use client';

import Image from 'next/image';
import { pictureLoader } from '@/lib/images/loader';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useState, type FocusEvent, type KeyboardEvent } from 'react';
import type { BannerView } from '@/lib/banners/view';
import { BANNER_CAROUSEL } from '@/lib/site';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from './catalogue-icons';
import { useReducedMotion } from './use-reduced-motion';
import { useSwipe } from './use-swipe';
import styles from './banner-carousel.module.css';

/** Spec §4, §9: the rest of the banners come 1 s after the first shows; a new one every 4 s. */

/**
 * The banner carousel of the shell. The server renders every slide and the controls, but only
 * the first banner's picture (preloaded, in a box of fixed aspect ratio, so nothing shifts);
 * the other pictures are mounted 1 s after the first has shown, or at once when the visitor
 * goes to their slide. So the late update only adds pictures: the slides and buttons are
 * already in place. Auto-advance starts once every picture is mounted, pauses on hover and on
 * focus, and is off when the visitor prefers reduced motion; the pause/play button overrides
 * all three.
 */
export function BannerCarousel({ banners }: { banners: BannerView[] }) {
  const t = useTranslations('Banners');
  const [firstShown, setFirstShown] = useState(false);
  const [restMounted, setRestMounted] = useState(false);
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // The visitor's own choice through the pause/play button (WCAG 2.2.2): stopped stays
  // stopped; play runs even under the pointer, the focus or a reduced-motion preference.
  const [choice, setChoice] = useState<'stopped' | 'playing' | null>(null);
  const reducedMotion = useReducedMotion();
  const count = banners.length;

  useEffect(() => {
    if (!firstShown || restMounted) return;
    const timer = window.setTimeout(() => setRestMounted(true), BANNER_CAROUSEL.moreBannersDelayMs);
    return () => window.clearTimeout(timer);
  }, [firstShown, restMounted]);

  const go = useCallback(
    (step: number) => setIndex((current) => (current + step + count) % Math.max(count, 1)),
    [count],
  );
  // What the button shows and toggles: whether the carousel is meant to run. Hover and focus
  // only hold it for a moment, so they leave the button as it is.
  const running = choice === 'playing' || (choice === null && !reducedMotion);
  const paused = !running || (choice !== 'playing' && (hovered || focused));

  useEffect(() => {
    if (paused || !restMounted || count < 2) return;
    const timer = window.setTimeout(() => go(1), BANNER_CAROUSEL.advanceMs);
    return () => window.clearTimeout(timer);
  }, [paused, restMounted, count, index, go]);

  const swipe = useSwipe(
    () => go(-1),
    () => go(1),
  );

  const first = banners[0];
  if (!first) return null;

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'ArrowLeft') go(-1);
    else if (event.key === 'ArrowRight') go(1);
    else return;
    event.preventDefault();
  }

  function onBlur(event: FocusEvent) {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  }

  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={t('label')}
      data-testid="banner-carousel"
      data-index={index}
      // How many pictures are mounted: the first, then all.
      data-count={restMounted ? count : 1}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
      {...swipe}
    >
      <div
        className={styles.viewport}
        style={{ aspectRatio: `${first.image.width} / ${first.image.height}` }}
        aria-live={paused ? 'polite' : 'off'}
      >
        {banners.map((banner, position) => (
          <div
            key={banner.uuid}
            className={styles.slide}
            data-current={position === index}
            role="group"
            aria-roledescription="slide"
            aria-label={t('slide', { number: position + 1, count: banners.length })}
            aria-hidden={position !== index}
          >
            {(position === 0 || restMounted || position === index) && (
              <Image
                loader={pictureLoader}
                src={banner.image.url}
                alt={banner.image.alt}
                fill
                sizes="100vw"
                preload={position === 0}
                fetchPriority={position === 0 ? 'high' : 'low'}
                loading={position === 0 ? 'eager' : 'lazy'}
                // The first picture is the LCP element of most pages: decoded into the frame
                // that shows it, rather than painted a frame or more after the text.
                decoding={position === 0 ? 'sync' : 'async'}
                className={styles.image}
                onLoad={position === 0 ? () => setFirstShown(true) : undefined}
                onError={position === 0 ? () => setFirstShown(true) : undefined}
              />
            )}
          </div>
        ))}
      </div>
      {banners.length > 1 && (
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.arrow}
            onClick={() => go(-1)}
            aria-label={t('previous')}
          >
            <ChevronLeftIcon />
          </button>
          <div className={styles.dots}>
            {banners.map((banner, position) => (
              <button
                key={banner.uuid}
                type="button"
                className={styles.dot}
                aria-label={t('goTo', { number: position + 1 })}
                aria-current={position === index ? 'true' : undefined}
                onClick={() => setIndex(position)}
              />
            ))}
          </div>
          <button
            type="button"
            className={styles.arrow}
            onClick={() => go(1)}
            aria-label={t('next')}
          >
            <ChevronRightIcon />
          </button>
          <button
            type="button"
            className={styles.toggle}
            onClick={() => setChoice(running ? 'stopped' : 'playing')}
            aria-label={running ? t('pause') : t('play')}
          >
            {running ? <PauseIcon /> : <PlayIcon />}
          </button>
        </div>
      )}
    </section>
  );
}
