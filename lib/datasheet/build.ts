import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';
import path from 'node:path';
import { createTranslator } from 'next-intl';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { localePath, type Locale } from '@/i18n/routing';
import { cachedRead } from '@/lib/cache';
import { CACHE_TAGS } from '@/lib/cache-tags';
import { getConfigurationValues } from '@/lib/configuration/queries';
import { getPictureByFileOrThrow } from '@/lib/images/queries';
import { categoryName, pickText } from '@/lib/localized';
import { formatPhone, phoneHref } from '@/lib/phone';
import { productPath } from '@/lib/products/paths';
import { enforceRateLimit, RATE_LIMITS } from '@/lib/rate-limit';
import { priceTextsFor } from '@/lib/products/price-text';
import { findProductBySlugs } from '@/lib/products/queries';
import type { ProductView } from '@/lib/products/view';
import { absoluteUrl } from '@/lib/seo/urls';
import en from '@/messages/en.json';
import ro from '@/messages/ro.json';
import { htmlToBlocks } from './html-blocks';
import { logoPicture } from './logo';
import { renderDatasheet } from './pdf';

const MESSAGES = { ro, en } as const;

export interface Datasheet {
  /** The PDF, base64: the data cache keeps JSON. */
  pdf: string;
  fileName: string;
}

/** The client a datasheet is built for, when a visitor's request asked for it. */
const requestingClient = new AsyncLocalStorage<string>();

/**
 * The PDF datasheet of a machine's page in a language, or null when there is no such machine.
 * Cached under the tags of the machine's page (and of the contact settings it prints), so an
 * admin change gives a new one; a sheet is ~100 KB, far below the data cache's 2 MB.
 */
const buildDatasheet = cachedRead(
  async (locale: Locale, categorySlug: string, modelSlug: string): Promise<Datasheet | null> => {
    const product = await findProductBySlugs(categorySlug, modelSlug);
    if (!product) return null;
    // Only a sheet not in the cache costs a build: that is what a visitor's budget counts.
    const client = requestingClient.getStore();
    if (client !== undefined) {
      await enforceRateLimit(`datasheet:ip:${client}`, RATE_LIMITS.datasheetBuildsPerIp);
    }
    const pdf = await renderDatasheet(await datasheetContent(product, locale));
    const t = createTranslator({ locale, messages: MESSAGES[locale], namespace: 'Datasheet' });
    return { pdf: pdf.toString('base64'), fileName: t('fileName', { model: product.slug }) };
  },
  ['datasheet'],
  [CACHE_TAGS.products, CACHE_TAGS.categories, CACHE_TAGS.configuration],
);

/**
 * The datasheet, from the cache or built; with `client` (a visitor's address) a build counts
 * against RATE_LIMITS.datasheetBuildsPerIp, and past it this throws 429 TOO_MANY_REQUESTS.
 */
export function getDatasheet(
  locale: Locale,
  categorySlug: string,
  modelSlug: string,
  client?: string,
): Promise<Datasheet | null> {
  const build = () => buildDatasheet(locale, categorySlug, modelSlug);
  return client === undefined ? build() : requestingClient.run(client, build);
}

async function datasheetContent(product: ProductView, locale: Locale) {
  const messages = MESSAGES[locale];
  const t = createTranslator({ locale, messages, namespace: 'Datasheet' });
  const url = absoluteUrl(localePath(locale, productPath(product.categorySlug, product.slug)));
  const [photo, logo, qrCode, settings] = await Promise.all([
    headerPhoto(product.headerPhoto.url),
    logoPicture(),
    QRCode.toBuffer(url, { type: 'png', margin: 1, width: 312, errorCorrectionLevel: 'M' }),
    getConfigurationValues(),
  ]);
  const phones = [settings.contact_phone, settings.contact_phone_second].filter(Boolean);
  const emails = [settings.contact_mail_to, settings.contact_mail_to_second].filter(Boolean);
  return {
    lang: locale === 'ro' ? 'ro-RO' : 'en-GB',
    model: product.model,
    category: categoryName(locale, product).text,
    photo,
    logo,
    offer: htmlToBlocks(pickText(locale, product.headerOffer, product.headerOfferEn).text),
    details: htmlToBlocks(pickText(locale, product.details, product.detailsEn).text),
    technicalData: htmlToBlocks(
      pickText(locale, product.technicalData, product.technicalDataEn).text,
    ),
    price: priceTextsFor(locale)(product),
    contacts: [
      ...phones.map((phone) => ({
        label: t('phone'),
        value: formatPhone(phone),
        link: phoneHref(phone),
      })),
      ...emails.map((email) => ({ label: t('email'), value: email, link: `mailto:${email}` })),
    ],
    company: messages.Footer.companyName,
    url,
    qrCode,
    texts: {
      title: t('title'),
      details: t('details'),
      technicalData: t('technicalData'),
      contact: t('contact'),
      pageLink: t('pageLink'),
      scan: t('scan'),
    },
  };
}

/** The header photo, scaled down for print (a 200 pt box): a JPEG of at most 800 px. */
async function headerPhoto(url: string): Promise<Buffer | null> {
  try {
    const picture = await getPictureByFileOrThrow(path.posix.basename(url));
    return await sharp(picture.bytes)
      .resize(800, 800, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82 })
      .toBuffer();
  } catch {
    return null;
  }
}
