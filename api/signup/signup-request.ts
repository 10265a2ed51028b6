/** Who saves a wizard step, from where and when: the caller's user id keys the idempotency of the save. */
export type SignupRequest = {
  userId: string;
  scopeChannel: string;
  actor: string;
  now: Date;
};
