// House-rules lint over element and package source, with the TypeScript parser:
// 1. React APIs that preact/compat lacks (the shipped runtime) are rejected.
// 2. An element folder never imports another element folder, and packages/ imports neither
//    elements/ nor the React wrappers (react/): imports go down only, react/ -> elements/ -> packages/.
// 3. No eval / new Function / string timers, and no raw HTML sinks (innerHTML, outerHTML,
//    insertAdjacentHTML, document.write, dangerouslySetInnerHTML) outside the one Trusted
//    Types module that sanitises.
// 4. An element folder whose element is ready at commit (`readyAt: 'commit'`) uses no `useEffect`:
//    a plain effect runs after paint, after the element said it was ready and listening.
// Prints one line per problem and a closing "N passed, M failed" line.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import ts from 'typescript';

export const COMPAT_MISSING = [
  'useActionState',
  'useOptimistic',
  'useFormStatus',
  'useFormState',
  'Activity',
  'unstable_Activity',
  'ViewTransition',
  'unstable_ViewTransition',
  'cache',
  'act',
  'preload',
  'preinit',
  'preconnect',
  'prefetchDNS',
  'preloadModule',
  'preinitModule',
  'use',
];
const EFFECT_AFTER_READY =
  "useEffect in an element ready at commit: use useLayoutEffect (or drop readyAt: 'commit')";
const REACT_MODULES = new Set(['react', 'react-dom', 'react-dom/client']);
const HTML_SINKS = new Set(['innerHTML', 'outerHTML']);
const HTML_SINK_CALLS = new Set(['insertAdjacentHTML', 'write', 'writeln']);
// The single place allowed to create HTML (through the `ib-blocks` Trusted Types policy).
const HTML_ALLOWED = new Set(['packages/core/trusted-html.ts']);

function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    const isSource =
      /\.(ts|tsx)$/.test(name) &&
      !/\.(test|stories|d)\.tsx?$/.test(name) &&
      !name.endsWith('.d.ts');
    return isSource ? [path] : [];
  });
}

/** Element folders (`elements/<name>`) whose element declares `readyAt: 'commit'`. */
export function readyAtCommitFolders(root = '.') {
  const folders = readdirSync(join(root, 'elements')).map((name) => `elements/${name}`);
  return new Set(
    folders.filter((folder) =>
      readdirSync(join(root, folder)).some(
        (name) =>
          /^ib-.*\.ts$/.test(name) &&
          /readyAt:\s*'commit'/.test(readFileSync(join(root, folder, name), 'utf8')),
      ),
    ),
  );
}

export function lintSource(file, text, { readyAtCommit = new Set() } = {}) {
  const problems = [];
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const at = (node) => `${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const ownFolder = file.split(sep).slice(0, 2).join('/'); // elements/<folder>
  const reactNamespaces = new Set();

  const visit = (node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const from = node.moduleSpecifier.text;
      if (REACT_MODULES.has(from)) {
        const bindings = node.importClause?.namedBindings;
        if (bindings && ts.isNamedImports(bindings)) {
          for (const spec of bindings.elements) {
            const name = (spec.propertyName ?? spec.name).text;
            if (COMPAT_MISSING.includes(name))
              problems.push(`${at(spec)} '${name}' from '${from}' is missing in preact/compat`);
            if (name === 'useEffect' && readyAtCommit.has(ownFolder))
              problems.push(`${at(spec)} ${EFFECT_AFTER_READY}`);
          }
        }
        if (bindings && ts.isNamespaceImport(bindings)) reactNamespaces.add(bindings.name.text);
        if (node.importClause?.name) reactNamespaces.add(node.importClause.name.text);
      }
      const target = relative('.', join(file, '..', from))
        .split(sep)
        .join('/');
      if (
        file.startsWith(`packages${sep}`) &&
        from.startsWith('.') &&
        (target.startsWith('elements/') || target.startsWith('react/'))
      ) {
        problems.push(
          `${at(node)} imports ${target} from packages/; packages/ sits below elements/ and react/`,
        );
      }
      if (file.startsWith(`elements${sep}`) && from.startsWith('.')) {
        if (
          target.startsWith('elements/') &&
          !target.startsWith(`${ownFolder}/`) &&
          target !== ownFolder
        ) {
          problems.push(
            `${at(node)} imports another element folder (${target}); move shared code to packages/`,
          );
        }
      }
    }
    if (ts.isPropertyAccessExpression(node)) {
      const name = node.name.text;
      const onReact = ts.isIdentifier(node.expression) && reactNamespaces.has(node.expression.text);
      if (onReact && COMPAT_MISSING.includes(name))
        problems.push(`${at(node)} '${node.expression.text}.${name}' is missing in preact/compat`);
      if (onReact && name === 'useEffect' && readyAtCommit.has(ownFolder))
        problems.push(`${at(node)} ${EFFECT_AFTER_READY}`);
      if (!HTML_ALLOWED.has(file.split(sep).join('/'))) {
        const assigned = ts.isBinaryExpression(node.parent) && node.parent.left === node;
        if (HTML_SINKS.has(name) && assigned)
          problems.push(
            `${at(node)} assigns ${name}: insert HTML only through packages/core/trusted-html.ts`,
          );
        if (
          HTML_SINK_CALLS.has(name) &&
          ts.isCallExpression(node.parent) &&
          ((name !== 'write' && name !== 'writeln') || node.expression.getText() === 'document')
        ) {
          problems.push(
            `${at(node)} calls ${name}: insert HTML only through packages/core/trusted-html.ts`,
          );
        }
      }
    }
    if (
      ts.isJsxAttribute(node) &&
      node.name.getText() === 'dangerouslySetInnerHTML' &&
      !HTML_ALLOWED.has(file.split(sep).join('/'))
    ) {
      problems.push(
        `${at(node)} dangerouslySetInnerHTML: insert HTML only through packages/core/trusted-html.ts`,
      );
    }
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
      const callee = node.expression.text;
      if (callee === 'eval') problems.push(`${at(node)} eval is not allowed`);
      if (
        (callee === 'setTimeout' || callee === 'setInterval') &&
        node.arguments[0] &&
        ts.isStringLiteralLike(node.arguments[0])
      ) {
        problems.push(`${at(node)} ${callee} with a string evaluates code`);
      }
    }
    if (
      ts.isNewExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'Function'
    ) {
      problems.push(`${at(node)} new Function is not allowed`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const files = ['packages', 'elements', 'react'].flatMap((dir) => sourceFiles(dir));
  const readyAtCommit = readyAtCommitFolders();
  let failed = 0;
  for (const file of files) {
    const problems = lintSource(file, readFileSync(file, 'utf8'), { readyAtCommit });
    if (problems.length) failed += 1;
    for (const problem of problems) console.error(problem);
  }
  console.log(`lint: ${files.length - failed} passed, ${failed} failed`);
  process.exitCode = failed ? 1 : 0;
}
