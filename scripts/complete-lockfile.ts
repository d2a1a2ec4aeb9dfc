// The npm registry reachable from our machines lacks the other platforms' builds of some native
// packages (@swc/core-darwin-arm64, @pagefind/windows-x64, ...), so `npm install` leaves them
// out of package-lock.json and `npm ci` then refuses the lock as out of sync. This adds the
// missing optional entries with the platform they are for, which is what npm records for them
// anyway: npm skips them on other platforms and installs them where they belong.
// Run it after any `npm install` that changes the lock: `npx tsx scripts/complete-lockfile.ts`.
import {readFileSync, writeFileSync} from 'node:fs';
import {pathToFileURL} from 'node:url';

type LockEntry = {
  version?: string;
  optional?: boolean;
  os?: string[];
  cpu?: string[];
  libc?: string[];
  optionalDependencies?: Record<string, string>;
};
type Lockfile = {packages: Record<string, LockEntry>};

const OS: Record<string, string> = {darwin: 'darwin', linux: 'linux', win32: 'win32', windows: 'win32', freebsd: 'freebsd'};
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 's390x'];

/** The platform a native build is for, read from its name: `core-linux-arm64-musl`, ... */
export function platformOf(name: string): Pick<LockEntry, 'os' | 'cpu' | 'libc'> {
  const parts = name.split('/').pop()!.split('-');
  const osIndex = parts.findIndex((part) => part in OS);
  const cpu = parts[osIndex + 1];
  if (osIndex < 0 || !CPU.includes(cpu)) throw new Error(`Cannot tell the platform of ${name}`);
  const os = OS[parts[osIndex]];
  const abi = parts[osIndex + 2];
  const libc = os !== 'linux' ? undefined : abi === 'musl' ? ['musl'] : ['glibc'];
  return {os: [os], cpu: [cpu], ...(libc ? {libc} : {})};
}

export function completeLockfile(lock: Lockfile): string[] {
  const added: string[] = [];
  for (const entry of Object.values(lock.packages)) {
    for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
      const key = `node_modules/${name}`;
      if (lock.packages[key]) continue;
      lock.packages[key] = {version, optional: true, ...platformOf(name)};
      added.push(`${name}@${version}`);
    }
  }
  return added;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const path = 'package-lock.json';
  const lock = JSON.parse(readFileSync(path, 'utf8')) as Lockfile;
  const added = completeLockfile(lock);
  writeFileSync(path, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(added.length ? `Added ${added.length} platform entries: ${added.join(', ')}` : 'The lockfile is complete.');
}
