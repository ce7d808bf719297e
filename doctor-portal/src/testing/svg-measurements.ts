// jsdom draws no SVG, but apexcharts measures text and paths while it renders: plausible sizes
// let the real charts render in unit tests. Test-only.
export function installSvgMeasurements(): void {
  const proto = (globalThis.SVGElement ?? globalThis.Element).prototype as unknown as Record<
    string,
    unknown
  >;
  proto.getBBox ??= function getBBox(this: Element) {
    return { x: 0, y: 0, width: (this.textContent ?? '').length * 7, height: 14 };
  };
  proto.getComputedTextLength ??= function length(this: Element) {
    return (this.textContent ?? '').length * 7;
  };
  proto.getTotalLength ??= () => 100;
  proto.getPointAtLength ??= () => ({ x: 0, y: 0 });
  proto.getScreenCTM ??= () => ({ a: 1, b: 0, c: 0, d: 1, e: 0, f: 0, inverse: () => ({}) });
}
