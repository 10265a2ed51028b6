/** The side menu's icons, one per menu entry (the route table names them). */
export type MenuIconName =
  | 'dashboard'
  | 'signup'
  | 'coverage'
  | 'orders'
  | 'portabilities'
  | 'installations'
  | 'shipments'
  | 'processes'
  | 'products'
  | 'subscriptions'
  | 'migrations'
  | 'leads'
  | 'invoices'
  | 'clients'
  | 'users'
  | 'channels'
  | 'resources'
  | 'settings';

export type IconName =
  | MenuIconName
  | 'search'
  | 'sun'
  | 'moon'
  | 'collapse'
  | 'expand'
  | 'eye'
  | 'eye-off'
  | 'logout'
  | 'return'
  | 'language'
  | 'chevron-down'
  | 'command'
  | 'keyboard';

// Outline paths on a 24x24 grid, drawn with the current colour.
const PATHS: Record<IconName, string> = {
  dashboard: 'M4 13h6V4H4zm0 7h6v-4H4zm10 0h6v-9h-6zm0-16v4h6V4z',
  signup: 'M15 19a6 6 0 0 0-12 0M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8m10-3v6m3-3h-6',
  coverage: 'M5 12.5a10 10 0 0 1 14 0M8.5 16a5 5 0 0 1 7 0M2 9a14.5 14.5 0 0 1 20 0M12 19.5h.01',
  orders: 'M6 3h12l2 4v13a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7zm-2 4h16M9 11h6',
  portabilities: 'M7 7h13l-4-4m4 4-4 4M17 17H4l4 4m-4-4 4-4',
  installations: 'M14.7 6.3a4 4 0 0 0 5 5l-9.4 9.4a2.1 2.1 0 0 1-3-3zM4 4l3 3',
  shipments:
    'M3 7h11v10H3zm11 3h4l3 3v4h-7zM7 20a2 2 0 1 0 0-4 2 2 0 0 0 0 4m11 0a2 2 0 1 0 0-4 2 2 0 0 0 0 4',
  processes: 'M4 4v6h6M20 20v-6h-6M5.5 15A8 8 0 0 0 19 17.5M18.5 9A8 8 0 0 0 5 6.5',
  products: 'M12 3 3 7.5l9 4.5 9-4.5zM3 12l9 4.5 9-4.5M3 16.5 12 21l9-4.5',
  subscriptions: 'M7 2h10a1 1 0 0 1 1 1v18a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1V3a1 1 0 0 1 1-1m4 16h2',
  migrations: 'M4 7h16M4 7l4-4M4 7l4 4m12 6H4m16 0-4-4m4 4-4 4',
  leads: 'M12 3l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.4l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z',
  invoices: 'M6 2h9l5 5v15H6zm8 0v6h6M9 13h6m-6 4h6',
  clients: 'M17 20a5 5 0 0 0-10 0M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8m9 8a4 4 0 0 0-3-3.9M3 20a4 4 0 0 1 3-3.9',
  users:
    'M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8m13 10v-2a4 4 0 0 0-3-3.9M16 3.1a4 4 0 0 1 0 7.8',
  channels: 'M12 3v6m0 0-7 6m7-6 7 6M3 15h4v6H3zm7 0h4v6h-4zm7 0h4v6h-4z',
  resources: 'M3 7l9-4 9 4-9 4zm0 5 9 4 9-4M3 17l9 4 9-4',
  settings:
    'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6m7.4-3a7.4 7.4 0 0 0-.1-1.2l2-1.6-2-3.4-2.4 1a7.5 7.5 0 0 0-2-1.2L14.5 3h-5L9 5.6a7.5 7.5 0 0 0-2 1.2l-2.4-1-2 3.4 2 1.6a7.4 7.4 0 0 0 0 2.4l-2 1.6 2 3.4 2.4-1a7.5 7.5 0 0 0 2 1.2l.5 2.6h5l.5-2.6a7.5 7.5 0 0 0 2-1.2l2.4 1 2-3.4-2-1.6q.1-.6.1-1.2',
  search: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14m10 3-5-5',
  sun: 'M12 17a5 5 0 1 0 0-10 5 5 0 0 0 0 10M12 1v2m0 18v2M4.2 4.2l1.4 1.4m12.8 12.8 1.4 1.4M1 12h2m18 0h2M4.2 19.8l1.4-1.4M18.4 5.6l1.4-1.4',
  moon: 'M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8',
  collapse: 'M4 4h16v16H4zm5 0v16m6-11-3 3 3 3',
  expand: 'M4 4h16v16H4zm5 0v16m3-11 3 3-3 3',
  eye: 'M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12m10 3a3 3 0 1 0 0-6 3 3 0 0 0 0 6',
  'eye-off':
    'M9.9 4.2A9 9 0 0 1 12 4c6.4 0 10 8 10 8a16 16 0 0 1-2.2 3.2M6.6 6.6A16 16 0 0 0 2 12s3.6 8 10 8a9.4 9.4 0 0 0 5.4-1.6M3 3l18 18M9.9 9.9a3 3 0 0 0 4.2 4.2',
  logout: 'M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4m7 14 5-5-5-5m5 5H9',
  return: 'M9 14 4 9l5-5M4 9h10.5a5.5 5.5 0 0 1 0 11H11',
  language:
    'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20M2 12h20M12 2a15 15 0 0 1 4 10 15 15 0 0 1-4 10 15 15 0 0 1-4-10 15 15 0 0 1 4-10',
  'chevron-down': 'm6 9 6 6 6-6',
  command: 'M9 6a3 3 0 1 0-3 3h12a3 3 0 1 0-3-3v12a3 3 0 1 0 3-3H6a3 3 0 1 0 3 3z',
  keyboard: 'M3 6h18v12H3zm4 4h.01M11 10h.01M15 10h.01M7 14h10',
};

type IconProps = { name: IconName; className?: string };

/** Decorative icon: the control that holds it carries the accessible name. */
export function Icon({ name, className = 'size-5' }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
