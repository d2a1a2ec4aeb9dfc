// The panel under a runnable sample, loaded on its first Run (src/components/SampleRun): the
// graphql version to run on, an editor for the sample, and what the run printed, next to the
// output the page already shows. The code runs in a worker (runSample.ts), never in the page.
import {useEffect, useId, useRef, useState, type ReactNode} from 'react';
import {GRAPHQL_VERSION_TABS, RUNNABLE_SAMPLES, type GraphQLMajor, type RunnableSample} from '@site/contracts/samples';
import {chooseInGroup} from '@site/src/theme/Tabs/groupChoices';
import Editor from './Editor';
import {OUTPUT_LIMIT, TIME_LIMIT_MS} from './protocol';
import {runSample, type RunOutcome} from './runSample';
import styles from './styles.module.css';

export interface SampleRunnerProps {
  sample: RunnableSample;
  /** The sample as the page shows it: the examples/ file the tests run. */
  code: string;
  /** How many times Run was pressed on the code block; each new count runs once. */
  requests: number;
}

type Status = {kind: 'running'} | {kind: 'done'; outcome: RunOutcome};

function fileName(sample: RunnableSample): string {
  return sample.slice(sample.lastIndexOf('/') + 1);
}

function statusText(status: Status, version: GraphQLMajor): string {
  if (status.kind === 'running') return `Running on graphql ${version}…`;
  const {outcome} = status;
  switch (outcome.kind) {
    case 'finished':
      return outcome.error ? 'Stopped by an error.' : 'Finished.';
    case 'timed-out':
      return `Stopped after ${TIME_LIMIT_MS / 1000} seconds: the code was still running, perhaps in an endless loop.`;
    case 'output-limit':
      return `Stopped when the output reached ${OUTPUT_LIMIT.toLocaleString('en')} characters, the most a run keeps.`;
    case 'flooded':
      return 'Stopped: the worker sent more messages than a run may send.';
    case 'process-ended':
      return 'Stopped: the process running the sample ended, most likely because the sample ran out of memory.';
    case 'replaced':
      return 'Stopped for a newer run.';
    case 'failed-to-load':
      return 'graphql could not be downloaded. Check the connection and run again.';
    case 'not-started':
      return outcome.hostAnswered
        ? `Stopped: graphql did not load within ${TIME_LIMIT_MS / 1000} seconds. Check the connection and run again.`
        : `Stopped: the frame that runs samples did not answer within ${TIME_LIMIT_MS / 1000} seconds. Check the connection and run again.`;
  }
}

export default function SampleRunner({sample, code, requests}: SampleRunnerProps): ReactNode {
  const versions = RUNNABLE_SAMPLES[sample];
  const [version, setVersion] = useState<GraphQLMajor>('17');
  const [source, setSource] = useState(code);
  const [editing, setEditing] = useState(false);
  const [output, setOutput] = useState('');
  const [status, setStatus] = useState<Status>({kind: 'running'});
  const latest = useRef(0);
  const id = useId();
  const name = fileName(sample);

  const run = (runVersion: GraphQLMajor = version, runSource: string = source) => {
    const runId = ++latest.current;
    let printed = '';
    setOutput('');
    setStatus({kind: 'running'});
    // runSample never rejects: every way a run ends is an outcome.
    void runSample(runSource, runVersion, (text) => {
      if (runId !== latest.current) return;
      printed += text;
      setOutput(printed);
    }).then((outcome) => {
      // A newer run reports for itself.
      if (runId === latest.current) setStatus({kind: 'done', outcome});
    });
  };

  // The code block's Run button: the first press mounted this panel, each later one runs again.
  useEffect(() => {
    if (requests > 0) run();
    // On a new request only: version and source are read as they are at that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see the line above
  }, [requests]);

  const chooseVersion = (next: GraphQLMajor) => {
    setVersion(next);
    // The expected output beside the panel follows, so that the two outputs compared are of one version.
    chooseInGroup(GRAPHQL_VERSION_TABS, next);
    run(next);
  };

  const outcome = status.kind === 'done' ? status.outcome : undefined;
  const error = outcome?.kind === 'finished' ? outcome.error : undefined;
  const truncated = outcome?.kind === 'output-limit';
  return (
    <section className={styles.panel} aria-label={`Run of ${name}`}>
      <div className={styles.toolbar}>
        {versions.length > 1 ? (
          <fieldset className={styles.versions}>
            <legend>graphql</legend>
            {versions.map((major) => (
              <label key={major}>
                <input
                  type="radio"
                  name={`${id}-version`}
                  value={major}
                  checked={version === major}
                  onChange={() => chooseVersion(major)}
                />{' '}
                {major}
              </label>
            ))}
          </fieldset>
        ) : (
          <span className={styles.versions}>graphql {versions[0]} only</span>
        )}
        <span className={styles.actions}>
          <button
            type="button"
            className="button button--sm button--secondary"
            aria-expanded={editing}
            aria-controls={`${id}-editor`}
            onClick={() => setEditing(!editing)}
          >
            Edit
          </button>
          <button type="button" className="button button--sm button--secondary" disabled={source === code} onClick={() => setSource(code)}>
            Reset
          </button>
          <button type="button" className="button button--sm button--primary" onClick={() => run()}>
            Run
          </button>
        </span>
      </div>
      <div id={`${id}-editor`} hidden={!editing}>
        {editing && <Editor value={source} onChange={setSource} label={`Code of ${name}`} describedBy={`${id}-editor-hint`} />}
        <p id={`${id}-editor-hint`} className={styles.hint}>
          Tab leaves the editor. Run runs your changes; Reset brings back the sample.
        </p>
      </div>
      <div className={styles.outputTitle}>
        <span>Your run, graphql {version}</span>
        <span role="status" className={styles.status}>
          {statusText(status, version)}
        </span>
      </div>
      {/* Focusable so that keyboard users can scroll a long output. */}
      <pre className={styles.output} tabIndex={0} aria-label={`Output of ${name} on graphql ${version}`}>
        {output}
        {truncated && (
          <span className={styles.note}>
            [Output cut: a run keeps at most {OUTPUT_LIMIT.toLocaleString('en')} characters.]{'\n'}
          </span>
        )}
        {error && (
          <span className={styles.error}>
            {error.summary}
            {error.line !== undefined && ` (line ${error.line} of ${name})`}
          </span>
        )}
      </pre>
    </section>
  );
}
