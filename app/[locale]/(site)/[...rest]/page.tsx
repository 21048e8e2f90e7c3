import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { notFoundMetadata } from '@/components/site/not-found-content';
import type { Locale } from '@/i18n/routing';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/[...rest]'>): Promise<Metadata> {
  return notFoundMetadata((await params).locale as Locale);
}

/**
 * Any path the site does not know: status 404 and the translated not-found page inside the shell
 * (next-intl's pattern). Next 16 sends that page's body in the RSC payload and renders it in the
 * browser (vercel/next.js#62228): the server sends the 404 status, the HTML holds the text only
 * in that payload, and the browser shows the page and its title.
 */
export default function UnknownPage() {
  notFound();
}
