'use client';
import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import ReactCrop, { centerCrop, makeAspectCrop, type Crop, type PixelCrop } from 'react-image-crop';
import 'react-image-crop/dist/ReactCrop.css';
import { IMAGE_SIZE_LIMIT_BYTES, IMAGE_SIZE_LIMIT_MB } from '@/lib/validation/limits';
import { FilePicker } from '@/components/admin/shared/file-picker';
import { notify } from '@/components/admin/shared/notify';
import { acceptFor, CROPPER_EXTENSIONS, hasExtension, readDataUrl } from './picture-files';
import styles from './product-form.module.css';

/** The cropped picture's longest side: a sharp card picture, well under the upload limit. */
const OUTPUT_SIDE = 1200;
/** Spec §9: the smallest crop, in pixels. */
const MIN_CROP = 20;

interface HeaderPhotoProps {
  /** What the preview shows: the stored picture's URL or the cropped data URL. */
  preview: string | null;
  onCropped(dataUrl: string): void;
  onTouched(): void;
  error?: string;
}

/** Draws the chosen square of the picture on a canvas, as a PNG data URL (spec §4 'Cropper'). */
function cropToPng(image: HTMLImageElement, crop: PixelCrop): string {
  const scaleX = image.naturalWidth / image.width;
  const scaleY = image.naturalHeight / image.height;
  const width = crop.width * scaleX;
  const height = crop.height * scaleY;
  // Always a square (aspect 1): rounding of the shown size may differ by a pixel or two.
  const side = Math.max(1, Math.round(Math.min(OUTPUT_SIDE, width, height)));
  const canvas = document.createElement('canvas');
  canvas.width = side;
  canvas.height = side;
  const context = canvas.getContext('2d');
  if (!context) return '';
  context.imageSmoothingQuality = 'high';
  context.drawImage(
    image,
    crop.x * scaleX,
    crop.y * scaleY,
    width,
    height,
    0,
    0,
    canvas.width,
    canvas.height,
  );
  return canvas.toDataURL('image/png');
}

/** 'Poza oferta': a file, a square crop (mouse, touch or keyboard) and a preview. */
export function HeaderPhoto(props: HeaderPhotoProps) {
  const t = useTranslations('Admin');
  const tErrors = useTranslations('Errors');
  const [source, setSource] = useState<string | null>(null);
  const [crop, setCrop] = useState<Crop>();
  const image = useRef<HTMLImageElement>(null);

  async function choose([file]: File[]) {
    props.onTouched();
    if (!file) return;
    if (!hasExtension(file, CROPPER_EXTENSIONS)) {
      notify('error', t('ProductForm.invalidImageType', { file: file.name }));
      return;
    }
    if (file.size > IMAGE_SIZE_LIMIT_BYTES) {
      notify('error', tErrors('IMAGE_TOO_LARGE', { limit: IMAGE_SIZE_LIMIT_MB }));
      return;
    }
    setCrop(undefined);
    setSource(await readDataUrl(file));
  }

  function loaded(event: React.SyntheticEvent<HTMLImageElement>) {
    const { width, height } = event.currentTarget;
    // 80% of the shorter side, so that the square fits inside the picture.
    const start = width >= height ? { height: 80 } : { width: 80 };
    const percent = centerCrop(
      makeAspectCrop({ unit: '%', ...start }, 1, width, height),
      width,
      height,
    );
    setCrop(percent);
    const pixels: PixelCrop = {
      unit: 'px',
      x: (percent.x * width) / 100,
      y: (percent.y * height) / 100,
      width: (percent.width * width) / 100,
      height: (percent.height * height) / 100,
    };
    props.onCropped(cropToPng(event.currentTarget, pixels));
  }

  function completed(pixels: PixelCrop) {
    if (image.current && pixels.width > 0 && pixels.height > 0) {
      props.onCropped(cropToPng(image.current, pixels));
    }
  }

  return (
    <fieldset className="admin-fieldset">
      <legend id="header-photo-label">{t('ProductForm.headerPhoto')}</legend>
      <FilePicker
        id="header-photo-file"
        label={t('ProductForm.chooseHeader')}
        accept={acceptFor(CROPPER_EXTENSIONS)}
        describedBy={props.error ? 'header-photo-error' : undefined}
        onFiles={choose}
      />
      <div className={styles.cropRow}>
        {source && (
          <div className={styles.cropper}>
            <p className={styles.help} id="crop-help">
              {t('ProductForm.cropHelp')}
            </p>
            <ReactCrop
              crop={crop}
              aspect={1}
              minWidth={MIN_CROP}
              minHeight={MIN_CROP}
              keepSelection
              ruleOfThirds
              ariaLabels={{
                cropArea: t('ProductForm.cropLabel'),
                nwDragHandle: `${t('ProductForm.cropLabel')} ↖`,
                nDragHandle: `${t('ProductForm.cropLabel')} ↑`,
                neDragHandle: `${t('ProductForm.cropLabel')} ↗`,
                eDragHandle: `${t('ProductForm.cropLabel')} →`,
                seDragHandle: `${t('ProductForm.cropLabel')} ↘`,
                sDragHandle: `${t('ProductForm.cropLabel')} ↓`,
                swDragHandle: `${t('ProductForm.cropLabel')} ↙`,
                wDragHandle: `${t('ProductForm.cropLabel')} ←`,
              }}
              onChange={(_, percent) => setCrop(percent)}
              onComplete={completed}
            >
              {/* eslint-disable-next-line @next/next/no-img-element -- a local data URL */}
              <img
                ref={image}
                src={source}
                alt={t('Crop.title')}
                className={styles.cropImage}
                onLoad={loaded}
                onError={() => {
                  setSource(null);
                  notify('error', t('ProductForm.imageLoadFailed'));
                }}
              />
            </ReactCrop>
          </div>
        )}
        {props.preview && (
          <figure className={styles.preview}>
            {/* eslint-disable-next-line @next/next/no-img-element -- a data URL or a stored picture */}
            <img
              src={props.preview}
              alt={t('ProductForm.headerPreview')}
              data-testid="header-preview"
            />
            <figcaption>{t('ProductForm.headerPreview')}</figcaption>
          </figure>
        )}
      </div>
      {props.error && (
        <p className="admin-error" id="header-photo-error" role="alert">
          {props.error}
        </p>
      )}
    </fieldset>
  );
}
