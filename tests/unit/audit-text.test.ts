import { describe, expect, it } from 'vitest';
import { changedFields } from '@/lib/audit/diff';
import { textChange } from '@/lib/audit/text-change';
import { wordDiff } from '@/lib/audit/word-diff';

describe('wordDiff (the marks of a text change, issue #41)', () => {
  it('marks the removed and the added words, the shared ones as they are', () => {
    expect(wordDiff('Excavator pe senile de 20 tone', 'Excavator pe roti de 22 tone')).toEqual([
      { kind: 'same', text: 'Excavator pe' },
      { kind: 'removed', text: 'senile' },
      { kind: 'added', text: 'roti' },
      { kind: 'same', text: 'de' },
      { kind: 'removed', text: '20' },
      { kind: 'added', text: '22' },
      { kind: 'same', text: 'tone' },
    ]);
  });

  it('reads a text written from nothing, or emptied, as all added or all removed', () => {
    expect(wordDiff('', 'motor nou')).toEqual([{ kind: 'added', text: 'motor nou' }]);
    expect(wordDiff('motor vechi', '')).toEqual([{ kind: 'removed', text: 'motor vechi' }]);
    expect(wordDiff('la fel', 'la  fel')).toEqual([{ kind: 'same', text: 'la fel' }]);
  });
});

describe('textChange (what the log keeps of a rich-text field)', () => {
  it('keeps words, not markup', () => {
    expect(textChange('<p>Motor <strong>diesel</strong></p>', '<p>Motor electric</p>')).toEqual({
      old: 'Motor diesel',
      new: 'Motor electric',
    });
  });

  it('cuts a long text to the change and six words either side', () => {
    const words = Array.from({ length: 30 }, (_, index) => `w${index}`);
    const after = [...words];
    after[15] = 'NOU';
    expect(textChange(`<p>${words.join(' ')}</p>`, `<p>${after.join(' ')}</p>`)).toEqual({
      old: `…${words.slice(9, 22).join(' ')}…`,
      new: `…${after.slice(9, 22).join(' ')}…`,
    });
  });

  it('is how changedFields keeps a rich-text field, and only such a field', () => {
    const fields = { details: 'details', model: 'model' } as const;
    expect(
      changedFields(
        { details: '<p>Cupa &amp; brat</p>', model: '<b>' },
        { details: '<p>Cupa</p>', model: '<i>' },
        fields,
      ),
    ).toEqual([
      { field: 'details', old: 'Cupa & brat', new: 'Cupa' },
      { field: 'model', old: '<b>', new: '<i>' },
    ]);
  });
});
