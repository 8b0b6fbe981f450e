// BPMN files out and in: a file that draws its process goes out as stored; one drawn by no tool gets the DI of the
// layout the console shows (every node a shape, every flow an edge), read back as that same drawing, and going out
// again unchanged. Files too large, of another kind or unreadable are refused with the catalogue's messages.
import { readdirSync, readFileSync } from 'node:fs';
import BpmnModdle, { type ModdleElement } from 'bpmn-moddle';
import { describe, expect, it } from 'vitest';
import { BPMN_FILE_MAX_LENGTH, BpmnRejected, bpmnFileName, bpmnWithDiagram, processDiagram, readBpmn, readBpmnFile } from '../src/bpm/index.ts';
import { renderMessage } from '../src/index.ts';

const CORPUS = new URL('./fixtures/bpmn-miwg/', import.meta.url);

const UNDRAWN = `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" id="d" targetNamespace="t">
  <process id="leave" name="Leave" isExecutable="true">
    <startEvent id="start" name="Asked"/><sequenceFlow id="f1" sourceRef="start" targetRef="gw"/>
    <exclusiveGateway id="gw" name="Long?" default="short"/>
    <sequenceFlow id="long" name="long" sourceRef="gw" targetRef="hr"><conditionExpression xsi:type="tFormalExpression">\${days &gt; 3}</conditionExpression></sequenceFlow>
    <sequenceFlow id="short" sourceRef="gw" targetRef="end"/>
    <userTask id="hr" name="HR"/><sequenceFlow id="f3" sourceRef="hr" targetRef="end"/>
    <subProcess id="sp"><startEvent id="inner"/></subProcess>
    <endEvent id="end"/>
  </process>
</definitions>`;

/** The DI of a file as [element id, DI type] pairs, and its elements as [id, type]. */
async function parts(xml: string) {
  const definitions = (await new BpmnModdle().fromXML(xml, 'bpmn:Definitions')).rootElement;
  const planes = ((definitions.diagrams as ModdleElement[] | undefined) ?? []).map((d) => d.plane as ModdleElement);
  const di = planes.flatMap((p) => ((p.planeElement as ModdleElement[] | undefined) ?? []).map((e) => [(e.bpmnElement as ModdleElement).id, e.$type]));
  return { di: di.sort(), elements: (await readBpmn(xml)).processes.flatMap((p) => p.nodes.map((n) => [n.id, n.type])).sort() };
}

describe('BPMN files out', () => {
  it('gives a file drawn by no tool the DI of the layout the console shows', async () => {
    const out = await bpmnWithDiagram(UNDRAWN, 'leave');
    const { di } = await parts(out);
    expect(di).toEqual([
      ['end', 'bpmndi:BPMNShape'], ['f1', 'bpmndi:BPMNEdge'], ['f3', 'bpmndi:BPMNEdge'], ['gw', 'bpmndi:BPMNShape'], ['hr', 'bpmndi:BPMNShape'],
      ['long', 'bpmndi:BPMNEdge'], ['short', 'bpmndi:BPMNEdge'], ['sp', 'bpmndi:BPMNShape'], ['start', 'bpmndi:BPMNShape'],
    ]);
    const generated = await processDiagram(UNDRAWN, 'leave');
    const read = await processDiagram(out, 'leave');
    expect(generated.generated).toBe(true);
    expect(read.generated).toBeUndefined();
    const geometry = (d: typeof read) => d.shapes.map(({ id, x, y, width, height, labelX, labelY }) => ({ id, x, y, width, height, labelX, labelY }));
    expect(geometry(read)).toEqual(geometry(generated));
    expect(read.edges.map((e) => [e.id, e.points])).toEqual(generated.edges.map((e) => [e.id, e.points]));
    expect(read.shapes.find((s) => s.id === 'sp')?.expanded).toBe(false);
    // What the process holds is kept: names, the default flow, the condition.
    expect(out).toContain('default="short"');
    expect(out).toContain('${days &gt; 3}');
  });

  it('hands a drawn file back as it was stored, and its own export again unchanged', async () => {
    const once = await bpmnWithDiagram(UNDRAWN, 'leave');
    expect(await bpmnWithDiagram(once, 'leave')).toBe(once);
    const drawn = readFileSync(new URL('A.1.0.bpmn', CORPUS), 'utf8');
    expect(await bpmnWithDiagram(drawn)).toBe(drawn);
  });

  it('never takes an element\'s id for a DI id', async () => {
    const xml = UNDRAWN.replace('<endEvent id="end"/>', '<endEvent id="end"/><task id="hr_di"/>');
    const out = await bpmnWithDiagram(xml, 'leave');
    expect(out).toMatch(/<bpmndi:BPMNShape id="hr_di_2" bpmnElement="hr"/);
  });

  // The larger reference models take seconds to read several times over on a busy machine.
  it.each(readdirSync(CORPUS).filter((f) => f.endsWith('.bpmn')))('draws every process of %s, keeping its elements', { timeout: 60_000 }, async (name) => {
    const xml = readFileSync(new URL(name, CORPUS), 'utf8');
    for (const process of (await readBpmn(xml)).processes) {
      const out = await bpmnWithDiagram(xml, process.id);
      expect((await parts(out)).elements).toEqual((await parts(xml)).elements);
      expect((await processDiagram(out, process.id)).shapes.length).toBeGreaterThan(0);
      expect(await bpmnWithDiagram(out, process.id)).toBe(out);
    }
  });

  it('names the file after the key, sanitised', () => {
    expect(bpmnFileName('leave')).toBe('leave.bpmn');
    expect(bpmnFileName('leave', 3)).toBe('leave-v3.bpmn');
    expect(bpmnFileName('../etc/"passwd"\r\n')).toBe('__etc_passwd_.bpmn');
    expect(bpmnFileName('')).toBe('process.bpmn');
  });
});

describe('BPMN files in', () => {
  it.each<[string, string, string]>([
    ['too large', `${UNDRAWN}<!--${' '.repeat(BPMN_FILE_MAX_LENGTH)}-->`, 'The BPMN file is larger than 2000 KB'],
    ['XML of another kind', '<?xml version="1.0"?><html><body>hello</body></html>', 'The file is not a BPMN 2.0 file'],
    ['not XML', 'hello', 'The BPMN file cannot be read: unparsable content hello detected'],
    ['a file with no process', '<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" id="d" targetNamespace="t"/>', 'The BPMN file has no process'],
  ])('refuses %s with the catalogue\'s message', async (_name, xml, text) => {
    const refusal = await readBpmnFile(xml).then(() => undefined, (error: unknown) => error);
    expect(refusal).toBeInstanceOf(BpmnRejected);
    expect(renderMessage((refusal as BpmnRejected).catalogued, 'en_US')).toBe(text);
  });

  it('reads a BPMN file as readBpmn does', async () => {
    expect(await readBpmnFile(UNDRAWN)).toEqual(await readBpmn(UNDRAWN));
  });
});
