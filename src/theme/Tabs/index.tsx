// Swizzled (ejected) from theme-classic 3.10 for two changes:
// - A `groupId` keeps the tab groups of a page (and of the pages read after it) showing the same
//   choice, in memory only. The original also saves the choice in localStorage under
//   `docusaurus.tab.{groupId}`, a key the product spec does not list (ARCHITECTURE.md "Storage and input").
// - No remount once hydrated. The original remounts every tab group after hydration so that a
//   choice restored from storage shows (facebook/docusaurus#5653); nothing is restored here, so
//   that remount only rebuilt the code blocks inside the tabs.
import {useCallback, useMemo, useSyncExternalStore, type KeyboardEvent, type MouseEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import useIsomorphicLayoutEffect from '@docusaurus/useIsomorphicLayoutEffect';
import {
  sanitizeTabsChildren,
  TabsProvider,
  useScrollPositionBlocker,
  useTabs,
  useTabsContextValue,
} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/Tabs';
import styles from '@docusaurus/theme-classic/lib/theme/Tabs/styles.module.css';
import {chooseInGroup, groupChoice, subscribeToGroupChoices} from './groupChoices';

/** The tab last chosen in any group with this id; none while rendering on the server or hydrating. */
function useGroupChoice(groupId: string | undefined): string | undefined {
  return useSyncExternalStore(
    subscribeToGroupChoices,
    () => (groupId === undefined ? undefined : groupChoice(groupId)),
    () => undefined,
  );
}

function TabList({className}: {className?: string}) {
  const {selectedValue, selectValue, tabValues, block} = useTabs();
  const tabs: HTMLLIElement[] = [];
  const {blockElementScrollPositionUntilNextRender} = useScrollPositionBlocker();

  const select = (event: MouseEvent<HTMLLIElement> | KeyboardEvent<HTMLLIElement>) => {
    const tab = event.currentTarget;
    const value = tabValues[tabs.indexOf(tab)]!.value;
    if (value !== selectedValue) {
      // The tab stays where it is on screen when the content above it changes height.
      blockElementScrollPositionUntilNextRender(tab);
      selectValue(value);
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    const index = tabs.indexOf(event.currentTarget);
    if (event.key === 'Enter') select(event);
    else if (event.key === 'ArrowRight') (tabs[index + 1] ?? tabs[0])?.focus();
    else if (event.key === 'ArrowLeft') (tabs[index - 1] ?? tabs[tabs.length - 1])?.focus();
  };

  return (
    <ul role="tablist" aria-orientation="horizontal" className={clsx('tabs', {'tabs--block': block}, className)}>
      {tabValues.map(({value, label, attributes}) => (
        <li
          role="tab"
          tabIndex={selectedValue === value ? 0 : -1}
          aria-selected={selectedValue === value}
          key={value}
          ref={(tab) => {
            if (tab) tabs.push(tab);
          }}
          onKeyDown={onKeyDown}
          onClick={select}
          {...attributes}
          className={clsx('tabs__item', styles.tabItem, attributes?.className as string | undefined, {
            'tabs__item--active': selectedValue === value,
          })}
        >
          {label ?? value}
        </li>
      ))}
    </ul>
  );
}

export default function Tabs({groupId, ...props}: Props): ReactNode {
  // Without groupId or queryString, Docusaurus neither stores nor reads the choice.
  const value = useTabsContextValue({...props, queryString: false});
  const {selectedValue, selectValue, tabValues} = value;
  const groupChoice = useGroupChoice(groupId);
  // Before paint, so that a group never shows another choice for a frame.
  useIsomorphicLayoutEffect(() => {
    if (groupChoice !== undefined && groupChoice !== selectedValue && tabValues.some((tab) => tab.value === groupChoice)) {
      selectValue(groupChoice);
    }
  }, [groupChoice, selectedValue, selectValue, tabValues]);
  const selectInGroup = useCallback(
    (choice: string) => {
      selectValue(choice);
      if (groupId !== undefined) chooseInGroup(groupId, choice);
    },
    [groupId, selectValue],
  );
  const contextValue = useMemo(() => ({...value, selectValue: selectInGroup}), [value, selectInGroup]);
  return (
    <TabsProvider value={contextValue}>
      {/* theme-classic's classes: the historical `tabs-container`, and className on the list. */}
      <div className={clsx(ThemeClassNames.tabs.container, 'tabs-container', styles.tabList)}>
        <TabList className={props.className} />
        <div className="margin-top--md">{sanitizeTabsChildren(props.children)}</div>
      </div>
    </TabsProvider>
  );
}
