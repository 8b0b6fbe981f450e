// Menu component kinds (spec §2): which renderer a menu item needs and the properties it gets.
import type { MenuNode } from './menu.ts';

export const ROUTE_KINDS = {
  folder: 'folder',
  eformView: 'eformView',
  widget: 'widget',
  formAdd: 'formAdd',
  processTab: 'processTab',
  iframe: 'iframe',
  microApp: 'microApp',
  page: 'page',
} as const;
export type RouteKind = (typeof ROUTE_KINDS)[keyof typeof ROUTE_KINDS];

export interface ResolvedComponent {
  kind: RouteKind;
  /** Properties handed to the renderer (codes taken from the path, componentProps pairs, urls). */
  props: Record<string, string>;
  /** Query parameters the route carries (eform pages: colCode and queryValue). */
  query: Record<string, string>;
}

interface KindRule {
  kind: RouteKind;
  props(node: MenuNode, pairs: LabelValue[]): Record<string, string>;
  query?(pairs: LabelValue[]): Record<string, string>;
}

interface LabelValue {
  label: string;
  value: string;
}

/** The last non-empty segment of a menu path: the code of the metadata it shows. */
export function lastPathSegment(path: string): string {
  const segments = path.split('/').filter((s) => s !== '');
  return segments[segments.length - 1] ?? '';
}

/** componentProps is a JSON list of label/value pairs; anything else yields no pairs. */
export function parseComponentProps(raw: string | undefined): LabelValue[] {
  if (!raw || raw.trim() === '') return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const pairs: LabelValue[] = [];
  for (const item of parsed as unknown[]) {
    if (typeof item !== 'object' || item === null) continue;
    const { label, value } = item as Record<string, unknown>;
    if (typeof label !== 'string' || label === '') continue;
    pairs.push({ label, value: value === undefined || value === null ? '' : String(value) });
  }
  return pairs;
}

function pairsToProps(pairs: LabelValue[]): Record<string, string> {
  const props: Record<string, string> = {};
  for (const { label, value } of pairs) props[label] = value;
  return props;
}

/** For eform pages the pairs are a pre-filter: column codes and their values. */
function preFilterQuery(pairs: LabelValue[]): Record<string, string> {
  if (pairs.length === 0) return {};
  return {
    colCode: pairs.map((p) => p.label).join(','),
    queryValue: pairs.map((p) => p.value).join(','),
  };
}

const withPairs = (pairs: LabelValue[], extra: Record<string, string>) => ({
  ...pairsToProps(pairs),
  ...extra,
});

const FOLDER_RULE: KindRule = { kind: 'folder', props: () => ({}) };

/** Registry keyed by the menu's `component` value; anything not listed is a registered page. */
const KIND_RULES: Readonly<Record<string, KindRule>> = {
  'layout/RouteView': FOLDER_RULE,
  'eform/view': {
    kind: 'eformView',
    props: (n, pairs) => withPairs(pairs, { viewCode: lastPathSegment(n.path) }),
    query: preFilterQuery,
  },
  'report/widget': {
    kind: 'widget',
    props: (n, pairs) => withPairs(pairs, { widgetCode: lastPathSegment(n.path) }),
  },
  'eform/formAdd': {
    kind: 'formAdd',
    props: (n, pairs) => withPairs(pairs, { formCode: lastPathSegment(n.path) }),
  },
  'bpm/processTab': {
    kind: 'processTab',
    props: (n, pairs) => withPairs(pairs, { id: lastPathSegment(n.path).replace(/@/g, ':') }),
  },
  iframe: { kind: 'iframe', props: (n, pairs) => withPairs(pairs, { url: n.meta.url ?? '' }) },
  microApp: {
    kind: 'microApp',
    props: (n, pairs) =>
      withPairs(pairs, { microAppRoute: n.microAppRoute ?? '', microAppUrl: n.microAppUrl ?? '' }),
  },
};

const PAGE_RULE: KindRule = { kind: 'page', props: (_n, pairs) => pairsToProps(pairs) };

export function resolveComponent(node: MenuNode): ResolvedComponent {
  const registered = Object.hasOwn(KIND_RULES, node.component) ? KIND_RULES[node.component] : undefined;
  // An item with children and no component at all still groups its children.
  const folderByShape = !node.component && (node.children?.length ?? 0) > 0 ? FOLDER_RULE : undefined;
  const chosen = registered ?? folderByShape ?? PAGE_RULE;
  const pairs = parseComponentProps(node.componentProps);
  return { kind: chosen.kind, props: chosen.props(node, pairs), query: chosen.query?.(pairs) ?? {} };
}
