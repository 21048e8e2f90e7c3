'use client';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { useEffect, useState } from 'react';
import type { CategoryWire } from '@/lib/categories/wire';
import type { ProductWire } from '@/lib/products/wire';
import { apiFetch } from '@/components/admin/shared/api-client';
import { useErrorToast } from '@/components/admin/shared/notify';
import { ProductFormBody, type ProductFormStart } from './product-form-body';

const EMPTY: ProductFormStart = {
  values: {
    category: '',
    model: '',
    header_offer: '',
    details: '',
    technical_data: '',
    header_offer_en: '',
    details_en: '',
    technical_data_en: '',
    price_day: null,
    price_week: null,
    units: 1,
  },
  header: null,
  gallery: [],
};

function startFrom(product: ProductWire, categories: CategoryWire[]): ProductFormStart {
  // A machine whose category was deleted ('Necunoscut') must get a category again.
  const known = categories.some((category) => category.name === product.category);
  return {
    values: {
      category: known ? product.category : '',
      model: product.model,
      header_offer: product.header_offer,
      details: product.details,
      technical_data: product.technical_data,
      header_offer_en: product.header_offer_en ?? '',
      details_en: product.details_en ?? '',
      technical_data_en: product.technical_data_en ?? '',
      price_day: product.price_day,
      price_week: product.price_week,
      units: product.units,
    },
    header: { uuid: product.header_photo.uuid, url: product.header_photo.url },
    gallery: product.gallery.map((image) => ({
      id: image.uuid,
      url: image.url,
      alt: image.alt,
      stored: true,
    })),
  };
}

/** 'Adaugare utilaj' / 'Modificare utilaj' (spec §2): loads the categories and, to edit, the machine. */
export function ProductForm({ uuid }: { uuid?: string }) {
  const t = useTranslations('Admin');
  const showError = useErrorToast();
  const [categories, setCategories] = useState<CategoryWire[] | null>(null);
  const [start, setStart] = useState<ProductFormStart | null>(uuid ? null : EMPTY);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    const categoriesRequest = apiFetch<CategoryWire[]>('/api/category');
    const productRequest = uuid
      ? apiFetch<ProductWire[]>(`/api/product/${encodeURIComponent(uuid)}`)
      : Promise.resolve(null);
    Promise.all([categoriesRequest, productRequest]).then(
      ([list, products]) => {
        if (!live) return;
        setCategories(list);
        const product = products?.[0];
        if (product) setStart(startFrom(product, list));
      },
      (error: unknown) => {
        if (!live) return;
        setFailed(true);
        showError(error);
      },
    );
    return () => {
      live = false;
    };
  }, [uuid, showError]);

  return (
    <section className="admin-page">
      <h1>{uuid ? t('ProductForm.titleEdit') : t('ProductForm.titleAdd')}</h1>
      {failed ? (
        <Link href="/admin/main/products" className="admin-button secondary">
          {t('ProductForm.cancel')}
        </Link>
      ) : categories && start ? (
        <ProductFormBody uuid={uuid} categories={categories} start={start} />
      ) : (
        <p aria-busy="true">{t('Loading')}</p>
      )}
    </section>
  );
}
