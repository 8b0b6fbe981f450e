// axe-core in a Chromium page: its script injected from the installed package (never fetched), run on the whole
// document, and its critical and serious findings told in short lines a failed test can show.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeNode { target: unknown[]; failureSummary?: string }
interface AxeViolation { id: string; impact: string | null; help: string; nodes: AxeNode[] }

/** The page's critical and serious violations: `rule (impact): help — selector: what to fix`, one line per element. */
export async function axeViolations(page: Page): Promise<string[]> {
  // Evaluated rather than added as a script tag: the console's Content-Security-Policy refuses inline scripts.
  if (!(await page.evaluate('typeof window.axe === "object"'))) await page.evaluate(axeSource);
  const violations = (await page.evaluate('window.axe.run(document, { resultTypes: ["violations"] }).then((r) => r.violations)')) as AxeViolation[];
  return violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}): ${v.help} — ${JSON.stringify(n.target)}: ${(n.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 300)}`));
}
