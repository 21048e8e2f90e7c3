import type { MetadataRoute } from 'next';

/** The web app manifest: installable, in the company's colours. */
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: 'Inchirieri Utilaje – închiriere utilaje de construcții',
    short_name: 'Inchirieri Utilaje',
    description:
      'Închiriere excavatoare, buldoexcavatoare, compactoare și alte utilaje de construcții.',
    start_url: '/home',
    scope: '/',
    display: 'standalone',
    background_color: '#1f2328',
    theme_color: '#1f2328',
    lang: 'ro',
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
