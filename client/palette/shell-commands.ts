import { OPERATOR_CHANNEL } from '../../schema/domain/roles';
import { changeLanguage, i18n } from '../i18n/i18n';
import { LANGUAGES } from '../i18n/languages';
import { logOut } from '../session/log-out';
import { toggleTheme } from '../theme/theme-store';
import { showNotice } from '../ui/notice-store';
import type { Command, CommandContext, PalettePage } from './command';

const ENTER_BRAND_PAGE = 'enter-brand';

async function reportFailure(action: () => Promise<void>): Promise<void> {
  try {
    await action();
  } catch (error) {
    const code = error instanceof Error && 'code' in error ? String(error.code) : 'INTERNAL';
    showNotice('error', i18n.t(`errors.${code}`, { defaultValue: i18n.t('errors.generic') }));
  }
}

const isOperatorAtHome = (context: CommandContext) =>
  context.user?.originalChannel === OPERATOR_CHANNEL && context.user.channel === OPERATOR_CHANNEL;

const languageCommands: Command[] = LANGUAGES.map((language) => ({
  id: `language.${language.code}`,
  title: 'palette.command.language',
  titleValues: { language: language.label },
  group: 'palette.group.preferences',
  scope: 'anywhere',
  keywords: [language.code, language.label],
  isVisible: () => true,
  isEnabled: (context) => context.language !== language.code,
  run: () => changeLanguage(language.code),
}));

/** The shell's own commands: languages, theme, shortcut help, logout, channel switching. */
export const SHELL_COMMANDS: readonly Command[] = [
  ...languageCommands,
  {
    id: 'theme.toggle',
    title: 'palette.command.toggleTheme',
    group: 'palette.group.preferences',
    scope: 'anywhere',
    keywords: ['theme', 'dark', 'light'],
    isVisible: () => true,
    run: () => toggleTheme(),
  },
  {
    id: 'help.shortcuts',
    title: 'palette.command.shortcuts',
    group: 'palette.group.preferences',
    scope: 'anywhere',
    keywords: ['?', 'keyboard'],
    shortcut: ['?'],
    isVisible: () => true,
    run: (context) => context.openShortcutHelp(),
  },
  {
    id: 'channel.return',
    title: 'palette.command.returnToMyChannel',
    group: 'palette.group.session',
    scope: 'anywhere',
    keywords: ['volver', 'return', 'tornar', 'voltar', 'canal', 'channel'],
    // "Go to channel 0": back to one's own channel from anywhere, as the banner's button does.
    shortcut: ['g', '0'],
    isVisible: (context) => !!context.user && context.user.channel !== context.user.originalChannel,
    run: () =>
      reportFailure(async () => {
        const { returnToOriginalChannel } = await import('../session/switch-channel');
        await returnToOriginalChannel();
      }),
  },
  {
    id: 'channel.enter-brand',
    title: 'palette.command.enterBrand',
    group: 'palette.group.session',
    scope: 'anywhere',
    keywords: ['brand', 'marca'],
    isVisible: isOperatorAtHome,
    page: ENTER_BRAND_PAGE,
  },
  {
    id: 'session.logout',
    title: 'palette.command.logout',
    group: 'palette.group.session',
    scope: 'anywhere',
    isVisible: (context) => !!context.user,
    run: () => logOut(),
  },
];

/** The operator's brand list (only when original and current channel are both '0'). */
export const ENTER_BRAND: PalettePage = {
  id: ENTER_BRAND_PAGE,
  title: 'palette.page.enterBrand',
  async loadCommands() {
    const { loadCachedBrands } = await import('./load-cached-brands');
    const brands = await loadCachedBrands();
    return brands.map((brand) => ({
      id: `brand.${brand.brandId}`,
      title: 'palette.command.brandItem',
      titleValues: { name: brand.name, brandId: brand.brandId },
      group: 'palette.group.brands',
      scope: 'anywhere',
      keywords: [brand.name, brand.brandId],
      isVisible: isOperatorAtHome,
      run: () =>
        reportFailure(async () => {
          const { enterChannel } = await import('../session/switch-channel');
          await enterChannel(brand.brandId);
        }),
    }));
  },
};
