import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import styles from './styles.module.css';

export default function HomeHero({graphqlVersion}: {graphqlVersion: string}) {
  const {siteConfig} = useDocusaurusContext();
  return (
    <header className={styles.hero}>
      <div className="container">
        <img className={styles.logo} src="/img/logo.svg" alt="" width={96} height={96} />
        <h1 className={styles.title}>{siteConfig.title}</h1>
        <p className={styles.tagline}>{siteConfig.tagline}</p>
        <div className={styles.actions}>
          <Link className="button button--primary button--lg" to="/docs/tutorials/">
            Get started
          </Link>
          <Link className="button button--secondary button--lg" to="/api">
            API reference
          </Link>
        </div>
        <p className={styles.install}>
          <code>npm install graphql</code>
          <span className={styles.version}>Current release: v{graphqlVersion}</span>
        </p>
      </div>
    </header>
  );
}
