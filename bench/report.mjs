// Shared by the bench scripts: a figure printed beside its goal, and "was this file run directly".
import { pathToFileURL } from 'node:url';

/**
 * @typedef {{ name: string, value: string, goal: string, ok: boolean | null, info?: boolean }} Figure
 *   ok null: not measured; info: a reference printed beside the goals (e.g. what bare Fastify + pg reaches), not a goal
 */

export const isMain = (url) => process.argv[1] !== undefined && url === pathToFileURL(process.argv[1]).href;

/** @param {string} title @param {Figure[]} figures */
export function printFigures(title, figures) {
  const nameWidth = Math.max(...figures.map((figure) => figure.name.length), 10);
  const valueWidth = Math.max(...figures.map((figure) => figure.value.length), 8);
  console.log(`\n${title}`);
  for (const figure of figures) {
    const mark = figure.info ? '·' : figure.ok === null ? '–' : figure.ok ? '✓' : '✗';
    console.log(
      `  ${mark} ${figure.name.padEnd(nameWidth)}  ${figure.value.padStart(valueWidth)}   ${figure.info ? '' : 'goal '}${figure.goal}`,
    );
  }
}
