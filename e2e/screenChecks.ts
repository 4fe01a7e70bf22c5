import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/*
 * axe's source as AxeBuilder injects it (the axe-core it depends on), evaluated only where axe is
 * not there yet. AxeBuilder puts axe into every frame before each run but gives each frame one
 * second and then goes on without it; on a loaded machine a frame could be left without axe, and
 * its faults unreported (below).
 */
const require = createRequire(import.meta.url);
const axeCore = createRequire(require.resolve('@axe-core/playwright'))('axe-core') as { source: string };
const AXE_ONCE = `if (!window.axe) { ${axeCore.source} }`;

/**
 * Waits until no animation or transition runs: axe reads colours as they are painted, and a dialog
 * still fading out or a notice fading in (slower on a loaded machine) shows colours mid-way that no
 * user is left looking at. A minute at most; infinite ones (a progress spinner) are not waited for.
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
    undefined,
    { timeout: 60_000 },
  );
}

/**
 * The axe findings a user would be hurt by (serious or critical), one line each naming the screen,
 * the rule and its elements. `wcagOnly` runs the WCAG A/AA rules alone (they hold every serious and
 * critical check; leaving out best practices keeps a screen's run short on a busy machine).
 * label-content-name-mismatch (WCAG 2.5.3, label in name) is one of axe's experimental rules, off by
 * default: it is on here, since it caught the header's button that showed the user's name but was
 * named "Profile" (issue 31 item 13). One copy for every spec, so every spec checks the same rules.
 */
export async function seriousViolations(page: Page, { wcagOnly = false } = {}): Promise<string[]> {
  await animationsSettled(page);
  // A transition that starts while axe reads the page (a notice auto-hiding after its seconds, which
  // a loaded machine can make fall inside a run of several seconds) would be read mid-way: its
  // colours half faded, a "serious" contrast finding no user sees. While axe runs, changes of style
  // take effect at once, so every element axe reads is in a state a user is left looking at.
  const frozen = await page.addStyleTag({
    content: '*, *::before, *::after { transition: none !important; animation: none !important; }',
  });
  // Legacy mode runs axe.run inside the page. The default opens a blank page per run to merge the
  // frames' partial results there: on the accessibility walk that was about a quarter of its time
  // (105 s -> 83 s for the landlord's 60 screens; e2e/README.md). Same-origin frames are still read
  // (e2e/accessibilityCheckFindsProblems.spec.ts), and the panel has no frame of another origin.
  for (const frame of page.frames()) await frame.evaluate(AXE_ONCE);
  let builder = new AxeBuilder({ page, axeSource: AXE_ONCE }).setLegacyMode(true);
  if (wcagOnly) builder = builder.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']);
  const result = await builder
    .options({
      resultTypes: ['violations'],
      rules: { 'label-content-name-mismatch': { enabled: true } },
      // axe first pings each frame and, with no answer within 500 ms, leaves the frame out without
      // a word: on a loaded machine a frame's faults went unreported (reproduced with Chromium's
      // CPU throttled 20×: 3 of 12 runs). Every frame has axe by now (above), so the frame is
      // asked at once and its answer awaited; one that never answers fails the check after axe's
      // frameWaitTime instead of passing it.
      pingWaitTime: 0,
    })
    .analyze()
    .finally(() => frozen.evaluate((style) => (style as Element).remove()).catch(() => undefined));
  const screen = new URL(page.url()).pathname;
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${screen}: ${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * Screenshots of the page at desktop and phone widths into `dir`; at phone width the page must
 * not scroll sideways and has no serious axe finding. Leaves the page at desktop width.
 */
export async function shootAtTwoWidths(page: Page, dir: string, name: string) {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `${dir}/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${dir}/${name}-390.png`, fullPage: true });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });
}
