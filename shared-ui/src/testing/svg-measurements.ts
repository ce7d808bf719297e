// jsdom draws no SVG: apexcharts measures text and paths while it renders. These stand-ins
// give it plausible sizes so a chart renders in unit tests. Test-only.

type Box = { x: number; y: number; width: number; height: number };

export function installSvgMeasurements(): void {
  const proto = (globalThis.SVGElement ?? globalThis.Element).prototype as unknown as Record<
    string,
    unknown
  >;
  if (!proto.getBBox) {
    proto.getBBox = function getBBox(this: Element): Box {
      const text = this.textContent ?? '';
      return { x: 0, y: 0, width: text.length * 7, height: 14 };
    };
  }
  if (!proto.getComputedTextLength) {
    proto.getComputedTextLength = function getComputedTextLength(this: Element): number {
      return (this.textContent ?? '').length * 7;
    };
  }
  if (!proto.getTotalLength) proto.getTotalLength = () => 100;
  if (!proto.getPointAtLength) proto.getPointAtLength = () => ({ x: 0, y: 0 });
  if (!proto.getScreenCTM) {
    proto.getScreenCTM = () => ({ a: 1, b: 0, c: 0, d: 1, e: 0, f: 0, inverse: () => ({}) });
  }
}
