// The props map a define file gives `createIbElement(Component, { props: { closeOthers: 'boolean' } })`:
// the properties and attributes the factory defines on the element, and how each is parsed
// (packages/element/attributes.ts). Read from the syntax alone, so a map built in code (a spread of
// label names, a variable) is only partly known: `complete` says whether it was read whole.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const require = createRequire(import.meta.url);

/** `{ kinds: { closeOthers: 'boolean' }, complete: true }` for elements/accordion/ib-accordion.ts */
export function propsMap(root, file) {
  const ts = require('typescript');
  const source = ts.createSourceFile(
    file,
    readFileSync(join(root, file), 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  );
  const kinds = {};
  let complete = true;
  const visit = (node) => {
    if (ts.isCallExpression(node) && node.expression.getText() === 'createIbElement') {
      const options = node.arguments[1];
      const props =
        options && ts.isObjectLiteralExpression(options)
          ? options.properties.find((p) => p.name?.getText() === 'props')
          : undefined;
      if (
        props &&
        !(ts.isPropertyAssignment(props) && ts.isObjectLiteralExpression(props.initializer))
      )
        complete = false;
      else if (props) {
        for (const entry of props.initializer.properties) {
          if (!ts.isPropertyAssignment(entry)) complete = false;
          else if (ts.isPropertyAssignment(entry))
            kinds[entry.name.getText().replace(/^['"]|['"]$/g, '')] = kindOf(ts, entry.initializer);
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { kinds, complete };
}

/** `'boolean'`, `'string' as const` */
function kindOf(ts, expression) {
  let node = expression;
  while (ts.isAsExpression(node) || ts.isParenthesizedExpression(node)) node = node.expression;
  if (!ts.isStringLiteral(node))
    throw new Error(`props map: a kind is a string literal, not \`${expression.getText()}\``);
  return node.text;
}
