/** Label of a configuration field (spec §2): underscores as spaces, upper case, '*' when required. */
export function configurationLabel(key: string, required: boolean): string {
  const label = key.replace(/_/g, ' ').toUpperCase();
  return required ? `${label}*` : label;
}
