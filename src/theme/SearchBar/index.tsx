import {lazy, Suspense, useEffect, useRef, useState} from 'react';
import {OPEN_SEARCH_EVENT} from './openSearch';
import styles from './styles.module.css';

// Replaces the classic theme's SearchBar, which renders nothing without Algolia: this is the
// navbar entry to the site's static search (plugins/search-index builds the index). It stays
// tiny; the dialog, its styles and the index load only when the reader opens search.
let searchModalLoaded = false;
const SearchModal = lazy(() =>
  import(/* webpackChunkName: "search-modal" */ '@site/src/components/SearchModal').then((module) => {
    searchModalLoaded = true;
    return module;
  }),
);

function isTypingTarget(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  );
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

export default function SearchBar() {
  const [open, setOpen] = useState(false);
  const openRef = useRef(false);
  // Keys typed between opening search for the first time and the dialog's arrival (its code
  // loads then) are kept for it, so a quick "Ctrl+K GraphQLSchema" loses no letters.
  const typedAhead = useRef('');
  // The server renders "Ctrl"; Apple platforms learn their own key after hydration.
  const [modifierKey, setModifierKey] = useState('Ctrl');

  const openSearch = () => {
    typedAhead.current = '';
    openRef.current = true;
    setOpen(true);
  };
  const closeSearch = () => {
    openRef.current = false;
    setOpen(false);
  };

  useEffect(() => {
    if (/Mac|iPhone|iPad/.test(navigator.platform)) {
      setModifierKey('⌘');
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (openRef.current && !searchModalLoaded) {
        if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
          typedAhead.current += event.key;
          event.preventDefault();
        } else if (event.key === 'Backspace') {
          typedAhead.current = typedAhead.current.slice(0, -1);
        }
        return;
      }
      const commandK = event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey;
      const slash =
        event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isTypingTarget(event.target);
      if ((commandK || slash) && !event.defaultPrevented) {
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
  }, []);

  return (
    <>
      <button
        type="button"
        className={styles.button}
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K /"
        onClick={openSearch}>
        <SearchIcon />
        <span className={styles.label}>Search</span>
        <kbd className={styles.shortcut} aria-hidden="true">
          {modifierKey} K
        </kbd>
      </button>
      {open && (
        <Suspense fallback={null}>
          <SearchModal typedAhead={typedAhead} onClose={closeSearch} />
        </Suspense>
      )}
    </>
  );
}
