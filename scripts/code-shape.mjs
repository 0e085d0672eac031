// The longest source files and functions (tests, migrations, generated and built files aside), to keep "a file
// you can read in one sitting, a function that fits on a screen" measurable: `node scripts/code-shape.mjs [N]`.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import ts from 'typescript';

const most = Number(process.argv[2] ?? 10);
const files = execFileSync('git', ['ls-files', 'apps', 'packages'], { encoding: 'utf8' })
  .split('\n')
  .filter((file) => /\.(ts|tsx)$/.test(file))
  .filter((file) => !/\.(test|spec)\.tsx?$|\/test\/|\/testing\/|\/migrations\/|\.d\.ts$|\/e2e\//.test(file))
  .filter((file) => !file.startsWith('packages/fixtures/src/demo/') && !file.startsWith('packages/testing/'));

const fileRows = [];
const functionRows = [];
for (const file of files) {
  const text = readFileSync(file, 'utf8');
  fileRows.push({ lines: text.split('\n').length, where: file });
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const visit = (node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const start = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
      const end = source.getLineAndCharacterOfPosition(node.getEnd()).line + 1;
      let name = node.name?.getText?.() ?? '';
      if (!name && ts.isVariableDeclaration(node.parent)) name = node.parent.name.getText();
      if (!name && ts.isPropertyAssignment(node.parent)) name = node.parent.name.getText();
      functionRows.push({ lines: end - start + 1, where: `${file}:${start} ${name || '(anonymous)'}` });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}

const print = (title, rows) => {
  console.log(title);
  for (const row of rows.sort((a, b) => b.lines - a.lines).slice(0, most))
    console.log(`  ${String(row.lines).padStart(5)}  ${row.where}`);
};
print(`Longest source files (of ${fileRows.length}):`, fileRows);
print('Longest functions:', functionRows);
