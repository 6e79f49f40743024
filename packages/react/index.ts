// `ib-blocks/react`: the blocks for React apps. Importing this module registers the elements,
// rendered by the app's own React (a peer dependency), and exports typed components for them.
// Each component renders its tag; props become element properties, `on*` props listen to the
// element's `ib-*` events.
import '../../elements/academy-visibility/ib-academy-visibility.ts';
import '../../elements/accordion/ib-accordion.ts';
import '../../elements/analytics/ib-analytics.ts';
import '../../elements/animated-text/ib-animated-text.ts';
import '../../elements/auto-scroll-carousel/ib-auto-scroll-carousel.ts';
import '../../elements/carousel/ib-carousel.ts';
import '../../elements/code-block/ib-code-block.ts';
import '../../elements/consent/ib-consent-gate.ts';
import '../../elements/course/ib-course-gate.ts';
import '../../elements/course/ib-course-tracker.ts';
import '../../elements/crm-widget/ib-crm-widget.ts';
import '../../elements/featured-content/ib-featured-content.ts';
import '../../elements/footer/ib-footer.ts';
import '../../elements/form/ib-form.ts';
import '../../elements/glossary/ib-glossary.ts';
import '../../elements/language-picker/ib-language-picker.ts';
import '../../elements/lottie/ib-lottie.ts';
import '../../elements/map/ib-map.ts';
import '../../elements/modal/ib-modal.ts';
import '../../elements/navbar/ib-navbar.ts';
import '../../elements/parallax/ib-parallax.ts';
import '../../elements/personal-card/ib-personal-card.ts';
import '../../elements/pricing-table/ib-pricing-table.ts';
import '../../elements/range/ib-range.ts';
import '../../elements/reveal/ib-reveal.ts';
import '../../elements/rive/ib-rive.ts';
import '../../elements/scroll-link/ib-scroll-link.ts';
import '../../elements/search/ib-search-popover.ts';
import '../../elements/search/ib-search-trigger.ts';
import '../../elements/search/ib-search.ts';
import '../../elements/share/ib-share.ts';
import '../../elements/squircle/ib-squircle.ts';
import '../../elements/subnav/ib-subnav.ts';
import '../../elements/tabs/ib-tabs.ts';
import '../../elements/toc/ib-toc.ts';
import '../../elements/tooltip/ib-tooltip.ts';
import '../../elements/top-bar/ib-top-bar.ts';
import '../../elements/video/ib-video-testimonial.ts';
import '../../elements/video/ib-video.ts';
import type { AcademyVisibilityProps } from '../../elements/academy-visibility/AcademyVisibility.tsx';
import type { AccordionProps } from '../../elements/accordion/Accordion.tsx';
import type { AnalyticsProps } from '../../elements/analytics/Analytics.tsx';
import type { AnimatedTextProps } from '../../elements/animated-text/AnimatedText.tsx';
import type { AutoScrollCarouselProps } from '../../elements/auto-scroll-carousel/AutoScrollCarousel.tsx';
import type { CarouselProps } from '../../elements/carousel/Carousel.tsx';
import type { CodeBlockProps } from '../../elements/code-block/CodeBlock.tsx';
import type { ConsentGateProps } from '../../elements/consent/ConsentGate.tsx';
import type { CourseGateProps } from '../../elements/course/CourseGate.tsx';
import type { CourseTrackerProps } from '../../elements/course/CourseTracker.tsx';
import type { CrmWidgetProps } from '../../elements/crm-widget/CrmWidget.tsx';
import type { FeaturedContentProps } from '../../elements/featured-content/FeaturedContent.tsx';
import type { FormProps } from '../../elements/form/Form.tsx';
import type { GlossaryProps } from '../../elements/glossary/Glossary.tsx';
import type { LanguagePickerProps } from '../../elements/language-picker/LanguagePicker.tsx';
import type { LottieProps } from '../../elements/lottie/Lottie.tsx';
import type { ActionableMapProps } from '../../elements/map/ActionableMap.tsx';
import type { ModalProps } from '../../elements/modal/Modal.tsx';
import type { ParallaxProps } from '../../elements/parallax/Parallax.tsx';
import type { PersonalCardProps } from '../../elements/personal-card/PersonalCard.tsx';
import type { PricingTableProps } from '../../elements/pricing-table/PricingTable.tsx';
import type { RangeProps } from '../../elements/range/Range.tsx';
import type { RevealProps } from '../../elements/reveal/Reveal.tsx';
import type { RiveProps } from '../../elements/rive/Rive.tsx';
import type { ScrollLinkProps } from '../../elements/scroll-link/ScrollLink.tsx';
import type { SearchPopoverProps } from '../../elements/search/SearchPopover.tsx';
import type { SearchResultsProps } from '../../elements/search/SearchResults.tsx';
import type { SearchTriggerProps } from '../../elements/search/SearchTrigger.tsx';
import type { ShareProps } from '../../elements/share/Share.tsx';
import type { SquircleProps } from '../../elements/squircle/Squircle.tsx';
import type { SubnavProps } from '../../elements/subnav/Subnav.tsx';
import type { TabsProps } from '../../elements/tabs/Tabs.tsx';
import type { TocProps } from '../../elements/toc/Toc.tsx';
import type { TooltipProps } from '../../elements/tooltip/Tooltip.tsx';
import type { TopBarProps } from '../../elements/top-bar/TopBar.tsx';
import type { VideoProps } from '../../elements/video/Video.tsx';
import type { VideoTestimonialProps } from '../../elements/video/VideoTestimonial.tsx';
import { wrapElement } from './wrap.ts';

export { wrapElement, type WrapperProps } from './wrap.ts';

export const Accordion = wrapElement<AccordionProps, 'onToggle'>('ib-accordion', { onToggle: 'ib-accordion-toggle' });
export const Analytics = wrapElement<AnalyticsProps>('ib-analytics');
export const ConsentGate = wrapElement<ConsentGateProps, 'onChange'>('ib-consent-gate', { onChange: 'ib-consent-gate-change' });
export const CourseGate = wrapElement<CourseGateProps>('ib-course-gate');
export const CourseTracker = wrapElement<CourseTrackerProps>('ib-course-tracker');
export const FeaturedContent = wrapElement<FeaturedContentProps, 'onFilter'>('ib-featured-content', {
  onFilter: 'ib-featured-content-filter',
});
export const Footer = wrapElement<object, 'onToggle'>('ib-footer', { onToggle: 'ib-footer-toggle' });
export const Modal = wrapElement<ModalProps, 'onOpen' | 'onClose'>('ib-modal', {
  onOpen: 'ib-modal-open',
  onClose: 'ib-modal-close',
});
export const Range = wrapElement<RangeProps, 'onInput' | 'onChange'>('ib-range', { onInput: 'input', onChange: 'change' });
export const Squircle = wrapElement<SquircleProps>('ib-squircle');
export const Tabs = wrapElement<TabsProps, 'onChange'>('ib-tabs', { onChange: 'ib-tabs-change' });
export const Tooltip = wrapElement<TooltipProps>('ib-tooltip');
export const PersonalCard = wrapElement<PersonalCardProps, 'onToggle'>('ib-personal-card', { onToggle: 'ib-personal-card-toggle' });
export const ScrollLink = wrapElement<ScrollLinkProps, 'onNavigate'>('ib-scroll-link', { onNavigate: 'ib-scroll-link-navigate' });
export const Share = wrapElement<ShareProps, 'onOpen'>('ib-share', { onOpen: 'ib-share-open' });
export const TopBar = wrapElement<TopBarProps, 'onResolve'>('ib-top-bar', { onResolve: 'ib-top-bar-resolve' });
export const AcademyVisibility = wrapElement<AcademyVisibilityProps>('ib-academy-visibility');
export const CrmWidget = wrapElement<CrmWidgetProps, 'onUrl' | 'onCopy'>('ib-crm-widget', { onUrl: 'ib-crm-widget-url', onCopy: 'ib-crm-widget-copy' });
export const Form = wrapElement<FormProps, 'onLoaded' | 'onSubmitted' | 'onFailed'>('ib-form', {
  onLoaded: 'ib-form-loaded',
  onSubmitted: 'ib-form-submitted',
  onFailed: 'ib-form-failed',
});
export const SearchTrigger = wrapElement<SearchTriggerProps>('ib-search-trigger');
export const SearchPopover = wrapElement<SearchPopoverProps, 'onOpen' | 'onClose'>('ib-search-popover', {
  onOpen: 'ib-search-popover-open',
  onClose: 'ib-search-popover-close',
});
export const Search = wrapElement<SearchResultsProps, 'onResults'>('ib-search', { onResults: 'ib-search-results' }, ['types']);
export const AnimatedText = wrapElement<AnimatedTextProps>('ib-animated-text');
export const CodeBlock = wrapElement<CodeBlockProps, 'onChange' | 'onCopy'>('ib-code-block', { onChange: 'ib-code-block-change', onCopy: 'ib-code-block-copy' });
export const Parallax = wrapElement<ParallaxProps>('ib-parallax');
export const Reveal = wrapElement<RevealProps, 'onChange'>('ib-reveal', { onChange: 'ib-reveal-change' });
export const Toc = wrapElement<TocProps>('ib-toc');
export const LanguagePicker = wrapElement<LanguagePickerProps, 'onToggle'>('ib-language-picker', { onToggle: 'ib-language-picker-toggle' });
export const Navbar = wrapElement<object, 'onMenuToggle' | 'onDropdownToggle'>('ib-navbar', {
  onMenuToggle: 'ib-navbar-menu-toggle',
  onDropdownToggle: 'ib-navbar-dropdown-toggle',
});
export const Subnav = wrapElement<SubnavProps, 'onScrollAway'>('ib-subnav', { onScrollAway: 'ib-subnav-scroll-away' });
export const Video = wrapElement<VideoProps, 'onPlay' | 'onPause' | 'onProgress'>('ib-video', {
  onPlay: 'ib-video-play',
  onPause: 'ib-video-pause',
  onProgress: 'ib-video-progress',
});
export const VideoTestimonial = wrapElement<VideoTestimonialProps, 'onOpen' | 'onClose'>('ib-video-testimonial', {
  onOpen: 'ib-video-testimonial-open',
  onClose: 'ib-video-testimonial-close',
});
export const Glossary = wrapElement<GlossaryProps, 'onFilter' | 'onToggle'>('ib-glossary', { onFilter: 'ib-glossary-filter', onToggle: 'ib-glossary-toggle' });
/** `ib-map`; not named `Map`, which would shadow the global. */
export const ActionableMap = wrapElement<ActionableMapProps, 'onSelect'>('ib-map', { onSelect: 'ib-map-select' });
export const PricingTable = wrapElement<PricingTableProps, 'onFilter' | 'onToggle'>('ib-pricing-table', {
  onFilter: 'ib-pricing-table-filter',
  onToggle: 'ib-pricing-table-toggle',
});
export const Carousel = wrapElement<CarouselProps, 'onSelect'>('ib-carousel', { onSelect: 'ib-carousel-select' });
export const AutoScrollCarousel = wrapElement<AutoScrollCarouselProps, 'onToggle'>('ib-auto-scroll-carousel', {
  onToggle: 'ib-auto-scroll-carousel-toggle',
});
export const Rive = wrapElement<RiveProps, 'onLoad' | 'onError'>('ib-rive', { onLoad: 'ib-rive-load', onError: 'ib-rive-error' });
export const Lottie = wrapElement<LottieProps, 'onLoad' | 'onError'>('ib-lottie', { onLoad: 'ib-lottie-load', onError: 'ib-lottie-error' });
