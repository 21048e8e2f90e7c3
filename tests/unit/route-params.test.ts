import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/errors';
import { parseWith as parseParams } from '@/lib/http/body';
import { ROUTE_PARAMS } from '@/lib/http/params';

const UUID = '0b5c4c2e-8f1a-4b7e-9c3d-2a1f5e6d7c8b';

function refusal(run: () => unknown): { status: number; errors: unknown } {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiError) return { status: error.status, errors: error.errors };
    throw error;
  }
  throw new Error('not refused');
}

describe('route parameters parsed by schema (lib/http/params.ts)', () => {
  it('lets a uuid through, in either case', () => {
    expect(parseParams(ROUTE_PARAMS.reservation, { uuid: UUID })).toEqual({ uuid: UUID });
    const upper = UUID.toUpperCase();
    expect(parseParams(ROUTE_PARAMS.trashItem, { uuid: upper })).toEqual({ uuid: upper });
  });

  it("refuses anything else with the route's own code and field", () => {
    expect(refusal(() => parseParams(ROUTE_PARAMS.reservation, { uuid: 'abc' }))).toEqual({
      status: 404,
      errors: [{ msg: 'ERROR_GET_RESERVATION', param: 'uuid' }],
    });
    // The folder is [key], the spec's field is uuid.
    expect(refusal(() => parseParams(ROUTE_PARAMS.product, { key: `${UUID}x` })).errors).toEqual([
      { msg: 'ERROR_GET_PRODUCT', param: 'uuid' },
    ]);
    expect(refusal(() => parseParams(ROUTE_PARAMS.session, { id: '' })).errors).toEqual([
      { msg: 'ERROR_GET_SESSION', param: 'id' },
    ]);
  });
});
