// A cold production build: every cache removed first, then `docusaurus build`, timed, with the
// peak memory of the build's processes.
import {execFileSync, spawn} from 'node:child_process';
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {mkdir, rm, writeFile} from 'node:fs/promises';
import {join} from 'node:path';
import {generationSeconds} from '../../plugins/api-reference';

/** Build output and every cache a build can reuse, including the API generator's. */
const BUILD_STATE = [
  'build',
  '.docusaurus',
  'node_modules/.cache',
  '.generated',
  'api_versioned_docs',
  'api_versioned_sidebars',
  'api_versions.json',
];

const GNU_TIME = '/usr/bin/time';

export interface ColdBuild {
  wallSeconds: number;
  /** The part of it spent generating the API reference of every version, as the build printed it. */
  apiReferenceSeconds?: number;
  peakRssBytes: number;
  /** How the peak was measured, e.g. for a footnote. */
  peakMethod: string;
}

/** GNU time reports the peak RSS exactly; Debian's `time` package provides it. */
function ensureGnuTime(): boolean {
  if (existsSync(GNU_TIME)) return true;
  if (process.getuid?.() !== 0 || !existsSync('/usr/bin/apt-get')) return false;
  console.log('[bench] Installing Debian package `time` to measure the build’s peak memory.');
  execFileSync('sh', ['-c', 'apt-get update && apt-get install -y time'], {stdio: 'inherit'});
  return existsSync(GNU_TIME);
}

function rssOfProcessTree(rootPid: number): number {
  const children = new Map<number, number[]>();
  const rss = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const status = readFileSync(`/proc/${entry}/status`, 'utf8');
      const ppid = Number(/^PPid:\s+(\d+)/m.exec(status)?.[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
      // Kernel threads have no VmRSS line.
      rss.set(Number(entry), Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0) * 1024);
    } catch {
      // The process ended while we looked.
    }
  }
  let total = 0;
  const pending = [rootPid];
  while (pending.length > 0) {
    const pid = pending.pop()!;
    total += rss.get(pid) ?? 0;
    pending.push(...(children.get(pid) ?? []));
  }
  return total;
}

function run(command: string, args: string[], siteDir: string, logFile: string, onSample?: (pid: number) => void) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, {cwd: siteDir, stdio: ['ignore', 'pipe', 'pipe']});
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    const sampler = onSample && setInterval(() => onSample(child.pid!), 100);
    child.once('error', reject);
    // A failure to write the log rejects too, instead of leaving the run unsettled.
    child.once('close', (code) => {
      if (sampler) clearInterval(sampler);
      writeFile(logFile, Buffer.concat(output)).then(() => {
        if (code === 0) resolve();
        else reject(new Error(`${command} ${args.join(' ')} exited with ${code}; its output is in ${logFile}`));
      }, reject);
    });
  });
}

export async function coldBuild(siteDir: string, resultsDir: string): Promise<ColdBuild> {
  await Promise.all(BUILD_STATE.map((path) => rm(join(siteDir, path), {recursive: true, force: true})));
  await mkdir(resultsDir, {recursive: true});
  const docusaurus = join(siteDir, 'node_modules/.bin/docusaurus');
  const logFile = join(resultsDir, 'build.log');
  const startedAt = performance.now();
  if (ensureGnuTime()) {
    const timeReport = join(resultsDir, 'build-time.txt');
    await run(GNU_TIME, ['-v', '-o', timeReport, docusaurus, 'build'], siteDir, logFile);
    const kilobytes = /Maximum resident set size \(kbytes\): (\d+)/.exec(readFileSync(timeReport, 'utf8'))?.[1];
    return {
      wallSeconds: (performance.now() - startedAt) / 1000,
      apiReferenceSeconds: generationSeconds(readFileSync(logFile, 'utf8')),
      peakRssBytes: Number(kilobytes) * 1024,
      peakMethod: 'GNU time: maximum RSS of the largest build process',
    };
  }
  let peak = 0;
  await run(docusaurus, ['build'], siteDir, logFile, (pid) => (peak = Math.max(peak, rssOfProcessTree(pid))));
  return {
    wallSeconds: (performance.now() - startedAt) / 1000,
    apiReferenceSeconds: generationSeconds(readFileSync(logFile, 'utf8')),
    peakRssBytes: peak,
    peakMethod: '/proc sampled every 100 ms: RSS summed over the build’s process tree',
  };
}
