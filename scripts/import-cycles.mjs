// Fails when modules under src/ import each other in a circle (issue 32): a circle makes the
// order of module evaluation matter and hides which of two files is the lower layer. Type-only
// imports count too: they still say that neither file can be read without the other. Dynamic
// import() does not (it loads later, on demand). Run by `npm run check`.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
// Another folder may be given (the check's own test); `~/` resolves to the folder checked.
const SRC = process.argv[2] ? resolve(process.argv[2]) : join(ROOT, 'src');
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];
// `import … from '…'`, `export … from '…'` and `import '…'`, over line breaks (statements end in ;).
const STATIC_IMPORT = /(?:^|[\n;])\s*(?:import|export)\s(?:[^;'"]*?\sfrom\s*)?['"]([^'"]+)['"]/g;

function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

function resolveImport(from, specifier) {
  let base;
  if (specifier.startsWith('~/')) base = join(SRC, specifier.slice(2));
  else if (specifier.startsWith('.')) base = resolve(dirname(from), specifier);
  else return null; // a package
  if (/\.tsx?$/.test(base) && existsSync(base)) return base;
  for (const ext of EXTENSIONS) {
    const candidate = base.replace(/\.js$/, '') + ext;
    if (existsSync(candidate)) return candidate;
  }
  return null; // .astro, .css, .json, assets: outside the graph
}

const files = sourceFiles(SRC);
const graph = new Map(
  files.map((file) => {
    const text = readFileSync(file, 'utf8');
    const targets = new Set();
    for (const [, specifier] of text.matchAll(STATIC_IMPORT)) {
      const target = resolveImport(file, specifier);
      if (target) targets.add(target);
    }
    return [file, [...targets]];
  }),
);

// Tarjan's strongly connected components: every component of two or more files is a circle.
let index = 0;
const order = new Map();
const low = new Map();
const stack = [];
const onStack = new Set();
const circles = [];
function visit(file) {
  order.set(file, index);
  low.set(file, index);
  index += 1;
  stack.push(file);
  onStack.add(file);
  for (const next of graph.get(file) ?? []) {
    if (!order.has(next)) {
      visit(next);
      low.set(file, Math.min(low.get(file), low.get(next)));
    } else if (onStack.has(next)) {
      low.set(file, Math.min(low.get(file), order.get(next)));
    }
  }
  if (low.get(file) === order.get(file)) {
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || (graph.get(file) ?? []).includes(file)) circles.push(component);
  }
}
for (const file of files) if (!order.has(file)) visit(file);

if (circles.length > 0) {
  console.error(`Import circles in ${relative(ROOT, SRC) || '.'} (${circles.length}):`);
  for (const circle of circles) {
    console.error(
      `- ${circle
        .map((f) => relative(ROOT, f))
        .sort()
        .join(' <-> ')}`,
    );
  }
  process.exit(1);
}
console.log(`No import circles among ${files.length} modules in ${relative(ROOT, SRC)}.`);
