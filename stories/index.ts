// Every story module, listed explicitly for stories.test.ts (the test runner has no
// import.meta.glob). .storybook/check-stories.mjs fails if a story file is missing here.
export * as accordion from './accordion.stories.ts';
export * as modal from './modal.stories.ts';
export * as tooltip from './tooltip.stories.ts';
export * as footer from './footer.stories.ts';
export * as demoPage from './demo-page.stories.ts';
export * as analytics from './analytics.stories.ts';
export * as course from './course.stories.ts';
export * as consentGate from './consent-gate.stories.ts';
export * as scrollLink from './scroll-link.stories.ts';
export * as topBar from './top-bar.stories.ts';
export * as share from './share.stories.ts';
export * as personalCard from './personal-card.stories.ts';
export * as form from './form.stories.ts';
export * as crmWidget from './crm-widget.stories.ts';
export * as academyVisibility from './academy-visibility.stories.ts';
export * as search from './search.stories.ts';
export * as searchResults from './search-results.stories.ts';
export * as toc from './toc.stories.ts';
export * as codeBlock from './code-block.stories.ts';
export * as animatedText from './animated-text.stories.ts';
export * as parallax from './parallax.stories.ts';
export * as reveal from './reveal.stories.ts';
export * as navbar from './navbar.stories.ts';
export * as subnav from './subnav.stories.ts';
export * as languagePicker from './language-picker.stories.ts';
export * as video from './video.stories.ts';
