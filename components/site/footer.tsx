import type { ConfigurationValues } from '@/lib/configuration/schema';
import { FooterView } from './footer-view';

/** The company's legal data (demo values in messages/), its contact and its address. */
export function Footer({ config }: { config: ConfigurationValues }) {
  return (
    <FooterView
      phone={config.contact_phone}
      mail={config.contact_mail_to}
      year={new Date().getFullYear()}
    />
  );
}
