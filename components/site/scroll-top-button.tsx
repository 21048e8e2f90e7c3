'use client';

import { ArrowUpIcon } from './icons';
import styles from './footer.module.css';

/** Back to the top of the page; keyboard focus follows to the header. */
export function ScrollTopButton({ label }: { label: string }) {
  function scrollToTop() {
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
    document.getElementById('top')?.focus({ preventScroll: true });
  }
  return (
    <button type="button" className={styles.scrollTop} onClick={scrollToTop}>
      <ArrowUpIcon />
      <span>{label}</span>
    </button>
  );
}
