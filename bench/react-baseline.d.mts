/** React + ReactDOM alone, built by webpack in production mode: JS bytes, raw and gzip. */
export function reactBaseline(): Promise<{ raw: number; gzip: number }>;
