import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { AltWords } from './alt';

/** The words of alt texts (messages "Images") in the language of the page being rendered. */
export async function altWords(): Promise<AltWords> {
  const words = await getTranslations('Images');
  return {
    presentation: words('presentation'),
    photo: words('photo'),
    fallback: words('fallback'),
  };
}
