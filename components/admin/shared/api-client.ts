import type { ErrorEntry } from '@/lib/errors';
import { XSRF_COOKIE, XSRF_HEADER } from '@/lib/http/xsrf-names';

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

const NETWORK_ERROR = () => new ApiRequestError(0, [{ msg: 'NETWORK_ERROR' as ErrorEntry['msg'] }]);

/**
 * The headers of every admin request: JSON, and the XSRF token the server checks on
 * writes (sent on reads too, where it proves a logout comes from the site itself).
 */
export function adminRequestHeaders(hasBody: boolean): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    [XSRF_HEADER]: xsrfToken(),
  };
  if (hasBody) headers['Content-Type'] = 'application/json';
  return headers;
}

function xsrfToken(): string {
  const prefix = `${XSRF_COOKIE}=`;
  const entry = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return entry ? decodeURIComponent(entry.slice(prefix.length)) : '';
}

/**
 * What an admin request's answer means, whichever way it was sent: the data on success; on
 * 401 the session is over, so the browser goes to the login, keeping where it was.
 */
export function readAnswer<T>(status: number, text: string): T {
  if (status === 401) {
    const back = `${window.location.pathname}${window.location.search}`;
    // A full load, not a client navigation: nothing of the ended session stays in memory.
    const login = new URL(
      `/admin/login?callbackUrl=${encodeURIComponent(back)}`,
      window.location.origin,
    );
    window.location.assign(login.href);
    throw new ApiRequestError(401, [{ msg: 'UNAUTHORIZED' }]);
  }
  const data: unknown = text ? safeJson(text) : undefined;
  if (status < 200 || status >= 300) {
    const errors = (data as { errors?: ErrorEntry[] } | undefined)?.errors;
    throw new ApiRequestError(status, errors ?? [{ msg: 'INTERNAL_ERROR' }]);
  }
  return data as T;
}

/** The admin screens' way to the API: JSON in and out (see postWithProgress for uploads). */
export async function apiFetch<T = unknown>(
  path: string,
  options: { method?: string; body?: unknown } = {},
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      headers: adminRequestHeaders(options.body !== undefined),
      credentials: 'same-origin',
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
  } catch {
    throw NETWORK_ERROR();
  }
  return readAnswer<T>(response.status, await response.text());
}

/**
 * POSTs JSON like apiFetch, through XMLHttpRequest so that the upload's progress (0 to 1)
 * can be shown; fetch() cannot report it.
 */
export async function postWithProgress<T>(
  path: string,
  body: unknown,
  onProgress: (fraction: number) => void,
): Promise<T> {
  const { status, text } = await sendWithProgress(path, JSON.stringify(body), onProgress);
  return readAnswer<T>(status, text);
}

/**
 * POSTs a body (JSON text, or a file as it is with its Content-Type) through
 * XMLHttpRequest, reporting the upload's progress; the answer's status and text come back
 * unread, for callers whose error answers carry data (the import's report).
 */
export function sendWithProgress(
  path: string,
  body: string | Blob,
  onProgress: (fraction: number) => void,
  contentType = 'application/json',
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', path);
    request.withCredentials = true;
    for (const [name, value] of Object.entries(adminRequestHeaders(true))) {
      request.setRequestHeader(name, name === 'Content-Type' ? contentType : value);
    }
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onerror = () => reject(NETWORK_ERROR());
    request.onload = () => resolve({ status: request.status, text: request.responseText });
    request.send(body);
  });
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
