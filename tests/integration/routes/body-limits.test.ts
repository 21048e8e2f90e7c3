import { describe, expect, it } from 'vitest';
import { POST as login } from '@/app/api/login/route';
import { POST as createProduct } from '@/app/api/product/create/route';
import { MAX_JSON_BODY_BYTES, MAX_SMALL_BODY_BYTES } from '@/lib/validation/limits';
import { call } from '../support/api';
import { setupTestDatabase } from '../support/database';

setupTestDatabase();

describe('body limits', () => {
  it('cuts off a product body over the largest allowed upload with 413', async () => {
    const rawBody = JSON.stringify({ model: 'X', details: 'a'.repeat(MAX_JSON_BODY_BYTES) });
    const res = await call(createProduct, {
      method: 'POST',
      path: '/api/product/create',
      rawBody,
      as: 'bearer',
    });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ errors: [{ msg: 'PAYLOAD_TOO_LARGE' }] });
  });

  it('cuts off a login body over 64 KiB, whatever Content-Length claims', async () => {
    const rawBody = JSON.stringify({
      username: 'admin',
      password: 'x'.repeat(MAX_SMALL_BODY_BYTES),
    });
    const res = await call(login, {
      method: 'POST',
      path: '/api/login',
      rawBody,
      headers: { 'content-length': '10' },
    });
    expect(res.status).toBe(413);
  });

  it('answers 400 INVALID_JSON, never 500, for a body that is not JSON', async () => {
    for (const rawBody of ['', 'username=admin', '{"username":', '[1,2']) {
      const res = await call(login, { method: 'POST', path: '/api/login', rawBody });
      expect(res.status, rawBody).toBe(400);
      expect(res.body).toEqual({ errors: [{ msg: 'INVALID_JSON' }] });
    }
  });
});
