const pad = (value: number) => String(value).padStart(2, '0');

/** An instant (ISO, UTC) in local time as DD-MM-YY HH:mm:ss; empty for none. */
export function formatPortabilityDateTime(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${pad(date.getDate())}-${pad(date.getMonth() + 1)}-${String(date.getFullYear()).slice(2)} ${pad(
    date.getHours(),
  )}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}
