// The hot lists (a doctor's, a patient's, everyone's appointments) return up to 200 rows of 36
// columns. drizzle turns each result row into an object by asking, for every column of every
// row, what kind of field it is and walking its path; that was a third of the API's own CPU time
// per list request. `compileRows` asks once, when the statement is prepared, and then maps each
// row with plain assignments, using the same column decoders, so the result is identical.
import { Column, is, SQL } from 'drizzle-orm';

interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}

/** The parts of a drizzle prepared select that the mapping needs (the same on both drivers). */
interface PreparedSelect {
  fields?: { path: string[]; field: unknown }[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown;
}

interface Slot {
  index: number;
  /** The nested object the value goes in, or null for a top-level field. */
  group: string | null;
  key: string;
  /** null when the column's value is used as the driver returns it. */
  decoder: Decoder | null;
}

const identity = Column.prototype.mapFromDriverValue;

function decoderOf(field: unknown): Decoder | null {
  let decoder: Decoder;
  if (is(field, Column)) decoder = field;
  // SQL keeps its decoder (set by mapWith) in a property its types leave out.
  else if (is(field, SQL)) decoder = (field as unknown as { decoder: Decoder }).decoder;
  else return null;
  return decoder.mapFromDriverValue === identity ? null : decoder;
}

/** Maps result rows (arrays) of a select to objects, given its ordered fields; null when it cannot. */
export function rowMapper(
  fields: { path: string[]; field: unknown }[],
): ((row: unknown[]) => Record<string, unknown>) | null {
  const slots: Slot[] = [];
  const groups = new Set<string>();
  for (const [index, { path, field }] of fields.entries()) {
    if (path.length > 2 || !(is(field, Column) || is(field, SQL))) return null;
    const group = path.length === 2 ? path[0]! : null;
    if (group) groups.add(group);
    slots.push({ index, group, key: path.at(-1)!, decoder: decoderOf(field) });
  }
  const groupNames = [...groups];
  return (row) => {
    const out: Record<string, unknown> = {};
    for (const name of groupNames) out[name] = {};
    for (const slot of slots) {
      const raw = row[slot.index];
      const value =
        raw === null || slot.decoder === null ? raw : slot.decoder.mapFromDriverValue(raw);
      if (slot.group === null) out[slot.key] = value;
      else (out[slot.group] as Record<string, unknown>)[slot.key] = value;
    }
    return out;
  };
}

/**
 * Gives a prepared select (inner joins only) a mapper compiled once. A select it cannot compile
 * for (left joins, which may turn a joined object into null, or deeper nesting) is left as it is.
 */
export function compileRows<P>(prepared: P): P {
  const select = prepared as unknown as PreparedSelect;
  const { fields, joinsNotNullableMap } = select;
  if (!fields || select.customResultMapper) return prepared;
  if (joinsNotNullableMap && Object.values(joinsNotNullableMap).some((notNull) => !notNull))
    return prepared;
  const map = rowMapper(fields);
  if (map) select.customResultMapper = (rows) => rows.map(map);
  return prepared;
}
