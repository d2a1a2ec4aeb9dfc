import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {CHANGES_DOC_ID} from './changes';
import {GROUP_TITLES, groupByModule} from './groups';
import {type ApiModel, SHARED_PAGE_FOLDERS} from './model';
import {isDeprecated} from './pages';

/** Class of the sidebar link of a deprecated symbol (struck through, see api-reference.css). */
export const DEPRECATED_CLASS = 'api-deprecated';

export const SIDEBAR_ID = 'api';

/**
 * The `api` sidebar: the overview, then one category per module with one per kind inside.
 * Type aliases and variables of a module share a page, listed as a single item.
 */
export function buildSidebar(model: ApiModel, changesFrom?: string): SidebarsConfig {
  const modules = groupByModule(model.entries).map(({module, groups}) => ({
    type: 'category' as const,
    label: module.title,
    collapsed: true,
    items: groups.map((group) =>
      group.kind === 'type' || group.kind === 'variable'
        ? {type: 'doc' as const, id: `${SHARED_PAGE_FOLDERS[group.kind]}/${module.id}`}
        : {
            type: 'category' as const,
            label: GROUP_TITLES[group.kind],
            collapsed: true,
            items: group.entries.map((entry) =>
              isDeprecated(entry.reflection) ? {type: 'doc' as const, id: entry.docId, className: DEPRECATED_CLASS} : entry.docId,
            ),
          },
    ),
  }));
  const changes = changesFrom ? [{type: 'doc' as const, id: CHANGES_DOC_ID, label: `Changes from ${changesFrom}`}] : [];
  return {[SIDEBAR_ID]: [{type: 'doc', id: 'index', label: 'Overview'}, ...changes, ...modules]};
}
