import type { LocalizedText } from '@/lib/localized';

/** A picked catalogue text; a Romanian one on an English page is wrapped in lang="ro". */
export function Localized({ value }: { value: LocalizedText }) {
  return value.lang ? <span lang={value.lang}>{value.text}</span> : <>{value.text}</>;
}
