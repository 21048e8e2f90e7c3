import { getTranslations } from 'next-intl/server';
import { getConfigurationValues } from '@/lib/configuration/queries';
import type { ConfigurationValues } from '@/lib/configuration/schema';
import { HeaderView, type ContactPair } from './header-view';

/** The first phone and e-mail, then the second pair when it is configured. */
function contactPairs(config: ConfigurationValues): ContactPair[] {
  const pairs = [
    { phone: config.contact_phone, mail: config.contact_mail_to },
    { phone: config.contact_phone_second, mail: config.contact_mail_to_second },
  ];
  return pairs.filter((pair) => pair.phone || pair.mail);
}

/**
 * The header of every public page (spec §2), with the skip link before it: the shell's pages
 * and /version. It reads the contact settings itself, so each page that shows it needs no more.
 */
export async function Header() {
  const [tSite, config] = await Promise.all([getTranslations('Site'), getConfigurationValues()]);
  return <HeaderView skipToContent={tSite('skipToContent')} pairs={contactPairs(config)} />;
}
