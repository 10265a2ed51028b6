import { createHash } from 'node:crypto';
import { faker as fakerES } from '@faker-js/faker/locale/es';
import type { Kysely, Transaction } from 'kysely';
import type { Role } from '../../schema/domain/roles';
import type { Database } from '../db/database-schema';
import type { UserPoolAdmin } from '../identity/user-pool-admin';

/** Fixed so the same users come out on every machine. */
const FAKER_SEED = 2002;

/** Sub-channels that get staff of their own, so the channel-management screen has users per channel to show. */
const STAFFED_SUB_CHANNELS: ReadonlyArray<{ channel: string; domain: string; blockedAgent?: boolean }> = [
  { channel: '2020001002', domain: 'demo.test', blockedAgent: true },
  { channel: '1450002001', domain: 'vela.test' },
  { channel: '1450002002', domain: 'vela.test' },
];

type DemoChannelUser = { email: string; fullName: string; role: Role; channel: string; blocked: boolean };

function plainLetters(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '')
    .toLowerCase();
}

function userId(email: string): string {
  const hex = createHash('sha256').update(`centralita-demo-channel-user:${email}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** A MANAGER and an AGENT per staffed sub-channel, with Spanish names; one agent is blocked. */
export function demoChannelUsers(): DemoChannelUser[] {
  fakerES.seed(FAKER_SEED);
  const taken = new Set<string>();
  const users: DemoChannelUser[] = [];
  for (const { channel, domain, blockedAgent } of STAFFED_SUB_CHANNELS) {
    for (const role of ['MANAGER', 'AGENT'] as const) {
      const firstName = fakerES.person.firstName();
      const lastName = fakerES.person.lastName();
      const secondLastName = fakerES.person.lastName();
      let local = `${plainLetters(firstName)}.${plainLetters(lastName)}`;
      for (let n = 2; taken.has(local); n++)
        local = `${plainLetters(firstName)}.${plainLetters(lastName)}${n}`;
      taken.add(local);
      users.push({
        email: `${local}@${domain}`,
        fullName: `${firstName} ${lastName} ${secondLastName}`,
        role,
        channel,
        blocked: role === 'AGENT' && blockedAgent === true,
      });
    }
  }
  return users;
}

/**
 * Seeds the sub-channel staff (rows, creation history and pool accounts with the demo password; the blocked one
 * disabled in the pool too). Runs inside the demo seed's transaction; pool accounts that already exist are reused.
 */
export async function seedDemoChannelUsers(
  trx: Transaction<Database> | Kysely<Database>,
  pool: UserPoolAdmin,
  password: string,
): Promise<number> {
  const users = demoChannelUsers();
  for (const user of users) {
    const { username } = await pool.createUser({
      username: user.email,
      attributes: {
        email: user.email,
        email_verified: 'true',
        name: user.fullName,
        'custom:role': user.role,
      },
    });
    await pool.setPassword(username, password, true);
    if (user.blocked) await pool.disableUser(username);
  }
  const rows = await trx
    .insertInto('users')
    .values(
      users.map((user) => ({
        id: userId(user.email),
        email: user.email,
        full_name: user.fullName,
        role: user.role,
        channel_id: user.channel,
        original_channel_id: user.channel,
        status: user.blocked ? ('BLOCKED' as const) : ('ACTIVE' as const),
        pool_username: user.email,
        role_assigned_at: new Date(),
      })),
    )
    .returning(['id', 'status', 'role'])
    .execute();
  await trx
    .insertInto('user_history')
    .values(
      rows.flatMap((row) => [
        {
          user_id: row.id,
          action: 'CREATE' as const,
          from_status: null,
          to_status: 'ACTIVE' as const,
          from_role: null,
          to_role: row.role,
          actor_user_id: null,
        },
        ...(row.status === 'BLOCKED'
          ? [
              {
                user_id: row.id,
                action: 'DISABLE' as const,
                from_status: 'ACTIVE' as const,
                to_status: 'BLOCKED' as const,
                from_role: row.role,
                to_role: row.role,
                actor_user_id: null,
              },
            ]
          : []),
      ]),
    )
    .execute();
  return users.length;
}
