import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { Toaster } from 'sonner';
import '../globals.css';
import './admin.css';

export const metadata: Metadata = {
  title: 'Administrare | Inchirieri Utilaje',
  robots: { index: false, follow: false },
};

/** The back-office: Romanian, never indexed, toasts top-right and one at a time (spec §2). */
export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  const messages = await getMessages({ locale: 'ro' });
  return (
    <html lang="ro">
      <body className="admin">
        <NextIntlClientProvider locale="ro" messages={messages}>
          {children}
          <Toaster position="top-right" visibleToasts={1} closeButton={false} richColors />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
