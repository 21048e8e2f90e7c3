import { formatPhone, phoneHref } from '@/lib/phone';
import { MailIcon, PhoneIcon } from './icons';
import styles from './contact-links.module.css';

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
      {/* Read whole: the wrapped parts below would be read with a break after the '@'. */}
      <span className="sr-only">
        {label}: {mail}
      </span>
      <MailAddress mail={mail} />
    </a>
  );
}

/**
 * An e-mail address that wraps, when it must, only after the '@': each side stays whole
 * (a narrow phone would otherwise break 'inchirieri-utilaje' mid-word).
 */
function MailAddress({ mail }: { mail: string }) {
  const at = mail.lastIndexOf('@');
  if (at <= 0) {
    return (
      <span className={`${styles.mail} ${styles.mailPart}`} aria-hidden="true">
        {mail}
      </span>
    );
  }
  return (
    <span className={styles.mail} aria-hidden="true">
      <span className={styles.mailPart}>{mail.slice(0, at + 1)}</span>
      <wbr />
      <span className={styles.mailPart}>{mail.slice(at + 1)}</span>
    </span>
  );
}
