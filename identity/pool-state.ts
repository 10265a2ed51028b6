import { readFile } from 'node:fs/promises';
import { writePrivateFileAtomically } from './private-file';

export type UserStatus = 'CONFIRMED' | 'FORCE_CHANGE_PASSWORD';

export type StoredUser = {
  /** Lower-cased: the pool's usernames are case-insensitive. */
  username: string;
  sub: string;
  /** Every attribute but `sub`, as Cognito strings (`email_verified` is 'true' or 'false'). */
  attributes: Record<string, string>;
  passwordHash: string;
  status: UserStatus;
  enabled: boolean;
  createdAt: number;
  updatedAt: number;
};

/** A refresh token is kept only as the SHA-256 of its random value. */
export type RefreshTokenRecord = {
  hash: string;
  sub: string;
  clientId: string;
  /** Shared by every access and ID token minted from this refresh token. */
  originJti: string;
  eventId: string;
  /** Seconds, as the auth_time claim. */
  authTime: number;
  expiresAt: number;
  revokedAt?: number;
};

export type ResetCodeRecord = {
  username: string;
  salt: string;
  hash: string;
  expiresAt: number;
  attempts: number;
};

export type ChallengeSessionRecord = { hash: string; username: string; expiresAt: number };

type PersistedState = {
  version: 1;
  users: StoredUser[];
  refreshTokens: RefreshTokenRecord[];
  revokedOrigins: Array<{ originJti: string; until: number }>;
  resetCodes: ResetCodeRecord[];
  challengeSessions: ChallengeSessionRecord[];
};

/** Users with lookups by username, sub and e-mail (all case-insensitive where Cognito is). */
export class UserTable {
  private readonly byUsername = new Map<string, StoredUser>();
  private readonly bySubject = new Map<string, StoredUser>();
  private readonly byEmail = new Map<string, StoredUser>();
  /** The e-mail each username is indexed under, so an in-place attribute change unindexes correctly. */
  private readonly indexedEmail = new Map<string, string>();

  get size() {
    return this.byUsername.size;
  }
  all(): StoredUser[] {
    return [...this.byUsername.values()];
  }
  get(username: string) {
    return this.byUsername.get(username.toLowerCase());
  }
  bySub(sub: string) {
    return this.bySubject.get(sub);
  }
  byEmailAddress(email: string) {
    return this.byEmail.get(email.toLowerCase());
  }
  /** Sign-in names: the username, or the e-mail as an alias. */
  byLogin(login: string) {
    return this.get(login) ?? this.byEmailAddress(login);
  }
  put(user: StoredUser) {
    const previous = this.byUsername.get(user.username);
    if (previous) this.unindex(previous);
    this.byUsername.set(user.username, user);
    this.bySubject.set(user.sub, user);
    const email = user.attributes.email?.toLowerCase();
    if (email) {
      this.byEmail.set(email, user);
      this.indexedEmail.set(user.username, email);
    }
  }
  delete(user: StoredUser) {
    this.byUsername.delete(user.username);
    this.unindex(user);
  }
  private unindex(user: StoredUser) {
    this.bySubject.delete(user.sub);
    const email = this.indexedEmail.get(user.username);
    if (email && this.byEmail.get(email)?.username === user.username) this.byEmail.delete(email);
    this.indexedEmail.delete(user.username);
  }
}

export type PoolState = {
  users: UserTable;
  /** By token hash. */
  refreshTokens: Map<string, RefreshTokenRecord>;
  /** origin_jti of revoked token families, until the last access token they could hold has expired. */
  revokedOrigins: Map<string, number>;
  /** By username: one outstanding reset code per user. */
  resetCodes: Map<string, ResetCodeRecord>;
  /** By session hash. */
  challengeSessions: Map<string, ChallengeSessionRecord>;
  /** Persists the current state; resolves once a write that started after the call has finished. */
  save(): Promise<void>;
};

/**
 * The pool's whole state in memory, persisted as one JSON file (mode 0600, written atomically) and
 * purged of expired entries on load and on every save.
 */
export async function openPoolState(file: string, now: () => number): Promise<PoolState> {
  let persisted: PersistedState | undefined;
  try {
    persisted = JSON.parse(await readFile(file, 'utf8')) as PersistedState;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const users = new UserTable();
  for (const user of persisted?.users ?? []) users.put(user);
  const refreshTokens = new Map((persisted?.refreshTokens ?? []).map((r) => [r.hash, r]));
  const revokedOrigins = new Map((persisted?.revokedOrigins ?? []).map((r) => [r.originJti, r.until]));
  const resetCodes = new Map((persisted?.resetCodes ?? []).map((r) => [r.username, r]));
  const challengeSessions = new Map((persisted?.challengeSessions ?? []).map((r) => [r.hash, r]));

  const purge = () => {
    const t = now();
    for (const [key, r] of refreshTokens) if (r.expiresAt <= t) refreshTokens.delete(key);
    for (const [key, until] of revokedOrigins) if (until <= t) revokedOrigins.delete(key);
    for (const [key, r] of resetCodes) if (r.expiresAt <= t) resetCodes.delete(key);
    for (const [key, r] of challengeSessions) if (r.expiresAt <= t) challengeSessions.delete(key);
  };
  const serialize = (): string => {
    purge();
    const state: PersistedState = {
      version: 1,
      users: users.all(),
      refreshTokens: [...refreshTokens.values()],
      revokedOrigins: [...revokedOrigins].map(([originJti, until]) => ({ originJti, until })),
      resetCodes: [...resetCodes.values()],
      challengeSessions: [...challengeSessions.values()],
    };
    return JSON.stringify(state);
  };

  // Writes are serialized; saves requested while one is running share the next write.
  let queued: Promise<void> | null = null;
  let running: Promise<void> = Promise.resolve();
  const save = () => {
    if (queued) return queued;
    const next = running.then(() => {
      queued = null;
      return writePrivateFileAtomically(file, serialize());
    });
    queued = next;
    running = next.catch(() => {});
    return next;
  };

  purge();
  return { users, refreshTokens, revokedOrigins, resetCodes, challengeSessions, save };
}
