'use client';
import { useTranslations } from 'next-intl';
import {
  IMAGE_COUNT_LIMIT,
  IMAGE_SIZE_LIMIT_BYTES,
  IMAGE_SIZE_LIMIT_MB,
} from '@/lib/validation/limits';
import { FilePicker } from '@/components/admin/shared/file-picker';
import { notify } from '@/components/admin/shared/notify';
import {
  acceptFor,
  GALLERY_EXTENSIONS,
  hasExtension,
  localKey,
  readDataUrl,
} from './picture-files';
import { SortablePictures, type SortablePicture } from './sortable-pictures';
import styles from './product-form.module.css';

/** A gallery picture: stored (kept by its uuid) or new (sent as base64). */
export interface GalleryPicture extends SortablePicture {
  stored: boolean;
}

interface ProductGalleryProps {
  pictures: GalleryPicture[];
  onChange(pictures: GalleryPicture[]): void;
}

/** 'Galerie foto' of the product form: up to five pictures, deleted and reordered in place. */
export function ProductGallery({ pictures, onChange }: ProductGalleryProps) {
  const t = useTranslations('Admin.ProductForm');
  const tErrors = useTranslations('Errors');

  async function choose(files: File[]) {
    if (pictures.length + files.length > IMAGE_COUNT_LIMIT) {
      notify('error', tErrors('TOO_MANY_IMAGES', { limit: IMAGE_COUNT_LIMIT }));
      return;
    }
    const added: GalleryPicture[] = [];
    // A file that breaks a rule is skipped with its own message; the others are kept (spec §8).
    for (const file of files) {
      if (!hasExtension(file, GALLERY_EXTENSIONS)) {
        notify('error', t('invalidGalleryType', { file: file.name }));
        continue;
      }
      if (file.size > IMAGE_SIZE_LIMIT_BYTES) {
        notify('error', t('fileTooLarge', { file: file.name, limit: IMAGE_SIZE_LIMIT_MB }));
        continue;
      }
      added.push({ id: localKey(), url: await readDataUrl(file), alt: file.name, stored: false });
    }
    if (added.length > 0) onChange([...pictures, ...added]);
  }

  return (
    <fieldset className="admin-fieldset">
      <legend>{t('gallery')}</legend>
      <FilePicker
        id="gallery-files"
        label={t('chooseGallery')}
        multiple
        accept={acceptFor(GALLERY_EXTENSIONS)}
        describedBy="gallery-count gallery-help"
        onFiles={choose}
      />
      <p id="gallery-count" className={styles.counter} role="status" data-testid="gallery-count">
        {t('galleryCount', { count: pictures.length })}
      </p>
      <p id="gallery-help" className={styles.help}>
        {t('galleryHelp')}
      </p>
      {pictures.length > 0 && (
        <SortablePictures
          items={pictures}
          testId="gallery"
          moveLabel={(index) => t('movePicture', { index: index + 1 })}
          deleteLabel={(index) => t('deletePicture', { index: index + 1 })}
          onReorder={onChange}
          onDelete={(picture) => onChange(pictures.filter((item) => item.id !== picture.id))}
        />
      )}
    </fieldset>
  );
}
