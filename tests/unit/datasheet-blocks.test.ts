import { describe, expect, it } from 'vitest';
import { htmlToBlocks } from '@/lib/datasheet/html-blocks';

describe('htmlToBlocks (the rich text a PDF datasheet lays out)', () => {
  it('reads paragraphs with their bold runs and entities', () => {
    expect(htmlToBlocks('<p>De la <strong>1.200 lei</strong> &amp; TVA&nbsp;inclus</p>')).toEqual([
      {
        kind: 'paragraph',
        heading: false,
        runs: [
          { text: 'De la ', bold: false },
          { text: '1.200 lei', bold: true },
          { text: ' & TVA inclus', bold: false },
        ],
      },
    ]);
  });

  it('reads a list, a nested one into its parent', () => {
    const [list] = htmlToBlocks(
      '<ul><li>săpături</li><li>fundații<ul><li>hale</li></ul></li></ul>',
    );
    expect(list).toMatchObject({ kind: 'list', ordered: false });
    const items = list?.kind === 'list' ? list.items : [];
    expect(items.map((runs) => runs.map((run) => run.text).join(''))).toEqual([
      'săpături',
      'fundații',
      'hale',
    ]);
  });

  it('reads a table, its header row marked', () => {
    const html =
      '<table><thead><tr><th>Caracteristică</th><th>Valoare</th></tr></thead>' +
      '<tbody><tr><td>Greutate <strong>operațională</strong></td><td>22.500 kg</td></tr></tbody></table>';
    expect(htmlToBlocks(html)).toEqual([
      {
        kind: 'table',
        rows: [
          { header: true, cells: ['Caracteristică', 'Valoare'] },
          { header: false, cells: ['Greutate operațională', '22.500 kg'] },
        ],
      },
    ]);
  });

  it('drops what the site’s sanitiser drops, and blank paragraphs', () => {
    expect(htmlToBlocks('<p> </p><script>alert(1)</script><p>Text</p>')).toEqual([
      { kind: 'paragraph', heading: false, runs: [{ text: 'Text', bold: false }] },
    ]);
  });
});
