import type { ErrorEntry } from '@/lib/errors';

/** An API answer that was not a success: its status and the { msg, param } entries. */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly errors: ErrorEntry[];

  constructor(status: number, errors: ErrorEntry[]) {
    super(errors[0]?.msg ?? `HTTP ${status}`);
    this.status = status;
    this.errors = errors;
  }
}

function xsrfToken(): string {
  const match = document.cookie.match(/(?:^|;\s*)XSRF-TOKEN=([^;]*)/);
  return match ? decodeURIComponent(match[1] ?? '') : '';
}

/**
 * The admin screens' only way to the API: JSON in and out, the XSRF header on writes, and
 * on 401 the session is over, so the browser goes to the login, keeping where it was.
 */
export async function apiFetch<T = unknown>(
  path: string,
  options: { method?: string; body?: unknown } = {},
): Promise<T> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (method !== 'GET') headers['X-XSRF-TOKEN'] = xsrfToken();
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      credentials: 'same-origin',
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
  } catch {
    throw new ApiRequestError(0, [{ msg: 'NETWORK_ERROR' as ErrorEntry['msg'] }]);
  }
  if (response.status === 401) {
    const back = `${window.location.pathname}${window.location.search}`;
    // A full load, not a client navigation: nothing of the ended session stays in memory.
    const login = new URL(
      `/admin/login?callbackUrl=${encodeURIComponent(back)}`,
      window.location.origin,
    );
    window.location.assign(login.href);
    throw new ApiRequestError(401, [{ msg: 'UNAUTHORIZED' }]);
  }
  const text = await response.text();
  const data: unknown = text ? safeJson(text) : undefined;
  if (!response.ok) {
    const errors = (data as { errors?: ErrorEntry[] } | undefined)?.errors;
    throw new ApiRequestError(response.status, errors ?? [{ msg: 'INTERNAL_ERROR' }]);
  }
  return data as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
