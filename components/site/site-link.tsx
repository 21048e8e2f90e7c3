'use client';

import type { ComponentProps, FocusEvent, MouseEvent, TouchEvent } from 'react';
import { Link, useRouter } from '@/i18n/navigation';

/** What both the link and the router's prefetch accept: a path, or a path with its query. */
type Href = Parameters<ReturnType<typeof useRouter>['prefetch']>[0];
type SiteLinkProps = Omit<ComponentProps<typeof Link>, 'prefetch' | 'href'> & { href: Href };

/**
 * The public site's link: the page it leads to is prefetched when the visitor reaches for it
 * (pointer over it, keyboard focus, a touch), not when it scrolls into view. A home or category
 * page shows a dozen links or more; prefetching them all on arrival cost each visit a burst of
 * requests and about half of its main-thread blocking time, for pages most visitors never open.
 */
export function SiteLink({ href, onMouseEnter, onFocus, onTouchStart, ...props }: SiteLinkProps) {
  const router = useRouter();
  const prefetch = () => router.prefetch(href);
  return (
    <Link
      {...props}
      href={href}
      prefetch={false}
      onMouseEnter={(event: MouseEvent<HTMLAnchorElement>) => {
        prefetch();
        onMouseEnter?.(event);
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        prefetch();
        onFocus?.(event);
      }}
      onTouchStart={(event: TouchEvent<HTMLAnchorElement>) => {
        prefetch();
        onTouchStart?.(event);
      }}
    />
  );
}
