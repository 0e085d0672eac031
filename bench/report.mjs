// Shared by the bench scripts: a figure printed beside its goal, and "was this file run directly".
import { pathToFileURL } from 'node:url';

/** @typedef {{ name: string, value: string, goal: string, ok: boolean | null }} Figure  ok null: not measured */

export const isMain = (url) => process.argv[1] !== undefined && url === pathToFileURL(process.argv[1]).href;

/** @param {string} title @param {Figure[]} figures */
export function printFigures(title, figures) {
  const nameWidth = Math.max(...figures.map((figure) => figure.name.length), 10);
  const valueWidth = Math.max(...figures.map((figure) => figure.value.length), 8);
  console.log(`\n${title}`);
  for (const figure of figures) {
    const mark = figure.ok === null ? '–' : figure.ok ? '✓' : '✗';
    console.log(
      `  ${mark} ${figure.name.padEnd(nameWidth)}  ${figure.value.padStart(valueWidth)}   goal ${figure.goal}`,
    );
  }
}
