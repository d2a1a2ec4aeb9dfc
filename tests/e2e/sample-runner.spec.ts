import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {expect, test, type Locator, type Page} from '@playwright/test';
import {RUNNABLE_SAMPLES, sampleOutputPath, type GraphQLMajor, type RunnableSample} from '../../contracts/samples';
import {SAMPLE_WORKER_POLICY} from '../../plugins/security-headers/policy';
import {axeViolations, COLOUR_MODES, describeViolations, useColourMode} from '../../scripts/browser/axe';
import {visit} from './visit';

// The Run button of the samples that run in the page (src/components/SampleRun, SampleRunner):
// each prints, in a worker under the site's policy, the very output the example tests assert.

/** The page that shows a sample: its folder under examples/ is the page's slug. */
function pageOf(sample: RunnableSample): string {
  const [folder, guide] = sample.split('/');
  if (folder === 'index') return '/docs/tutorials/';
  return folder === 'guides' ? `/docs/guides/${guide}` : `/docs/tutorials/${folder}`;
}

function fileName(sample: RunnableSample): string {
  return sample.slice(sample.lastIndexOf('/') + 1);
}

const EXAMPLES_DIR = join(__dirname, '..', '..', 'examples');

/** The output the example tests assert: `name.output.v16.txt` where graphql 16 prints something else. */
function expectedOutput(sample: RunnableSample, version: GraphQLMajor): string {
  const file = join(EXAMPLES_DIR, sampleOutputPath(sample));
  const v16File = file.replace(/\.txt$/, '.v16.txt');
  return readFileSync(version === '16' && existsSync(v16File) ? v16File : file, 'utf8').replace(/\n+$/, '');
}

function panelOf(page: Page, sample: RunnableSample): Locator {
  return page.getByRole('region', {name: `Run of ${fileName(sample)}`});
}

/** Waits for the run to end and returns what it printed, without trailing line ends. */
async function finishedOutput(panel: Locator): Promise<string> {
  await expect(panel.getByRole('status')).toHaveText('Finished.');
  return ((await panel.getByLabel(/^Output of /).textContent()) ?? '').replace(/\n+$/, '');
}

async function run(page: Page, sample: RunnableSample): Promise<Locator> {
  await page.getByRole('button', {name: `Run ${fileName(sample)}`, exact: true}).click();
  return panelOf(page, sample);
}

const SAMPLES = Object.keys(RUNNABLE_SAMPLES) as RunnableSample[];

test.describe('Run on samples', () => {
  test('Run prints the asserted output of a sample on graphql 17, and on 16 through the switch', async ({page}) => {
    const sample = 'basic-types/scalars.js';
    await visit(page, pageOf(sample));
    const panel = await run(page, sample);
    expect(await finishedOutput(panel)).toBe(expectedOutput(sample, '17'));
    await panel.getByRole('radio', {name: '16'}).check();
    await expect(panel).toContainText('Your run, graphql 16');
    expect(await finishedOutput(panel)).toBe(expectedOutput(sample, '16'));
    // The page's expected output switched to graphql 16 too.
    await expect(page.getByRole('tab', {name: 'graphql 16'}).first()).toHaveAttribute('aria-selected', 'true');
    // The 16 output differs, so the switch really changed the package.
    expect(expectedOutput(sample, '16')).not.toBe(expectedOutput(sample, '17'));
  });

  for (const path of new Set(SAMPLES.map(pageOf))) {
    const samples = SAMPLES.filter((sample) => pageOf(sample) === path);
    test(`every runnable sample on ${path} prints its asserted output on each graphql it supports`, async ({page}) => {
      await visit(page, path);
      for (const sample of samples) {
        const panel = await run(page, sample);
        const versions = RUNNABLE_SAMPLES[sample];
        if (versions.length === 1) await expect(panel).toContainText('graphql 17 only');
        for (const version of versions) {
          if (version !== '17') await panel.getByRole('radio', {name: version}).check();
          expect(await finishedOutput(panel), `${sample} on graphql ${version}`).toBe(expectedOutput(sample, version));
        }
      }
    });
  }

  test('an edited query that fails validation shows the errors, and Reset restores the sample', async ({page}) => {
    const sample = 'index/first-query.js';
    await visit(page, pageOf(sample));
    const panel = await run(page, sample);
    await finishedOutput(panel);
    await panel.getByRole('button', {name: 'Edit'}).click();
    const editor = panel.getByRole('textbox', {name: 'Code of first-query.js'});
    const original = await editor.inputValue();
    await editor.fill(original.replace("source: '{ libraryName availableToolCount }'", "source: '{ libraryName shelfCount }'"));
    await panel.getByRole('button', {name: 'Run', exact: true}).click();
    expect(await finishedOutput(panel)).toContain('Cannot query field \\"shelfCount\\" on type \\"Query\\".');
    await panel.getByRole('button', {name: 'Reset'}).click();
    await expect(editor).toHaveValue(original);
    await expect(panel.getByRole('button', {name: 'Reset'})).toBeDisabled();
  });

  test('an error shows its message and the line of the sample it came from', async ({page}) => {
    const sample = 'index/first-query.js';
    await visit(page, pageOf(sample));
    const panel = await run(page, sample);
    await finishedOutput(panel);
    await panel.getByRole('button', {name: 'Edit'}).click();
    const editor = panel.getByRole('textbox', {name: 'Code of first-query.js'});
    const lines = (await editor.inputValue()).split('\n');
    lines.splice(2, 0, 'null.name;');
    await editor.fill(lines.join('\n'));
    await panel.getByRole('button', {name: 'Run', exact: true}).click();
    await expect(panel.getByRole('status')).toHaveText('Stopped by an error.');
    await expect(panel.getByLabel(/^Output of /)).toContainText("TypeError: Cannot read properties of null (reading 'name') (line 3 of first-query.js)");
    // The sample cannot reach what a worker would otherwise offer: the network, the page's storage.
    await editor.fill("console.log(typeof fetch, typeof indexedDB, typeof importScripts);");
    await panel.getByRole('button', {name: 'Run', exact: true}).click();
    expect(await finishedOutput(panel)).toBe('undefined undefined undefined');
  });

  test('an endless loop is stopped with a message, the page stays responsive, and the next run works', async ({page}) => {
    const sample = 'index/first-query.js';
    await visit(page, pageOf(sample));
    const panel = await run(page, sample);
    await finishedOutput(panel);
    await panel.getByRole('button', {name: 'Edit'}).click();
    const editor = panel.getByRole('textbox', {name: 'Code of first-query.js'});
    await editor.fill("console.log('looping');\nwhile (true) {}");
    await panel.getByRole('button', {name: 'Run', exact: true}).click();
    await expect(panel.getByRole('status')).toHaveText('Running on graphql 17…');
    // While the worker loops, the page still handles input at once.
    await panel.getByRole('radio', {name: '16'}).focus();
    await expect(panel.getByRole('radio', {name: '16'})).toBeFocused({timeout: 1_000});
    await expect(panel.getByRole('status')).toContainText('Stopped after 5 seconds', {timeout: 15_000});
    await expect(panel.getByLabel(/^Output of /)).toContainText('looping');
    await panel.getByRole('button', {name: 'Reset'}).click();
    await panel.getByRole('button', {name: 'Run', exact: true}).click();
    expect(await finishedOutput(panel)).toBe(expectedOutput(sample, '17'));
  });

  test('output beyond the cap is cut, with a note, and the run still finishes', async ({page}) => {
    const sample = 'index/first-query.js';
    await visit(page, pageOf(sample));
    const panel = await run(page, sample);
    await finishedOutput(panel);
    await panel.getByRole('button', {name: 'Edit'}).click();
    await panel.getByRole('textbox', {name: 'Code of first-query.js'}).fill("for (let line = 0; line < 1000; line++) console.log('x'.repeat(999));");
    await panel.getByRole('button', {name: 'Run', exact: true}).click();
    const output = await finishedOutput(panel);
    expect(output).toMatch(/\n\[Output cut: a run keeps at most 100,000 characters\.\]$/);
    expect(output.length).toBeLessThan(100_100);
  });

  test('keyboard only: reach Run, switch the version, edit, leave the editor with Tab, Reset', async ({page}) => {
    const sample = 'index/first-query.js';
    await visit(page, pageOf(sample));
    const runButton = page.getByRole('button', {name: 'Run first-query.js'});
    // From the code itself, Tab reaches the block's buttons, Run among them.
    await page.locator('pre', {hasText: "source: '{ libraryName availableToolCount }'"}).first().focus();
    for (let presses = 0; presses < 4 && !(await runButton.evaluate((button) => button === document.activeElement)); presses++) {
      await page.keyboard.press('Tab');
    }
    await expect(runButton).toBeFocused();
    await page.keyboard.press('Enter');
    const panel = panelOf(page, sample);
    await finishedOutput(panel);
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('radio', {name: '17'})).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(panel.getByRole('radio', {name: '16'})).toBeChecked();
    expect(await finishedOutput(panel)).toBe(expectedOutput(sample, '16'));
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('button', {name: 'Edit'})).toBeFocused();
    await page.keyboard.press('Enter');
    const editor = panel.getByRole('textbox', {name: 'Code of first-query.js'});
    // Reset is disabled while the code is the sample's: Tab goes Edit, Run, editor.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(editor).toBeFocused();
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.type("\nconsole.log('edited');");
    await page.keyboard.press('Tab');
    await expect(editor).not.toBeFocused();
    await expect(panel.getByLabel(/^Output of /)).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(panel.getByRole('button', {name: 'Run', exact: true})).toBeFocused();
    await page.keyboard.press('Enter');
    expect(await finishedOutput(panel)).toBe(`${expectedOutput(sample, '16')}\nedited`);
    await page.keyboard.press('Shift+Tab');
    await expect(panel.getByRole('button', {name: 'Reset'})).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(editor).not.toContainText('edited');
    expect(await editor.inputValue()).not.toContain("console.log('edited')");
  });

  for (const mode of COLOUR_MODES) {
    test(`axe finds nothing with the panel and editor open, ${mode} mode`, async ({page}) => {
      await useColourMode(page, mode);
      const sample = 'basic-types/scalars.js';
      await visit(page, pageOf(sample));
      const panel = await run(page, sample);
      await finishedOutput(panel);
      await panel.getByRole('button', {name: 'Edit'}).click();
      await expect(panel.getByRole('textbox')).toBeVisible();
      const violations = await axeViolations(page);
      expect(violations, describeViolations(violations)).toEqual([]);
    });
  }

  test('on a 375 px screen the Run button covers no code: every sample starts below it', async ({page}) => {
    const paths = new Set(SAMPLES.map(pageOf));
    // One visit per page with samples: a budget per page, not one for all, so that a busy
    // machine (more workers than cores) is not a failure.
    test.setTimeout(paths.size * 10_000);
    await page.setViewportSize({width: 375, height: 740});
    for (const path of paths) {
      await visit(page, path);
      const buttons = page.getByRole('button', {name: /^Run \S+\.js$/});
      await expect(buttons.first()).toBeVisible();
      for (const button of await buttons.all()) {
        const overlaps = await button.evaluate((element) => {
          const box = element.getBoundingClientRect();
          const code = element.closest('.theme-code-block')!.querySelector('pre code')!;
          // The text of each line, not its box, which spans the whole width.
          return [...code.querySelectorAll('.token-line')].some((line) => {
            const range = document.createRange();
            range.selectNodeContents(line);
            return [...range.getClientRects()].some((text) => text.width > 0 && text.right > box.left && text.left < box.right && text.bottom > box.top && text.top < box.bottom);
          });
        });
        expect(overlaps, `${path}: ${await button.getAttribute('aria-label')}`).toBe(false);
      }
    }
  });

  test('runs under the site policy: the worker alone may compile code, and nothing is refused', async ({page}) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (/Content.Security.Policy|Refused to/i.test(message.text())) problems.push(message.text());
    });
    page.on('worker', (worker) => worker.on('console', (message) => problems.push(`worker: ${message.text()}`)));
    const workerPolicies: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/sample-runner-worker.')) workerPolicies.push(response.headers()['content-security-policy'] ?? '');
    });
    const sample = 'basic-types/scalars.js';
    const response = await visit(page, pageOf(sample));
    expect(response?.headers()['content-security-policy']).not.toMatch(/'unsafe-eval'/);
    const panel = await run(page, sample);
    expect(await finishedOutput(panel)).toBe(expectedOutput(sample, '17'));
    expect(workerPolicies).toEqual([SAMPLE_WORKER_POLICY]);
    expect(problems).toEqual([]);
  });
});
