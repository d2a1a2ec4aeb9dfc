// Rewrites plugins/legacy-redirects/site-routes.txt from a build, after a page was added or
// moved (a moved page also needs its old address in MOVED_PAGES, or the build fails):
//   npm run build && npx tsx scripts/site-routes.ts build
import {writeFile} from 'node:fs/promises';
import {pathToFileURL} from 'node:url';
import {builtPages, formatRouteList, SITE_ROUTES_FILE} from '../plugins/legacy-redirects/site-routes';

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [buildDir = 'build'] = process.argv.slice(2);
  builtPages(buildDir)
    .then(async (pages) => {
      await writeFile(SITE_ROUTES_FILE, formatRouteList(pages));
      console.log(`Wrote ${pages.length} routes to plugins/legacy-redirects/site-routes.txt`);
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    });
}
