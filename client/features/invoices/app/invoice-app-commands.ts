import { canAccess } from '../../../../schema/domain/roles';
import type { Command, CommandContext } from '../../../palette/command';
import { invoiceAppPaths } from './invoice-app-paths';

const GROUP = 'invoiceApp.group';
const isAdmin = (context: CommandContext) => canAccess(context.user?.role, 'admin');
const on = (routeId: string) => (context: CommandContext) => context.route.id === routeId && isAdmin(context);

/**
 * The app from anywhere, for admins (the routes' level): its list and a new invoice. Registered with the shell's
 * commands; the pages load only when run.
 */
export const INVOICE_APP_COMMANDS: readonly Command[] = [
  {
    id: 'invoiceApp.open',
    title: 'invoiceApp.command.open',
    group: 'palette.group.navigation',
    scope: 'anywhere',
    keywords: ['invoices', 'facturas', 'factures', 'faturas', 'app', invoiceAppPaths.list],
    isVisible: isAdmin,
    isEnabled: (context) => context.route.id !== 'apps-invoice-list',
    run: (context) => context.navigate(invoiceAppPaths.list),
  },
  {
    id: 'invoiceApp.new',
    title: 'invoiceApp.command.new',
    group: 'palette.group.actions',
    scope: 'anywhere',
    keywords: ['new invoice', 'nueva factura', 'factura nova', 'nova fatura', 'credit note', 'rectificativa'],
    isVisible: isAdmin,
    isEnabled: (context) => context.route.id !== 'apps-invoice-add',
    run: (context) => context.navigate(invoiceAppPaths.add),
  },
];

/** The list's own command: a new document (the shell's global "new invoice" works from anywhere too). */
export const INVOICE_LIST_COMMANDS: readonly Command[] = [
  {
    id: 'invoiceApp.list.new',
    title: 'invoiceApp.action.new',
    group: GROUP,
    scope: 'page',
    keywords: ['new', 'nueva', 'nova', 'factura', 'invoice', 'add', 'añadir'],
    isVisible: on('apps-invoice-list'),
    run: (context) => context.navigate(invoiceAppPaths.add),
  },
];

/**
 * The preview's page commands: print and back to the list. Its document actions (PDF, edit, credit note, resend,
 * refund) are entity actions on the previewed invoice, so the palette offers them as on a queue row.
 */
export function previewCommands(): Command[] {
  return [
    {
      id: 'invoiceApp.preview.print',
      title: 'invoiceApp.action.print',
      group: GROUP,
      scope: 'page',
      keywords: ['print', 'imprimir', 'imprimeix'],
      isVisible: on('apps-invoice-preview'),
      run: (context) => {
        context.closePalette();
        // After the palette has gone, so it is not on the paper.
        setTimeout(() => window.print(), 0);
      },
    },
    {
      id: 'invoiceApp.preview.back',
      title: 'invoiceApp.action.backToList',
      group: GROUP,
      scope: 'page',
      keywords: ['list', 'lista', 'llista', 'facturas', 'invoices'],
      isVisible: on('apps-invoice-preview'),
      run: (context) => context.navigate(invoiceAppPaths.list),
    },
  ];
}

/** The form's commands on the add and edit pages: a new line, and leaving without saving. */
export function formCommands(
  routeId: string,
  actions: { addLine: () => void; cancel: () => void },
): Command[] {
  return [
    {
      id: `invoiceApp.form.addLine.${routeId}`,
      title: 'invoiceApp.form.addLine',
      group: GROUP,
      scope: 'page',
      keywords: ['line', 'línea', 'línia', 'concepto', 'concept', 'add'],
      isVisible: on(routeId),
      run: (context) => {
        context.closePalette();
        actions.addLine();
      },
    },
    {
      id: `invoiceApp.form.cancel.${routeId}`,
      title: 'invoiceApp.form.cancel',
      group: GROUP,
      scope: 'page',
      keywords: ['cancel', 'cancelar', 'cancel·la', 'salir', 'exit'],
      isVisible: on(routeId),
      run: (context) => {
        context.closePalette();
        actions.cancel();
      },
    },
  ];
}
