import type { SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement>;

// Decorative: every control using one carries its own accessible name.
function Stroke({ d, ...props }: IconProps & { d: string }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false" {...props}>
      <path
        d={d}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export const ChevronLeftIcon = (props: IconProps) => <Stroke d="M15 5l-7 7 7 7" {...props} />;
export const ChevronRightIcon = (props: IconProps) => <Stroke d="M9 5l7 7-7 7" {...props} />;
export const PauseIcon = (props: IconProps) => <Stroke d="M9 6v12M15 6v12" {...props} />;
export const PlayIcon = (props: IconProps) => <Stroke d="M8 5.5v13l10-6.5z" {...props} />;
export const CloseIcon = (props: IconProps) => <Stroke d="M6 6l12 12M18 6L6 18" {...props} />;
export const ArrowLeftIcon = (props: IconProps) => <Stroke d="M19 12H5m6-6l-6 6 6 6" {...props} />;
export const DocumentIcon = (props: IconProps) => (
  <Stroke d="M12 4v11m-5-5l5 5 5-5M5 20h14" {...props} />
);
