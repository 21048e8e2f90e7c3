import { sanitizeRichText } from '@/lib/html/sanitize';

/**
 * A rich-text field of a machine, sanitised again right before it is rendered; `lang` marks a
 * Romanian text shown on an English page.
 */
export function RichHtml({
  html,
  className,
  lang,
}: {
  html: string;
  className?: string;
  lang?: string;
}) {
  return (
    <div
      lang={lang}
      className={className ? `rich-text ${className}` : 'rich-text'}
      dangerouslySetInnerHTML={{ __html: sanitizeRichText(html) }}
    />
  );
}
