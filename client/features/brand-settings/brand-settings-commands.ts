import { canAccess } from '../../../schema/domain/roles';
import type { VerifiableEmail } from '../../../schema/rest/brand-settings';
import type { Command, CommandContext, PalettePage } from '../../palette/command';
import { BRAND_SETTINGS_TABS, brandSettingsTabPath, requestBrandSettingsTab } from './brand-settings-tabs';

const ROUTE_ID = 'brand-configuration';
const VERIFY_PAGE = 'brandSettings.verifyEmail';
const GROUP = 'brandSettings.command.group';
// Written out, not imported: the contract's module (zod schemas) stays out of the shell's bundle.
const VERIFIABLE_EMAILS: readonly VerifiableEmail[] = ['NOTIFICATION', 'BILLING'];

const isAdmin = (context: CommandContext) => canAccess(context.user?.role, 'admin');

/** "Open brand settings: <tab>" for each tab, from anywhere; on the page itself it only changes the tab. */
const OPEN_TAB_COMMANDS: readonly Command[] = BRAND_SETTINGS_TABS.map((tab) => ({
  id: `brandSettings.open.${tab}`,
  title: `brandSettings.command.open.${tab}`,
  group: GROUP,
  scope: 'anywhere',
  keywords: ['configuración', 'configuració', 'configuration', 'settings', 'marca', 'brand', tab],
  isVisible: isAdmin,
  run: (context) => {
    if (context.route.id === ROUTE_ID) {
      context.closePalette();
      requestBrandSettingsTab(tab);
      return;
    }
    context.navigate(brandSettingsTabPath(tab));
  },
}));

/** "Send verification e-mail": a nested page offering the brand's addresses that are not verified yet. */
const SEND_VERIFICATION: Command = {
  id: 'brandSettings.sendVerification',
  title: 'brandSettings.command.sendVerification',
  group: GROUP,
  scope: 'anywhere',
  keywords: ['verificar', 'verify', 'verification', 'correo', 'correu', 'e-mail', 'email'],
  isVisible: isAdmin,
  page: VERIFY_PAGE,
};

const VERIFY_EMAIL_PAGE: PalettePage = {
  id: VERIFY_PAGE,
  title: 'brandSettings.command.sendVerification',
  loadCommands: async () => {
    // Loaded when the page opens: the shell does not carry the settings' documents.
    const [{ BrandSettingsQuery }, { runOperation }] = await Promise.all([
      import('./brand-settings-documents'),
      import('../../session/graphql-client'),
    ]);
    const { brandSettings } = await runOperation(BrandSettingsQuery, {}, 'query');
    return VERIFIABLE_EMAILS.flatMap((kind): Command[] => {
      const stored =
        kind === 'NOTIFICATION' ? brandSettings.emails.notification : brandSettings.emails.billing;
      if (!stored.email || stored.status === 'VERIFIED') return [];
      return [
        {
          id: `brandSettings.sendVerification.${kind}`,
          title: `brandSettings.command.verifyKind.${kind}`,
          titleValues: { email: stored.email },
          group: 'brandSettings.command.sendVerification',
          scope: 'page',
          keywords: [stored.email, kind.toLowerCase()],
          isVisible: () => true,
          startsAtOnce: true,
          run: async (context) => {
            context.closePalette();
            const { sendEmailVerification } = await import('./send-email-verification');
            await sendEmailVerification(kind);
          },
        },
      ];
    });
  },
};

export const BRAND_SETTINGS_COMMANDS: readonly Command[] = [...OPEN_TAB_COMMANDS, SEND_VERIFICATION];
export const BRAND_SETTINGS_PALETTE_PAGES: readonly PalettePage[] = [VERIFY_EMAIL_PAGE];
