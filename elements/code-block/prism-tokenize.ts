// Prism's tokeniser (`Prism.tokenize`, prismjs 1.30 components/prism-core.js, MIT, (c) Lea Verou)
// as a generator that pauses every few hundred steps, so a long sample is tokenised in slices
// (core's drainInSlices) instead of in one task of half a second on a phone. Prism's own
// `matchGrammar` is private, so it is written out here line for line: the same passes over the
// same linked list, the same greedy rematching. The tokens are therefore exactly Prism's, for
// any sample and any slice boundary (a pause only stops the loop; it changes no state), and
// code-block-slices.test.ts compares the result with `Prism.tokenize`.
import type { PrismApi, PrismToken, TokenStream } from './prism-loader.ts';

type Grammar = Record<string, unknown> & { rest?: Record<string, unknown> };
interface PatternObject {
  pattern: RegExp;
  inside?: Grammar;
  lookbehind?: boolean;
  greedy?: boolean;
  alias?: string | string[];
}
interface ListNode {
  value: string | PrismToken | null;
  prev: ListNode | null;
  next: ListNode | null;
}
interface TokenList {
  head: ListNode;
  tail: ListNode;
  length: number;
}
interface Rematch {
  cause: string;
  reach: number;
}

/** Loop turns between pauses: a pause costs a generator resume and a clock read. */
const STEPS_PER_PAUSE = 256;

function matchPattern(
  pattern: RegExp,
  pos: number,
  text: string,
  lookbehind: boolean,
): RegExpExecArray | null {
  pattern.lastIndex = pos;
  const match = pattern.exec(text);
  if (match && lookbehind && match[1]) {
    const lookbehindLength = match[1].length;
    match.index += lookbehindLength;
    match[0] = match[0].slice(lookbehindLength);
  }
  return match;
}

function addAfter(list: TokenList, node: ListNode, value: string | PrismToken): ListNode {
  const next = node.next!;
  const added: ListNode = { value, prev: node, next };
  node.next = added;
  next.prev = added;
  list.length += 1;
  return added;
}

function removeRange(list: TokenList, node: ListNode, count: number) {
  let next = node.next!;
  let i = 0;
  for (; i < count && next !== list.tail; i += 1) next = next.next!;
  node.next = next;
  next.prev = node;
  list.length -= i;
}

/** The tokeniser of one Prism instance; `steps` counts loop turns across the recursion. */
function tokeniser(prism: PrismApi) {
  const { Token } = prism;
  let steps = 0;

  function* tokenize(text: string, grammar: Grammar): Generator<void, TokenStream> {
    const rest = grammar.rest;
    if (rest) {
      for (const token in rest) grammar[token] = rest[token];
      delete grammar.rest;
    }
    const head: ListNode = { value: null, prev: null, next: null };
    const tail: ListNode = { value: null, prev: head, next: null };
    head.next = tail;
    const list: TokenList = { head, tail, length: 0 };
    addAfter(list, head, text);
    yield* matchGrammar(text, list, grammar, head, 0);
    const array: TokenStream = [];
    for (let node = head.next!; node !== tail; node = node.next!) array.push(node.value!);
    return array;
  }

  function* matchGrammar(
    text: string,
    tokenList: TokenList,
    grammar: Grammar,
    startNode: ListNode,
    startPos: number,
    rematch?: Rematch,
  ): Generator<void> {
    for (const token in grammar) {
      if (!Object.prototype.hasOwnProperty.call(grammar, token) || !grammar[token]) continue;
      const patterns = (Array.isArray(grammar[token]) ? grammar[token] : [grammar[token]]) as (
        PatternObject | RegExp
      )[];

      for (let j = 0; j < patterns.length; j += 1) {
        if (rematch && rematch.cause === `${token},${j}`) return;
        const patternObj = patterns[j] as PatternObject;
        const inside = patternObj.inside;
        const lookbehind = !!patternObj.lookbehind;
        const greedy = !!patternObj.greedy;
        const alias = patternObj.alias;
        if (greedy && !patternObj.pattern.global) {
          // Without the global flag, lastIndex won't work (Prism changes the grammar the same way).
          const flags = patternObj.pattern.toString().match(/[imsuy]*$/)![0];
          patternObj.pattern = RegExp(patternObj.pattern.source, `${flags}g`);
        }
        const pattern = patternObj.pattern || (patternObj as unknown as RegExp);

        for (
          let currentNode = startNode.next!, pos = startPos;
          currentNode !== tokenList.tail;
          pos += currentNode.value!.length, currentNode = currentNode.next!
        ) {
          steps += 1;
          if (steps >= STEPS_PER_PAUSE) {
            steps = 0;
            yield;
          }
          if (rematch && pos >= rematch.reach) break;
          let str = currentNode.value!;
          if (tokenList.length > text.length) return; // Prism: "Something went terribly wrong"
          if (str instanceof Token) continue;

          let removeCount = 1;
          let match: RegExpExecArray | null;
          if (greedy) {
            match = matchPattern(pattern, pos, text, lookbehind);
            if (!match || match.index >= text.length) break;
            const from = match.index;
            const to = match.index + match[0].length;
            let p = pos;
            // The node that holds the match.
            p += currentNode.value!.length;
            while (from >= p) {
              currentNode = currentNode.next!;
              p += currentNode.value!.length;
            }
            p -= currentNode.value!.length;
            pos = p;
            // A match that starts inside another token is invalid.
            if (currentNode.value instanceof Token) continue;
            // The last node the match covers.
            for (
              let k = currentNode;
              k !== tokenList.tail && (p < to || typeof k.value === 'string');
              k = k.next!
            ) {
              removeCount += 1;
              p += k.value!.length;
            }
            removeCount -= 1;
            str = text.slice(pos, p);
            match.index -= pos;
          } else {
            match = matchPattern(pattern, 0, str as string, lookbehind);
            if (!match) continue;
          }

          const from = match.index;
          const matchStr = match[0];
          const before = (str as string).slice(0, from);
          const after = (str as string).slice(from + matchStr.length);
          const reach = pos + str.length;
          if (rematch && reach > rematch.reach) rematch.reach = reach;

          let removeFrom = currentNode.prev!;
          if (before) {
            removeFrom = addAfter(tokenList, removeFrom, before);
            pos += before.length;
          }
          removeRange(tokenList, removeFrom, removeCount);
          const content = inside ? yield* tokenize(matchStr, inside) : matchStr;
          const wrapped = new Token(token, content, alias, matchStr);
          currentNode = addAfter(tokenList, removeFrom, wrapped);
          if (after) addAfter(tokenList, currentNode, after);

          if (removeCount > 1) {
            // A greedy match swallowed tokens: match again what follows it.
            const nestedRematch: Rematch = { cause: `${token},${j}`, reach };
            yield* matchGrammar(text, tokenList, grammar, currentNode.prev!, pos, nestedRematch);
            if (rematch && nestedRematch.reach > rematch.reach) rematch.reach = nestedRematch.reach;
          }
        }
      }
    }
  }

  return tokenize;
}

/**
 * `prism.tokenize(text, grammar)` as steps: drive it with drainInSlices; its return value is the
 * token stream.
 */
export function tokenizeSteps(
  prism: PrismApi,
  text: string,
  grammar: unknown,
): Generator<void, TokenStream> {
  return tokeniser(prism)(text, grammar as Grammar);
}
