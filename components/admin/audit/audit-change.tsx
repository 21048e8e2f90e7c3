'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { AUDIT_PICTURE_FIELDS, AUDIT_TEXT_FIELDS } from '@/lib/audit/actions';
import { AUDIT_THUMBNAIL_WIDTH, keptThumbnailAddress } from '@/lib/audit/picture-address';
import { wordDiff } from '@/lib/audit/word-diff';
import { resizedAddress } from '@/runtime/resized-pictures.mjs';
import { IMAGE_PATH } from '@/lib/images/paths';
import styles from './audit-change.module.css';

/** Markup left in an entry written before the log kept words (issue #41), read as text. */
function plainText(value: unknown): string {
  if (typeof value !== 'string') return '';
  return value
    .replace(/<[^>]*(>|$)/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A text field's change: its words, the removed ones struck and the added ones marked. */
function TextChange({ before, after }: { before: unknown; after: unknown }) {
  const t = useTranslations('Admin.Audit');
  const parts = wordDiff(plainText(before), plainText(after));
  const changed = parts.some((part) => part.kind !== 'same');
  return (
    <span className={styles.text} data-testid="audit-text-change">
      {parts.map((part, index) => {
        const space = index > 0 ? ' ' : '';
        if (part.kind === 'same') return <span key={index}>{`${space}${part.text}`}</span>;
        const Mark = part.kind === 'removed' ? 'del' : 'ins';
        return (
          <span key={index}>
            {space}
            <Mark className={styles[part.kind]}>
              <span className="sr-only">{t(part.kind)} </span>
              {part.text}
            </Mark>
          </span>
        );
      })}
      {!changed && <span className="admin-muted"> {t('formatOnly')}</span>}
    </span>
  );
}

/**
 * One picture of a change, 48 px, at its resized address. A picture no longer stored (a
 * replaced picture nothing else uses is deleted with the save, lib/images/cleanup.ts) falls
 * back to the thumbnail the log kept of it; an entry older than those thumbnails says in
 * words that the picture is gone instead of showing a broken image.
 */
function Picture({ address, alt }: { address: string; alt: string }) {
  const t = useTranslations('Admin.Audit');
  const sources = [
    resizedAddress(address, AUDIT_THUMBNAIL_WIDTH) ?? address,
    keptThumbnailAddress(address),
  ].filter((source) => source !== null);
  const [tried, setTried] = useState(0);
  const source = sources[tried];
  if (source === undefined)
    return <span className={styles.gone}>{t('pictureGone', { picture: alt })}</span>;
  return (
    // A 48 px thumbnail at the site's resized address; next/image adds nothing here.
    // eslint-disable-next-line @next/next/no-img-element
    <img
      key={source}
      src={source}
      alt={alt}
      className={styles.thumb}
      width={48}
      height={48}
      loading="lazy"
      onError={() => setTried((count) => count + 1)}
    />
  );
}

/** The pictures of one side of a picture change, small; an old entry's uuid stays text. */
function Pictures({ value, side }: { value: unknown; side: 'before' | 'after' }) {
  const t = useTranslations('Admin.Audit');
  const list = (Array.isArray(value) ? value : [value]).filter(
    (item): item is string => typeof item === 'string' && item !== '',
  );
  if (list.length === 0) return <span>{t('emptyValue')}</span>;
  return (
    <span className={styles.pictures}>
      {list.map((address, index) =>
        address.startsWith(IMAGE_PATH) ? (
          <Picture
            key={`${address}-${index}`}
            address={address}
            alt={t(side === 'before' ? 'pictureBefore' : 'pictureAfter', {
              number: index + 1,
              count: list.length,
            })}
          />
        ) : (
          <span key={`${address}-${index}`}>{address}</span>
        ),
      )}
    </span>
  );
}

/** One changed field of an entry: texts as marked words, pictures as pictures, else both values. */
export function AuditChangeValues({
  field,
  before,
  after,
  format,
}: {
  field: string;
  before: unknown;
  after: unknown;
  format: (value: unknown) => string;
}) {
  if (AUDIT_TEXT_FIELDS.includes(field)) return <TextChange before={before} after={after} />;
  if (AUDIT_PICTURE_FIELDS.includes(field)) {
    return (
      <span className={styles.pictureChange}>
        <Pictures value={before} side="before" /> <span aria-hidden="true">→</span>{' '}
        <Pictures value={after} side="after" />
      </span>
    );
  }
  return (
    <>
      {format(before)} → {format(after)}
    </>
  );
}
