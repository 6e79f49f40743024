// <ib-analytics>'s props and events, without React: the element's typings (dist/types) import this
// module, not the component's.

export interface AnalyticsProps {
  /** Google Tag Manager container id (`GTM-XXXXXXX`); the container loads when set. */
  gtmId?: string;
}
