/**
 * Paint to working, on the phone profile of issue 26 (e2e/support/phone-profile.ts: 4x CPU, 150 ms round trips,
 * 1.6 Mbit/s, 412 px touch screen) in Debian's Chromium: for each page, fresh browser contexts (a cold cache, as a
 * first visit) each load it once and report when it first painted, when its largest paint came and when React
 * owned it (<html data-hydrated>). The gap between the paint and React is the time a tap needs the first-paint
 * controls (ADR 045); the target is React owning every page within 1.2 s.
 */
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../../e2e/support/browser';
import { loadTimed, phoneContext, throttleLikePhone, type PageTimings } from '../../e2e/support/phone-profile';
import { median } from '../security/figure';

/** Issue 26's five pages, and the other islands pages (docs/decisions/053): every public page has the target. */
export const PHONE_GAP_PAGES = [
  '/',
  '/work',
  '/products',
  '/blog',
  '/contact',
  '/about',
  '/services',
  '/blog/shipping-ai-features-that-users-trust',
];
export const REACT_OWNS_TARGET_MS = 1200;

async function loadOnce(browser: Browser, url: string, cpuSlowdown?: number): Promise<Required<PageTimings>> {
  const context = await phoneContext(browser);
  try {
    const page = await context.newPage();
    await throttleLikePhone(page, cpuSlowdown);
    // Waits without polling the page: the measurement must not take the slowed main thread from it.
    const timings = await loadTimed(page, url);
    if (timings.firstPaint === undefined || timings.hydrated === undefined)
      throw new Error(`${url}: no paint or no hydration recorded`);
    return {
      firstPaint: timings.firstPaint,
      largestPaint: timings.largestPaint ?? timings.firstPaint,
      hydrated: timings.hydrated,
    };
  } finally {
    await context.close();
  }
}

export interface PhoneGapResult {
  page: string;
  runs: Required<PageTimings>[];
  baselineRuns: Required<PageTimings>[];
}

/** `runs` loads per page of each server; with a baseline the two take turns, alternating which goes first. */
/** `cpuSlowdown`: BENCH_WEB_CPU_SLOWDOWN, the profile's 4x scaled for a fast host as Lighthouse's is (run.ts). */
export async function measurePhoneGap(
  urls: { server: string; baseline?: string },
  runs: number,
  cpuSlowdown?: number,
): Promise<PhoneGapResult[]> {
  const browser = await launchBrowser();
  try {
    const results: PhoneGapResult[] = [];
    for (const page of PHONE_GAP_PAGES) {
      const result: PhoneGapResult = { page, runs: [], baselineRuns: [] };
      for (let run = 0; run < runs; run += 1) {
        const thisBuild = async () => result.runs.push(await loadOnce(browser, urls.server + page, cpuSlowdown));
        const baselineBuild = async () => {
          if (urls.baseline) result.baselineRuns.push(await loadOnce(browser, urls.baseline + page, cpuSlowdown));
        };
        for (const measure of run % 2 ? [baselineBuild, thisBuild] : [thisBuild, baselineBuild]) await measure();
      }
      results.push(result);
    }
    return results;
  } finally {
    await browser.close();
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

function row(label: string, runs: Required<PageTimings>[]): string {
  const med = (pick: (run: Required<PageTimings>) => number) => median(runs.map(pick));
  return (
    `| ${label} | ${seconds(med((run) => run.firstPaint))} | ${seconds(med((run) => run.largestPaint))} | ` +
    `${seconds(med((run) => run.hydrated))} | ${seconds(med((run) => run.hydrated - run.firstPaint))} | ` +
    `${runs.map((run) => seconds(run.hydrated)).join(' / ')} |`
  );
}

/** Prints the table and each page's verdict; returns how many pages missed the target. */
export function reportPhoneGap(results: PhoneGapResult[], cpuSlowdown = 4): number {
  console.log(`\n## Paint to working on the phone profile (${cpuSlowdown}x CPU, 150 ms, 1.6 Mbit/s; median of the loads)`);
  console.log('| page | first paint | largest paint | React owns the page | gap | React owns, each load |');
  console.log('|---|---|---|---|---|---|');
  for (const result of results) {
    console.log(row(result.page, result.runs));
    if (result.baselineRuns.length) console.log(row(`${result.page} (baseline)`, result.baselineRuns));
  }
  let missed = 0;
  for (const result of results) {
    const owned = median(result.runs.map((run) => run.hydrated));
    const met = owned <= REACT_OWNS_TARGET_MS;
    if (!met) missed += 1;
    console.log(
      `${met ? 'ok  ' : 'MISS'}  ${result.page}: React owns the page at ${seconds(owned)}  (target <= ${seconds(REACT_OWNS_TARGET_MS)})`,
    );
  }
  return missed;
}
