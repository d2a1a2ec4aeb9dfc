// Lighthouse as a Node library against our own Chromium: the four categories and the three
// metrics the issue names, each the median of several runs.
import type {Config, Result} from 'lighthouse';
import {median} from './stats';

export type Preset = 'mobile' | 'desktop';
export const PRESETS: readonly Preset[] = ['mobile', 'desktop'];

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];

export interface LighthouseSummary {
  /** 0–100, median over the runs; null when no run produced a score. */
  scores: Record<Category, number | null>;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  /**
   * Where the main thread's time went (Lighthouse's breakdown by kind of work, e.g. "Script
   * Evaluation", "Style & Layout"), median per kind over the runs, longest first: what a page
   * still spends once its bytes are cut.
   */
  mainThread: {label: string; ms: number}[];
  /** Audits that did not pass in some run (outside performance), e.g. `meta-description`. */
  failedAudits: string[];
  runs: number;
}

async function runOnce(port: number, url: string, preset: Preset): Promise<Result> {
  // Imported as ES modules on purpose: a static import here is turned into require() by tsx,
  // whose transform renames functions with a `__name` helper, and Lighthouse sends its
  // functions' source text to the page, where that helper does not exist.
  const {default: lighthouse, desktopConfig} = await import('lighthouse');
  const config: Config | undefined = preset === 'desktop' ? desktopConfig : undefined;
  const flags = {port, output: 'json' as const, logLevel: 'error' as const, onlyCategories: [...CATEGORIES]};
  const result = await lighthouse(url, flags, config);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (result.lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${result.lhr.runtimeError.message}`);
  return result.lhr;
}

function failedAudits(lhr: Result): string[] {
  return CATEGORIES.filter((category) => category !== 'performance').flatMap((category) =>
    lhr.categories[category].auditRefs
      .filter((ref) => {
        const {score, scoreDisplayMode} = lhr.audits[ref.id];
        return scoreDisplayMode !== 'informative' && score !== null && score < 1;
      })
      .map((ref) => `${category}/${ref.id}${ref.weight === 0 ? ' (weight 0: score unaffected)' : ''}`),
  );
}

interface BreakdownItem {
  groupLabel: string;
  duration: number;
}

function mainThreadBreakdown(results: readonly Result[]): {label: string; ms: number}[] {
  const byLabel = new Map<string, number[]>();
  for (const lhr of results) {
    const details = lhr.audits['mainthread-work-breakdown']?.details as {items?: BreakdownItem[]} | undefined;
    for (const {groupLabel, duration} of details?.items ?? []) byLabel.set(groupLabel, [...(byLabel.get(groupLabel) ?? []), duration]);
  }
  // A kind missing from a run counts as 0 ms there.
  return [...byLabel]
    .map(([label, durations]) => ({label, ms: median([...durations, ...Array<number>(results.length - durations.length).fill(0)]) ?? 0}))
    .sort((a, b) => b.ms - a.ms);
}

export async function lighthouseSummary(port: number, url: string, preset: Preset, runs: number): Promise<LighthouseSummary> {
  const results: Result[] = [];
  for (let run = 0; run < runs; run++) results.push(await runOnce(port, url, preset));
  const medianOf = (value: (lhr: Result) => number | null | undefined) =>
    median(results.map(value).filter((v): v is number => typeof v === 'number'));
  const scores = Object.fromEntries(
    CATEGORIES.map((category) => {
      const score = medianOf((lhr) => lhr.categories[category].score);
      return [category, score === null ? null : Math.round(score * 100)];
    }),
  ) as Record<Category, number | null>;
  return {
    scores,
    lcpMs: medianOf((lhr) => lhr.audits['largest-contentful-paint'].numericValue),
    tbtMs: medianOf((lhr) => lhr.audits['total-blocking-time'].numericValue),
    cls: medianOf((lhr) => lhr.audits['cumulative-layout-shift'].numericValue),
    mainThread: mainThreadBreakdown(results),
    failedAudits: [...new Set(results.flatMap(failedAudits))].sort(),
    runs,
  };
}
