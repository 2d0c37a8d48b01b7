// Line icons for the library screens on the site's 24-unit grid (same stroke as Icon.astro).
const PATHS = {
  heart: 'M12 20s-7.5-4.6-7.5-10A4.3 4.3 0 0 1 12 7.4 4.3 4.3 0 0 1 19.5 10c0 5.4-7.5 10-7.5 10Z',
  search: 'M10.5 17a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13ZM15.5 15.5 20 20',
  close: 'M6 6l12 12M18 6 6 18',
  download: 'M12 4v11M7 10.5l5 5 5-5M5 20h14',
  upload: 'M12 16V5M7 9.5l5-5 5 5M5 20h14',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  alert:
    'M12 8v5M12 16.5v.5M10.3 4.2 3 17a2 2 0 0 0 1.7 3h14.6a2 2 0 0 0 1.7-3L13.7 4.2a2 2 0 0 0-3.4 0Z',
  filter: 'M4 6h16M7 12h10M10 18h4',
  trash: 'M5 7h14M10 11v6M14 11v6M6.5 7l1 13h9l1-13M9.5 7V4.5h5V7',
  edit: 'M4 20h4L19 9l-4-4L4 16ZM13.5 6.5l4 4',
  plus: 'M12 5v14M5 12h14',
  file: 'M6 3h8l4 4v14H6zM14 3v4h4M9 12h6M9 16h6',
  needle:
    'M19 5 6.5 17.5M19 5c-1.5 0-2.5.6-3 1.5M19 5c0 1.5-.6 2.5-1.5 3M5 19l1.5-1.5M9 4c-3 2-3 5 0 7s3 5 0 7',
  hoop: 'M12 20.5c4.7 0 8.5-3.8 8.5-8.5S16.7 3.5 12 3.5 3.5 7.3 3.5 12s3.8 8.5 8.5 8.5ZM12 17.5a5.5 5.5 0 1 0 0-11 5.5 5.5 0 0 0 0 11Z',
  spool: 'M7 4h10M7 20h10M8.5 4v16M15.5 4v16M8.5 8l7 3M8.5 12l7 3',
  arrowLeft: 'M19 12H5M11 6l-6 6 6 6',
  stitched: 'M5 12.5l4.5 4.5L19 7.5M3 21h3M9 21h3M15 21h3',
  refresh: 'M19.5 8A8 8 0 1 0 20 13.5M19.5 3.5V8H15',
} as const;

export type IconName = keyof typeof PATHS;

/** A decorative line icon; the control it sits in carries the text. */
export function Icon(props: {
  name: IconName;
  size?: number;
  filled?: boolean;
  className?: string;
}) {
  const size = props.size ?? 20;
  return (
    <svg
      className={props.className ? `icon ${props.className}` : 'icon'}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={props.filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[props.name]} />
    </svg>
  );
}
