// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The kit's `exports` map: every module of src/ must resolve as `@tote/ui/<name>`, whether it is .ts or .tsx
// (a `"./*": "./src/*.tsx"` pattern alone sends `@tote/ui/class-names` to a class-names.tsx that is not there).
const root = new URL('../', import.meta.url);
const exportsMap = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')).exports as Record<
  string,
  string | { default: string }
>;

function resolveSubpath(subpath: string): string | undefined {
  const exact = exportsMap[subpath];
  if (exact) return typeof exact === 'string' ? exact : exact.default;
  for (const [pattern, target] of Object.entries(exportsMap)) {
    const star = pattern.indexOf('*');
    if (star < 0 || typeof target !== 'string') continue;
    const [before, after] = [pattern.slice(0, star), pattern.slice(star + 1)];
    if (subpath.startsWith(before) && subpath.endsWith(after))
      return target.replace('*', subpath.slice(before.length, subpath.length - after.length));
  }
  return undefined;
}

describe('@tote/ui exports map', () => {
  const modules = readdirSync(new URL('src/', root))
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && file !== 'index.ts')
    .map((file) => file.replace(/\.tsx?$/, ''));

  it.each(modules)('resolves @tote/ui/%s to its source file', (name) => {
    const target = resolveSubpath(`./${name}`);
    expect(target).toBeDefined();
    expect(existsSync(new URL(target as string, root))).toBe(true);
  });

  it('resolves the root and the theme', () => {
    for (const subpath of ['.', './theme.css']) {
      expect(existsSync(new URL(resolveSubpath(subpath) as string, root))).toBe(true);
    }
  });
});
