import type { DeviceClass, VitalPageType } from './metrics';
import { DESKTOP_MIN_WIDTH } from './metrics';

/**
 * The kind of public page a path shows (ro unprefixed, en under /en): what the dashboard
 * groups the measures by. A path is never sent, so no visitor's search or machine is stored.
 * A 404 is 'other' whatever its address (an unknown /categorie/x is no category page).
 */
export function pageTypeOf(pathname: string, notFound = false): VitalPageType {
  if (notFound) return 'other';
  const parts = pathname.split('/').filter(Boolean);
  if (parts[0] === 'en') parts.shift();
  const [first, , third] = parts;
  if (parts.length === 0 || (parts.length === 1 && first === 'home')) return 'home';
  if (parts.length === 1 && first === 'contact') return 'contact';
  if (first === 'categorie' && parts.length === 2) return 'category';
  if (first === 'categorie' && parts.length === 4 && third === 'utilaj') return 'product';
  return 'other';
}

export function deviceClassOf(viewportWidth: number): DeviceClass {
  return viewportWidth < DESKTOP_MIN_WIDTH ? 'mobile' : 'desktop';
}
