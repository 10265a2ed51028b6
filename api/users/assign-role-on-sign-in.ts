import type { Kysely } from 'kysely';
import type { Role } from '../../schema/domain/roles';
import type { Database, UserRow } from '../db/database-schema';
import type { UserPoolAdmin } from '../identity/user-pool-admin';

export type SignInDependencies = {
  db: Kysely<Database>;
  pool: Pick<UserPoolAdmin, 'updateAttributes'>;
  /** Lower-case e-mails flagged super admin on login (SUPER_ADMIN_EMAILS). */
  superAdminEmails: readonly string[];
};

/** On sign-in, legacy USER becomes AGENT; no role: the brand's designated super admin ADMIN, else MANAGER. */
function assignedRole(role: Role | null, email: string, brandSuperAdminEmail: string | null): Role | null {
  if (role === 'USER') return 'AGENT';
  if (role !== null) return null;
  return brandSuperAdminEmail !== null && brandSuperAdminEmail.toLowerCase() === email ? 'ADMIN' : 'MANAGER';
}

function isSettled(user: UserRow, username: string, superAdmin: boolean): boolean {
  return (
    user.role !== null &&
    user.role !== 'USER' &&
    user.super_admin === superAdmin &&
    user.pool_username === username
  );
}

/**
 * Brings a signed-in user's row up to date: assigns the role on first sign-in (saved, with role_assigned_at,
 * and pushed to the pool as custom:role), sets the super admin flag from configuration and records the
 * pool username. The row is locked, so two first requests at once assign once; the pool is updated before
 * the commit, so if it fails nothing is saved and the next request tries again.
 */
export async function assignRoleOnSignIn(
  { db, pool, superAdminEmails }: SignInDependencies,
  user: UserRow,
  username: string,
): Promise<UserRow> {
  const superAdmin = superAdminEmails.includes(user.email);
  if (isSettled(user, username, superAdmin)) return user;

  return db.transaction().execute(async (trx) => {
    const locked = await trx
      .selectFrom('users')
      .selectAll()
      .where('id', '=', user.id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (isSettled(locked, username, superAdmin)) return locked;

    let role: Role | null = null;
    if (locked.role === null || locked.role === 'USER') {
      const brand = await trx
        .selectFrom('channels')
        .innerJoin('brands', 'brands.id', 'channels.brand_id')
        .select('brands.super_admin_email')
        .where('channels.id', '=', locked.original_channel_id)
        .executeTakeFirst();
      role = assignedRole(locked.role, locked.email, brand?.super_admin_email ?? null);
    }

    const updated = await trx
      .updateTable('users')
      .set({
        super_admin: superAdmin,
        pool_username: username,
        ...(role ? { role, role_assigned_at: new Date() } : {}),
      })
      .where('id', '=', locked.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    if (role) await pool.updateAttributes(username, { 'custom:role': role });
    return updated;
  });
}
