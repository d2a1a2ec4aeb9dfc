import Layout from '@theme/Layout';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import HomeHero from '@site/src/components/HomeHero';
import QuickStart from '@site/src/components/QuickStart';
import EntryPoints from '@site/src/components/EntryPoints';

export default function Home() {
  const {siteConfig} = useDocusaurusContext();
  const graphqlVersion = String(siteConfig.customFields?.graphqlVersion);
  return (
    <Layout
      title={`Documentation for graphql ${graphqlVersion}`}
      description="graphql-js is the reference implementation of GraphQL for JavaScript. Learn it with the tutorial and look up any export in the API reference."
    >
      {/* The hero is inside <main>: the skip link lands on the page's <h1>, and its <header>
          is not a second banner landmark beside the announcement bar. */}
      <main>
        <HomeHero graphqlVersion={graphqlVersion} />
        <QuickStart />
        <EntryPoints />
      </main>
    </Layout>
  );
}
