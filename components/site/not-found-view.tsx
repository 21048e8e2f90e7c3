'use client';

import NextLink from 'next/link';
import { NotFoundNavMark } from './not-found-nav-mark';

/**
 * The 404 view's markup, a client component: Next puts each layout's not-found boundary in
 * every page's payload (three of them, ~440 bytes each as a server tree); as a client
 * component each is its texts alone (issue #34).
 */
export function NotFoundView({
  texts: [title, text, home],
  homeHref,
}: {
  /** Title, lead text and the home link's label. */
  texts: [string, string, string];
  homeHref: string;
}) {
  return (
    <div className="page not-found" data-testid="not-found">
      <NotFoundNavMark />
      <p className="not-found-code" aria-hidden="true">
        404
      </p>
      <h1>{title}</h1>
      <p className="lead">{text}</p>
      <NextLink href={homeHref} className="button">
        {home}
      </NextLink>
    </div>
  );
}
