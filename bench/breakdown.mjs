// Attributes the JavaScript a page downloaded to the packages it came from, using the source maps
// the production builds write beside each chunk. Gzip bytes are shared out in proportion to the
// raw bytes of each package inside a file (gzip works per file, so this is an estimate).

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...BASE64].map((c, i) => [c, i]));

/** Decodes one source-map `mappings` string into lines of [generatedColumn, sourceIndex] pairs. */
export function decodeMappings(mappings) {
  const lines = [];
  let source = 0;
  for (const line of mappings.split(';')) {
    const segments = [];
    let column = 0;
    if (line) {
      for (const segment of line.split(',')) {
        const values = [];
        let value = 0;
        let shift = 0;
        for (const char of segment) {
          const digit = DIGIT.get(char);
          if (digit === undefined) throw new Error(`bad source map character ${char}`);
          value += (digit & 31) << shift;
          if (digit & 32) {
            shift += 5;
          } else {
            values.push(value & 1 ? -(value >>> 1) : value >>> 1);
            value = 0;
            shift = 0;
          }
        }
        column += values[0];
        if (values.length > 1) {
          source += values[1];
          segments.push([column, source]);
        } else {
          segments.push([column, -1]);
        }
      }
    }
    lines.push(segments);
  }
  // (source line/column/name fields are not needed: only which source each byte came from)
  return lines;
}

/** The group a source path belongs to: an npm package, a part of the UI kit, or an app's code. */
export function groupOf(source) {
  const path = source.replace(/^webpack:\/\/[^/]*\//, '');
  const nm = path.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const parts = path.slice(nm + 'node_modules/'.length).split('/');
    const name = parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
    // The federation runtime is several packages; one line is enough.
    if (name.startsWith('@module-federation/')) return 'federation runtime';
    return name;
  }
  const kit = path.match(/shared-ui\/src\/([^/]+)/);
  if (kit) return `shared-ui/${kit[1].replace(/\.tsx?$/, '')}`;
  if (path.startsWith('webpack/') || path.includes('(webpack)')) return 'webpack runtime';
  const app = path.match(/^(?:\.\.\/)?([a-z-]+)?\/?src\//);
  if (path.startsWith('./src/')) return 'app code';
  if (app) return `${app[1] ?? 'app'} code`;
  return path;
}

/** Raw bytes of `text` per group, from its source map. */
export function attribute(text, map) {
  const groups = map.sources.map(groupOf);
  const lines = decodeMappings(map.mappings);
  const textLines = text.split('\n');
  const bytes = new Map();
  const add = (g, n) => n > 0 && bytes.set(g, (bytes.get(g) ?? 0) + n);
  for (let i = 0; i < textLines.length; i++) {
    const line = textLines[i];
    const segments = lines[i] ?? [];
    // Bytes of a line before its first mapping (and unmapped lines) are the bundler's glue.
    add('webpack runtime', Buffer.byteLength(line.slice(0, segments[0]?.[0] ?? line.length)) + 1);
    for (let s = 0; s < segments.length; s++) {
      const [column, source] = segments[s];
      const end = segments[s + 1]?.[0] ?? line.length;
      add(
        source >= 0 ? groups[source] : 'webpack runtime',
        Buffer.byteLength(line.slice(column, end)),
      );
    }
  }
  return bytes;
}

/**
 * Given the scripts a page loaded ({ url, text, raw, gzip }), fetches each one's source map and
 * returns [{ group, raw, gzip }] sorted by gzip bytes, largest first.
 */
export async function breakdown(scripts) {
  const totals = new Map();
  const add = (g, raw, gzip) => {
    const t = totals.get(g) ?? { group: g, raw: 0, gzip: 0 };
    t.raw += raw;
    t.gzip += gzip;
    totals.set(g, t);
  };
  for (const script of scripts) {
    let map = null;
    try {
      const response = await fetch(`${script.url.split('?')[0]}.map`);
      if (response.ok) map = await response.json();
    } catch {
      map = null;
    }
    if (!map) {
      add('(no source map)', script.raw, script.gzip);
      continue;
    }
    const bytes = attribute(script.text, map);
    const sum = [...bytes.values()].reduce((a, b) => a + b, 0) || 1;
    for (const [group, n] of bytes) add(group, n, (script.gzip * n) / sum);
  }
  return [...totals.values()].sort((a, b) => b.gzip - a.gzip);
}
