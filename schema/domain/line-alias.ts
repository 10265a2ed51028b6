/** The alias a line keeps for what was typed: trimmed, and none when nothing is left (an empty alias removes it). */
export function storedAlias(typed: string): string | null {
  return typed.trim() || null;
}
