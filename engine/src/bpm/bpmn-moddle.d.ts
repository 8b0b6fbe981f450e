// The part of bpmn-moddle (no types of its own) the engine reads BPMN 2.0 XML with.
declare module 'bpmn-moddle' {
  export interface ModdleElement {
    $type: string;
    id?: string;
    name?: string;
    $attrs?: Record<string, string>;
    [property: string]: unknown;
  }
  export default class BpmnModdle {
    constructor(packages?: Record<string, unknown>);
    fromXML(xml: string, typeName?: string): Promise<{ rootElement: ModdleElement; warnings: { message: string }[] }>;
  }
}
