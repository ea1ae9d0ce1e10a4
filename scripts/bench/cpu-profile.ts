// `node --import tsx scripts/bench/cpu-profile.ts <file.cpuprofile> [top]`: where a V8 CPU profile's time
// went under load, as self time summed per function and per file (the bench's --cpu-prof writes one per
// run). Only the span from the first to the last sample in the status route is counted, start-up left
// out, and shares are of the time the platform was not idle (the bare routes' turns are idle time).
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  children?: number[];
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** The file's name from node_modules on (the package), else its path inside the repository. */
function shortFile(url: string): string {
  if (url === '') return '(native)';
  const modules = url.lastIndexOf('node_modules/');
  if (modules >= 0) return url.slice(modules + 'node_modules/'.length);
  const repo = url.indexOf('/apps/');
  return repo >= 0 ? url.slice(repo + 1) : url.replace(/^file:\/\//, '');
}

const UNDER_LOAD = 'routes/wps/system/status.ts';
/** The platform's bundle (decision 046) is one file: there the route is known by the function it calls. */
const UNDER_LOAD_FUNCTION = 'statusOf';

/** Each sample's time from the start, and the span from the first to the last sample in the route under load. */
function loadSpan(profile: Profile, nodes: Map<number, ProfileNode>): { at: number[]; from: number; to: number } {
  const at: number[] = [];
  let from = Infinity;
  let to = -Infinity;
  let t = 0;
  profile.samples.forEach((id, i) => {
    t += profile.timeDeltas[i] ?? 0;
    at.push(t);
    const frame = nodes.get(id)?.callFrame;
    if (!frame?.url.includes(UNDER_LOAD) && frame?.functionName !== UNDER_LOAD_FUNCTION) return;
    from = Math.min(from, t);
    to = t;
  });
  return { at, from, to };
}

const nameOf = (frame: ProfileNode['callFrame']) => `${frame.functionName || '(anonymous)'} ${shortFile(frame.url)}:${frame.lineNumber + 1}`;

interface Times {
  byFunction: Map<string, number>;
  byFile: Map<string, number>;
  /** Time with the function anywhere on the stack (itself and what it called), counted once per sample. */
  inclusive: Map<string, number>;
  total: number;
  idle: number;
}

function selfTimes(profile: Profile): Times {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parents = new Map<number, number>();
  for (const n of profile.nodes) for (const child of n.children ?? []) parents.set(child, n.id);
  const { at, from, to } = loadSpan(profile, nodes);
  const byFunction = new Map<string, number>();
  const byFile = new Map<string, number>();
  const inclusive = new Map<string, number>();
  let total = 0;
  let idle = 0;
  profile.samples.forEach((id, i) => {
    const us = profile.timeDeltas[i] ?? 0;
    const frame = nodes.get(id)?.callFrame;
    if (!frame || at[i]! < from || at[i]! > to) return;
    if (frame.functionName === '(idle)') {
      idle += us;
      return;
    }
    const file = shortFile(frame.url);
    const name = nameOf(frame);
    byFunction.set(name, (byFunction.get(name) ?? 0) + us);
    byFile.set(file, (byFile.get(file) ?? 0) + us);
    const onStack = new Set<string>();
    for (let n: number | undefined = id; n !== undefined; n = parents.get(n)) {
      const f = nodes.get(n)?.callFrame;
      if (f?.url) onStack.add(nameOf(f));
    }
    for (const fn of onStack) inclusive.set(fn, (inclusive.get(fn) ?? 0) + us);
    total += us;
  });
  return { byFunction, byFile, inclusive, total, idle };
}

function print(title: string, times: Map<string, number>, total: number, top: number) {
  console.log(`\n${title}`);
  const rows = [...times].sort((a, b) => b[1] - a[1]).slice(0, top);
  for (const [name, us] of rows) console.log(`  ${((100 * us) / total).toFixed(1).padStart(5)} %  ${(us / 1000).toFixed(0).padStart(6)} ms  ${name}`);
}

const [file, topArg] = process.argv.slice(2);
if (!file) {
  console.error('usage: cpu-profile.ts <file.cpuprofile> [top]');
  process.exit(2);
}
const top = Number(topArg ?? 30);
const { byFunction, byFile, inclusive, total, idle } = selfTimes(JSON.parse(readFileSync(file, 'utf8')) as Profile);
console.log(`from the first to the last sample in ${UNDER_LOAD}: ${(total / 1000).toFixed(0)} ms busy, ${(idle / 1000).toFixed(0)} ms idle`);
print('self time per function', byFunction, total, top);
print('self time per file', byFile, total, top);
print('total time per function (with what it called)', inclusive, total, top);
