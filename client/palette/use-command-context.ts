import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { pageAtPath } from '../session/page-lookup';
import { sessionStore } from '../session/session-store';
import { themeStore } from '../theme/theme-store';
import type { CommandContext } from './command';
import { closePalette, openShortcutHelp } from './palette-store';

/** The context every command sees, derived from the session, the route and the preferences. */
export function useCommandContext(openPage: (pageId: string) => void = () => {}): CommandContext {
  const [path, navigate] = useLocation();
  const { user, brand } = useSnapshot(sessionStore);
  const { theme } = useSnapshot(themeStore);
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const page = pageAtPath(path);
    return {
      user,
      brand,
      route: { id: page?.id ?? null, path, params: page?.params ?? {} },
      language,
      theme,
      navigate: (to: string) => navigate(to),
      openPage,
      closePalette,
      openShortcutHelp,
    };
  }, [path, navigate, user, brand, language, theme, openPage]);
}
