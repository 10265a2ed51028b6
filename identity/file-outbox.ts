import { appendFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { MessageOutbox } from './message-outbox';

/**
 * The embedded default outbox: messages are appended as JSON lines to `<dir>/messages.jsonl` and reset
 * codes are printed through `log`, so a person running the demo can read them.
 */
export function createFileOutbox(dir: string, log: (line: string) => void): MessageOutbox {
  let ready: Promise<unknown> | undefined;
  return {
    async deliver(message) {
      ready ??= mkdir(dir, { recursive: true, mode: 0o700 });
      await ready;
      const line = `${JSON.stringify({ at: new Date().toISOString(), ...message })}\n`;
      await appendFile(join(dir, 'messages.jsonl'), line, { mode: 0o600 });
      log(
        message.code
          ? `reset code for ${message.to}: ${message.code}`
          : `message to ${message.to}: ${message.subject}`,
      );
    },
  };
}
