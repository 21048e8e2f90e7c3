'use client';

// A client module, though nothing here runs in the browser: the header and the footer are
// server components, and a server component's SVG travels in the page's payload as well as
// in its HTML (~2.6 kB of paths a page). A client component is a reference there instead;
// its SVG comes once in the cached script (issue #34).
import type { SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement>;

// Decorative icons: each sits next to a text or inside a control that carries the name.
function Icon({ children, ...props }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false" {...props}>
      {children}
    </svg>
  );
}

export function PhoneIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path
        fill="currentColor"
        d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z"
      />
    </Icon>
  );
}

export function MailIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path
        fill="currentColor"
        d="M4 4h16a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zm0 4v10h16V8l-8 5zm0-2 8 5 8-5z"
      />
    </Icon>
  );
}

export function FacebookIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path
        fill="currentColor"
        d="M13.5 21v-8h2.7l.4-3.1h-3.1V7.9c0-.9.25-1.5 1.55-1.5h1.65V3.6A22 22 0 0 0 14.3 3.5c-2.4 0-4 1.45-4 4.1v2.3H7.6V13h2.7v8z"
      />
    </Icon>
  );
}

export function MapPinIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path
        fill="currentColor"
        d="M12 2a7 7 0 0 1 7 7c0 5.25-7 13-7 13S5 14.25 5 9a7 7 0 0 1 7-7zm0 4.5a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5z"
      />
    </Icon>
  );
}

export function ArrowUpIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path fill="currentColor" d="M12 4l8 8-1.4 1.4-5.6-5.6V20h-2V7.8l-5.6 5.6L4 12z" />
    </Icon>
  );
}

/** The gear of the logo, spun by the loading overlay. */
export function GearIcon(props: IconProps) {
  return (
    <svg viewBox="0 0 60 60" width="96" height="96" aria-hidden="true" focusable="false" {...props}>
      <path
        fill="currentColor"
        fillRule="evenodd"
        d="M52.7 26.4L57.9 27.2L57.9 32.8L52.7 33.6L50.5 40.4L54.2 44.1L50.9 48.6L46.3 46.3L40.4 50.5L41.3 55.6L35.9 57.4L33.6 52.7L26.4 52.7L24.1 57.4L18.7 55.6L19.6 50.5L13.7 46.3L9.1 48.6L5.8 44.1L9.5 40.4L7.3 33.6L2.1 32.8L2.1 27.2L7.3 26.4L9.5 19.6L5.8 15.9L9.1 11.4L13.7 13.7L19.6 9.5L18.7 4.4L24.1 2.6L26.4 7.3L33.6 7.3L35.9 2.6L41.3 4.4L40.4 9.5L46.3 13.7L50.9 11.4L54.2 15.9L50.5 19.6Z M30 20a10 10 0 1 0 0 20a10 10 0 1 0 0-20Z"
      />
    </svg>
  );
}

export function SearchIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path
        fill="currentColor"
        d="M10 3a7 7 0 0 1 5.6 11.2l5.1 5.1-1.4 1.4-5.1-5.1A7 7 0 1 1 10 3zm0 2a5 5 0 1 0 0 10 5 5 0 0 0 0-10z"
      />
    </Icon>
  );
}
