/** The public pages a benchmark visits, found through the site's own API. */
export interface PublicPages {
  home: string;
  category: string;
  product: string;
  contact: string;
}

export async function discoverPublicPages(base: string): Promise<PublicPages> {
  const categories = (await (await fetch(`${base}/api/category`)).json()) as { slug: string }[];
  const products = (await (await fetch(`${base}/api/product`)).json()) as {
    slug: string;
    category_slug: string | null;
  }[];
  const category = categories[0];
  const product = products.find((entry) => entry.category_slug);
  if (!category || !product) throw new Error('The site has no category or no product to visit.');
  return {
    home: '/home',
    category: `/categorie/${category.slug}`,
    product: `/categorie/${product.category_slug}/utilaj/${product.slug}`,
    contact: '/contact',
  };
}
