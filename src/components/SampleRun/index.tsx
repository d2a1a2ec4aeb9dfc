// What every page with a runnable sample carries before the reader asks for a run: a context
// that tells the code block's buttons to show Run, and the click handler. The runner's panel,
// its editor, the worker and graphql itself (src/components/SampleRunner) load on the first
// click, as chunks of their own, and stay loaded for later runs.
import {createContext, useContext, useMemo, useRef, useState, type ComponentType, type ReactNode} from 'react';
import type {RunnableSample} from '@site/contracts/samples';
import type {SampleRunnerProps} from '@site/src/components/SampleRunner';
import {codeOfLines} from '@site/src/theme/CodeBlock/Content/lines';
import styles from './styles.module.css';

interface RunnableBlock {
  /** The sample's file name, which names its Run button for screen readers. */
  name: string;
  run: () => void;
}

const RunContext = createContext<RunnableBlock | undefined>(undefined);

/** The sample of the enclosing code block; undefined outside a runnable one. */
export function useRunnableBlock(): RunnableBlock | undefined {
  return useContext(RunContext);
}

type Runner = ComponentType<SampleRunnerProps>;

/**
 * `code` is empty when the block was hydrated from the server's markup without its code
 * (packages/docusaurus-lean-client/hydration-shell); the code the block shows is then read from the page when Run is
 * first pressed.
 */
export default function SampleRun({sample, code, children}: {sample: RunnableSample; code: string; children: ReactNode}): ReactNode {
  // Each click counts as a request; the panel runs once per request, the first when it mounts.
  const [requests, setRequests] = useState(0);
  const [runner, setRunner] = useState<{Runner?: Runner; failed?: boolean}>({});
  const [shownCode, setShownCode] = useState(code);
  const blockElement = useRef<HTMLDivElement>(null);
  const block = useMemo(
    () => ({
      name: sample.slice(sample.lastIndexOf('/') + 1),
      run() {
        setShownCode((known) => known || (blockElement.current ? codeOfLines(blockElement.current) : ''));
        setRequests((count) => count + 1);
        import(/* webpackChunkName: "sample-runner" */ '@site/src/components/SampleRunner').then(
          (module) => setRunner({Runner: module.default}),
          () => setRunner({failed: true}),
        );
      },
    }),
    [sample],
  );
  const {Runner, failed} = runner;
  return (
    <RunContext.Provider value={block}>
      <div ref={blockElement} className={styles.runnable}>
        {children}
      </div>
      {Runner ? (
        <Runner sample={sample} code={shownCode} requests={requests} />
      ) : (
        requests > 0 && (
          <p className={styles.loading} role="status">
            {failed ? 'The runner could not be downloaded. Check the connection and press Run again.' : 'Loading graphql…'}
          </p>
        )
      )}
    </RunContext.Provider>
  );
}
