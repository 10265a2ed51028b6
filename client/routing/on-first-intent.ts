/** What says someone is using the page: a key, a pointer, or a value typed or filled in (autofill too). */
const INTENT_EVENTS = ['keydown', 'pointerdown', 'input'] as const;

/**
 * Runs `work` once, at the visitor's first key, pointer or input anywhere on the page: for fetching what a form needs
 * on submit while it is being filled in, rather than in the page's first seconds. Returns the cancel.
 */
export function onFirstIntent(work: () => void): () => void {
  const controller = new AbortController();
  const run = () => {
    controller.abort();
    work();
  };
  for (const type of INTENT_EVENTS)
    document.addEventListener(type, run, { capture: true, passive: true, signal: controller.signal });
  return () => controller.abort();
}
