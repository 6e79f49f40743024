// <ib-top-bar>: the account links of a site's top bar, in each auth case.
import { html } from 'lit';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import '../elements/top-bar/ib-top-bar.ts';

/** The `auth` property's fields (the page data's `auth` and `debug`), as controls. */
export interface TopBarArgs {
  state: 'loggedIn' | 'loggedOut';
  helperEnabled: boolean;
  /** The fixture API answers `/experience/1/user` on the Storybook origin (cookie `ib_logged_in=1`). */
  endpoint: string;
  debug: 'none' | 'loggedIn' | 'failedRequest';
}

const meta: Meta<TopBarArgs> = {
  title: 'Blocks/Top bar',
  component: 'ib-top-bar',
  args: { state: 'loggedIn', helperEnabled: true, endpoint: '/', debug: 'loggedIn' },
  argTypes: {
    state: {
      control: 'inline-radio',
      options: ['loggedIn', 'loggedOut'],
      description: 'Server-provided auth state (`auth.state`).',
    },
    helperEnabled: {
      control: 'boolean',
      description: '`auth.helperEnabled`: without it the lookup is skipped.',
    },
    endpoint: {
      control: 'text',
      description: '`auth.endpoint`: the lookup asks `{endpoint}/experience/1/user`.',
    },
    debug: {
      control: 'inline-radio',
      options: ['none', 'loggedIn', 'failedRequest'],
      description: 'Page-data `debug`: a mock answer after 1 s or 2 s.',
    },
  },
  parameters: {
    actions: { handles: ['ib-top-bar-resolve'] },
    docs: {
      description: {
        component: 'The account links above the navigation: log in, or the signed-in user.',
      },
    },
  },
  render: ({ state, helperEnabled, endpoint, debug }) => html`
    <div
      style="display: flex; justify-content: flex-end; padding: 0.5rem 1.5rem; background: var(--ib-color-surface, #f5f5f7); border-bottom: 1px solid var(--ib-color-border, #d9d9de)"
    >
      <ib-top-bar
        .auth=${{ state, helperEnabled, endpoint, debug: debug === 'none' ? undefined : debug }}
      >
        <nav aria-label="Account" style="display: flex; gap: 1rem; align-items: center">
          <a href="https://portal.example.com/support">Support</a>
          <a data-login href="https://portal.example.com/login">Log in</a>
          <strong data-username hidden></strong>
          <a
            data-logout
            href="https://portal.example.com/logout"
            aria-label="Log out of the portal"
            hidden
            >Log out</a
          >
        </nav>
      </ib-top-bar>
    </div>
  `,
};
export default meta;

type Story = StoryObj<TopBarArgs>;

// Each story shows the controls that change it: the others are fixed by what the story shows (a
// mock answer ignores the endpoint; without the helper nothing is looked up).

/** Debug mode `loggedIn`: after 1 s the mock user's name and the logout link replace the login link. */
export const LoggedIn: Story = {
  name: 'Logged in',
  parameters: { controls: { include: ['state'] } },
};

/** Debug mode `failedRequest`: after 2 s no user; the login link stays and the logout link loses its label. */
export const FailedRequest: Story = {
  name: 'Failed request',
  args: { debug: 'failedRequest' },
  parameters: { controls: { include: ['state', 'helperEnabled'] } },
};

/**
 * The real lookup against the fixture API, which names a user (Ada Lovelace) only with its portal
 * session cookie `ib_logged_in=1`: the story sets it while it is shown and clears it after.
 */
export const LiveLookup: Story = {
  name: 'Live lookup',
  args: { debug: 'none' },
  parameters: { controls: { include: ['helperEnabled'] } },
  beforeEach: () => {
    document.cookie = 'ib_logged_in=1; Path=/; SameSite=Lax';
    return () => {
      document.cookie = 'ib_logged_in=; Path=/; Max-Age=0; SameSite=Lax';
    };
  },
};

/** The helper is disabled: no lookup, the bar stays as written. */
export const HelperDisabled: Story = {
  name: 'Helper disabled',
  args: { helperEnabled: false },
  parameters: { controls: { include: ['helperEnabled'] } },
};
