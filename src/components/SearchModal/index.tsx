import {useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import {useHistory, useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {usePluginData} from '@docusaurus/useGlobalData';
import {apiVersionOfRoute, SEARCH_INDEX_PLUGIN, type SearchIndexGlobalData} from '@site/contracts/search';
import type {ExcerptPart} from './excerpt';
import {QUERY_MEASURE, READY_MEASURE, recordMeasure} from './queryTiming';
import type {ResultRow, SectionRow} from './searchEngine';
import type {MatchRange, RankedSymbol} from './symbolRanking';
import {answerNeedsRetry, useSearch, type SearchAnswer, type SearchStatus} from './useSearch';
import frame from '@site/src/theme/SearchBar/dialogFrame.module.css';
import styles from './styles.module.css';

// The search dialog, loaded with import() only when the reader opens search (see
// src/theme/SearchBar). A native modal <dialog> gives the focus trap, the inert page behind
// it and Escape; the input is a combobox whose options are the results, so the arrow keys
// move through them while typing continues. Each result is a group: the page (or API symbol)
// and, beneath it, its best sections, each an option of its own.

type ResultOption =
  {kind: 'row'; id: string; href: string; row: ResultRow} | {kind: 'section'; id: string; href: string; section: SectionRow};

function toOptions(answer: SearchAnswer | null, idPrefix: string): ResultOption[] {
  if (!answer) {
    return [];
  }
  return answer.results.rows.flatMap((row): ResultOption[] => [
    {kind: 'row', id: `${idPrefix}-${row.id}`, href: row.href, row},
    ...row.sections.map((section): ResultOption => ({kind: 'section', id: `${idPrefix}-${section.id}`, href: section.href, section})),
  ]);
}

function HighlightedName({name, ranges}: {name: string; ranges: readonly MatchRange[]}) {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const [start, end] of ranges) {
    parts.push(name.slice(at, start), <mark key={start}>{name.slice(start, end)}</mark>);
    at = end;
  }
  parts.push(name.slice(at));
  return <>{parts}</>;
}

function Excerpt({excerpt}: {excerpt: readonly ExcerptPart[]}) {
  return (
    <span className={styles.excerpt}>{excerpt.map((part, i) => (part.highlighted ? <mark key={i}>{part.text}</mark> : part.text))}</span>
  );
}

function SymbolOption({ranked, version}: {ranked: RankedSymbol; version: string}) {
  const {symbol, match} = ranked;
  return (
    <>
      <span className={styles.optionHead}>
        <span className={styles.optionTitle}>
          <span className={styles.kind}>{symbol.kind}</span>{' '}
          <span className={styles.symbolName}>
            <HighlightedName name={symbol.name} ranges={match.ranges} />
          </span>
        </span>
        <span className={styles.context}>
          {symbol.module} · {version}
        </span>
      </span>
      {symbol.summary && <span className={styles.summary}>{symbol.summary}</span>}
    </>
  );
}

function PageOption({row}: {row: ResultRow}) {
  return (
    <>
      <span className={styles.optionHead}>
        <span className={styles.optionTitle}>{row.title}</span>
        <span className={styles.context}>{row.area}</span>
      </span>
      {row.excerpt.length > 0 && <Excerpt excerpt={row.excerpt} />}
    </>
  );
}

function SectionOption({section}: {section: SectionRow}) {
  return (
    <>
      <span className={styles.optionTitle}>{section.title}</span>
      <Excerpt excerpt={section.excerpt} />
    </>
  );
}

// A pasted paragraph is echoed back shortened.
function quoted(query: string): string {
  const text = query.trim();
  return `“${text.length > 60 ? `${text.slice(0, 60)}…` : text}”`;
}

// A modal dialog keeps focus out of the page, but Tab past its last control would reach the
// browser's own UI; wrap around instead so keyboard users stay in the dialog.
function wrapTabFocus(event: KeyboardEvent<HTMLDialogElement>): void {
  if (event.key !== 'Tab') {
    return;
  }
  // Of a radio group only the checked radio is a tab stop.
  const tabStops = 'input:not([type=radio]), input[type=radio]:checked, button';
  const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(tabStops)].filter(
    (element) => !element.matches(':disabled') && element.getClientRects().length > 0,
  );
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last?.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first?.focus();
  }
}

function statusMessage(status: SearchStatus, query: string, answer: SearchAnswer | null, version: string): ReactNode {
  switch (status) {
    case 'loading':
      return 'Loading the search index…';
    case 'missing-index':
      return (
        <>
          Search needs the index that <code>npm run build</code> writes, and there is none yet. Run <code>npm run build</code>, then{' '}
          <code>npm run serve</code> to search the built site (the dev server searches the last build once there is one).
        </>
      );
    case 'download-failed':
      return 'Search could not download its index: the connection may have dropped. Retry when it is back.';
    case 'failed':
      return 'Search could not start. Retry, or reload the page.';
    case 'ready':
      break;
  }
  if (query.trim() === '') {
    return `Type to search the tutorials and the API reference (${version}).`;
  }
  if (!answer || answer.query !== query || answer.version !== version) {
    return 'Searching…';
  }
  const {rows, didYouMean, pagesIncomplete, symbolsFailed, namedVersion} = answer.results;
  const count = rows.length;
  if (answer.failure === 'download' || (pagesIncomplete && count === 0)) {
    return `Part of the search index could not be downloaded, so results for ${quoted(query)} are missing. Retry when the connection is back.`;
  }
  if (answer.failure === 'error') {
    return `Something went wrong searching for ${quoted(query)}. Try other words.`;
  }
  const summary =
    count === 0
      ? `No results for ${quoted(query)} in the tutorials or the API ${version} reference.`
      : `${count} result${count === 1 ? '' : 's'} for ${quoted(query)} (API ${namedVersion ?? version}).`;
  const missing = [
    didYouMean && `Did you mean ${didYouMean}?`,
    pagesIncomplete && 'Part of the page index could not be downloaded, so pages may be missing.',
    symbolsFailed && `The API ${version} symbol list could not be downloaded, so API symbols are missing.`,
  ].filter(Boolean);
  return [summary, ...missing].join(' ');
}

function isModifiedClick(event: MouseEvent): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/** Text typed into the placeholder that stood in for this dialog while its code downloaded. */
export interface SearchDraft {
  value: string;
  start: number | null;
  end: number | null;
}

export type SearchModalProps = {
  /** Read when the dialog mounts: the placeholder saves it in the same commit. */
  draft?: {readonly current: SearchDraft};
  /** Closes the dialog; the navbar button then gives focus back to where it was. */
  onClose: () => void;
};

export default function SearchModal({draft, onClose}: SearchModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const history = useHistory();
  const {pathname} = useLocation();
  const siteRoot = useBaseUrl('/');
  const idPrefix = useId();
  const [query, setQuery] = useState(() => draft?.current.value ?? '');
  // Derived at build time from the API generator's packages, latest first.
  const {apiVersions} = usePluginData(SEARCH_INDEX_PLUGIN) as SearchIndexGlobalData;
  const [version, setVersion] = useState(
    () => apiVersionOfRoute(apiVersions, `/${pathname.slice(siteRoot.length)}`) ?? apiVersions[0]!.name,
  );
  const {status, answer, retry} = useSearch(query, version, apiVersions);

  const options = status === 'ready' && query.trim() !== '' ? toOptions(answer, idPrefix) : [];
  // The highlighted option belongs to one answer; a new answer starts again at its first option.
  const [active, setActive] = useState<{answer: SearchAnswer | null; index: number}>({answer: null, index: 0});
  const activeIndex = active.answer === answer ? Math.min(active.index, options.length - 1) : 0;
  const activeOption = options[activeIndex];
  const openedAt = useRef(performance.now());
  const changedAt = useRef(performance.now());
  // Enter pressed before the answer to the latest keystroke arrived: follow that answer's first result.
  const enterPending = useRef(false);
  const isCurrent = (candidate: SearchAnswer | null) => candidate !== null && candidate.query === query && candidate.version === version;
  // Something failed to download that a new attempt could bring.
  const retryable =
    status === 'download-failed' || status === 'failed' || (status === 'ready' && isCurrent(answer) && answerNeedsRetry(answer));

  const follow = (href: string) => {
    onClose();
    history.push(href);
  };

  // A layout effect, so no key falls between the placeholder's input and this one.
  useLayoutEffect(() => {
    const dialog = dialogRef.current!;
    const input = inputRef.current!;
    dialog.showModal();
    input.focus();
    if (draft) {
      // Keys may have arrived after this dialog first rendered: the draft has the latest text.
      const {value, start, end} = draft.current;
      input.value = value;
      input.setSelectionRange(start ?? value.length, end ?? value.length);
      setQuery(value);
    }
    return () => {
      if (dialog.open) {
        dialog.close();
      }
    };
    // Once, when the dialog mounts: the draft is read as it is at that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see the line above
  }, []);

  useEffect(() => {
    if (status === 'ready') {
      recordMeasure(READY_MEASURE, openedAt.current, {});
    }
  }, [status]);

  useEffect(() => {
    if (isCurrent(answer) && query.trim() !== '') {
      recordMeasure(QUERY_MEASURE, changedAt.current, {query, version, rows: answer!.results.rows.length});
      if (enterPending.current && options[0]) {
        follow(options[0].href);
      }
      enterPending.current = false;
    }
    // Once per answer, when it is committed: the query and version it answers are inside it.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see the line above
  }, [answer]);

  useEffect(() => {
    if (activeOption) {
      document.getElementById(activeOption.id)?.scrollIntoView({block: 'nearest'});
    }
  }, [activeOption]);

  const moveActive = (step: number) => {
    if (options.length > 0) {
      setActive({answer, index: (activeIndex + step + options.length) % options.length});
    }
  };

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      moveActive(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (!isCurrent(answer) && query.trim() !== '') {
        enterPending.current = true;
      } else if (activeOption) {
        follow(activeOption.href);
      }
    } else if (event.key === 'Escape') {
      // A search input would clear itself first; Escape closes the dialog in one press.
      event.preventDefault();
      onClose();
    }
  };

  const renderOption = (option: ResultOption) => (
    <a
      key={option.id}
      id={option.id}
      role="option"
      aria-selected={option === activeOption}
      tabIndex={-1}
      href={option.href}
      className={clsx(styles.option, option.kind === 'section' && styles.section, option === activeOption && styles.optionActive)}
      onMouseMove={() => option !== activeOption && setActive({answer, index: options.indexOf(option)})}
      onClick={(event) => {
        if (!isModifiedClick(event)) {
          event.preventDefault();
          follow(option.href);
        }
      }}
    >
      {option.kind === 'section' ? (
        <SectionOption section={option.section} />
      ) : option.row.symbol ? (
        <SymbolOption ranked={option.row.symbol} version={answer?.version ?? version} />
      ) : (
        <PageOption row={option.row} />
      )}
    </a>
  );
  // Options in order, split into one group per result: its row, then its sections.
  const resultGroups: ResultOption[][] = [];
  for (const option of options) {
    if (option.kind === 'row') {
      resultGroups.push([option]);
    } else {
      resultGroups[resultGroups.length - 1]!.push(option);
    }
  }

  const listboxId = `${idPrefix}-results`;
  return (
    <dialog
      ref={dialogRef}
      className={frame.dialog}
      aria-label="Search the documentation"
      data-search-status={status}
      onKeyDown={wrapTabFocus}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // Only a click on the backdrop lands on the dialog itself: the panel fills it.
        if (event.target === event.currentTarget) {
          onClose();
        }
      }}
    >
      <div className={frame.panel}>
        <form role="search" className={frame.searchRow} onSubmit={(event) => event.preventDefault()}>
          <label htmlFor={`${idPrefix}-input`} className={styles.visuallyHidden}>
            Search the documentation
          </label>
          <input
            ref={inputRef}
            id={`${idPrefix}-input`}
            className={frame.input}
            type="search"
            role="combobox"
            aria-expanded={options.length > 0}
            aria-controls={listboxId}
            aria-autocomplete="list"
            aria-activedescendant={activeOption?.id}
            autoComplete="off"
            autoCorrect="off"
            autoCapitalize="off"
            spellCheck={false}
            enterKeyHint="go"
            placeholder="Search tutorials and API"
            value={query}
            onChange={(event) => {
              changedAt.current = performance.now();
              enterPending.current = false;
              setQuery(event.target.value);
            }}
            onKeyDown={onInputKeyDown}
          />
          <button type="button" className={frame.close} onClick={onClose}>
            Close
          </button>
        </form>
        <fieldset className={styles.versions}>
          <legend className={styles.versionsLegend}>API version</legend>
          {apiVersions.map(({name}) => (
            <label key={name} className={clsx(styles.version, name === version && styles.versionActive)}>
              <input
                type="radio"
                name={`${idPrefix}-version`}
                value={name}
                checked={name === version}
                onChange={() => {
                  changedAt.current = performance.now();
                  setVersion(name);
                }}
              />
              {name}
            </label>
          ))}
        </fieldset>
        {/* Hidden while results show, unless it says what could not be downloaded. */}
        <div role="status" className={clsx(frame.status, options.length > 0 && !retryable && styles.visuallyHidden)}>
          {statusMessage(status, query, answer, version)}
        </div>
        {retryable && (
          <p className={frame.status}>
            <button
              type="button"
              className="button button--primary button--sm"
              onClick={() => {
                inputRef.current?.focus();
                retry();
              }}
            >
              Retry
            </button>
          </p>
        )}
        <div id={listboxId} role="listbox" aria-label="Search results" className={styles.results} hidden={options.length === 0}>
          {resultGroups.map((groupOptions) => {
            const head = groupOptions[0] as Extract<ResultOption, {kind: 'row'}>;
            return (
              <div key={head.id} role="group" aria-label={`${head.row.title} (${head.row.area})`} className={styles.group}>
                {groupOptions.map(renderOption)}
              </div>
            );
          })}
        </div>
        <div className={styles.hints} aria-hidden="true">
          <kbd>↑</kbd> <kbd>↓</kbd> to move · <kbd>Enter</kbd> to open · <kbd>Esc</kbd> to close
        </div>
      </div>
    </dialog>
  );
}
