// Compiled by scripts/test-consumer.mjs against the installed tarball with Preact (strict,
// skipLibCheck false, jsxImportSource preact): the tags are intrinsic elements with typed attributes.
import type {} from 'ib-blocks/jsx-preact';
import 'ib-blocks/ib-modal';

export function Page() {
  return (
    <main>
      <ib-modal
        id="signup"
        open={false}
        close-label="Close"
        class="wide"
        onib-modal-open={(event) => console.log(event.detail.id.toUpperCase())}
      >
        <ib-accordion close-others>
          <details>
            <summary>One</summary>
          </details>
        </ib-accordion>
      </ib-modal>
      <ib-tooltip content="Help" placement="left-end">
        <button type="button">?</button>
      </ib-tooltip>
      {/* @ts-expect-error `middle` is no placement */}
      <ib-tooltip placement="middle" />
      {/* @ts-expect-error the open event's detail has no `index` */}
      <ib-modal onib-modal-open={(event) => event.detail.index} />
      {/* @ts-expect-error close-others is a boolean */}
      <ib-accordion close-others={{}} />
    </main>
  );
}
