// Compiled by the consumer test (test/consumer/framework-types.mjs) with @angular/core: the
// README's Angular example. CUSTOM_ELEMENTS_SCHEMA lets the template use the tags; the element
// classes and their events' detail types come from ib-blocks/<tag>.
import { CUSTOM_ELEMENTS_SCHEMA, Component, ElementRef, viewChild } from '@angular/core';
import 'ib-blocks/ib-accordion';
import type { IbAccordion } from 'ib-blocks/ib-accordion';

@Component({
  selector: 'app-faq',
  schemas: [CUSTOM_ELEMENTS_SCHEMA],
  template: `
    <ib-accordion #faq close-others (ib-accordion-toggle)="toggled($event)">
      <details><summary>One</summary></details>
    </ib-accordion>
  `,
})
export class FaqComponent {
  readonly faq = viewChild.required<ElementRef<IbAccordion>>('faq');

  toggled(event: HTMLElementEventMap['ib-accordion-toggle']) {
    const accordion: IbAccordion = this.faq().nativeElement;
    console.log(event.detail.index, event.detail.open, accordion.closeOthers);
    // @ts-expect-error the toggle's detail has no id
    console.log(event.detail.id);
  }
}
