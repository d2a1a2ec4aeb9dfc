// The pages and API exports nearest to a missing address, for the not-found page, which loads
// this component (and its chunk) only when the reader asks; it fetches the list of pages and
// exports then.
import {useEffect, useState} from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {loadSiteIndex, nearest, type Suggestion} from './nearest';
import styles from './styles.module.css';

type Found = {pages: Suggestion[]; symbols: Suggestion[]} | 'failed';

function SuggestionList({label, items, code}: {label: string; items: Suggestion[]; code?: boolean}) {
  if (items.length === 0) return null;
  return (
    <>
      <p>{label}</p>
      <ul className={styles.links}>
        {items.map(({title, url}) => (
          <li key={url}>
            <Link to={url}>{code ? <code>{title}</code> : title}</Link>
          </li>
        ))}
      </ul>
    </>
  );
}

export default function NearestPages({pathname}: {pathname: string}) {
  const baseUrl = useBaseUrl('/');
  const [found, setFound] = useState<Found>();
  useEffect(() => {
    let current = true;
    loadSiteIndex(baseUrl)
      .then(({routes, symbols}) => current && setFound(nearest(pathname, routes, symbols)))
      .catch(() => current && setFound('failed'));
    return () => {
      current = false;
    };
  }, [pathname, baseUrl]);
  if (found === undefined) return <p role="status">Looking for similar pages…</p>;
  if (found === 'failed') return <p role="status">The list of pages could not be loaded.</p>;
  if (found.pages.length === 0 && found.symbols.length === 0) return <p role="status">No page or API export has a similar name.</p>;
  return (
    <div data-testid="not-found-suggestions">
      <SuggestionList label="Pages with a similar address:" items={found.pages} />
      <SuggestionList label="API exports with a similar name:" items={found.symbols} code />
    </div>
  );
}
