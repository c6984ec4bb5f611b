import type { BrowserContext } from 'playwright-core';

/**
 * Records every Content-Security-Policy violation the pages of `context` report, from before
 * their first script runs. The console's CSP (main/hardening.ts) must never be violated, not even
 * by a probe that catches its own error (zod's `new Function`): a test asserts the list is empty.
 */
export async function recordCspViolations(context: BrowserContext): Promise<string[]> {
  const violations: string[] = [];
  await context.exposeBinding('__cspViolation', (_source, text: string) => {
    violations.push(text);
  });
  await context.addInitScript(() => {
    const report = (window as unknown as { __cspViolation(text: string): Promise<void> })
      .__cspViolation;
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        const where = `${event.sourceFile}:${event.lineNumber}`;
        void report(`${event.effectiveDirective} blocked ${event.blockedURI || '?'} at ${where}`);
      },
      true,
    );
  });
  return violations;
}
