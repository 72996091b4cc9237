/**
 * The sandbox's import graph, read from its sources: every relative import, export-from and `import()`
 * of every non-test file under `apps/sandbox/src/`, type-only ones included (a cycle of types is still a
 * cycle of knowledge). Two views of it: by area, where an area of `modules/` is one node
 * (`modules/quotes`) and every other file its own (`kernel/kernel`, `store/table`, `sandbox`), and by
 * file, where every file is a node (a cycle between two files of one area shows there).
 *
 * `npx tsx scripts/sandbox-imports.ts` prints each cycle (`--why` adds the imports that close it);
 * `apps/sandbox/src/shape.test.ts` refuses any.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/** The sandbox's sources, from this repository's root. */
export const SANDBOX_SRC = fileURLToPath(new URL('../apps/sandbox/src/', import.meta.url));

/** Node -> the nodes it imports (itself left out). */
export type ImportGraph = Map<string, Set<string>>;

const SKIPPED = /(\.test\.ts|\.d\.ts)$/;

/** Which graph: areas as single nodes, or every file. */
export type Granularity = 'area' | 'file';

/** The node a source file is: its area for `modules/<area>/...` by area, else its own path without `.ts`. */
export function nodeOf(file: string, root = SANDBOX_SRC, granularity: Granularity = 'area'): string | undefined {
  const inside = relative(root, file).split(sep).join('/');
  if (inside.startsWith('..') || inside.startsWith('test-support/')) return undefined;
  const area = granularity === 'area' ? /^modules\/([^/]+)\//.exec(inside) : null;
  return area ? `modules/${area[1]}` : inside.replace(/\.ts$/, '');
}

/** Every source file the graph reads: no tests, no test support, no declarations. */
export function sourceFiles(root = SANDBOX_SRC): string[] {
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.ts') && !SKIPPED.test(name) && !name.split(sep).includes('test-support'))
    .map((name) => join(root, name))
    .sort();
}

function resolveImport(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const target = resolve(dirname(from), specifier).replace(/\.js$/, '.ts');
  for (const candidate of [target, `${target}.ts`, join(target, 'index.ts')]) if (existsSync(candidate)) return candidate;
  return undefined;
}

export interface GraphOptions {
  root?: string;
  granularity?: Granularity;
  /** Texts that stand in for files (path -> text), or add files: to plant a cycle in a test. */
  sources?: ReadonlyMap<string, string>;
}

/** The graph of the sources as they are on disk, or as `sources` gives them where it does. */
export function importGraph({ root = SANDBOX_SRC, granularity = 'area', sources = new Map() }: GraphOptions = {}): ImportGraph {
  const graph: ImportGraph = new Map();
  const files = [...new Set([...sourceFiles(root), ...sources.keys()])];
  for (const file of files) {
    const from = nodeOf(file, root, granularity);
    if (!from) continue;
    const edges = graph.get(from) ?? new Set<string>();
    graph.set(from, edges);
    // preProcessFile lists `import type`, `export ... from` and `import()` alike.
    const { importedFiles } = ts.preProcessFile(sources.get(file) ?? readFileSync(file, 'utf8'), true, true);
    for (const { fileName } of importedFiles) {
      const target = resolveImport(file, fileName);
      const to = target && nodeOf(target, root, granularity);
      if (to && to !== from) edges.add(to);
    }
  }
  return graph;
}

/**
 * Every cycle of the graph, each named once as `a -> b -> ... -> a` from its smallest node: one per
 * strongly connected component, the shortest way round it through that node.
 */
export function cyclesOf(graph: ImportGraph): string[] {
  const cycles: string[] = [];
  for (const component of stronglyConnected(graph)) {
    const start = [...component].sort()[0]!;
    const self = graph.get(start)?.has(start);
    if (component.size === 1 && !self) continue;
    cycles.push([...shortestLoop(graph, start, component), start].join(' -> '));
  }
  return cycles.sort();
}

function shortestLoop(graph: ImportGraph, start: string, within: Set<string>): string[] {
  const previous = new Map<string, string>();
  const queue = [start];
  for (let i = 0; i < queue.length; i++) {
    const node = queue[i]!;
    for (const next of [...(graph.get(node) ?? [])].sort()) {
      if (!within.has(next)) continue;
      if (next === start) {
        const path = [node];
        while (path[0] !== start) path.unshift(previous.get(path[0]!)!);
        return path;
      }
      if (!previous.has(next)) {
        previous.set(next, node);
        queue.push(next);
      }
    }
  }
  return [start];
}

// Tarjan's algorithm, iterative enough for a few hundred nodes.
function stronglyConnected(graph: ImportGraph): Set<string>[] {
  let index = 0;
  const indexOf = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: Set<string>[] = [];
  const visit = (node: string): void => {
    indexOf.set(node, index);
    low.set(node, index++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!indexOf.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, indexOf.get(next)!));
    }
    if (low.get(node) === indexOf.get(node)) {
      const component = new Set<string>();
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.add(member);
      } while (member !== node);
      components.push(component);
    }
  };
  for (const node of [...graph.keys()].sort()) if (!indexOf.has(node)) visit(node);
  return components;
}

/** The imports between a cycle's members, for reading: `a -> b: a's file imports b's`. */
export function explainEdges(members: Set<string>, root = SANDBOX_SRC, granularity: Granularity = 'area'): string[] {
  const lines: string[] = [];
  for (const file of sourceFiles(root)) {
    const from = nodeOf(file, root, granularity);
    if (!from || !members.has(from)) continue;
    for (const { fileName } of ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles) {
      const target = resolveImport(file, fileName);
      const to = target && nodeOf(target, root, granularity);
      if (to && to !== from && members.has(to)) lines.push(`${from} -> ${to}: ${relative(root, file)} imports ${fileName}`);
    }
  }
  return lines;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  const root = process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? SANDBOX_SRC;
  for (const granularity of ['area', 'file'] as const) {
    const cycles = cyclesOf(importGraph({ root, granularity }));
    console.log(`by ${granularity}: ${cycles.length === 0 ? 'no cycles' : ''}`);
    for (const cycle of cycles) {
      console.log(`  ${cycle}`);
      if (process.argv.includes('--why')) for (const line of explainEdges(new Set(cycle.split(' -> ')), root, granularity)) console.log(`    ${line}`);
    }
  }
}
