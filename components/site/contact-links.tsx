import { formatPhone, phoneHref } from '@/lib/phone';
import { MailIcon, PhoneIcon } from './icons';

interface ContactLinkProps {
  /** Read before the value by screen readers ('Telefon', 'E-mail'). */
  label: string;
  className?: string;
  iconClassName?: string;
}

/** A configured phone as a tel: link, shown 4-3-3 (spec §2): the header's and the footer's. */
export function PhoneLink({
  phone,
  label,
  className,
  iconClassName,
}: ContactLinkProps & { phone: string }) {
  return (
    <a href={phoneHref(phone)} className={className}>
      <PhoneIcon className={iconClassName} />
      <span className="sr-only">{label}: </span>
      {formatPhone(phone)}
    </a>
  );
}

/** A configured e-mail address as a mailto: link: the header's and the footer's. */
export function MailLink({
  mail,
  label,
  className,
  iconClassName,
}: ContactLinkProps & { mail: string }) {
  return (
    <a href={`mailto:${mail}`} className={className}>
      <MailIcon className={iconClassName} />
      <span className="sr-only">{label}: </span>
      {mail}
    </a>
  );
}
