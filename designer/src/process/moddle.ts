// The designer's handle on bpmn-moddle: one model instance, the calls the engine's declaration leaves out (create,
// toXML), and a deep copy of a whole tree, so that each edit works on a copy and the undo history keeps every state.
import BpmnModdle, { type ModdleElement } from 'bpmn-moddle';

export type { ModdleElement };

interface Property {
  name: string;
  isMany?: boolean;
  isReference?: boolean;
}

interface Descriptor {
  isGeneric?: boolean;
  ns?: { uri?: string };
  propertiesByName?: Record<string, Property>;
}

/** The part of a bpmn-moddle instance the designer uses (its package declares no types). */
export interface Moddle {
  fromXML(xml: string, typeName?: string): Promise<{ rootElement: ModdleElement; warnings: { message: string }[] }>;
  toXML(element: ModdleElement, options?: { format?: boolean }): Promise<{ xml: string }>;
  create(type: string, attrs?: Record<string, unknown>): ModdleElement;
  createAny(name: string, nsUri: string | undefined, properties?: Record<string, unknown>): ModdleElement;
}

export const moddle = new BpmnModdle() as unknown as Moddle;

/** `bpmn:UserTask` → `userTask` (the engine's diagram names types so too). */
export const localType = (type: string) => {
  const name = type.slice(type.indexOf(':') + 1);
  return name.charAt(0).toLowerCase() + name.slice(1);
};

/** A list property of an element, made when missing (moddle creates many-valued properties lazily too). */
export function listOf(element: ModdleElement, property: string): ModdleElement[] {
  let list = element[property] as ModdleElement[] | undefined;
  if (!Array.isArray(list)) {
    list = [];
    setProperty(element, property, list);
  }
  return list;
}

/** Sets (or, with undefined, removes) a property through moddle, so that references stay references. */
export function setProperty(element: ModdleElement, property: string, value: unknown) {
  (element as unknown as { set(name: string, value: unknown): void }).set(property, value);
}

export const setParent = (element: ModdleElement, parent: ModdleElement | undefined) => {
  (element as { $parent?: ModdleElement }).$parent = parent;
};
export const parentOf = (element: ModdleElement) => (element as { $parent?: ModdleElement }).$parent;

const descriptorOf = (element: ModdleElement) => (element as unknown as { $descriptor?: Descriptor }).$descriptor ?? {};

const isElement = (value: unknown): value is ModdleElement => typeof value === 'object' && value !== null && typeof (value as ModdleElement).$type === 'string';

/**
 * A deep copy of a tree: contained elements copied (known and unknown ones, extension elements of other vendors
 * included), attributes of other namespaces kept, and references pointed at the copies (a reference to something
 * outside the tree stays as it was).
 */
export function cloneTree(root: ModdleElement): ModdleElement {
  const copies = new Map<ModdleElement, ModdleElement>();
  const fixes: (() => void)[] = [];

  const copyValue = (value: unknown, parent: ModdleElement): unknown => {
    if (Array.isArray(value)) return value.map((v) => copyValue(v, parent));
    return isElement(value) ? copy(value, parent) : value;
  };

  const copy = (element: ModdleElement, parent: ModdleElement | undefined): ModdleElement => {
    const descriptor = descriptorOf(element);
    const out = descriptor.isGeneric ? moddle.createAny(element.$type, descriptor.ns?.uri) : moddle.create(element.$type);
    copies.set(element, out);
    setParent(out, parent);
    if (element.$attrs && out.$attrs) Object.assign(out.$attrs, element.$attrs);
    for (const name of Object.getOwnPropertyNames(element)) {
      if (name.startsWith('$') && name !== '$body' && name !== '$children') continue;
      if (descriptor.isGeneric && (name === 'get' || name === 'set')) continue;
      const value = element[name];
      if (typeof value === 'function') continue;
      const property = descriptor.propertiesByName?.[name];
      if (property?.isReference) {
        fixes.push(() => {
          const target = (ref: unknown) => (isElement(ref) ? (copies.get(ref) ?? ref) : ref);
          setProperty(out, name, Array.isArray(value) ? value.map(target) : target(value));
        });
      } else if (descriptor.isGeneric) {
        (out as Record<string, unknown>)[name] = copyValue(value, out);
      } else {
        setProperty(out, name, copyValue(value, out));
      }
    }
    return out;
  };

  const result = copy(root, undefined);
  for (const fix of fixes) fix();
  return result;
}

/** Every element of a tree (contained ones only, never through references), the root first. */
export function walk(root: ModdleElement, visit: (element: ModdleElement) => void) {
  const seen = new Set<ModdleElement>();
  const go = (element: ModdleElement) => {
    if (seen.has(element)) return;
    seen.add(element);
    visit(element);
    const descriptor = descriptorOf(element);
    for (const name of Object.keys(element)) {
      if (name.startsWith('$') && name !== '$children') continue;
      if (descriptor.propertiesByName?.[name]?.isReference) continue;
      const value = element[name];
      for (const child of Array.isArray(value) ? value : [value]) if (isElement(child)) go(child);
    }
  };
  go(root);
}
