import { abilitiesFor, type Role } from '../../schema/domain/roles';
import { sessionStore } from './session-store';

export const ABILITIES_STORAGE_KEY = 'centralita.abilities';

/** Recomputes the abilities from the role and stores them (on every navigation). */
export function recomputeAbilities(role: Role | null | undefined): void {
  const abilities = role ? abilitiesFor(role) : [];
  sessionStore.abilities = abilities;
  try {
    if (abilities.length) sessionStorage.setItem(ABILITIES_STORAGE_KEY, JSON.stringify(abilities));
    else sessionStorage.removeItem(ABILITIES_STORAGE_KEY);
  } catch {
    // The in-memory copy is what the console reads; storage is only a mirror.
  }
}
