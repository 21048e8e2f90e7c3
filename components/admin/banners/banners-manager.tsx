'use client';
import { useTranslations } from 'next-intl';
import { useCallback, useState } from 'react';
import type { BannerWire } from '@/lib/banners/wire';
import {
  BANNER_SIZE_LIMIT_BYTES,
  BANNER_SIZE_LIMIT_MB,
  IMAGE_COUNT_LIMIT,
} from '@/lib/validation/limits';
import { apiFetch, postWithProgress } from '@/components/admin/shared/api-client';
import { FilePicker } from '@/components/admin/shared/file-picker';
import { notify, useErrorToast } from '@/components/admin/shared/notify';
import {
  acceptFor,
  GALLERY_EXTENSIONS,
  readDataUrl,
  toWirePicture,
} from '@/components/admin/products/picture-files';
import {
  SortablePictures,
  type SortablePicture,
} from '@/components/admin/products/sortable-pictures';
import styles from './banners-manager.module.css';

interface BannerTile extends SortablePicture {
  banner: BannerWire;
}

const toTiles = (banners: BannerWire[]): BannerTile[] =>
  banners.map((banner) => ({
    id: banner.uuid,
    url: banner.image.url,
    alt: banner.image.alt,
    banner,
  }));

/**
 * 'Poze banner' (spec §2, §4): upload, reorder and delete the carousel's pictures. The list
 * comes preloaded from the server page and is read again after each upload.
 */
export function BannersManager({ initial }: { initial: BannerWire[] }) {
  const t = useTranslations('Admin.Banners');
  const tErrors = useTranslations('Errors');
  const showError = useErrorToast();
  const [tiles, setTiles] = useState(() => toTiles(initial));
  const [progress, setProgress] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);

  const reload = useCallback(
    () =>
      apiFetch<BannerWire[]>('/api/banner/all').then((list) => setTiles(toTiles(list)), showError),
    [showError],
  );

  async function choose(files: File[]) {
    // Spec §5: the banners in all, not only this upload, stay within the image limit.
    if (tiles.length + files.length > IMAGE_COUNT_LIMIT) {
      notify('error', tErrors('TOO_MANY_IMAGES', { limit: IMAGE_COUNT_LIMIT }));
      return;
    }
    // One picture too large abandons the whole upload (spec §8).
    const tooLarge = files.find((file) => file.size >= BANNER_SIZE_LIMIT_BYTES);
    if (tooLarge) {
      notify('error', t('tooLarge', { file: tooLarge.name, limit: BANNER_SIZE_LIMIT_MB }));
      return;
    }
    setProgress(0);
    try {
      const banner = await Promise.all(
        files.map(async (file) => toWirePicture(await readDataUrl(file))),
      );
      await postWithProgress('/api/banner/create', { banner }, setProgress);
      notify('success', t('created'));
      await reload();
    } catch (error) {
      showError(error);
    } finally {
      setProgress(null);
    }
  }

  async function reorder(next: BannerTile[]) {
    const before = tiles;
    setTiles(next);
    setBusy(true);
    try {
      await apiFetch('/api/banner/update', {
        method: 'PUT',
        body: next.map((tile) => tile.id),
      });
    } catch (error) {
      setTiles(before);
      showError(error);
    } finally {
      setBusy(false);
    }
  }

  async function remove(tile: BannerTile) {
    setBusy(true);
    try {
      await apiFetch(`/api/banner/${tile.id}`, { method: 'DELETE' });
      // Gone from the view only once the server confirms (spec §4).
      setTiles((list) => list.filter((item) => item.id !== tile.id));
      notify('success', t('deleted'));
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="admin-page">
      <h1>{t('title')}</h1>
      <div className={styles.upload}>
        <FilePicker
          id="banner-files"
          label={t('choose')}
          multiple
          accept={acceptFor(GALLERY_EXTENSIONS)}
          describedBy="banner-help"
          disabled={progress !== null}
          onFiles={choose}
        />
        <p id="banner-help" className={styles.help}>
          {t('help', { count: IMAGE_COUNT_LIMIT, limit: BANNER_SIZE_LIMIT_MB })}
        </p>
        {progress !== null && (
          <div className={styles.progress}>
            <label htmlFor="banner-progress">{t('uploading')}</label>
            <progress id="banner-progress" max={100} value={Math.round(progress * 100)}>
              {Math.round(progress * 100)}%
            </progress>
          </div>
        )}
      </div>
      <p className={styles.counter} role="status" data-testid="banner-count">
        {t('count', { count: tiles.length })}
      </p>
      {tiles.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <SortablePictures
          items={tiles}
          busy={busy}
          wide
          testId="banners"
          moveLabel={(index) => t('move', { index: index + 1 })}
          deleteLabel={(index) => t('delete', { index: index + 1 })}
          onReorder={reorder}
          onDelete={remove}
        />
      )}
    </section>
  );
}
