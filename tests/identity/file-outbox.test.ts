import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { createFileOutbox } from '../../identity/file-outbox';

let dir: string | undefined;

afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

it('appends messages as JSON lines and prints reset codes to the log', async () => {
  dir = await mkdtemp(join(tmpdir(), 'centralita-outbox-'));
  const outboxDir = join(dir, 'outbox');
  const lines: string[] = [];
  const outbox = createFileOutbox(outboxDir, (line) => lines.push(line));

  await outbox.deliver({
    channel: 'email',
    to: 'a@demo.test',
    subject: 'Code',
    body: 'Your code is 123456',
    code: '123456',
  });
  await outbox.deliver({ channel: 'email', to: 'b@demo.test', subject: 'Welcome', body: 'Hello' });

  const file = join(outboxDir, 'messages.jsonl');
  const stored = (await readFile(file, 'utf8'))
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, string>);
  expect(stored).toEqual([
    expect.objectContaining({ to: 'a@demo.test', subject: 'Code', code: '123456', at: expect.any(String) }),
    expect.objectContaining({ to: 'b@demo.test', subject: 'Welcome', body: 'Hello' }),
  ]);
  expect(lines).toEqual(['reset code for a@demo.test: 123456', 'message to b@demo.test: Welcome']);
  expect(((await stat(file)).mode & 0o777).toString(8)).toBe('600');
});
