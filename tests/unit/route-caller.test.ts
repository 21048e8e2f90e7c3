import { describe, expectTypeOf, it } from 'vitest';
import type { Caller } from '@/lib/accounts/guard';
import { apiRoute } from '@/lib/http/handler';

// Checked by the type check (npm run typecheck): a handler of an admin route must never need
// `caller!`, and a public one must not forget that nobody may be signed in.
describe('the caller a route handler gets', () => {
  it('is the signed-in caller on admin routes, and maybe nobody on public ones', () => {
    apiRoute({ access: 'admin' }, ({ caller }) => {
      expectTypeOf(caller).toEqualTypeOf<Caller>();
      return Promise.resolve(null);
    });
    apiRoute({ access: 'public' }, ({ caller }) => {
      expectTypeOf(caller).toEqualTypeOf<Caller | null>();
      return Promise.resolve(null);
    });
  });
});
