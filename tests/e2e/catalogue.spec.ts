import {
  DESKTOP_ONLY,
  MOBILE_ONLY,
  expect,
  sharedPageTest,
  test,
  type APIRequestContext,
  type Locator,
  type Page,
} from './support/test';
import sharp from 'sharp';
import { adminApiHeaders } from './support/admin';
import { BANNER_CAROUSEL } from '../../lib/site';
import { resizedAddress } from '../../runtime/resized-pictures.mjs';
import {
  acceptCookies,
  finishQueuedTasks,
  holdPageScripts,
  holdRequests,
  waitForArrivalScroll,
} from './support/page';

interface Category {
  uuid: string;
  name: string;
  name_en: string | null;
  slug: string;
}
interface Product {
  uuid: string;
  model: string;
  slug: string;
  category: string;
  category_slug: string;
  gallery?: unknown[];
}

async function categories(request: APIRequestContext): Promise<Category[]> {
  return (await (await request.get('/api/category')).json()) as Category[];
}

async function productsOf(request: APIRequestContext, slug: string): Promise<Product[]> {
  return (await (await request.get(`/api/product/category/name/${slug}`)).json()) as Product[];
}

/** The first machine of the first category, with its gallery. */
async function firstMachine(request: APIRequestContext): Promise<[Category, Product]> {
  const [category] = await categories(request);
  const [item] = await productsOf(request, category?.slug ?? '');
  if (!category || !item) throw new Error('no seeded machine');
  const response = await request.get(`/api/product/${category.slug}/${item.slug}`);
  return [category, (await response.json()) as Product];
}

/**
 * The first machine, whose gallery has photos, and its page; the visitor has answered the
 * cookie bar beforehand, so it covers no thumbnail.
 */
async function galleryMachine(page: Page, request: APIRequestContext, baseURL?: string) {
  const [category, machine] = await firstMachine(request);
  const gallery = machine.gallery?.length ?? 0;
  expect(gallery).toBeGreaterThan(1);
  await acceptCookies(page.context(), baseURL);
  return { machine, gallery, path: `/categorie/${category.slug}/utilaj/${machine.slug}` };
}

/** A real touch swipe (Chrome DevTools Protocol), right to left when dx < 0. */
async function swipe(page: Page, target: Locator, dx: number) {
  const box = await target.boundingBox();
  if (!box) throw new Error('nothing to swipe');
  const cdp = await page.context().newCDPSession(page);
  const y = box.y + box.height / 2;
  const x = box.x + box.width / 2 - dx / 2;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  for (let step = 1; step <= 5; step++) {
    const touchPoints = [{ x: x + (dx * step) / 5, y }];
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

sharedPageTest(
  'home: hero, slogan, offer button and the categories in two columns',
  async ({ page, request }) => {
    const list = await categories(request);
    await page.goto('/home');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Închiriere utilaje de construcții',
    );
    await expect(page.getByText('Utilaje puternice pentru fiecare șantier')).toBeVisible();
    const hero = page.getByTestId('hero-images').getByRole('img');
    await expect(hero.first()).toBeVisible();
    await expect(hero.first()).toHaveAttribute('alt', /prezentare 1$/);
    await expect(page.getByRole('link', { name: 'Cereți o ofertă' })).toHaveAttribute(
      'href',
      '/contact',
    );
    const columns = page.getByTestId('category-column');
    await expect(columns).toHaveCount(2);
    await expect(columns.nth(0).getByRole('link')).toHaveCount(Math.ceil(list.length / 2));
    await expect(columns.nth(1).getByRole('link')).toHaveCount(Math.floor(list.length / 2));
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  },
);

sharedPageTest(
  'category page: the menu under INCHIRIERE, machine cards with photos and alt texts',
  async ({ page, request }) => {
    const [category] = await categories(request);
    if (!category) throw new Error('no seeded category');
    const machines = await productsOf(request, category.slug);
    expect(machines.length).toBeGreaterThan(0);

    await page.goto(`/categorie/${category.slug}`);
    await expect(page).toHaveTitle(
      `${category.name} | Inchirieri Utilaje - închiriere utilaje de construcții`,
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(category.name);
    await expect(page.getByRole('heading', { name: 'INCHIRIERE' })).toBeVisible();
    const menu = page.getByTestId('category-menu');
    await expect(menu.getByRole('link', { name: category.name })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const cards = page.getByTestId('product-cards').getByRole('link');
    await expect(cards).toHaveCount(machines.length);
    for (const machine of machines) {
      const card = cards.filter({ hasText: machine.model });
      await expect(card).toHaveAttribute(
        'href',
        `/categorie/${category.slug}/utilaj/${machine.slug}`,
      );
      const alt = `${machine.model} ${category.name} prezentare 1`.toLowerCase();
      await expect(card.getByRole('img')).toHaveAttribute('alt', alt);
      // The picture's short address (runtime/resized-pictures.mjs), resized by the server.
      const src = await card.getByRole('img').getAttribute('src');
      expect(src).toMatch(/^\/img\/\d+\/[\w-]{43}\.(jpg|png)$/);
      const picture = await page.request.get(src!, { headers: { accept: 'image/webp' } });
      expect(picture.headers()['content-type']).toBe('image/webp');
    }
    // Arrival without the scroll-to-top flag: 450 px down (or as far as the page goes).
    await expect
      .poll(() =>
        page.evaluate(() =>
          Math.round(
            window.scrollY - Math.min(450, document.documentElement.scrollHeight - innerHeight),
          ),
        ),
      )
      .toBe(0);
  },
);

sharedPageTest(
  'the navigation sets the scroll-to-top flag; an unknown category shows the first one',
  DESKTOP_ONLY,
  async ({ page, request }) => {
    const [first] = await categories(request);
    if (!first) throw new Error('no seeded category');
    await page.goto('/categorie/no-such-category');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.name);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`/categorie/${first.slug}$`),
    );
    await page.goto('/home');
    await page.getByTestId('category-column').getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`/categorie/${first.slug}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.name);
    await waitForArrivalScroll(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // A card remembers the machine and its category in session storage (spec §3).
    await page.getByTestId('product-cards').getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`/categorie/${first.slug}/utilaj/`));
    expect(await page.evaluate(() => sessionStorage.getItem('categoryUUID'))).toBe(first.uuid);
    expect(await page.evaluate(() => sessionStorage.getItem('productUUID'))).toMatch(
      /^[0-9a-f-]{36}$/,
    );
  },
);

sharedPageTest(
  'product page: back link, HTML sections, gallery and the offer button',
  async ({ page, request }) => {
    const [category, machine] = await firstMachine(request);
    const gallery = machine.gallery?.length ?? 0;
    await page.goto(`/categorie/${category.slug}/utilaj/${machine.slug}`);
    await expect(page).toHaveTitle(
      `${machine.model} | Inchirieri Utilaje - închiriere utilaje de construcții`,
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(machine.model);
    await expect(page.getByRole('link', { name: 'Inapoi la OFERTA' })).toHaveAttribute(
      'href',
      `/categorie/${category.slug}`,
    );
    for (const heading of ['Detalii', 'Date tehnice', 'Galerie foto']) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    await expect(page.locator('.rich-text table').first()).toBeVisible();
    await expect(page.locator('.rich-text strong').first()).toBeVisible();
    await expect(page.locator('.rich-text script')).toHaveCount(0);
    const href = await page.getByTestId('offer-button').getAttribute('href');
    const url = new URL(href ?? '', 'http://site');
    expect(url.pathname).toBe('/contact');
    expect(url.searchParams.get('categorie')).toBe(category.name);
    expect(url.searchParams.get('model')).toBe(machine.model);
    await expect(page.getByTestId('gallery-thumbnails').getByRole('img')).toHaveCount(gallery);
    await expect(page.getByTestId('gallery-thumbnails').getByRole('img').first()).toHaveAttribute(
      'alt',
      `${machine.model} ${category.name} poza 1`.toLowerCase(),
    );
    await page.getByRole('link', { name: 'Inapoi la OFERTA' }).click();
    await expect(page).toHaveURL(new RegExp(`/categorie/${category.slug}$`));
  },
);

sharedPageTest(
  "a product page's header photo (its LCP element) is preloaded at high priority",
  async ({ request }) => {
    const [category, machine] = await firstMachine(request);
    const html = await (
      await request.get(`/categorie/${category.slug}/utilaj/${machine.slug}`)
    ).text();
    const photoUrl = (machine as Product & { header_photo: { url: string } }).header_photo.url;
    const preload =
      [...html.matchAll(/<link rel="preload" as="image"[^>]*>/g)]
        .map((match) => match[0])
        .find((link) => link.includes(encodeURIComponent(photoUrl))) ?? '';
    expect(preload).toMatch(/fetchpriority="high"/i);
    const photo = html.match(/<img[^>]*class="[^"]*headerPhoto[^"]*"[^>]*>/)?.[0] ?? '';
    expect(photo).toMatch(/fetchpriority="high"/i);
  },
);

sharedPageTest(
  'gallery modal by keyboard: open, ArrowRight, Escape, focus returns',
  DESKTOP_ONLY,
  async ({ page, request, baseURL }) => {
    const { machine, gallery, path } = await galleryMachine(page, request, baseURL);
    await page.goto(path);
    const thumbnail = page.getByRole('button', { name: 'Mărește poza 1' });
    await thumbnail.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: machine.model });
    await expect(dialog).toBeVisible();
    const counter = dialog.getByTestId('gallery-counter');
    await expect(counter).toHaveText(`Poza 1 din ${gallery}`);
    await expect(dialog.getByRole('contentinfo').or(dialog.locator('footer'))).toContainText(/\S/);
    await page.keyboard.press('ArrowRight');
    await expect(counter).toHaveText(`Poza 2 din ${gallery}`);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(counter).toHaveText(`Poza ${gallery} din ${gallery}`);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(thumbnail).toBeFocused();
  },
);

// A fresh context: the shared tab's memory cache would have the picture at once.
test('the gallery photo opens at its final size while the picture is still on its way', async ({
  page,
  request,
  baseURL,
}) => {
  const { machine, path } = await galleryMachine(page, request, baseURL);
  await page.goto(path);
  await expect(page.getByRole('button', { name: 'Mărește poza 1' })).toBeVisible();
  // From here on pictures are held back, as on a slow connection.
  const { release } = await holdRequests(page, '**/img/**');
  await page.getByRole('button', { name: 'Mărește poza 1' }).click();
  const photo = page.getByRole('dialog', { name: machine.model }).getByTestId('gallery-photo');
  await expect(photo).toBeVisible();
  expect(await photo.evaluate((image: HTMLImageElement) => image.complete)).toBe(false);
  const waiting = await photo.boundingBox();
  release();
  await expect
    .poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  const loaded = await photo.boundingBox();
  expect(waiting?.height).toBeGreaterThan(250);
  expect(waiting).toEqual(loaded);
});

sharedPageTest(
  'gallery modal by swipe (touch screens)',
  MOBILE_ONLY,
  async ({ page, request, baseURL }) => {
    // Touch only.
    const { machine, gallery, path } = await galleryMachine(page, request, baseURL);
    await page.goto(path);
    await page.getByRole('button', { name: 'Mărește poza 1' }).tap();
    const dialog = page.getByRole('dialog', { name: machine.model });
    await expect(dialog).toBeVisible();
    await swipe(page, dialog.getByTestId('gallery-photo'), -150);
    await expect(dialog.getByTestId('gallery-counter')).toHaveText(`Poza 2 din ${gallery}`);
    await swipe(page, dialog.getByTestId('gallery-photo'), 150);
    await expect(dialog.getByTestId('gallery-counter')).toHaveText(`Poza 1 din ${gallery}`);
  },
);

sharedPageTest(
  'clicks made before the page’s scripts have run take effect once they have, each once',
  DESKTOP_ONLY,
  async ({ page, request, baseURL }) => {
    const { machine, gallery, path } = await galleryMachine(page, request, baseURL);
    // The carousel moves only when its arrows are clicked.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    // A slow connection: the page is on screen, its scripts have not arrived yet. (The
    // carousel's arrows are a desktop control; the loader holds a phone's taps alike.)
    const { release } = await holdPageScripts(page);
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    const carousel = page.getByTestId('banner-carousel');
    const next = carousel.getByRole('button', { name: 'Imaginea următoare' });
    await next.click();
    await next.click();
    await page.getByRole('button', { name: 'Mărește poza 2' }).click();
    const dialog = page.getByRole('dialog', { name: machine.model });
    await expect(dialog).toBeHidden();
    await expect(carousel).toHaveAttribute('data-index', '0');

    release();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('gallery-counter')).toHaveText(`Poza 2 din ${gallery}`);
    const banners = ((await (await request.get('/api/banner')).json()) as unknown[]).length;
    expect(banners).toBeGreaterThan(2);
    await expect(carousel).toHaveAttribute('data-index', '2');
    // A tap once the page is alive is handled once, as before.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await next.click();
    await expect(carousel).toHaveAttribute('data-index', String(3 % banners));
  },
);

test('banner carousel: the first banner at once, the rest later; it advances, wraps and swipes', async ({
  page,
  request,
  isMobile,
}) => {
  const banners = (await (await request.get('/api/banner')).json()) as {
    image: { url: string; alt: string };
  }[];
  expect(banners.length).toBeGreaterThan(1);
  const html = await (await request.get('/home')).text();
  // Only the first banner's picture is in the server's HTML.
  const inHtml = banners.filter((banner) => html.includes(resizedAddress(banner.image.url, 1920)!));
  expect(inHtml).toEqual([banners[0]]);
  // A banner names no machine: its alt is the §3 rule's fallback, in the page's language.
  expect(banners.map((banner) => banner.image.alt)).toEqual(
    banners.map(() => 'imagine prezentare utilaj'),
  );
  expect(html).toContain('alt="imagine prezentare utilaj"');
  const english = await (await request.get('/en/home')).text();
  expect(english).toContain('alt="machinery presentation image"');

  await page.clock.install();
  await page.goto('/home');
  const carousel = page.getByTestId('banner-carousel');
  await expect(carousel).toHaveAttribute('data-count', String(banners.length));
  await page.clock.fastForward(BANNER_CAROUSEL.advanceMs);
  await expect(carousel).toHaveAttribute('data-index', '1');
  if (isMobile) {
    await swipe(page, carousel, -200);
    await expect(carousel).toHaveAttribute('data-index', String(2 % banners.length));
    await swipe(page, carousel, 200);
    await expect(carousel).toHaveAttribute('data-index', '1');
  } else {
    // Focus pauses it; the buttons and the arrow keys move it, wrapping at the ends.
    const next = carousel.getByRole('button', { name: 'Imaginea următoare' });
    await next.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(carousel).toHaveAttribute('data-index', '0');
    await page.keyboard.press('ArrowLeft');
    await expect(carousel).toHaveAttribute('data-index', String(banners.length - 1));
    await next.click();
    await expect(carousel).toHaveAttribute('data-index', '0');
    await page.clock.fastForward(BANNER_CAROUSEL.advanceMs + 500);
    await finishQueuedTasks(page);
    await expect(carousel).toHaveAttribute('data-index', '0');
  }
});

sharedPageTest(
  'no public page carries an inline data: image',
  DESKTOP_ONLY,
  async ({ request }) => {
    const [category, machine] = await firstMachine(request);
    for (const path of [
      '/home',
      `/categorie/${category.slug}`,
      `/categorie/${category.slug}/utilaj/${machine.slug}`,
    ]) {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(await response.text()).not.toContain('data:image');
    }
  },
);

sharedPageTest(
  'English pages live under /en with the same slugs',
  DESKTOP_ONLY,
  async ({ page, request }) => {
    const [category, machine] = await firstMachine(request);
    await page.goto(`/en/categorie/${category.slug}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { name: 'RENTAL' })).toBeVisible();
    await expect(
      page.getByRole('img', {
        name: `${machine.model} ${category.name_en ?? category.name} presentation 1`.toLowerCase(),
      }),
    ).toBeVisible();
    await page.goto(`/en/categorie/${category.slug}/utilaj/${machine.slug}`);
    await expect(page).toHaveTitle(
      `${machine.model} | Inchirieri Utilaje - rental of construction equipment`,
    );
    await expect(page.getByRole('link', { name: 'Back to the OFFER' })).toHaveAttribute(
      'href',
      `/en/categorie/${category.slug}`,
    );
    await expect(page.getByRole('heading', { name: 'Photo gallery' })).toBeVisible();
    expect(
      (await page.goto(`/en/categorie/${category.slug}/utilaj/no-such-machine`))?.status(),
    ).toBe(404);
  },
);

sharedPageTest(
  'admin changes through the API show on the cached pages at once',
  DESKTOP_ONLY,
  async ({ page, request }, testInfo) => {
    const headers = await adminApiHeaders(request);
    const [category] = await categories(request);
    if (!category) throw new Error('no seeded category');
    const suffix = testInfo.project.name === 'mobile' ? 'Mobil' : 'Birou';

    // Visit first, so the pages are in the cache before the change.
    await page.goto('/home');
    await page.goto(`/categorie/${category.slug}`);

    // Rename a category: the home list, the menu and the new address show the new name.
    const renamed = `${category.name} ${suffix}`;
    const update = await request.put('/api/category/update', {
      headers,
      data: { uuid: category.uuid, name: renamed },
    });
    expect(update.ok()).toBe(true);
    const { slug } = (await update.json()) as Category;
    try {
      await page.goto('/home');
      await expect(
        page.getByTestId('category-column').getByRole('link', { name: renamed }),
      ).toBeVisible();
      await page.goto(`/categorie/${slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(renamed);
    } finally {
      await request.put('/api/category/update', {
        headers,
        data: { uuid: category.uuid, name: category.name },
      });
    }
    await page.goto(`/categorie/${category.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(category.name);

    // Create a machine: its card shows in the category and its page opens.
    const picture = await sharp({
      create: { width: 320, height: 320, channels: 3, background: '#f2a900' },
    })
      .png()
      .toBuffer();
    const model = `Test E2E ${suffix} ${Date.now()}`;
    const created = await request.post('/api/product/create', {
      headers,
      data: {
        model,
        category: category.name,
        header_offer: '<p>Oferta de test</p>',
        details: '<p>Detalii de test</p>',
        technical_data: '<p>Date de test</p>',
        header_photo: { image: picture.toString('base64'), mime_type: 'image/png' },
        gallery: [],
      },
    });
    expect(created.status()).toBe(201);
    const product = (await created.json()) as Product;
    try {
      await page.goto(`/categorie/${category.slug}`);
      await expect(
        page.getByTestId('product-cards').getByRole('link', { name: model }),
      ).toBeVisible();
      await page.goto(`/categorie/${category.slug}/utilaj/${product.slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(model);
    } finally {
      await request.delete(`/api/product/${product.uuid}`, { headers });
    }
    await page.goto(`/categorie/${category.slug}`);
    await expect(page.getByTestId('product-cards').getByRole('link', { name: model })).toHaveCount(
      0,
    );

    // Add a banner, then delete it: the carousel's count follows both.
    const before = ((await (await request.get('/api/banner')).json()) as unknown[]).length;
    const banner = await sharp({
      create: { width: 1600, height: 500, channels: 3, background: '#1f2328' },
    })
      .jpeg()
      .toBuffer();
    const added = await request.post('/api/banner/create', {
      headers,
      data: { banner: [{ image: banner.toString('base64'), mime_type: 'image/jpeg' }] },
    });
    expect(added.status()).toBe(201);
    const addedBody = (await added.json()) as { uuid: string } | { uuid: string }[];
    const [newBanner] = Array.isArray(addedBody) ? addedBody : [addedBody];
    if (!newBanner) throw new Error('no banner created');
    await page.goto('/home');
    const dots = page
      .getByTestId('banner-carousel')
      .getByRole('button', { name: /^Arată imaginea/ });
    await expect(dots).toHaveCount(before + 1);
    const removed = await request.delete(`/api/banner/${newBanner.uuid}`, { headers });
    expect(removed.ok()).toBe(true);
    await page.goto('/home');
    await expect(dots).toHaveCount(before);
  },
);

sharedPageTest(
  'a new phone and an edited offer show on the cached pages in both languages',
  DESKTOP_ONLY,
  async ({ page, request }, testInfo) => {
    const headers = await adminApiHeaders(request);
    const [category, machine] = await firstMachine(request);
    const productPath = `/categorie/${category.slug}/utilaj/${machine.slug}`;
    // Every page is cached before the changes.
    for (const path of ['/home', '/en/contact', productPath, `/en${productPath}`]) {
      await page.goto(path);
    }

    const entries = (await (await request.get('/api/configuration')).json()) as {
      uuid: string;
      key: string;
      value: string;
    }[];
    const phone = entries.find((entry) => entry.key === 'contact_phone');
    if (!phone) throw new Error('no configured phone');
    const newPhone = testInfo.project.name === 'mobile' ? '0744555777' : '0744555666';
    const shown = `${newPhone.slice(0, 4)} ${newPhone.slice(4, 7)} ${newPhone.slice(7)}`;
    const saved = await request.put('/api/configuration/update', {
      headers,
      data: [{ uuid: phone.uuid, key: 'contact_phone', value: newPhone }],
    });
    expect(saved.ok()).toBe(true);
    try {
      for (const path of ['/home', '/en/contact']) {
        await page.goto(path);
        await expect(
          page.getByTestId('header-contacts').getByRole('link', { name: shown }),
        ).toHaveAttribute('href', `tel:${newPhone}`);
        await expect(page.getByRole('contentinfo').getByText(shown)).toBeVisible();
      }
    } finally {
      await request.put('/api/configuration/update', {
        headers,
        data: [{ uuid: phone.uuid, key: 'contact_phone', value: phone.value }],
      });
    }

    // The full product, with its pictures named by uuid so they are kept.
    const full = (await (
      await request.get(`/api/product/${category.slug}/${machine.slug}`)
    ).json()) as Omit<Product, 'gallery'> & {
      header_offer: string;
      details: string;
      technical_data: string;
      header_photo: { uuid: string };
      gallery: { uuid: string }[];
    };
    const offer = `Ofertă nouă ${testInfo.project.name} ${Date.now()}`;
    const body = (headerOffer: string) => ({
      uuid: full.uuid,
      model: full.model,
      category: full.category,
      details: full.details,
      technical_data: full.technical_data,
      header_offer: headerOffer,
      header_photo: { uuid: full.header_photo.uuid },
      gallery: full.gallery.map((picture) => ({ uuid: picture.uuid })),
    });
    const updated = await request.put('/api/product/update', {
      headers,
      data: body(`<p>${offer}</p>`),
    });
    expect(updated.ok()).toBe(true);
    try {
      await page.goto(productPath);
      // Shown in the offer section (and again as the gallery dialog's footer).
      await expect(page.getByRole('main').getByText(offer).first()).toBeVisible();
      // The English page keeps the machine's English offer (issue #17).
      await page.goto(`/en${productPath}`);
      await expect(page.getByRole('main').getByText(offer)).toHaveCount(0);
    } finally {
      await request.put('/api/product/update', { headers, data: body(full.header_offer) });
    }
    await page.goto(productPath);
    await expect(page.getByRole('main').getByText(offer)).toHaveCount(0);
  },
);
