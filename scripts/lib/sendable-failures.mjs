// A failed assertion about an element (`expect(link).to.equal(document.activeElement)`) keeps the
// elements as the error's `actual` and `expected`. The test runner's browser side copies each
// message to Node with structuredClone, which cannot copy an element: the copy throws a
// DataCloneError, the result never arrives, and the whole file hangs until its time-out instead of
// failing with its message. This dev-server plugin makes that copy fall back, value by value, to a
// description of what cannot be copied (`<a#signup-link>`), so the failure is reported as written.

const CLONE_CALL = 'var target = structuredClone(obj)';

// Browser code, appended to the runner's web-socket module.
const SENDABLE = `
function ibSendable(value, seen = new Map()) {
  try {
    return structuredClone(value);
  } catch {}
  if (typeof Node !== 'undefined' && value instanceof Node) {
    if (!(value instanceof Element)) return '[' + value.nodeName + ']';
    return '<' + value.localName + (value.id ? '#' + value.id : '') + [...value.classList].map((name) => '.' + name).join('') + '>';
  }
  if (typeof value === 'function') return '[function ' + (value.name || 'anonymous') + ']';
  if (value === null || typeof value !== 'object') return String(value);
  if (seen.has(value)) return seen.get(value);
  const copy = Array.isArray(value) ? [] : {};
  seen.set(value, copy);
  // Own names, not only enumerable ones: an error's message and stack are not enumerable.
  for (const key of Object.getOwnPropertyNames(value)) copy[key] = ibSendable(value[key], seen);
  return copy;
}
`;

/** Plugin for @web/dev-server (test runner). */
export function sendableFailures() {
  return {
    name: 'ib-sendable-failures',
    transform(context) {
      if (context.path !== '/__web-dev-server__web-socket.js') return undefined;
      const body = String(context.body);
      if (!body.includes(CLONE_CALL))
        throw new Error(
          `ib-sendable-failures: the runner's web-socket module no longer has \`${CLONE_CALL}\`; look again at how it copies messages`,
        );
      return { body: body.replace(CLONE_CALL, 'var target = ibSendable(obj)') + SENDABLE };
    },
  };
}
