// Compiled by scripts/test-consumer.mjs against the installed tarball with @types/react 19
// (strict, skipLibCheck false, jsx react-jsx): the wrappers take the standard HTML props, their
// event props hand over the typed detail, and `ref` is the element's class; ib-blocks/jsx types the tags.
import type {} from 'ib-blocks/jsx';
import { useRef } from 'react';
import { Accordion, Modal, Tooltip } from 'ib-blocks/react';
import { Video } from 'ib-blocks/react/ib-video';
import type { IbModal, IbVideo } from 'ib-blocks';

export function Page() {
  const modal = useRef<IbModal>(null);
  const video = useRef<IbVideo>(null);
  return (
    <main>
      <Accordion
        closeOthers
        hidden={false}
        title="Questions"
        className="faq"
        data-section="faq"
        onToggle={(event) => console.log(event.detail.index + 1, event.detail.open)}
      >
        <details>
          <summary>One</summary>
        </details>
      </Accordion>
      <Modal
        ref={modal}
        id="signup"
        closeLabel="Close"
        aria-describedby="signup-text"
        onClick={(event) => console.log(event.currentTarget.open)}
        onOpen={(event) =>
          console.log(event.detail.id.toUpperCase(), modal.current?.updateComplete)
        }
      />
      <Tooltip content="Help" placement="bottom-start" style={{ display: 'inline-block' }}>
        <button type="button">?</button>
      </Tooltip>
      <Video
        ref={video}
        src="/clip.mp4"
        onIbVideoProgress={(event) => console.log(event.detail, video.current?.updateComplete)}
      />
      {/* The tags in React's own JSX (ib-blocks/jsx). */}
      <ib-tooltip content="Help" placement="top" />
      {/* A callback ref receives the element's class. */}
      <Modal ref={(element) => console.log(element?.open, element?.updateComplete)} />
      {/* @ts-expect-error `middle` is no placement */}
      <Tooltip placement="middle" />
      {/* @ts-expect-error the open event's detail has no `index` */}
      <Modal onOpen={(event) => event.detail.index} />
    </main>
  );
}
