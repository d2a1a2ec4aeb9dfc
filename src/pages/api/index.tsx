import Layout from '@theme/Layout';

export default function ApiPlaceholder() {
  return (
    <Layout title="API reference">
      <main className="container margin-vert--lg">
        <h1>API reference</h1>
      </main>
    </Layout>
  );
}
