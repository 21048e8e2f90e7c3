import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PagedResults } from '@/components/admin/shared/paged-list';
import type { Page } from '@/lib/http/pagination';
import { Romanian } from './intl';

const TEXTS = {
  empty: 'Products.empty',
  count: 'Products.count',
  noMatch: 'Products.noMatch',
  pages: 'Products.pages',
};

function page(items: string[], total: number, limit = 2): Page<string> {
  return { items, total, limit, page: 1 };
}

function show(data: Page<string> | null, filtered = false, setQuery = vi.fn(), current = 1) {
  render(
    <Romanian>
      <PagedResults
        data={data}
        loading={false}
        page={current}
        filtered={filtered}
        texts={TEXTS}
        setQuery={setQuery}
      >
        {(items) => (
          <ul aria-label="rows">
            {items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        )}
      </PagedResults>
    </Romanian>,
  );
  return setQuery;
}

describe('the paged list every admin list screen shows', () => {
  it('says it is loading until the first page arrives', () => {
    show(null);
    expect(screen.getByText('Se incarca…').getAttribute('aria-busy')).toBe('true');
  });

  it('tells "none yet" from "no match for these filters"', () => {
    show(page([], 0));
    expect(screen.getByText('Nu exista utilaje.')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says nothing matches when filters narrow the list to nothing', () => {
    show(page([], 0), true);
    expect(screen.getByText('Niciun utilaj nu corespunde filtrelor.')).toBeTruthy();
    expect(screen.getAllByRole('status')[0]?.textContent).toBe('Niciun utilaj');
  });

  it('shows the count, the rows and a pager that writes the page into the address', () => {
    const setQuery = show(page(['CAT 320', 'JCB 3CX'], 5));
    expect(screen.getAllByRole('status')[0]?.textContent).toBe('5 utilaje');
    expect(screen.getAllByRole('listitem').map((row) => row.textContent)).toEqual([
      'CAT 320',
      'JCB 3CX',
    ]);
    const pager = screen.getByRole('navigation', { name: 'Paginile listei de utilaje' });
    expect(pager.textContent).toContain('Pagina 1 din 3');
    fireEvent.click(screen.getByRole('button', { name: 'Pagina urmatoare' }));
    expect(setQuery).toHaveBeenCalledWith({ page: 2 }, true);
  });
});
