import type { ComponentType } from 'react';
import { type AccessLevel, channelManagementAllowed, type Role } from '../schema/domain/roles';

export type RouteLayout = 'blank' | 'content';

/** What a menu condition or a route rule may look at: the signed-in user and the brand of the current channel. */
export type NavigationContext = {
  user: { role: Role; channel: string; originalChannel: string } | null;
  brand: { brandId: string; generateCustomerInvoices: boolean } | null;
};

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

export type MenuEntry = {
  /** Spec section 2 menu name; also the i18n key under `routes.menu.`. */
  name: string;
  level: AccessLevel;
  icon: MenuIconName;
  badge?: 'new';
  condition?: (context: NavigationContext) => boolean;
  /** Key sequence that opens the page from anywhere, e.g. ['g', 'd']. */
  shortcut?: readonly string[];
};

export type PageProps = { route: RouteDefinition; params: Record<string, string> };
export type PageModule = { default: ComponentType<PageProps> };

/**
 * Rules beyond the access level (spec section 2): `channel-prefix` sends users whose current channel does not
 * start with 202/145 to 404; `agents-to-signup` sends AGENT and MANAGER (and USER) to signup v2.
 */
export type RouteRule = 'channel-prefix' | 'agents-to-signup';

export type RouteDefinition = {
  id: string;
  /** wouter-style pattern; `:name` matches one segment. Matching ignores case and a trailing slash. */
  path: string;
  level: AccessLevel;
  layout: RouteLayout;
  /** i18n key (namespace routes) of the page title. */
  title: string;
  load: () => Promise<PageModule>;
  menu?: MenuEntry;
  rules?: readonly RouteRule[];
  /** The public general coverage page uses the secondary colour as its primary (spec section 2). */
  accent?: 'secondary';
};

const comingSoon = () => import('./shell/coming-soon-page');
const publicPlaceholder = () => import('./shell/public-placeholder-page');

const brandAllowsChannelManagement = ({ user, brand }: NavigationContext) =>
  channelManagementAllowed(brand?.brandId ?? user?.channel);

/**
 * Every route of spec section 2. The router, the guards, the side menu and the palette's navigation commands are
 * all derived from this table; the menu order is the order of the entries that have `menu`.
 * `/` is not listed: the router redirects it by role (homePathFor).
 */
export const ROUTES: readonly RouteDefinition[] = [
  // Public, blank layout.
  {
    id: 'login',
    path: '/login',
    level: 'public',
    layout: 'blank',
    title: 'page.login',
    load: () => import('./features/auth/login-page'),
  },
  {
    id: 'error-404',
    path: '/error-404',
    level: 'public',
    layout: 'blank',
    title: 'page.error404',
    load: () => import('./shell/not-found-page'),
  },
  {
    id: 'not-authorized',
    path: '/not-authorized',
    level: 'public',
    layout: 'blank',
    title: 'page.notAuthorized',
    load: () => import('./shell/not-authorized-page'),
  },
  {
    id: 'invoice-payment-success',
    path: '/invoice/payment/success',
    level: 'public',
    layout: 'blank',
    title: 'page.invoicePaymentSuccess',
    load: publicPlaceholder,
  },
  {
    id: 'invoice-payment',
    path: '/invoice/payment/:id',
    level: 'public',
    layout: 'blank',
    title: 'page.invoicePayment',
    load: publicPlaceholder,
  },
  {
    id: 'verification',
    path: '/verification',
    level: 'public',
    layout: 'blank',
    title: 'page.verification',
    load: publicPlaceholder,
  },
  {
    id: 'coverage-public',
    path: '/coverage/public',
    level: 'public',
    layout: 'blank',
    title: 'page.coveragePublic',
    load: publicPlaceholder,
  },
  {
    id: 'coverage-public-general',
    path: '/coverage/public/general',
    level: 'public',
    layout: 'blank',
    title: 'page.coveragePublicGeneral',
    load: publicPlaceholder,
    accent: 'secondary',
  },
  {
    id: 'verify-email-success',
    path: '/verify-email/success',
    level: 'public',
    layout: 'blank',
    title: 'page.verifyEmailSuccess',
    load: publicPlaceholder,
  },
  {
    id: 'verify-email-error',
    path: '/verify-email/error',
    level: 'public',
    layout: 'blank',
    title: 'page.verifyEmailError',
    load: publicPlaceholder,
  },

  // Menu entries, in the order of spec section 2.
  {
    id: 'dashboard',
    path: '/dashboard',
    level: 'admin',
    layout: 'content',
    title: 'menu.dashboard-crm',
    load: comingSoon,
    rules: ['agents-to-signup'],
    menu: { name: 'dashboard-crm', level: 'admin', icon: 'dashboard', shortcut: ['g', 'd'] },
  },
  {
    id: 'signup-v2',
    path: '/subscriptions/v2',
    level: 'agent',
    layout: 'content',
    title: 'menu.signup-v2',
    load: comingSoon,
    menu: { name: 'signup-v2', level: 'agent', icon: 'signup', shortcut: ['g', 'n'] },
  },
  {
    id: 'coverage',
    path: '/coverage',
    level: 'agent',
    layout: 'content',
    title: 'menu.coverage',
    load: comingSoon,
    menu: { name: 'coverage', level: 'agent', icon: 'coverage' },
  },
  {
    id: 'draft-orders',
    path: '/management/draft-orders',
    level: 'agent',
    layout: 'content',
    title: 'menu.draft-orders-management',
    load: () => import('./features/orders/orders-page'),
    menu: { name: 'draft-orders-management', level: 'agent', icon: 'orders', shortcut: ['g', 'o'] },
  },
  {
    id: 'portabilities',
    path: '/management/portabilities',
    level: 'agent',
    layout: 'content',
    title: 'menu.portabilities-management',
    load: () => import('./features/portabilities/portabilities-page'),
    menu: { name: 'portabilities-management', level: 'agent', icon: 'portabilities', shortcut: ['g', 'p'] },
  },
  {
    id: 'installations',
    path: '/management/installations',
    level: 'agent',
    layout: 'content',
    title: 'menu.installations-management',
    load: () => import('./features/installations/installations-page'),
    menu: { name: 'installations-management', level: 'agent', icon: 'installations' },
  },
  {
    // The route table says agent, the menu says manager: both readings kept (docs/decisions.md).
    id: 'shipments',
    path: '/shipments',
    level: 'agent',
    layout: 'content',
    title: 'menu.shipments',
    load: () => import('./features/shipments/shipments-page'),
    menu: { name: 'shipments', level: 'manager', icon: 'shipments' },
  },
  {
    id: 'processes',
    path: '/processes',
    level: 'manager',
    layout: 'content',
    title: 'menu.processes',
    load: () => import('./features/processes/processes-page'),
    menu: { name: 'processes', level: 'manager', icon: 'processes', shortcut: ['g', 'e'] },
  },
  {
    id: 'products',
    path: '/management/products',
    level: 'admin',
    layout: 'content',
    title: 'menu.products-management',
    load: () => import('./features/products/products-page'),
    menu: { name: 'products-management', level: 'admin', icon: 'products' },
  },
  {
    id: 'subscriptions',
    path: '/subs',
    level: 'manager',
    layout: 'content',
    title: 'menu.subscriptions',
    load: () => import('./features/subscriptions/subscriptions-page'),
    menu: { name: 'subscriptions', level: 'manager', icon: 'subscriptions', shortcut: ['g', 's'] },
  },
  {
    id: 'migrations',
    path: '/migrations',
    level: 'admin',
    layout: 'content',
    title: 'menu.migrations',
    load: () => import('./features/migrations/migrations-page'),
    menu: { name: 'migrations', level: 'admin', icon: 'migrations' },
  },
  {
    id: 'leads',
    path: '/leads',
    level: 'admin',
    layout: 'content',
    title: 'menu.leads',
    load: () => import('./features/leads/leads-page'),
    menu: { name: 'leads', level: 'admin', icon: 'leads', badge: 'new', shortcut: ['g', 'l'] },
  },
  {
    id: 'invoices',
    path: '/invoices',
    level: 'admin',
    layout: 'content',
    title: 'menu.invoices-management',
    load: () => import('./features/invoices/invoices-page'),
    menu: {
      name: 'invoices-management',
      level: 'admin',
      icon: 'invoices',
      condition: ({ brand }) => brand?.generateCustomerInvoices === true,
    },
  },
  {
    id: 'clients',
    path: '/management/clients',
    level: 'agent',
    layout: 'content',
    title: 'menu.clients-management',
    load: () => import('./features/clients/clients-page'),
    menu: { name: 'clients-management', level: 'agent', icon: 'clients', shortcut: ['g', 'c'] },
  },
  {
    id: 'users',
    path: '/management/users',
    level: 'admin',
    layout: 'content',
    title: 'menu.user-channel-management',
    load: () => import('./features/channels/channel-users-page'),
    menu: { name: 'user-channel-management', level: 'admin', icon: 'users', shortcut: ['g', 'u'] },
  },
  {
    id: 'channels',
    path: '/management/channel',
    level: 'admin',
    layout: 'content',
    title: 'menu.channel-management',
    load: () => import('./features/channels/channels-page'),
    rules: ['channel-prefix'],
    menu: {
      name: 'channel-management',
      level: 'admin',
      icon: 'channels',
      condition: brandAllowsChannelManagement,
    },
  },
  {
    id: 'resources',
    path: '/resources',
    level: 'admin',
    layout: 'content',
    title: 'menu.resources',
    load: () => import('./features/resources/resources-page'),
    menu: { name: 'resources', level: 'admin', icon: 'resources', shortcut: ['g', 'r'] },
  },
  {
    id: 'brand-configuration',
    path: '/configuration',
    level: 'admin',
    layout: 'content',
    title: 'menu.brand-configuration',
    load: comingSoon,
    menu: { name: 'brand-configuration', level: 'admin', icon: 'settings', shortcut: ['g', 'b'] },
  },

  // Screens without a menu entry.
  {
    id: 'access-control',
    path: '/access-control',
    level: 'authenticated',
    layout: 'content',
    title: 'page.accessControl',
    load: comingSoon,
  },
  {
    id: 'subscriptions-temporal',
    path: '/subscriptions/temporal',
    level: 'authenticated',
    layout: 'content',
    title: 'page.subscriptionsTemporal',
    load: comingSoon,
  },
  {
    id: 'modify-product',
    path: '/modify-product',
    level: 'authenticated',
    layout: 'content',
    title: 'page.modifyProduct',
    load: comingSoon,
  },
  {
    id: 'new-order',
    path: '/new-order/:id',
    level: 'authenticated',
    layout: 'content',
    title: 'page.newOrder',
    load: comingSoon,
  },
  {
    id: 'customer',
    path: '/customer/:id',
    level: 'agent',
    layout: 'content',
    title: 'page.customer',
    load: () => import('./features/customer/customer-page'),
  },
  {
    id: 'line',
    path: '/line/:id',
    level: 'manager',
    layout: 'content',
    title: 'page.line',
    load: () => import('./features/line/line-page'),
  },
  {
    id: 'order-v2',
    path: '/management/orders/v2/:id',
    level: 'agent',
    layout: 'content',
    title: 'page.order',
    load: comingSoon,
  },
  {
    id: 'order',
    path: '/management/orders/:id',
    level: 'authenticated',
    layout: 'content',
    title: 'page.order',
    load: comingSoon,
  },
  {
    id: 'knowledge-base',
    path: '/knowledgeBase',
    level: 'authenticated',
    layout: 'content',
    title: 'page.knowledgeBase',
    load: comingSoon,
  },
  {
    id: 'energy',
    path: '/energy',
    level: 'authenticated',
    layout: 'content',
    title: 'page.energy',
    load: comingSoon,
  },
  {
    id: 'energy-result',
    path: '/energy-result/:id',
    level: 'authenticated',
    layout: 'content',
    title: 'page.energyResult',
    load: comingSoon,
  },
  {
    id: 'dashboards-analytics',
    path: '/dashboards/analytics',
    level: 'authenticated',
    layout: 'content',
    title: 'page.dashboardsAnalytics',
    load: comingSoon,
  },
  {
    id: 'dashboards-ecommerce',
    path: '/dashboards/eCommerce',
    level: 'authenticated',
    layout: 'content',
    title: 'page.dashboardsEcommerce',
    load: comingSoon,
  },
  {
    id: 'apps-invoice-list',
    path: '/apps/invoice/list',
    level: 'authenticated',
    layout: 'content',
    title: 'page.appsInvoiceList',
    load: comingSoon,
  },
  {
    id: 'apps-invoice-preview',
    path: '/apps/invoice/preview/:id',
    level: 'authenticated',
    layout: 'content',
    title: 'page.appsInvoicePreview',
    load: comingSoon,
  },
  {
    id: 'apps-invoice-add',
    path: '/apps/invoice/add',
    level: 'authenticated',
    layout: 'content',
    title: 'page.appsInvoiceAdd',
    load: comingSoon,
  },
  {
    id: 'apps-invoice-edit',
    path: '/apps/invoice/edit/:id',
    level: 'authenticated',
    layout: 'content',
    title: 'page.appsInvoiceEdit',
    load: comingSoon,
  },
];

/** The side menu entries, in spec order, each with its route. */
export const MENU_ROUTES = ROUTES.filter(
  (route): route is RouteDefinition & { menu: MenuEntry } => route.menu !== undefined,
);
