import type { ErrorEntry } from '@/lib/errors';
import { ApiRequestError } from './api-client';

function xsrfToken(): string {
  const match = document.cookie.match(/(?:^|;\s*)XSRF-TOKEN=([^;]*)/);
  return match ? decodeURIComponent(match[1] ?? '') : '';
}

/**
 * POSTs JSON like apiFetch, through XMLHttpRequest so that the upload's progress (0 to 1)
 * can be shown; fetch() cannot report it. Same XSRF header, same 401 handling.
 */
export function postWithProgress<T>(
  path: string,
  body: unknown,
  onProgress: (fraction: number) => void,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', path);
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader('Content-Type', 'application/json');
    request.setRequestHeader('X-XSRF-TOKEN', xsrfToken());
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onerror = () =>
      reject(new ApiRequestError(0, [{ msg: 'NETWORK_ERROR' as ErrorEntry['msg'] }]));
    request.onload = () => {
      if (request.status === 401) {
        const back = `${window.location.pathname}${window.location.search}`;
        window.location.assign(
          new URL(`/admin/login?callbackUrl=${encodeURIComponent(back)}`, window.location.origin)
            .href,
        );
        reject(new ApiRequestError(401, [{ msg: 'UNAUTHORIZED' }]));
        return;
      }
      let data: unknown;
      try {
        data = request.responseText ? JSON.parse(request.responseText) : undefined;
      } catch {
        data = undefined;
      }
      if (request.status >= 200 && request.status < 300) {
        resolve(data as T);
        return;
      }
      const errors = (data as { errors?: ErrorEntry[] } | undefined)?.errors;
      reject(new ApiRequestError(request.status, errors ?? [{ msg: 'INTERNAL_ERROR' }]));
    };
    request.send(JSON.stringify(body));
  });
}
