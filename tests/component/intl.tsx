import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import ro from '@/messages/ro.json';

/** The app's Romanian texts around a component, as the admin layout gives them. */
export function Romanian({ children }: { children: ReactNode }) {
  return (
    <NextIntlClientProvider locale="ro" messages={ro} timeZone="Europe/Bucharest">
      {children}
    </NextIntlClientProvider>
  );
}
