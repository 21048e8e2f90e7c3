'use client';

import { useRef, type TouchEvent } from 'react';

/** A horizontal swipe longer than this (px), and more sideways than up or down, counts. */
const MIN_DISTANCE = 40;

/** Touch handlers calling onPrevious / onNext on a swipe right / left. */
export function useSwipe(onPrevious: () => void, onNext: () => void) {
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onTouchStart(event: TouchEvent) {
      const touch = event.touches[0];
      start.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
    },
    onTouchEnd(event: TouchEvent) {
      const from = start.current;
      const touch = event.changedTouches[0];
      start.current = null;
      if (!from || !touch) return;
      const dx = touch.clientX - from.x;
      const dy = touch.clientY - from.y;
      if (Math.abs(dx) < MIN_DISTANCE || Math.abs(dx) < Math.abs(dy)) return;
      if (dx < 0) onNext();
      else onPrevious();
    },
  };
}
