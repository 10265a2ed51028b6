import { registerCommands, registerPalettePages } from './command-registry';
import { NAVIGATION_COMMANDS } from './navigation-commands';
import { SEARCH_COMMANDS } from './search-commands';
import { ENTER_BRAND, SHELL_COMMANDS } from './shell-commands';

/** Registers the shell's navigation and session commands; features register theirs the same way. */
export function registerShellCommands(): () => void {
  const removeCommands = registerCommands([...SEARCH_COMMANDS, ...NAVIGATION_COMMANDS, ...SHELL_COMMANDS]);
  const removePages = registerPalettePages([ENTER_BRAND]);
  return () => {
    removeCommands();
    removePages();
  };
}
