import CodeBlock from '@theme/CodeBlock';
import helloSource from '@site/examples/quick-start/hello.js?raw';
import helloOutput from '@site/examples/quick-start/hello.output.txt?raw';
import styles from './styles.module.css';

export default function QuickStart() {
  return (
    <section className={styles.quickStart} aria-labelledby="quick-start">
      <div className="container">
        <h2 id="quick-start">Quick start</h2>
        <p>
          Describe your API in the GraphQL schema language, give each field a resolver, and run a query. Save this as <code>hello.js</code>{' '}
          in a project with <code>"type": "module"</code> and run it with <code>node hello.js</code>:
        </p>
        <CodeBlock language="js" title="hello.js">
          {helloSource}
        </CodeBlock>
        <p>It prints the result of the query:</p>
        <CodeBlock language="json" title="Output">
          {helloOutput}
        </CodeBlock>
      </div>
    </section>
  );
}
