// The texts of the player's own controls (Plyr's buttons, menus and sliders): the catalog's in the
// element's language (English here; other languages in video-language.test.ts), each overridable
// by its `*-label` attribute, like every other label in the library.
import { expect } from '@open-wc/testing';
import { translator } from '../../packages/core/translations.ts';
import { video } from '../../packages/i18n/en.ts';
import { fixture, fixtureCleanup, until } from '../../packages/test-utils/index.ts';
import './ib-video-testimonial.ts';
import './ib-video.ts';
import type { IbVideo } from './ib-video.ts';
import { plyrI18n } from './player-labels.ts';
import { MEDIA_FRAMES, MP4, playerReady } from './test-support.ts';

afterEach(() => fixtureCleanup());

const control = (el: IbVideo, name: string) =>
  el.shadowRoot!.querySelector<HTMLElement>(`.plyr__controls [data-plyr="${name}"]`)!;
/** What a screen reader says for a Plyr button: its aria-label, else its visually hidden text for the current state. */
const spoken = (button: HTMLElement) => {
  if (button.hasAttribute('aria-label')) return button.getAttribute('aria-label');
  const pressed = button.getAttribute('aria-pressed') === 'true';
  return (
    button.querySelector(pressed ? '.label--pressed' : '.label--not-pressed')?.textContent ??
    button.textContent?.trim()
  );
};

describe('plyrI18n', () => {
  const t = translator('en', 'video', video);

  it("gives Plyr its keys with the catalog's texts, and an attribute value where one is set", () => {
    const i18n = plyrI18n(
      {
        muteLabel: 'Stumm',
        seekValueLabel: '{currentTime} von {duration}',
        frameLabel: 'Player: {title}',
        pauseLabel: '  ',
      },
      t,
    );
    expect(i18n.mute).to.equal('Stumm');
    expect(i18n.seekLabel).to.equal('{currentTime} von {duration}');
    expect(i18n.frameTitle).to.equal('Player: {title}');
    expect(i18n.play).to.equal('Play');
    expect(i18n.pause).to.equal('Pause'); // blank is no label
    expect(i18n.enterFullscreen).to.equal('Enter fullscreen');
    expect(i18n.rewind).to.equal('Rewind {seektime}s');
  });

  it('names the frame of a player without a title with a whole sentence, unless frame-label is set', () => {
    expect(plyrI18n({}, t).frameTitle).to.equal('Player for video');
    expect(plyrI18n({}, t, 'Tour').frameTitle).to.equal('Player for {title}');
    expect(plyrI18n({ frameLabel: 'Player: {title}' }, t).frameTitle).to.equal('Player: {title}');
  });
});

describe('ib-video: control labels', () => {
  it('speaks English by default', async () => {
    const el = await fixture<IbVideo>(
      `<ib-video src="${MP4}" muted controls label="Product tour"></ib-video>`,
    );
    await playerReady(el);
    expect(spoken(control(el, 'play'))).to.equal('Play, Product tour');
    expect(spoken(control(el, 'mute'))).to.equal('Unmute'); // muted: the button unmutes
    expect(spoken(control(el, 'settings'))).to.equal('Settings');
    expect(spoken(control(el, 'fullscreen'))).to.equal('Enter fullscreen');
  });

  it('uses the *-label attributes on the buttons, sliders and menus', async () => {
    const el = await fixture<IbVideo>(`
      <ib-video src="${MP4}" muted controls label="Produkttour"
        play-label="Abspielen" pause-label="Anhalten" mute-label="Stumm" unmute-label="Ton an"
        settings-label="Einstellungen" speed-label="Tempo" normal-label="Normal (1×)"
        enter-fullscreen-label="Vollbild" exit-fullscreen-label="Vollbild beenden" pip-label="Bild im Bild"
        seek-label="Suchen" volume-label="Lautstärke" menu-back-label="Zurück"></ib-video>`);
    const player = await playerReady(el);
    const play = control(el, 'play');
    expect(spoken(play)).to.equal('Abspielen, Produkttour');
    expect(spoken(control(el, 'mute'))).to.equal('Ton an');
    player.muted = false;
    await until(
      () => spoken(control(el, 'mute')) === 'Stumm',
      MEDIA_FRAMES,
      () => 'the mute label',
    );
    expect(spoken(control(el, 'settings'))).to.equal('Einstellungen');
    expect(spoken(control(el, 'fullscreen'))).to.equal('Vollbild');
    expect(spoken(control(el, 'pip'))).to.equal('Bild im Bild');
    expect(control(el, 'seek').getAttribute('aria-label')).to.equal('Suchen');
    expect(control(el, 'volume').getAttribute('aria-label')).to.equal('Lautstärke');
    const menu = el.shadowRoot!.querySelector('.plyr__menu__container')!;
    expect(menu.textContent).to.contain('Tempo').and.contain('Normal (1×)').and.contain('Zurück');
    await player.play();
    await until(
      () => spoken(play) === 'Anhalten',
      MEDIA_FRAMES,
      () => 'the pause label while playing',
    );
  });

  it('a changed label attribute reaches the controls', async () => {
    const el = await fixture<IbVideo>(`<ib-video src="${MP4}" muted controls></ib-video>`);
    await playerReady(el);
    el.setAttribute('settings-label', 'Réglages');
    await until(
      () => {
        const settings = control(el, 'settings');
        return settings && spoken(settings) === 'Réglages';
      },
      MEDIA_FRAMES,
      () => 'the new settings label',
    );
  });

  it('a testimonial passes its *-label attributes to the player it opens', async () => {
    const el = await fixture(`
      <ib-video-testimonial play-label="Abspielen" settings-label="Einstellungen" play-video-label="Video abspielen">
        <button type="button" data-video-url="${MP4}" data-video-title="Kundenstimme">Ansehen</button>
      </ib-video-testimonial>`);
    el.querySelector('button')!.click();
    const video = el.shadowRoot!.querySelector<IbVideo>('[part="video"]')!;
    expect(video.getAttribute('play-label')).to.equal('Abspielen');
    expect(video.getAttribute('play-video-label')).to.equal('Video abspielen');
    await playerReady(video);
    expect(spoken(control(video, 'play'))).to.equal('Abspielen, Kundenstimme');
    expect(spoken(control(video, 'settings'))).to.equal('Einstellungen');
    expect(spoken(control(video, 'mute'))).to.equal('Unmute'); // not set on the testimonial: the default
    el.shadowRoot!.querySelector<HTMLButtonElement>('[part="close"]')!.click();
  });
});
