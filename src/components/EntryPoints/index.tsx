import Link from '@docusaurus/Link';
import styles from './styles.module.css';

type EntryPoint = {title: string; to: string; description: string; links: {label: string; to: string}[]};

const entryPoints: EntryPoint[] = [
  {
    title: 'Tutorial',
    to: '/docs/tutorials/',
    description: 'From an empty folder to a GraphQL API over HTTP, one step at a time.',
    links: [
      {label: 'Run an Express server', to: '/docs/tutorials/running-an-express-graphql-server'},
      {label: 'Basic types', to: '/docs/tutorials/basic-types'},
      {label: 'Mutations and input types', to: '/docs/tutorials/mutations-and-input-types'},
    ],
  },
  {
    title: 'Guides',
    to: '/docs/guides/',
    description: 'One real-world problem per page, each solved by samples that run on graphql 17 and 16.',
    links: [
      {label: 'Errors in depth', to: '/docs/guides/errors'},
      {label: 'N+1 and batching', to: '/docs/guides/batching-with-dataloader'},
      {label: 'Security limits', to: '/docs/guides/security-limits'},
    ],
  },
  {
    title: 'API reference',
    to: '/api',
    description: 'Every export of the graphql package, generated from its own type declarations.',
    links: [
      {label: 'graphql()', to: '/api/function/graphql'},
      {label: 'GraphQLSchema', to: '/api/class/GraphQLSchema'},
      {label: 'Kind', to: '/api/enum/Kind'},
    ],
  },
  {
    title: 'Upgrading to 17',
    to: '/docs/upgrade-guides/v16-v17',
    description: 'Every change from graphql 16 to 17 that your code can notice, with the fix for each.',
    links: [
      {label: 'The upgrade guide', to: '/docs/upgrade-guides/v16-v17'},
      {label: 'API changes, symbol by symbol', to: '/api/changes'},
      {label: 'Defer and stream', to: '/docs/tutorials/defer-stream'},
    ],
  },
];

export default function EntryPoints() {
  return (
    <section className={styles.entryPoints} aria-labelledby="explore">
      <div className="container">
        <h2 id="explore">Explore the documentation</h2>
        <div className={styles.grid}>
          {entryPoints.map((entry) => (
            <article key={entry.title} className={styles.card}>
              <h3>
                <Link to={entry.to}>{entry.title}</Link>
              </h3>
              <p>{entry.description}</p>
              <ul>
                {entry.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to}>{link.label}</Link>
                  </li>
                ))}
              </ul>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}
