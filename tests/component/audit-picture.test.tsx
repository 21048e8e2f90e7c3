import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AuditChangeValues } from '@/components/admin/audit/audit-change';
import { Romanian } from './intl';

const OLD = 'a'.repeat(64);
const NEW = 'b'.repeat(64);

function pictureChange() {
  render(
    <Romanian>
      <AuditChangeValues
        field="header_photo"
        before={`/api/image/${OLD}.png`}
        after={`/api/image/${NEW}.jpg`}
        format={String}
      />
    </Romanian>,
  );
}

const before = () => screen.queryByRole('img', { name: 'Poza 1 din 1 inainte' });
const after = () => screen.getByRole('img', { name: 'Poza 1 din 1 dupa' });

describe("a picture change in 'Jurnal' (issue #41)", () => {
  it('shows both pictures at their resized addresses', () => {
    pictureChange();
    expect(before()?.getAttribute('src')).toMatch(/^\/img\/128\/[\w-]{43}\.png$/);
    expect(after().getAttribute('src')).toMatch(/^\/img\/128\/[\w-]{43}\.jpg$/);
  });

  it('falls back to the thumbnail the log kept when the picture itself is gone', () => {
    pictureChange();
    fireEvent.error(before()!);
    expect(before()?.getAttribute('src')).toBe(`/api/audit/picture/${OLD}`);
    expect(screen.queryByText(/nu mai este pastrata/)).toBeNull();
    // The other side is untouched.
    expect(after().getAttribute('src')).toMatch(/^\/img\/128\//);
  });

  it('says the picture is no longer kept only when neither answers (an older entry)', () => {
    pictureChange();
    fireEvent.error(before()!);
    fireEvent.error(before()!);
    expect(before()).toBeNull();
    expect(screen.getByText('Poza 1 din 1 inainte: nu mai este pastrata')).toBeTruthy();
    expect(after()).toBeTruthy();
  });
});
