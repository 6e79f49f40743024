// Every visitor-facing English string of the blocks, one export per block (its namespace in the
// catalogs). A block imports only its own, so its file carries only its strings. Each locale file
// in locales/ translates exactly these keys (typed by types.ts, checked by test/node/translations.test.mjs);
// docs/translations.md is generated from this file (`npm run generate`).
// A counted text has one template per plural category: English needs `one` and `other`.

export const modal = {
  /** The close button's accessible name. */
  close: 'Close',
};

export const video = {
  /** Plyr's play buttons (Plyr adds ", {the player's label}" after it); `play-label`. */
  play: 'Play',
  /** The play button while the video plays; `pause-label`. */
  pause: 'Pause',
  /** Restart button of custom controls; `restart-label`. */
  restart: 'Restart',
  /** Rewind button; {seektime} is the seek step in seconds (10); `rewind-label`. */
  rewind: 'Rewind {seektime}s',
  /** Fast-forward button; {seektime} is the seek step in seconds (10); `fast-forward-label`. */
  fastForward: 'Forward {seektime}s',
  /** The progress bar's accessible name; `seek-label`. */
  seek: 'Seek',
  /** The progress bar's spoken value, times written like 01:05; `seek-value-label`. */
  seekValue: '{currentTime} of {duration}',
  /** The played part of the progress bar; `played-label`. */
  played: 'Played',
  /** The loaded part of the progress bar; `buffered-label`. */
  buffered: 'Buffered',
  /** The elapsed-time display; `current-time-label`. */
  currentTime: 'Current time',
  /** The duration display; `duration-label`. */
  duration: 'Duration',
  /** The volume slider; `volume-label`. */
  volume: 'Volume',
  /** The sound button while sound is on; `mute-label`. */
  mute: 'Mute',
  /** The sound button while muted; `unmute-label`. */
  unmute: 'Unmute',
  /** The captions button while captions are off; `enable-captions-label`. */
  enableCaptions: 'Enable captions',
  /** The captions button while captions are on; `disable-captions-label`. */
  disableCaptions: 'Disable captions',
  /** The captions item and submenu title of the settings menu; `captions-label`. */
  captions: 'Captions',
  /** The settings (gear) button; `settings-label`. */
  settings: 'Settings',
  /** The back button of a settings submenu, read by screen readers; `menu-back-label`. */
  menuBack: 'Go back to previous menu',
  /** The playback-speed item of the settings menu; `speed-label`. */
  speed: 'Speed',
  /** Speed 1 in the speed menu; `normal-label`. */
  normal: 'Normal',
  /** The quality item of the settings menu (an adaptive stream); `quality-label`. */
  quality: 'Quality',
  /** Captions on, in the settings menu (a track without a name); `enabled-label`. */
  enabled: 'Enabled',
  /** Captions off, in the settings menu; `disabled-label`. */
  disabled: 'Disabled',
  /** The picture-in-picture button; `pip-label`. */
  pip: 'PIP',
  /** The AirPlay button (Apple's name); `airplay-label`. */
  airplay: 'AirPlay',
  /** The fullscreen button; `enter-fullscreen-label`. */
  enterFullscreen: 'Enter fullscreen',
  /** The fullscreen button while fullscreen; `exit-fullscreen-label`. */
  exitFullscreen: 'Exit fullscreen',
  /** The download button of custom controls; `download-label`. */
  download: 'Download',
  /** The title of a YouTube or Vimeo player frame; {title} is the player's label; `frame-label`. */
  frame: 'Player for {title}',
  /** The title of a YouTube or Vimeo player frame when the player has no label. */
  untitledFrame: 'Player for video',
  /** The play button shown when the browser refuses to play, on a player without a label; `play-video-label`. */
  playVideo: 'Play video',
  /** That play button on a player with a label: {title} is the label. */
  playVideoTitled: 'Play video, {title}',
  /** The name of a video without a label: the browser's own player frame, the testimonial's modal (its `label`). */
  video: 'Video',
  /** The testimonial modal's close button; `close-label` of ib-video-testimonial. */
  closeVideo: 'Close video',
};

export const codeBlock = {
  /** The accessible name of the programming-language tab list; `language-label`. */
  language: 'Language',
  /** The accessible name of the channel tab list (SMS, WhatsApp…); `channel-label`. */
  channel: 'Channel',
  /** The copy button; `copy-label`. */
  copy: 'Copy code',
  /** The notice after the code was copied; `copied-label`. */
  copied: 'Copied to clipboard',
  /** The notice when the browser refused to copy; `copy-failed-label`. */
  copyFailed: 'Copy failed',
  /** The name of the code area when there are no tabs: {title} is the sample's title (Node.js, cURL). */
  code: '{title} code',
};

export const crmWidget = {
  /** The recipients group's legend and the list's accessible name; `recipients-label`. */
  recipients: 'Recipients',
  /** The phone field's label; `phone-label`. */
  phone: 'Phone number',
  /** The hint under the phone field; `phone-hint`. */
  phoneHint: 'International format, for example +441234567890.',
  /** The error for a number not in international (E.164) format; `phone-error-label`. */
  phoneError: 'Enter the number in international format: a plus sign, the country code and the number, 7 to 15 digits (for example +441234567890).',
  /** The error for a number already in the list; `duplicate-label`. */
  duplicate: 'This number is already in the list.',
  /** The button that adds the number to the list; `add-recipient-label`. */
  addRecipient: 'Add recipient',
  /** Shown while the list is empty; `empty-label`. */
  empty: 'No recipients yet.',
  /** A recipient's delete button (screen readers hear the number after it); `delete-label`. */
  delete: 'Delete',
  /** The message group's legend; `message-legend`. */
  messageLegend: 'Message',
  /** The template chooser's label; `template-label`. */
  template: 'Template',
  /** The template chooser's empty first option; `template-none-label`. */
  templateNone: 'Choose a template',
  /** The message text area's label; `message-label`. */
  message: 'Message text',
  /** The button that inserts the next numbered placeholder ({{1}}, {{2}}…) into the text; `add-placeholder-label`. */
  addPlaceholder: 'Add placeholder',
  /** The label of a recipient's field for one placeholder: {placeholder} is that placeholder ({{1}}); `placeholder-value-label`. */
  placeholderValue: 'Value for {placeholder}',
  /** The error when a link is asked for with a placeholder value left empty; `placeholder-missing-label`. */
  placeholderMissing: 'Enter a value for every placeholder before creating the link.',
  /** A recipient's button that makes the share link (screen readers hear the number after it); `create-url-label`. */
  createUrl: 'Create URL',
  /** The button that copies a created link (screen readers hear the number after it); `copy-label`. */
  copy: 'Copy',
  /** The notice after a link was copied; `copied-label`. */
  copied: 'Link copied to the clipboard.',
  /** The notice when the browser refused to copy; `copy-failed-label`. */
  copyFailed: 'Could not copy. Select the link and copy it yourself.',
  /** The error when the site's URL template gives no usable link; `url-error-label`. */
  urlError: 'No link could be made from the URL template.',
};

export const form = {
  /** The status line while the form is sent; `sending-label`. */
  sending: 'Sending…',
  /** Shown once the server accepted the form, when the page gives no `success` slot; `success-label`. */
  success: 'Thank you. Your message was sent.',
  /** The status line after a failed submit; `error-label`. */
  error: 'Your message could not be sent. Everything you typed is still in the form; please try again.',
  /** The status line when the server rejected some fields; `invalid-label`. */
  invalid: 'Some fields need correcting.',
};

export const consentGate = {
  /** The button that gives cookie consent and loads the content, when the gate names no provider; `button-label`. */
  load: 'Load content',
  /** That button when it names the provider: {provider} is who serves the content (YouTube); `button-label`. */
  loadFrom: 'Load content from {provider}',
  /** The placeholder message without a provider: {category} is the `category` attribute as written (marketing, C0005); `message`. */
  message: 'Loading this content allows {category} cookies.',
  /** The placeholder message with a provider: {provider} serves the content, {category} as above; `message`. */
  messageFrom: 'This content is provided by {provider}. Loading it allows {category} cookies.',
};

export const share = {
  /** The accessible name of a share link that opens a popup: {name} is the link's own name (LinkedIn, Share on X); `new-window-label` replaces the words after it. */
  newWindow: '{name} (opens in a new window)',
};
