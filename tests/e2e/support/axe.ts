import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The axe-core rules of WCAG 2.0, 2.1 and 2.2 at levels A and AA. */
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export interface AxeViolation {
  rule: string;
  impact: string | null | undefined;
  nodes: string[];
}

/**
 * What axe finds against WCAG 2.2 AA in the page as it stands. axe runs in the page itself
 * (`setLegacyMode`): by default @axe-core/playwright finishes every audit in a new tab, a new
 * renderer that compiles axe's 500 kB anew, which made an audit cost twice what it finds.
 * Frames are not audited in this mode: the site's pages have none of their own, and the
 * e2e sites run without a reCAPTCHA key, so Google's frame is not there either. Only
 * violations are reported in full (`resultTypes`): for passes and the rest axe keeps one
 * node each instead of serializing them all.
 */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  const results = await new AxeBuilder({ page })
    .withTags(WCAG_AA)
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true)
    .analyze();
  return results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    nodes: violation.nodes.map((node) => node.target.join(' ')),
  }));
}
