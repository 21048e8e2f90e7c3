import { sanitizeRichText } from '@/lib/html/sanitize';

/** A rich-text field of a machine, sanitised again right before it is rendered. */
export function RichHtml({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={className ? `rich-text ${className}` : 'rich-text'}
      dangerouslySetInnerHTML={{ __html: sanitizeRichText(html) }}
    />
  );
}
