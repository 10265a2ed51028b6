import {
  BRAND_SETTINGS_COMMANDS,
  BRAND_SETTINGS_PALETTE_PAGES,
} from '../features/brand-settings/brand-settings-commands';
import {
  CHANNEL_USER_COMMANDS,
  CHANNEL_USER_PALETTE_PAGES,
} from '../features/channels/channel-user-commands';
import { ENERGY_COMMANDS } from '../features/energy/energy-commands';
import { INVOICE_APP_COMMANDS } from '../features/invoices/app/invoice-app-commands';
import {
  KNOWLEDGE_BASE_COMMANDS,
  KNOWLEDGE_BASE_PREFIX_SOURCE,
} from '../features/knowledge-base/knowledge-base-commands';
import { MODIFY_PRODUCT_COMMANDS } from '../features/modify-product/modify-product-commands';
import { ROLES_COMMANDS } from '../features/roles/roles-commands';
import { TEMPORAL_SUBSCRIPTIONS_COMMANDS } from '../features/temporal-subscriptions/temporal-subscriptions-commands';
import {
  registerCommands,
  registerPalettePages,
  registerPrefixCommandSource,
  registerQueryCommandSource,
} from './command-registry';
import { NAVIGATION_COMMANDS } from './navigation-commands';
import { SEARCH_COMMANDS } from './search-commands';
import { ENTER_BRAND, SHELL_COMMANDS } from './shell-commands';
import { RESUME_ORDER, SIGNUP_COMMANDS } from './signup-commands';

/** Registers the shell's navigation and session commands; features register theirs the same way. */
export function registerShellCommands(): () => void {
  const removeCommands = registerCommands([
    ...SEARCH_COMMANDS,
    ...NAVIGATION_COMMANDS,
    ...SHELL_COMMANDS,
    ...SIGNUP_COMMANDS,
    ...INVOICE_APP_COMMANDS,
    // Features' commands offered from every page (they load their pages' code only when run).
    ...BRAND_SETTINGS_COMMANDS,
    ...CHANNEL_USER_COMMANDS,
    ...ROLES_COMMANDS,
    ...TEMPORAL_SUBSCRIPTIONS_COMMANDS,
    ...MODIFY_PRODUCT_COMMANDS,
    ...ENERGY_COMMANDS,
    ...KNOWLEDGE_BASE_COMMANDS,
  ]);
  const removePages = registerPalettePages([
    ENTER_BRAND,
    RESUME_ORDER,
    ...BRAND_SETTINGS_PALETTE_PAGES,
    ...CHANNEL_USER_PALETTE_PAGES,
  ]);
  // "kb: …" asks the knowledge base; its query loads with the first use.
  const removePrefixSources = registerPrefixCommandSource(KNOWLEDGE_BASE_PREFIX_SOURCE);
  // The document check carries zod's validators: loaded after the login route, not with it.
  let removeSources: (() => void) | null = null;
  let removed = false;
  void import('./signup-document-source').then(({ signupForDocument }) => {
    if (!removed) removeSources = registerQueryCommandSource(signupForDocument);
  });
  return () => {
    removeCommands();
    removePages();
    removePrefixSources();
    removed = true;
    removeSources?.();
  };
}
