import type { Reporter } from 'vitest/node';

type ErrorWithOrigin = {
  name?: string;
  message?: string;
  stack?: string;
  VITEST_TEST_PATH?: string;
  VITEST_TEST_NAME?: string;
};

/**
 * Repeats each unhandled error, briefly, as the run's last lines. The default reporter prints them in full far above
 * its summary, and a CI log that keeps only its tail would show that errors happened but not which.
 */
export default class UnhandledErrorsReporter implements Reporter {
  onTestRunEnd(_modules: unknown, unhandledErrors: ReadonlyArray<ErrorWithOrigin>) {
    if (unhandledErrors.length === 0) return;
    const lines = unhandledErrors.map((error, index) => {
      const origin =
        [error.VITEST_TEST_PATH, error.VITEST_TEST_NAME].filter(Boolean).join(' > ') || 'unknown test';
      const frames = (error.stack ?? '')
        .split('\n')
        .filter((line) => line.trim().startsWith('at '))
        .slice(0, 4);
      return [
        `unhandled error ${index + 1}: ${error.name ?? 'Error'}: ${error.message ?? ''}`,
        `  in ${origin}`,
        ...frames,
      ].join('\n');
    });
    process.stderr.write(`\n${lines.join('\n')}\n`);
  }
}
