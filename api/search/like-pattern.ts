/** A LIKE pattern matching `text` literally: `%`, `_` and `\` typed by the user are not wildcards. */
export function likePattern(text: string, { anywhere }: { anywhere: boolean }): string {
  const literal = text.replace(/[\\%_]/g, (character) => `\\${character}`);
  return anywhere ? `%${literal}%` : `${literal}%`;
}
