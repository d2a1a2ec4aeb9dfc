import {readFileSync} from 'node:fs';
import path from 'node:path';

/** One installed release line of graphql that the reference documents. */
export interface DocumentedPackage {
  /** Folder name under node_modules (`graphql`, or an npm alias such as `graphql-16`). */
  packageName: string;
  packageDir: string;
  /** Exact installed version, e.g. `17.1.0`. */
  version: string;
  /** Version name in the docs plugin and in URLs, e.g. `17.x`. */
  label: string;
  /** Release tag in the graphql-js repository, e.g. `v17.1.0`. */
  gitTag: string;
  /** Site path of the version's root, e.g. `/api` or `/api/16.x`. */
  basePath: string;
  isCurrent: boolean;
}

export const API_ROUTE_BASE = 'api';

/**
 * Reads the installed versions: the first package is the current version, served at
 * `/api`, the others at `/api/{major}.x`. Nothing here is typed by hand, so bumping a
 * version in package.json is the whole upgrade.
 */
export function readDocumentedPackages(siteDir: string, packageNames: readonly string[]): DocumentedPackage[] {
  return packageNames.map((packageName, index) => {
    const packageDir = path.join(siteDir, 'node_modules', packageName);
    const {version} = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {version: string};
    const label = `${version.split('.')[0]}.x`;
    const isCurrent = index === 0;
    return {
      packageName,
      packageDir,
      version,
      label,
      gitTag: `v${version}`,
      basePath: isCurrent ? `/${API_ROUTE_BASE}` : `/${API_ROUTE_BASE}/${label}`,
      isCurrent,
    };
  });
}
