import type {ApiEntry, ApiKind} from './model';
import {API_MODULES, type ApiModuleId} from './modules';

export type ApiGroupKind = ApiKind | 'rule';

/** The order kinds are listed in, within a module; validation rules follow the functions. */
const GROUP_ORDER: readonly ApiGroupKind[] = ['class', 'enum', 'function', 'rule', 'interface', 'type', 'variable'];

export const GROUP_TITLES: Record<ApiGroupKind, string> = {
  class: 'Classes',
  enum: 'Enums',
  function: 'Functions',
  rule: 'Validation rules',
  interface: 'Interfaces',
  type: 'Type aliases',
  variable: 'Variables',
};

export interface ApiGroup {
  kind: ApiGroupKind;
  entries: ApiEntry[];
}

export interface ApiModuleGroups {
  module: (typeof API_MODULES)[number];
  groups: ApiGroup[];
}

/** Entries by module, then by kind: the organisation of the overview page and the sidebar. */
export function groupByModule(entries: readonly ApiEntry[]): ApiModuleGroups[] {
  return API_MODULES.map((module) => ({
    module,
    groups: GROUP_ORDER.map((kind) => ({
      kind,
      entries: entries.filter((entry) => entry.module === module.id && groupKind(entry) === kind),
    })).filter((group) => group.entries.length > 0),
  })).filter((moduleGroups) => moduleGroups.groups.length > 0);
}

function groupKind(entry: ApiEntry): ApiGroupKind {
  return entry.isValidationRule ? 'rule' : entry.kind;
}

export function moduleImportPath(module: ApiModuleId): string {
  return module === 'graphql' ? 'graphql' : `graphql/${module}`;
}
