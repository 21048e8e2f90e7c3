import { hasLocale } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
import { routing } from './routing';

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  return {
    locale,
    // Dates (the /version page) read the same on the server and in every browser.
    timeZone: 'Europe/Bucharest',
    messages: (await import(`../messages/${locale}.json`)).default,
  };
});
