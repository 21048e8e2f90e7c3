import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./i18n/request.ts');

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Native or WASM packages are loaded by Node at run time, not bundled.
  serverExternalPackages: ['@electric-sql/pglite', '@node-rs/argon2', 'sharp', 'pg'],
  async redirects() {
    return [
      { source: '/', destination: '/home', permanent: false },
      { source: '/en', destination: '/en/home', permanent: false },
    ];
  },
};

export default withNextIntl(nextConfig);
