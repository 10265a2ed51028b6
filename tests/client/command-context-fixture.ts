import type { CommandContext } from '../../client/palette/command';
import type { Role } from '../../schema/domain/roles';
import { sessionUserFixture } from './session-user-fixture';

/** A palette command context with nothing on screen and no-op navigation; `role` signs a test user in. */
export function commandContextFixture(
  role: Role | null,
  overrides: Partial<CommandContext> = {},
): CommandContext {
  return {
    user: role ? sessionUserFixture(role) : null,
    brand: null,
    route: { id: null, path: '/', params: {} },
    language: 'es',
    theme: 'light',
    navigate: () => {},
    openPage: () => {},
    closePalette: () => {},
    openShortcutHelp: () => {},
    ...overrides,
  };
}
