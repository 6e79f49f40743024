// The props spec a define file gives `createIbElement(Component, { props: tooltipSpec })`: the
// properties and attributes the factory defines on the element, how each is parsed
// (packages/element/attributes.ts), and what each means: an entry's doc comment is the attribute's
// description (packages/element/prop-spec.ts), and the entry of the spec's defaults object
// beside it (`tooltipDefaults` for `tooltipSpec`) the default: the constant the code reads
// (`limit: POPOVER_LIMIT`), followed to its value. The spec is read from the syntax,
// following the define file's imports to the `*-props.ts` that declares it; a spread of names
// (`...Object.fromEntries(PLAYER_LABEL_NAMES.map(…))`) gives one string entry per name of the
// array or object it names.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';

const require = createRequire(import.meta.url);

/**
 * @typedef {{ name: string, kind: string, description: string, default?: string, defaultSource?: DefaultSource, docDefault?: string, catalog?: string, stem?: string }} SpecEntry
 * @typedef {{ defaults: string, file: string, constant?: string, constantFile?: string }} DefaultSource where a default is written: the defaults object, and the constant it names (declared in `constantFile`)
 * @typedef {{ kinds: Record<string, string>, entries: SpecEntry[] }} PropsMap
 */

// Parsed once per text: a long-lived process (Storybook's dev server) sees each edit.
const sources = new Map();
function parsed(root, file) {
  const ts = require('typescript');
  const path = join(root, file);
  const text = readFileSync(path, 'utf8');
  if (sources.get(path)?.text !== text)
    sources.set(path, ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true));
  return sources.get(path);
}

/** `as const`, `satisfies PropSpec`, `(…)` and `'string' as Typed<…>` around an expression. */
function unwrap(ts, expression) {
  let node = expression;
  while (
    ts.isAsExpression(node) ||
    ts.isSatisfiesExpression(node) ||
    ts.isParenthesizedExpression(node)
  )
    node = node.expression;
  return node;
}

/** The initializer of `const name = …` in `file`, or in the module `file` imports `name` from. */
function resolveConst(ts, root, file, name, seen = new Set()) {
  if (seen.has(`${file}#${name}`)) return undefined;
  seen.add(`${file}#${name}`);
  const source = parsed(root, file);
  for (const statement of source.statements) {
    if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations)
        if (declaration.name.getText() === name && declaration.initializer)
          return { file, name, node: unwrap(ts, declaration.initializer) };
    }
    if (
      ts.isImportDeclaration(statement) &&
      statement.importClause?.namedBindings &&
      ts.isNamedImports(statement.importClause.namedBindings)
    ) {
      const binding = statement.importClause.namedBindings.elements.find(
        (element) => element.name.text === name,
      );
      const from = statement.moduleSpecifier.text;
      if (!binding || !from.startsWith('.')) continue;
      const target = relative(root, join(dirname(join(root, file)), from));
      if (!existsSync(join(root, target))) continue;
      return resolveConst(ts, root, target, (binding.propertyName ?? binding.name).text, seen);
    }
  }
  return undefined;
}

/** The props a spread stands for: the strings of an array, the keys of an object, `Object.keys(…)`. */
function spreadNames(ts, root, file, expression) {
  const names = [];
  const visit = (node, at) => {
    if (ts.isIdentifier(node)) {
      const found = resolveConst(ts, root, at, node.text);
      if (!found) return;
      const value = found.node;
      if (ts.isArrayLiteralExpression(value))
        names.push(
          ...value.elements.filter(ts.isStringLiteral).map((element) => ({ name: element.text })),
        );
      else if (ts.isObjectLiteralExpression(value))
        // `{ phoneHint: 'phoneHint' }`: a label map names each prop's catalog key.
        names.push(
          ...value.properties.map((property) => {
            const key = ts.isPropertyAssignment(property) && unwrap(ts, property.initializer);
            return {
              name: property.name.getText(),
              ...(key && ts.isStringLiteral(key) ? { stem: key.text } : {}),
            };
          }),
        );
      else visit(value, found.file);
      return;
    }
    ts.forEachChild(node, (child) => visit(child, at));
  };
  visit(expression, file);
  if (!names.length)
    throw new Error(
      `${file}: the spread \`${expression.getText()}\` in a props spec names no array or object of prop names`,
    );
  return names;
}

/**
 * An entry's doc comment: its text and its `@catalog` (the key its text defaults to). A
 * `@default` there is kept apart (`docDefault`): a default is named in the defaults object, and
 * the drift test (test/node/attribute-drift.test.mjs) fails on a second, hand-written one.
 */
function docOf(ts, node) {
  const docs = ts.getJSDocCommentsAndTags(node).filter(ts.isJSDoc);
  const doc = docs.at(-1);
  if (!doc) return { description: '' };
  const text = (comment) =>
    typeof comment === 'string' ? comment : (comment ?? []).map((part) => part.text).join('');
  const tag = (name) => doc.tags?.find((candidate) => candidate.tagName.text === name);
  const fallback = tag('default');
  const catalog = tag('catalog');
  return {
    description: text(doc.comment)
      .replace(/\s*\n\s*/g, ' ')
      .trim(),
    ...(fallback ? { docDefault: text(fallback.comment).trim() } : {}),
    ...(catalog ? { catalog: text(catalog.comment).trim() } : {}),
  };
}

/**
 * The value of a default as the manifest writes it (`"top"`, `5`, `[]`): a literal, or a
 * constant followed to its literal (`POPOVER_LIMIT` -> `5`), with that constant's name.
 */
function defaultValue(ts, root, file, expression) {
  const node = unwrap(ts, expression);
  if (ts.isIdentifier(node)) {
    const found = resolveConst(ts, root, file, node.text);
    if (!found) throw new Error(`${file}: the default \`${node.text}\` is no constant`);
    return {
      ...defaultValue(ts, root, found.file, found.node),
      constant: node.text,
      constantFile: found.file,
    };
  }
  // `{restBase}${SEARCH_PATH}`: the text around a constant the code reads.
  if (ts.isTemplateExpression(node)) {
    const parts = node.templateSpans.map((span) => ({
      ...defaultValue(ts, root, file, span.expression),
      after: span.literal.text,
    }));
    const { constant, constantFile } = parts.find((part) => part.constant) ?? {};
    return {
      constant,
      constantFile,
      text: JSON.stringify(
        node.head.text + parts.map(({ text, after }) => `${JSON.parse(text)}${after}`).join(''),
      ),
    };
  }
  const literal = (value) => {
    if (ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value)) return value.text;
    if (ts.isNumericLiteral(value)) return Number(value.text);
    if (
      ts.isPrefixUnaryExpression(value) &&
      value.operator === ts.SyntaxKind.MinusToken &&
      ts.isNumericLiteral(value.operand)
    )
      return -Number(value.operand.text);
    if (value.kind === ts.SyntaxKind.TrueKeyword) return true;
    if (value.kind === ts.SyntaxKind.FalseKeyword) return false;
    if (ts.isArrayLiteralExpression(value))
      return value.elements.map((element) => literal(unwrap(ts, element)));
    throw new Error(`${file}: a default is a literal or a constant, not \`${value.getText()}\``);
  };
  return { text: JSON.stringify(literal(node)) };
}

/** `{ placement: { text: '"top"', source } }` from the spec's defaults object (`tooltipSpec` -> `tooltipDefaults`), if it has one. */
function defaultsOf(ts, root, file, specName) {
  const name = specName.replace(/Spec$/, 'Defaults');
  const found = resolveConst(ts, root, file, name);
  if (!found) return {};
  if (found.file !== file || !ts.isObjectLiteralExpression(found.node))
    throw new Error(`${file}: \`${name}\` is an object literal beside \`${specName}\``);
  return Object.fromEntries(
    found.node.properties.map((property) => {
      if (!ts.isPropertyAssignment(property))
        throw new Error(`${file}: a default is \`name: value\`, not \`${property.getText()}\``);
      const { text, constant, constantFile } = defaultValue(ts, root, file, property.initializer);
      return [
        property.name.getText(),
        { text, source: { defaults: name, file, ...(constant ? { constant, constantFile } : {}) } },
      ];
    }),
  );
}

const KINDS = new Set(['string', 'number', 'boolean', 'json', 'object']);

/** Whether an object literal is a props spec: each entry a kind (a label map's values are catalog keys). */
function isSpec(ts, node) {
  return node.properties.every((property) => {
    if (!ts.isPropertyAssignment(property)) return ts.isSpreadAssignment(property);
    const value = unwrap(ts, property.initializer);
    return ts.isStringLiteral(value) && KINDS.has(value.text);
  });
}

/** `'boolean'`, `'string' as Typed<TooltipPlacement>` */
function kindOf(ts, expression) {
  const node = unwrap(ts, expression);
  if (!ts.isStringLiteral(node))
    throw new Error(`props spec: a kind is a string literal, not \`${expression.getText()}\``);
  return node.text;
}

/** `{ kinds: { closeOthers: 'boolean' }, entries: [{ name, kind, description, default }] }` for elements/accordion/ib-accordion.ts */
export function propsMap(root, file) {
  const ts = require('typescript');
  const source = parsed(root, file);
  /** @type {PropsMap} */
  const result = { kinds: {}, entries: [] };
  const add = (entry) => {
    result.kinds[entry.name] = entry.kind;
    result.entries.push(entry);
  };
  const readSpec = (node, at, name) => {
    const defaults = name ? defaultsOf(ts, root, at, name) : {};
    for (const key of Object.keys(defaults))
      if (!node.properties.some((entry) => entry.name?.getText() === key))
        throw new Error(`${at}: the default of \`${key}\` names no entry of \`${name}\``);
    for (const entry of node.properties) {
      const spread = ts.isSpreadAssignment(entry) && unwrap(ts, entry.expression);
      const spec =
        spread && ts.isIdentifier(spread) ? resolveConst(ts, root, at, spread.text) : undefined;
      if (spec && ts.isObjectLiteralExpression(spec.node) && isSpec(ts, spec.node)) {
        readSpec(spec.node, spec.file, spec.name); // another spec spread in: `{ ...videoSpec, ...videoAliasSpec }`
      } else if (ts.isSpreadAssignment(entry)) {
        for (const named of spreadNames(ts, root, at, entry.expression))
          add({ ...named, kind: 'string', description: '' });
      } else if (ts.isPropertyAssignment(entry)) {
        const name = entry.name.getText().replace(/^['"]|['"]$/g, '');
        const fallback = defaults[name];
        add({
          name,
          kind: kindOf(ts, entry.initializer),
          ...docOf(ts, entry),
          ...(fallback ? { default: fallback.text, defaultSource: fallback.source } : {}),
        });
      } else {
        throw new Error(
          `${at}: a props spec entry is \`name: 'kind'\`, not \`${entry.getText()}\``,
        );
      }
    }
  };
  const visit = (node) => {
    if (ts.isCallExpression(node) && node.expression.getText() === 'createIbElement') {
      const options = node.arguments[1];
      const props =
        options && ts.isObjectLiteralExpression(options)
          ? options.properties.find((property) => property.name?.getText() === 'props')
          : undefined;
      if (!props) return;
      const value = ts.isShorthandPropertyAssignment(props)
        ? props.name
        : unwrap(ts, props.initializer);
      if (ts.isObjectLiteralExpression(value)) readSpec(value, file);
      else if (ts.isIdentifier(value)) {
        const found = resolveConst(ts, root, file, value.text);
        if (!found || !ts.isObjectLiteralExpression(found.node))
          throw new Error(`${file}: the props spec \`${value.text}\` is no object literal`);
        readSpec(found.node, found.file, found.name);
      } else throw new Error(`${file}: \`props\` is a spec object or the name of one`);
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return result;
}
