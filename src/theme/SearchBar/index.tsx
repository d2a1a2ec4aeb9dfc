import {useEffect, useLayoutEffect, useRef, useState, type ComponentType} from 'react';
import type {SearchDraft, SearchModalProps} from '@site/src/components/SearchModal';
import {OPEN_SEARCH_EVENT} from './openSearch';
import frame from './dialogFrame.module.css';
import styles from './styles.module.css';

// Replaces the classic theme's SearchBar, which renders nothing without Algolia: this is the
// navbar entry to the site's static search (plugins/search-index builds the index). It stays
// tiny; the dialog, its styles and the index load only when the reader opens search.
//
// Opening search shows a placeholder dialog at once, with a real input that has focus before
// the next key arrives: whatever is typed while the dialog's code downloads lands there, in
// order, and the dialog takes over its text and caret when it mounts. If the download fails,
// the placeholder says so and offers Retry; nothing caches the failed import.

type SearchModalComponent = ComponentType<SearchModalProps>;

let loadedModal: SearchModalComponent | null = null;
let pendingModal: Promise<SearchModalComponent> | null = null;

function loadSearchModal(): Promise<SearchModalComponent> {
  pendingModal ??= import(/* webpackChunkName: "search-modal" */ '@site/src/components/SearchModal').then(
    (module) => (loadedModal = module.default),
    (error: unknown) => {
      // The next attempt downloads again (the bundler forgets a failed chunk too).
      pendingModal = null;
      throw error;
    },
  );
  return pendingModal;
}

function isTypingTarget(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));
}

function SearchIcon() {
  return (
    <svg className={styles.icon} width="18" height="18" viewBox="0 0 20 20" aria-hidden="true">
      <path
        d="M14.4 12.9a7.5 7.5 0 1 0-1.5 1.5l4.7 4.7 1.5-1.5-4.7-4.7Zm-6.1 1.1a5.7 5.7 0 1 1 0-11.4 5.7 5.7 0 0 1 0 11.4Z"
        fill="currentColor"
      />
    </svg>
  );
}

type PlaceholderProps = {draft: {current: SearchDraft}; failed: boolean; onRetry: () => void; onClose: () => void};

/** Stands in for the search dialog while its code downloads, or after that failed. */
function SearchPlaceholder({draft, failed, onRetry, onClose}: PlaceholderProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  // Layout effects: the input has focus before the browser handles another key, and its text is
  // saved while it is still in the document, in the same commit that mounts the real dialog.
  useLayoutEffect(() => {
    const dialog = dialogRef.current!;
    const input = inputRef.current!;
    dialog.showModal();
    input.focus();
    return () => {
      draft.current = {value: input.value, start: input.selectionStart, end: input.selectionEnd};
      dialog.close();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- draft is a ref: mounted once, saved once
  }, []);
  return (
    <dialog
      ref={dialogRef}
      className={frame.dialog}
      aria-label="Search the documentation"
      data-search-status={failed ? 'dialog-failed' : 'dialog-loading'}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => event.target === event.currentTarget && onClose()}
    >
      <div className={frame.panel}>
        <div className={frame.searchRow}>
          <input
            ref={inputRef}
            className={frame.input}
            type="search"
            aria-label="Search the documentation"
            placeholder="Search tutorials and API"
            autoComplete="off"
            spellCheck={false}
          />
          <button type="button" className={frame.close} onClick={onClose}>
            Close
          </button>
        </div>
        <div role="status" className={frame.status}>
          {failed ? 'Search could not be downloaded. Check the connection and retry.' : 'Loading search…'}
        </div>
        {failed && (
          <p className={frame.status}>
            <button
              type="button"
              className="button button--primary button--sm"
              onClick={() => {
                inputRef.current!.focus();
                onRetry();
              }}
            >
              Retry
            </button>
          </p>
        )}
      </div>
    </dialog>
  );
}

export default function SearchBar() {
  const [open, setOpen] = useState(false);
  const [Modal, setModal] = useState<SearchModalComponent | null>(() => loadedModal);
  const [loadFailed, setLoadFailed] = useState(false);
  const openRef = useRef(false);
  // What the reader typed into the placeholder, handed to the dialog when it mounts.
  const draft = useRef<SearchDraft>({value: '', start: 0, end: 0});
  // Focus goes back where it was once search closes.
  const opener = useRef<HTMLElement | null>(null);
  // The server renders "Ctrl"; Apple platforms learn their own key after hydration.
  const [modifierKey, setModifierKey] = useState('Ctrl');

  const load = () => {
    setLoadFailed(false);
    loadSearchModal().then(
      (component) => setModal(() => component),
      (error: unknown) => {
        console.error('The search dialog could not be downloaded', error);
        setLoadFailed(true);
      },
    );
  };

  const openSearch = () => {
    if (openRef.current) {
      return;
    }
    draft.current = {value: '', start: 0, end: 0};
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    openRef.current = true;
    setOpen(true);
    if (!loadedModal) {
      load();
    }
  };
  const closeSearch = () => {
    openRef.current = false;
    setOpen(false);
  };

  // After the dialog's own cleanup has closed it, so the page is no longer inert.
  useLayoutEffect(() => {
    if (!open && opener.current) {
      opener.current.focus({preventScroll: true});
      opener.current = null;
    }
  }, [open]);

  useEffect(() => {
    if (/Mac|iPhone|iPad/.test(navigator.platform)) {
      setModifierKey('⌘');
    }
    const onKeyDown = (event: KeyboardEvent) => {
      const commandK = event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey;
      const slash = event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isTypingTarget(event.target);
      if ((commandK || slash) && !event.defaultPrevented) {
        // While search is open, the shortcut stays away from the browser's own.
        event.preventDefault();
        openSearch();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    window.addEventListener(OPEN_SEARCH_EVENT, openSearch);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      window.removeEventListener(OPEN_SEARCH_EVENT, openSearch);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- added once: openSearch reads only refs and module state
  }, []);

  return (
    <>
      <button type="button" className={styles.button} aria-haspopup="dialog" aria-keyshortcuts="Control+K Meta+K /" onClick={openSearch}>
        <SearchIcon />
        <span className={styles.label}>Search</span>
        <kbd className={styles.shortcut} aria-hidden="true">
          {modifierKey} K
        </kbd>
      </button>
      {open &&
        (Modal ? (
          <Modal draft={draft} onClose={closeSearch} />
        ) : (
          <SearchPlaceholder draft={draft} failed={loadFailed} onRetry={load} onClose={closeSearch} />
        ))}
    </>
  );
}
