// Replaces the classic theme's not-found text, which only says a link is broken, with a page
// that names the missing path and leads readers back to the tutorials and the API reference.
// It sets the page title itself because unknown paths under /docs and /api render this
// content inside the docs layout, which otherwise leaves the bare site title.
// The missing path is shown only once hydrated: every unknown address is answered with the one
// prebuilt 404.html, whose markup cannot know it, and differing text would make React throw the
// server markup away. React writes it as text, never as markup.
// A button loads src/components/NearestPages (a chunk of its own, with the list of pages and exports)
// to offer the pages and API exports nearest to the address; on the reader's request, so that
// the not-found page's first load carries no more script than before. (An address that names a
// page but for its case or a `.html` is sent there before React runs, by the inline script
// plugins/legacy-redirects adds to 404.html.)
import {lazy, Suspense, useState} from 'react';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {PageMetadata} from '@docusaurus/theme-common';
import Heading from '@theme/Heading';
import type {Props} from '@theme/NotFound/Content';
import clsx from 'clsx';
import styles from './styles.module.css';

const NearestPages = lazy(() => import('@site/src/components/NearestPages'));

export default function NotFoundContent({className}: Props) {
  const {pathname} = useLocation();
  const isBrowser = useIsBrowser();
  const [lookingUp, setLookingUp] = useState(false);
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <PageMetadata title="Page Not Found" />
      <div className={styles.notFound}>
        <p className={styles.status}>404</p>
        <Heading as="h1">Page not found</Heading>
        <p>
          There is no page at {isBrowser ? <code className={styles.path}>{pathname}</code> : 'this address'}. It may have moved, or the link
          that brought you here may be mistyped.
        </p>
        {isBrowser &&
          (lookingUp ? (
            <Suspense fallback={null}>
              <NearestPages pathname={pathname} />
            </Suspense>
          ) : (
            <p>
              <button type="button" className="button button--secondary button--sm" onClick={() => setLookingUp(true)}>
                Find pages with a similar address
              </button>
            </p>
          ))}
        <p>Search the documentation from the search box at the top of the page, or start from one of these:</p>
        <ul className={styles.links}>
          <li>
            <Link to="/docs/tutorials/">Tutorial</Link>: learn graphql-js step by step
          </li>
          <li>
            <Link to="/api">API reference</Link>: every class, function, interface and enum
          </li>
          <li>
            <Link to="/">Home page</Link>
          </li>
        </ul>
      </div>
    </main>
  );
}
