import type { Command, CommandContext } from './command';
import { afterPaletteClosed } from './palette-store';

/** Runs a command the way the palette and the key handler both do; returns whether it ran. */
export async function runCommand(command: Command, context: CommandContext): Promise<boolean> {
  if (!command.isVisible(context)) return false;
  if (command.isEnabled && !command.isEnabled(context)) return false;
  if (command.page !== undefined) {
    context.openPage(command.page);
    return true;
  }
  context.closePalette();
  if (!command.startsAtOnce) await afterPaletteClosed();
  await command.run(context);
  return true;
}

/** The visible, enabled command whose shortcut ends the typed key sequence. */
export function commandForSequence(
  commands: readonly Command[],
  sequence: readonly string[],
  context: CommandContext,
): Command | undefined {
  return commands.find((command) => {
    const shortcut = command.shortcut;
    if (!shortcut || shortcut.length > sequence.length) return false;
    const tail = sequence.slice(sequence.length - shortcut.length);
    if (!shortcut.every((key, index) => key === tail[index])) return false;
    return command.isVisible(context) && (command.isEnabled?.(context) ?? true);
  });
}
