/**
 * A local ESLint rule: no import cycle among the files it is turned on for (electron/common, see
 * eslint.config.js). A cycle makes a module's load order decide what it sees, and a layer whose files all
 * reach each other cannot be understood, or moved, one file at a time. Type-only imports count too: they
 * tie the files together for a reader as much as any other import.
 *
 * Each file's relative imports are read from disk (`.ts`, or a folder's `index.ts`), and a file is
 * reported on the import that starts a way back to itself, with that way spelled out.
 */
import fs from 'node:fs';
import path from 'node:path';

const IMPORT = /^\s*(?:import|export)\s+(?:type\s+)?(?:[\w*{}\s,$]+\s+from\s+)?'(\.[^']*)'/gm;

/** The relative imports of a file, resolved to files (unresolved ones are left to TypeScript). */
function importsOf(file, cache) {
  const known = cache.get(file);
  if (known) return known;
  let text = '';
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    // A file that cannot be read has no imports we can follow.
  }
  const found = [];
  for (const match of text.matchAll(IMPORT)) {
    const target = resolve(path.dirname(file), match[1]);
    if (target) found.push(target);
  }
  cache.set(file, found);
  return found;
}

function resolve(dir, specifier) {
  const base = path.resolve(dir, specifier);
  for (const candidate of [base, `${base}.ts`, path.join(base, 'index.ts')]) {
    if (candidate.endsWith('.ts') && fs.existsSync(candidate) && fs.statSync(candidate).isFile())
      return candidate;
  }
  return null;
}

/** The shortest way from `from` back to `to` inside `root`, as files, or null. */
function wayBack(from, to, root, cache) {
  const seen = new Map([[from, null]]);
  const queue = [from];
  while (queue.length > 0) {
    const file = queue.shift();
    for (const next of importsOf(file, cache)) {
      if (!next.startsWith(root)) continue;
      if (next === to) {
        const way = [file];
        for (let at = seen.get(file); at !== null; at = seen.get(at)) way.unshift(at);
        return way;
      }
      if (!seen.has(next)) {
        seen.set(next, file);
        queue.push(next);
      }
    }
  }
  return null;
}

export const importCycles = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbids import cycles among the files of a folder (type-only imports included).' },
    schema: [
      {
        type: 'object',
        properties: { root: { type: 'string' } },
        required: ['root'],
        additionalProperties: false,
      },
    ],
    messages: {
      cycle:
        'This import starts an import cycle: {{way}}. Make the folder a tree: move what both sides need down.',
    },
  },
  create(context) {
    const root = path.resolve(context.cwd, context.options[0].root) + path.sep;
    const file = path.resolve(context.filename);
    if (!file.startsWith(root)) return {};
    // One lint run reads each file once; a new run (an editor's, a test's) reads them again.
    const cache = new Map();
    const check = (node) => {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const target = resolve(path.dirname(file), specifier);
      if (!target || !target.startsWith(root)) return;
      const way = target === file ? [] : wayBack(target, file, root, cache);
      if (way === null) return;
      const names = [file, ...way, file].map((f) => path.relative(root, f));
      context.report({ node, messageId: 'cycle', data: { way: names.join(' → ') } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};

export default { rules: { 'import-cycles': importCycles } };
