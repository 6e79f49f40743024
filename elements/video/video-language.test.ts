// The player and the testimonial in the page's language: the catalog's texts (German here) on
// Plyr's controls, the refused-autoplay play button and the testimonial's modal; a `*-label`
// attribute still wins; a language changed at run time relabels the player without rebuilding it.
import { expect, fixture, fixtureCleanup, until } from '../../packages/test-utils/index.ts';
import './ib-video-testimonial.ts';
import './ib-video.ts';
import type { IbVideo } from './ib-video.ts';
import { MP4, playerReady } from './test-support.ts';

afterEach(() => fixtureCleanup());

const inside = (root: Element) => root.querySelector<IbVideo>('ib-video')!;
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
const menuText = (el: IbVideo) =>
  el.shadowRoot!.querySelector('.plyr__menu__container')!.textContent;
const playButton = (el: IbVideo) => el.shadowRoot!.querySelector('[part="play-button"]')!;

describe('ib-video in the page language', () => {
  it('speaks German inside lang="de": buttons, sliders, settings menu and the play button', async () => {
    const root = await fixture<HTMLDivElement>(
      `<div lang="de"><ib-video src="${MP4}" muted controls label="Produkttour"></ib-video></div>`,
    );
    const el = inside(root);
    await playerReady(el);
    await until(() => control(el, 'settings'));
    expect(spoken(control(el, 'play'))).to.equal('Abspielen, Produkttour');
    expect(spoken(control(el, 'mute'))).to.equal('Stummschaltung aufheben'); // muted: the button unmutes
    expect(spoken(control(el, 'settings'))).to.equal('Einstellungen');
    expect(spoken(control(el, 'fullscreen'))).to.equal('Vollbild');
    expect(control(el, 'seek').getAttribute('aria-label')).to.equal('Wiedergabeposition');
    expect(control(el, 'volume').getAttribute('aria-label')).to.equal('Lautstärke');
    expect(menuText(el)).to.contain('Geschwindigkeit').and.contain('Zurück zum vorherigen Menü');
    expect(playButton(el).getAttribute('aria-label')).to.equal('Video abspielen: Produkttour');
  });

  it('a *-label attribute still wins over the catalog', async () => {
    const root = await fixture<HTMLDivElement>(`
      <div lang="de"><ib-video src="${MP4}" muted controls settings-label="Optionen" play-label="Los" play-video-label="Film starten"></ib-video></div>`);
    const el = inside(root);
    await playerReady(el);
    await until(() => control(el, 'settings'));
    expect(spoken(control(el, 'settings'))).to.equal('Optionen');
    expect(spoken(control(el, 'play'))).to.equal('Los');
    expect(spoken(control(el, 'fullscreen'))).to.equal('Vollbild');
    expect(playButton(el).getAttribute('aria-label')).to.equal('Film starten');
  });

  it('relabels the same player when the language changes, attributes still winning', async () => {
    const root = await fixture<HTMLDivElement>(
      `<div lang="en"><ib-video src="${MP4}" muted controls label="Tour" pip-label="PiP"></ib-video></div>`,
    );
    const el = inside(root);
    const player = await playerReady(el);
    await until(() => control(el, 'settings'));
    expect(spoken(control(el, 'settings'))).to.equal('Settings');
    root.lang = 'fr';
    await until(
      () => spoken(control(el, 'settings')) === 'Paramètres',
      180,
      () => `settings: ${spoken(control(el, 'settings'))}`,
    );
    expect(el.player).to.equal(player); // relabelled, not rebuilt
    expect(spoken(control(el, 'play'))).to.equal('Lecture, Tour');
    expect(spoken(control(el, 'mute'))).to.equal('Réactiver le son');
    expect(spoken(control(el, 'pip'))).to.equal('PiP');
    expect(control(el, 'seek').getAttribute('aria-label')).to.equal('Barre de progression');
    expect(menuText(el))
      .to.contain('Vitesse')
      .and.contain('Normale')
      .and.contain('Revenir au menu précédent')
      .and.not.contain('Speed');
    expect(playButton(el).getAttribute('aria-label')).to.equal('Lire la vidéo\u00a0: Tour');
    // Texts Plyr writes later come from the new language too.
    player.muted = false;
    await until(
      () => spoken(control(el, 'mute')) === 'Couper le son',
      180,
      () => `mute: ${spoken(control(el, 'mute'))}`,
    );
  });
});

describe('ib-video-testimonial in the page language', () => {
  it('names its close button and the player it opens in German; close-label wins', async () => {
    const root = await fixture<HTMLDivElement>(`
      <div lang="de">
        <ib-video-testimonial id="one"><button type="button" data-video-url="${MP4}">Ansehen</button></ib-video-testimonial>
        <ib-video-testimonial id="two" close-label="Schließen"><span></span></ib-video-testimonial>
      </div>`);
    const [one, two] = root.querySelectorAll('ib-video-testimonial');
    const close = (el: Element) =>
      el.shadowRoot!.querySelector('[part="close"]')!.getAttribute('aria-label');
    await until(() => close(one) === 'Video schließen');
    expect(close(two)).to.equal('Schließen');
    one.querySelector('button')!.click();
    const video = one.shadowRoot!.querySelector<IbVideo>('[part="video"]')!;
    expect(one.shadowRoot!.querySelector('dialog')!.getAttribute('aria-label')).to.equal('Video');
    await playerReady(video);
    await until(() => control(video, 'settings'));
    expect(spoken(control(video, 'play'))).to.equal('Abspielen, Video');
    expect(spoken(control(video, 'settings'))).to.equal('Einstellungen');
    one.shadowRoot!.querySelector<HTMLButtonElement>('[part="close"]')!.click();
  });
});
