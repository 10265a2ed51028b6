import { useEffect, useRef } from 'react';

/**
 * Reads a query again when a value it depends on changes after the first answer (the order's status after an
 * action: a launch starts shipments, a relaunch asks for the verification again), not on the first render.
 */
export function useRefreshOnChange(value: string | null, refresh: () => void): void {
  const seen = useRef<string | null>(null);
  const latest = useRef(refresh);
  latest.current = refresh;
  useEffect(() => {
    if (value === null) return;
    if (seen.current !== null && seen.current !== value) latest.current();
    seen.current = value;
  }, [value]);
}
