'use client';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { ALL_CATEGORIES } from '@/lib/products/filter';
import styles from './products-list.module.css';

/** Time after the last keystroke before the model search goes to the server. */
export const SEARCH_DEBOUNCE_MS = 300;

interface ProductsFiltersProps {
  categories: string[];
  category: string;
  model: string;
  onCategory: (category: string) => void;
  onModel: (model: string) => void;
  /** Only machines lacking English text ('fara traducere', issue #17). */
  untranslated: boolean;
  onUntranslated: (only: boolean) => void;
}

/** 'Toate categoriile' and the category names, and 'Cautare model' (sent once typing pauses). */
export function ProductsFilters({
  categories,
  category,
  model,
  onCategory,
  onModel,
  untranslated,
  onUntranslated,
}: ProductsFiltersProps) {
  const t = useTranslations('Admin.Products');
  const [typed, setTyped] = useState(model);
  const sent = useRef(model);
  // Shown ticked at once; the address (and so the prop) follows a moment later.
  const [onlyUntranslated, setOnlyUntranslated] = useState(untranslated);
  const [addressUntranslated, setAddressUntranslated] = useState(untranslated);
  if (untranslated !== addressUntranslated) {
    // The address changed (the choice arrived, or back/forward): it wins.
    setAddressUntranslated(untranslated);
    setOnlyUntranslated(untranslated);
  }

  // The address changed by itself (back button, a link): show what it holds.
  useEffect(() => {
    if (model !== sent.current) {
      sent.current = model;
      setTyped(model);
    }
  }, [model]);

  useEffect(() => {
    if (typed === sent.current) return;
    const timer = setTimeout(() => {
      sent.current = typed;
      onModel(typed);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed, onModel]);

  const options =
    category === ALL_CATEGORIES || categories.includes(category)
      ? categories
      : [...categories, category];
  return (
    <div className={styles.filters} role="search">
      <div className="admin-field">
        <label htmlFor="product-category-filter">{t('categoryFilter')}</label>
        <select
          id="product-category-filter"
          value={category}
          onChange={(event) => onCategory(event.target.value)}
        >
          <option value={ALL_CATEGORIES}>{t('allCategories')}</option>
          {options.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </div>
      <div className="admin-field">
        <label htmlFor="product-model-filter">{t('searchLabel')}</label>
        <input
          id="product-model-filter"
          type="search"
          placeholder={t('search')}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
      </div>
      <label className={styles.untranslated}>
        <input
          type="checkbox"
          checked={onlyUntranslated}
          onChange={(event) => {
            setOnlyUntranslated(event.target.checked);
            onUntranslated(event.target.checked);
          }}
        />
        {t('untranslatedFilter')}
      </label>
    </div>
  );
}
