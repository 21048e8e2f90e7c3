/** The phone's digits and a leading '+', the form a tel: link wants. */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/**
 * A phone as the site shows it (spec §9): the first 4 digits, the next 3, the next 3,
 * separated by spaces; any further digits follow as one more group.
 */
export function formatPhone(phone: string): string {
  const compact = phone.replace(/\s+/g, '');
  const groups = [
    compact.slice(0, 4),
    compact.slice(4, 7),
    compact.slice(7, 10),
    compact.slice(10),
  ];
  return groups.filter(Boolean).join(' ');
}
