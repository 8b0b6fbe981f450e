// The process designer in Chromium over every BPMN MIWG reference model: each file, stored as a template, opens in the
// designer from the templates page; every shape of its diagram is drawn where its DI bounds put it (the node's screen
// box against the bounds through the canvas's viewport transform), and the picture is compared with the suite's
// reference PNG coarsely (where the ink lies, on a grid over the drawing's extent). Screenshots are kept to look at.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import BpmnModdle, { type ModdleElement } from 'bpmn-moddle';
import { PNG } from 'pngjs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { processDiagram } from '@yc/engine/bpm';
import { expectOk } from '../api/eform-fixtures.ts';
import type { ApiClient } from '../support/server.ts';
import { consoleSuite } from './console-suite.ts';
import { still } from './eform-steps.ts';
import { signedInPage, unexpectedErrors } from './shell-helpers.ts';

const DIR = join(import.meta.dirname, '../../engine/test/fixtures/bpmn-miwg');
const FILES = readdirSync(DIR).filter((f) => f.endsWith('.bpmn')).sort();
/** The grid the ink is compared on, and how alike the two pictures' ink must be (Pearson correlation of the cells). */
const GRID = 12;
const MIN_LIKENESS = 0.5;

const suite = consoleSuite();
let admin: ApiClient;

/** The process a template of the file designs: its executable one, else the first a diagram draws, else the first. */
async function processKey(xml: string): Promise<string> {
  const definitions = (await new BpmnModdle().fromXML(xml, 'bpmn:Definitions')).rootElement;
  const processes = ((definitions.rootElements as ModdleElement[]) ?? []).filter((e) => e.$type === 'bpmn:Process');
  const planes = ((definitions.diagrams as ModdleElement[]) ?? []).map((d) => d.plane as ModdleElement);
  const drawn = (p: ModdleElement) => planes.some((plane) => {
    const shown = plane.bpmnElement as ModdleElement;
    return shown === p || ((shown.participants as ModdleElement[] | undefined) ?? []).some((part) => part.processRef === p);
  });
  return (processes.find((p) => p.isExecutable === true) ?? processes.find(drawn) ?? processes[0]!).id!;
}

beforeAll(async () => {
  admin = await suite.server.login('admin');
});

/** Where ink is (dark enough, not transparent), on a grid over the ink's own extent: each cell's share of inked pixels. */
function inkGrid(png: PNG): { cells: number[]; aspect: number } {
  const inked = (x: number, y: number) => {
    const i = (y * png.width + x) * 4;
    const [r, g, b, a] = [png.data[i]!, png.data[i + 1]!, png.data[i + 2]!, png.data[i + 3]!];
    return a > 128 && 0.299 * r + 0.587 * g + 0.114 * b < 160;
  };
  let [minX, minY, maxX, maxY] = [png.width, png.height, -1, -1];
  for (let y = 0; y < png.height; y++) {
    for (let x = 0; x < png.width; x++) {
      if (!inked(x, y)) continue;
      [minX, minY, maxX, maxY] = [Math.min(minX, x), Math.min(minY, y), Math.max(maxX, x), Math.max(maxY, y)];
    }
  }
  const [w, h] = [maxX - minX + 1, maxY - minY + 1];
  const counts = new Array<number>(GRID * GRID).fill(0);
  const totals = new Array<number>(GRID * GRID).fill(0);
  for (let y = minY; y <= maxY; y++) {
    for (let x = minX; x <= maxX; x++) {
      const cell = Math.min(GRID - 1, Math.floor(((y - minY) / h) * GRID)) * GRID + Math.min(GRID - 1, Math.floor(((x - minX) / w) * GRID));
      totals[cell]!++;
      if (inked(x, y)) counts[cell]!++;
    }
  }
  return { cells: counts.map((c, i) => c / Math.max(1, totals[i]!)), aspect: w / h };
}

function correlation(a: readonly number[], b: readonly number[]): number {
  const mean = (v: readonly number[]) => v.reduce((s, x) => s + x, 0) / v.length;
  const [ma, mb] = [mean(a), mean(b)];
  let [ab, aa, bb] = [0, 0, 0];
  a.forEach((x, i) => {
    ab += (x - ma) * (b[i]! - mb);
    aa += (x - ma) ** 2;
    bb += (b[i]! - mb) ** 2;
  });
  return ab / Math.sqrt(aa * bb);
}

/** The canvas's viewport transform: translate(x, y) scale(zoom). */
async function viewport(page: Page): Promise<{ x: number; y: number; zoom: number }> {
  const transform = await page.locator('.react-flow__viewport').evaluate((el) => (el as unknown as { style: { transform: string } }).style.transform);
  const [, x, y, zoom] = /translate\(([-\d.e]+)px, ?([-\d.e]+)px\) scale\(([-\d.e]+)\)/.exec(transform)!;
  return { x: Number(x), y: Number(y), zoom: Number(zoom) };
}

/** The files as stored: a process id another file has already (B.1.0 and B.2.0 share one) is renamed in the second. */
const stored = new Map<string, { xml: string; key: string }>();

describe('the process designer draws the MIWG reference models', () => {
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    const keys = new Set<string>();
    for (const file of FILES) {
      let xml = readFileSync(join(DIR, file), 'utf8');
      let key = await processKey(xml);
      if (keys.has(key)) {
        xml = xml.replaceAll(`"${key}"`, `"${key}-${file.replace(/\W/g, '')}"`);
        key = await processKey(xml);
      }
      keys.add(key);
      stored.set(file, { xml, key });
      expectOk(await admin.post('/api/bpm/template/add', { group: 'MIWG', name: file, key, bpmnXml: xml, startPermission: { type: 'all' } }));
    }
    ({ page, errors } = await signedInPage(suite.browser, suite.server.url, 'admin', suite.server.adminPassword, { viewport: { width: 1600, height: 1000 }, at: '/bpm/template' }));
  });

  it.each(FILES)('Given %s stored as a template, When it is opened in the designer, Then its shapes sit at their DI bounds and its ink is like the reference picture', async (file) => {
    const { xml, key } = stored.get(file)!;
    await page.locator('[data-testid=bpm-template-page] input').first().fill(key);
    await page.keyboard.press('Enter');
    await page.locator(`[data-testid="bpm-template-design-${key}"]`).click();
    const designer = page.locator('[data-testid=process-designer]');
    await designer.waitFor();
    const expected = (await processDiagram(xml, key)).shapes;
    await expect.poll(() => designer.locator('.react-flow__node').count()).toBe(expected.length);
    await still(page);

    // Each node's box on the screen is its DI bounds through the viewport's transform.
    const pane = (await designer.locator('.react-flow').boundingBox())!;
    const { x: tx, y: ty, zoom } = await viewport(page);
    for (const shape of expected) {
      const box = (await designer.locator(`.react-flow__node[data-id="${shape.id}"]`).first().boundingBox())!;
      expect({ id: shape.id, x: box.x, y: box.y, width: box.width, height: box.height }).toEqual({
        id: shape.id,
        x: expect.closeTo(pane.x + tx + shape.x * zoom, 0) as number, y: expect.closeTo(pane.y + ty + shape.y * zoom, 0) as number,
        width: expect.closeTo(shape.width * zoom, 0) as number, height: expect.closeTo(shape.height * zoom, 0) as number,
      });
    }

    // The drawing alone (no grid dots, no zoom buttons) against the reference picture.
    await page.addStyleTag({ content: '.react-flow__background, .react-flow__controls { display: none !important; }' });
    const picture = PNG.sync.read(await designer.locator('.react-flow').screenshot());
    const referenceFile = join(DIR, file.replace('.bpmn', '.png'));
    if (existsSync(referenceFile)) {
      const [mine, theirs] = [inkGrid(picture), inkGrid(PNG.sync.read(readFileSync(referenceFile)))];
      const likeness = correlation(mine.cells, theirs.cells);
      console.log(`${file}: ink likeness ${likeness.toFixed(2)}, aspect ${mine.aspect.toFixed(2)} vs ${theirs.aspect.toFixed(2)}`);
      expect(likeness).toBeGreaterThan(MIN_LIKENESS);
      expect(mine.aspect / theirs.aspect).toBeGreaterThan(0.75);
      expect(mine.aspect / theirs.aspect).toBeLessThan(1.33);
    }
    await page.locator('.ant-drawer-close:visible').click();
    await designer.waitFor({ state: 'detached' });
  });

  it('logs no unexpected errors', () => {
    expect(unexpectedErrors(errors)).toEqual([]);
  });
});
