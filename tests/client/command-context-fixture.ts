import type { CommandContext } from '../../client/palette/command';
import type { Role } from '../../schema/domain/roles';

/** A palette command context with nothing on screen and no-op navigation; `role` signs a test user in. */
export function commandContextFixture(
  role: Role | null,
  overrides: Partial<CommandContext> = {},
): CommandContext {
  return {
    user: role
      ? {
          fullName: 'Test',
          username: 'test',
          email: 'test@demo.test',
          role,
          channel: '2020001',
          originalChannel: '2020001',
          superAdmin: false,
          avatar: null,
          abilities: [],
        }
      : null,
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
