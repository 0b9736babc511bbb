// The field key paths of a JSON document, the notation the pages use: `metaData.remoteEntry.name`
// for nested keys and `shared[].version` for a key of the objects inside an array. A field whose
// value is an object or an array of objects is listed too (`metaData`, `shared`, `shared[].assets`).
export function keyPaths(value, prefix = '', paths = new Set()) {
  if (Array.isArray(value)) {
    for (const item of value) {
      if (item !== null && typeof item === 'object') keyPaths(item, `${prefix}[]`, paths);
    }
  } else if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      const path = prefix ? `${prefix}.${key}` : key;
      paths.add(path);
      keyPaths(child, path, paths);
    }
  }
  return paths;
}

/** The key paths of several documents together, sorted. */
export function unionKeyPaths(documents) {
  const paths = new Set();
  for (const document of documents) keyPaths(document, '', paths);
  return [...paths].sort();
}

/** What is in `actual` and not in `expected`, and the other way round. */
export function difference(actual, expected) {
  const a = new Set(actual);
  const e = new Set(expected);
  return {
    added: [...a].filter((path) => !e.has(path)),
    missing: [...e].filter((path) => !a.has(path)),
  };
}
