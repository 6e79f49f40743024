// Fills the tracking fields a template puts in its form as hidden inputs: `utm_*` from the page
// URL, `page_url` and `page_language` from the page. Only fields the template wrote are touched.
import { getPageData } from '../../packages/core/page-data.ts';

/** The page address without its fragment (a fragment never reaches a server). */
function pageUrl(): string {
  const url = new URL(window.location.href);
  url.hash = '';
  return url.href;
}

export function fillHiddenFields(form: HTMLFormElement): void {
  const params = new URLSearchParams(window.location.search);
  for (const input of form.querySelectorAll<HTMLInputElement>('input[type="hidden"][name]')) {
    const { name } = input;
    if (name.startsWith('utm_')) {
      // A value the template wrote (a campaign default) stays unless the URL names one.
      const value = params.get(name);
      if (value !== null) input.value = value;
    } else if (name === 'page_url') {
      input.value = pageUrl();
    } else if (name === 'page_language') {
      input.value = getPageData().analytics.siteMeta.language;
    }
  }
}
