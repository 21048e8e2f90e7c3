'use client';
import { useEffect, useState } from 'react';
import type { PriceEstimate } from '@/lib/pricing/rental-price';
import {
  PERIOD_CHECK_DEBOUNCE_MS,
  periodChunks,
} from '@/components/site/contact-availability-check';
import { keyParts, machineKey, type LineFacts, type MachinePrice } from './quote-live';
import type { QuoteLineValues } from './quote-values';

async function readJson<T>(url: string, signal: AbortSignal): Promise<T> {
  const response = await fetch(url, { signal, headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return (await response.json()) as T;
}

/** GET /api/price: the machine's own price for the line, or null when it has none. */
async function machinePrice(key: string, signal: AbortSignal): Promise<MachinePrice> {
  const { product, units, start, end } = keyParts(key);
  const query = new URLSearchParams({ product, units: String(units), start, end });
  const estimate = await readJson<PriceEstimate>(`/api/price?${query}`, signal);
  return estimate.amount === null ? null : { amount: estimate.amount, rule: estimate.rule };
}

/** GET /api/availability: the line's days (from today) with fewer free units than it asks. */
async function takenDays(key: string, signal: AbortSignal): Promise<string[]> {
  const { product, units, start, end } = keyParts(key);
  const answers = await Promise.all(
    periodChunks(start, end).map(({ first, last }) =>
      readJson<{ date: string; free: number }[]>(
        `/api/availability/${encodeURIComponent(product)}?${new URLSearchParams({ from: first, to: last })}`,
        signal,
      ),
    ),
  );
  return answers.flat().flatMap(({ date, free }) => (free < units ? [date] : []));
}

const merged = (facts: LineFacts, more: LineFacts): LineFacts => ({
  prices: { ...facts.prices, ...more.prices },
  taken: { ...facts.taken, ...more.taken },
});

/**
 * The prices and free days of the editor's machine lines: those of the server's last answer
 * (`seed`, replaced on each save), and, for a line changed since, asked of the public routes a
 * moment after the last keystroke. A failed ask leaves the line unknown; the save tells.
 */
export function useLineFacts(lines: readonly QuoteLineValues[], seed: LineFacts): LineFacts {
  const [facts, setFacts] = useState(seed);
  const [seen, setSeen] = useState(seed);
  if (seen !== seed) {
    setSeen(seed);
    setFacts((current) => merged(current, seed));
  }
  const keys = [...new Set(lines.map(machineKey).filter((key): key is string => key !== null))];
  const missing = keys.filter((key) => !(key in facts.prices) || !(key in facts.taken)).join(',');

  useEffect(() => {
    if (!missing) return;
    const abort = new AbortController();
    const timer = setTimeout(() => {
      for (const key of missing.split(',')) {
        Promise.all([
          machinePrice(key, abort.signal).catch(() => undefined),
          takenDays(key, abort.signal).catch(() => undefined),
        ]).then(
          ([price, taken]) => {
            if (abort.signal.aborted) return;
            setFacts((current) =>
              merged(current, {
                prices: price === undefined ? {} : { [key]: price },
                taken: taken === undefined ? {} : { [key]: taken },
              }),
            );
          },
          () => undefined,
        );
      }
    }, PERIOD_CHECK_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [missing]);

  return facts;
}
