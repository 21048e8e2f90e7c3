import type { ReactNode } from 'react';

// The <html> element belongs to the locale layout (public site) and to the admin layout.
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
